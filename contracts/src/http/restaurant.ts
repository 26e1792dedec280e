import { z } from 'zod';
import { planType, type PlanType } from '../domain/plans.js';

/** Texts of opening the restaurant app and of its staff assignments (spec 2 §2.4, §8); the last ones are ours. */
export const restaurantMessages = {
  openFailed: 'Error configurando la app: {message}',
  openFailedUnknown: 'desconocido',
  openConnectionFailed: 'Error de conexión al abrir la aplicación.',
  sharedOpenFailed: 'No se pudo abrir la app compartida',
  sharedInactive: 'Suscripción inactiva',
  opening: 'Abriendo...',
  entering: 'Entrando...',
  configLoadFailed: 'Error cargando configuración',
  connectionFailed: 'Error de conexión',
  createFailed: 'No se pudo crear',
  deleteFailed: 'No se pudo eliminar',
  deleteConfirm: 'Eliminar usuario asignado?',

  subscriptionNotFound: 'Suscripción no encontrada',
  notAllowed: 'No tienes acceso a esta aplicación',
  subscriptionInactive: 'La suscripción no está activa: renuévala para abrir la aplicación',
  noRestaurant: 'No tienes una suscripción activa de Software Restaurante',
  seatsFull: 'Tu plan {plan} admite {limit} usuarios asignados. Mejora tu plan para asignar más.',
  alreadyAssigned: 'Ese correo ya está asignado a tu restaurante',
  selfAssignment: 'No puedes asignarte a ti mismo',
  assignmentNotFound: 'Asignación no encontrada',
  assignmentDeleted: 'Usuario asignado eliminado',
  assignmentCreated: 'Usuario asignado',
  emailInvalid: 'Correo electrónico inválido',
  nameInvalid: 'Nombre inválido',
  roleInvalid: 'Rol inválido: usa employee, waiter, cashier, cook, admin o super_admin',
} as const;

/**
 * Restaurant staff roles: spec 2 §6's employee, admin and super_admin (the owner), and issue 36's mesero (waiter),
 * cajero (cashier) and cocinero (cook). An employee keeps what it always could: take orders and charge.
 */
export const staffRoles = ['employee', 'waiter', 'cashier', 'cook', 'admin', 'super_admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Staff seats per plan (ours: estandar < pro < gold); the owner does not take a seat. */
export const staffSeatLimits: Record<PlanType, number> = { estandar: 3, pro: 10, gold: 25 };

/** Spec 2 §3 "Restaurant assignment", with both id spellings (its `_id`, the `id` the rest of the API uses). */
export const assignment = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  assigned_email: z.string(),
  assigned_name: z.string(),
  role: z.enum(staffRoles),
  /** active while the owner's subscription opens; inactive once it expired or was cancelled. */
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

/** GET /{ns}/restaurant/config/assignments (spec 2 §7.6) plus the seats the plan allows. */
export const assignmentsResponse = z.object({
  success: z.literal(true),
  data: z.array(assignment),
  plan_type: planType,
  seats: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().positive() }),
});
export type AssignmentsResponse = z.infer<typeof assignmentsResponse>;

/** POST /{ns}/restaurant/config/assignments */
export const createAssignmentRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(restaurantMessages.emailInvalid)),
  name: z.string(restaurantMessages.nameInvalid).trim().min(1, restaurantMessages.nameInvalid).max(120, restaurantMessages.nameInvalid),
  role: z.enum(staffRoles, restaurantMessages.roleInvalid),
});
export type CreateAssignmentRequest = z.infer<typeof createAssignmentRequest>;
export const assignmentResponse = z.object({ success: z.literal(true), message: z.string(), data: assignment });

export const assignmentIdParams = z.object({ id: z.uuid(restaurantMessages.assignmentNotFound) });
/** DELETE /{ns}/restaurant/config/assignments/{id} */
export const deleteAssignmentResponse = z.object({ success: z.literal(true), message: z.string() });

/** An app another customer shares with the caller (spec 2 §2.4). */
export const sharedApp = z.object({
  /** The assignment that shares it (spec 2 §3 "Shared app": id). */
  id: z.uuid(),
  subscription_id: z.uuid(),
  product_name: z.string(),
  subscription_status: z.enum(['pending_payment', 'active', 'grace', 'expired', 'cancelled']),
  owner_email: z.string(),
  role: z.enum(staffRoles),
  plan_type: planType,
});
export type SharedApp = z.infer<typeof sharedApp>;
/** GET /auth/shared/apps */
export const sharedAppsResponse = z.object({ success: z.literal(true), apps: z.array(sharedApp) });

/**
 * POST /auth/subscriptions/{id}/open-restaurant: a token for that restaurant only, with the caller's role in it
 * (`owner` for the subscriber). The browser keeps it under local storage key `restaurant_token`.
 */
export const openRestaurantResponse = z.object({
  success: z.literal(true),
  restaurant_token: z.string(),
  role: z.enum(['owner', ...staffRoles]),
  subscription_id: z.uuid(),
  product_name: z.string(),
  expires_in: z.number().int().positive(),
});
export type OpenRestaurantResponse = z.infer<typeof openRestaurantResponse>;
export const openRestaurantParams = z.object({ id: z.uuid(restaurantMessages.subscriptionNotFound) });

/**
 * The claims of `restaurant_token` (its payload, base64url JSON). The restaurant remote decodes them, without
 * verifying, only to show who opened which restaurant; the restaurant service verifies the token on every call.
 */
export const restaurantTokenClaims = z.object({
  /** The user who opened the app. */
  sub: z.string(),
  /** Their e-mail, by which staff are assigned; a token without it (signed before the app's login) does not log in. */
  email: z.string().optional(),
  subscription_id: z.uuid(),
  product_name: z.string(),
  role: openRestaurantResponse.shape.role,
  plan_type: planType,
  /** Seconds since the epoch, as in any JWT. */
  exp: z.number().int(),
});
export type RestaurantTokenClaims = z.infer<typeof restaurantTokenClaims>;
