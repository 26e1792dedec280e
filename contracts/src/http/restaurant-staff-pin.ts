import { z } from 'zod';
import { staffRoles, type StaffRole } from './restaurant.js';

/**
 * Issue 36 item 5: what each staff role may do inside the restaurant app, the staff's PINs, switching the person on a
 * device the restaurant already opened, and the device's idle lock.
 */
export const restaurantStaffMessages = {
  forbidden: 'Tu rol ({role}) no permite {action}',
  pinInvalid: 'PIN inválido: de 4 a 6 dígitos',
  pinWrong: 'PIN incorrecto',
  pinLocked: 'Demasiados intentos con PIN incorrecto: espera {minutes} minutos antes de intentar de nuevo',
  pinMissing: 'Esa persona aún no tiene PIN: ella misma o un administrador debe fijarlo en Personal',
  pinSaved: 'PIN guardado',
  pinNotYours: 'Solo un administrador del restaurante puede fijar el PIN de otra persona',
  pinOwnerOnly: 'Solo el propietario puede fijar su propio PIN',
  switched: 'Ahora trabaja en este dispositivo: {name}',
  personNotFound: 'Persona no encontrada en este restaurante',
  idleInvalid: 'Tiempo de bloqueo inválido: un entero de 0 (sin bloqueo) a 240 minutos',
} as const;

/** The roles as the restaurant's people call them. */
export const staffRoleNames: Record<StaffRole, string> = {
  employee: 'Empleado',
  waiter: 'Mesero',
  cashier: 'Cajero',
  cook: 'Cocinero',
  admin: 'Administrador',
  super_admin: 'Super administrador',
};

/** The actions a role may or may not take; the restaurant service decides which role takes which. */
export const staffActions = [
  'take_order',
  'move_ticket',
  'cancel_ticket',
  'serve_floor',
  'charge',
  'adjust',
  'cash_shift',
  'manage',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** What a refusal says the action is ('Tu rol (Cocinero) no permite tomar pedidos'). */
export const staffActionNames: Record<StaffAction, string> = {
  take_order: 'tomar pedidos',
  move_ticket: 'mover pedidos en la cocina',
  cancel_ticket: 'cancelar pedidos',
  serve_floor: 'atender mesas ni mover cuentas',
  charge: 'cobrar',
  adjust: 'hacer descuentos, anulaciones ni reembolsos',
  cash_shift: 'manejar la caja',
  manage: 'administrar el restaurante',
};

const pin = z.string(restaurantStaffMessages.pinInvalid).regex(/^\d{4,6}$/, restaurantStaffMessages.pinInvalid);
const personId = z.uuid(restaurantStaffMessages.personNotFound);

/** One person who can work on the restaurant's devices (a restaurant user: they opened the app once). */
export const staffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The assignment's name; the owner's e-mail when they have none. */
  name: z.string(),
  role: z.enum(staffRoles),
  is_owner: z.boolean(),
  has_pin: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;
/** GET /restaurant/personal */
export const staffMembersResponse = z.object({ success: z.literal(true), data: z.array(staffMember) });

/** PUT /restaurant/personal/{id}/pin: the person themselves, or a restaurant administrator. */
export const staffPinParams = z.object({ id: personId });
export const setStaffPinRequest = z.object({ pin });
export type SetStaffPinRequest = z.infer<typeof setStaffPinRequest>;
export const setStaffPinResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /restaurant/personal/cambiar: on a device the restaurant opened, the chosen person's PIN gives the app's session
 * as that person (same shape as the login's answer), until the device's own session would end.
 */
export const switchPersonRequest = z.object({ user_id: personId, pin });
export type SwitchPersonRequest = z.infer<typeof switchPersonRequest>;

/** GET/PUT /restaurant/personal/ajustes: after how many idle minutes a device locks (0: never). */
export const deviceSettings = z.object({
  idle_lock_minutes: z
    .number(restaurantStaffMessages.idleInvalid)
    .int(restaurantStaffMessages.idleInvalid)
    .min(0, restaurantStaffMessages.idleInvalid)
    .max(240, restaurantStaffMessages.idleInvalid),
});
export type DeviceSettings = z.infer<typeof deviceSettings>;
export const deviceSettingsResponse = z.object({ success: z.literal(true), data: deviceSettings });
