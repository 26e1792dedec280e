import { z } from 'zod';
import { restaurantText } from './restaurant-text.js';

/**
 * Branches (sedes, issue 37 item 4, `multi_sucursal`, Gold). Every restaurant has its main branch ('Principal'); a Gold
 * restaurant adds more, each with its own tables, cash shifts and checks and its staff, sharing one menu with its own
 * prices and availability. A request works in the branch its `X-Sede` header names (a branch id), else in the
 * person's first branch; an administrator works in any branch, anyone else only in those they are assigned to.
 *
 * GET  /restaurant/sedes                          → the branches the caller may work in (every plan: the main one)
 * POST /restaurant/sedes                          → adds a branch (admin, Gold)
 * PUT  /restaurant/sedes/:id/personal             → the restaurant users who work there (admin, Gold)
 * GET  /restaurant/sedes/:id/carta                → the branch's prices and availability (admin, Gold)
 * PUT  /restaurant/sedes/:id/carta/:dishId        → a dish's price and availability there (admin, Gold)
 */
export const branchHeader = 'x-sede';

export const branchMessages = {
  branchNameInvalid: 'Nombre de sede inválido (1 a 60 caracteres, sin caracteres de control)',
  branchTaken: 'Ya existe una sede con ese nombre',
  branchNotFound: 'Sede no encontrada',
  branchRefused: 'No tienes acceso a esta sede: pide al administrador que te asigne a ella',
  staffInvalid: 'Personal inválido: envía los usuarios del restaurante que trabajan en esta sede',
  dishNotFound: 'Plato no encontrado',
  priceInvalid: 'Precio inválido: un número entero de pesos mayor que 0 y hasta 100.000.000, o vacío para el de la carta',
} as const;
const m = branchMessages;

export const branch = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  is_main: z.boolean(),
  /** The restaurant users assigned to it (administrators work in every branch without one). */
  staff: z.array(z.uuid()),
  created_at: z.string(),
});
export type Branch = z.infer<typeof branch>;
export const branchesResponse = z.object({ success: z.literal(true), data: z.array(branch) });
export const branchResponse = z.object({ success: z.literal(true), data: branch });
export const branchRequest = z.object({ name: restaurantText(60, m.branchNameInvalid) });
export type BranchRequest = z.infer<typeof branchRequest>;
export const branchIdParams = z.object({ id: z.uuid(m.branchNotFound) });
export const branchStaffRequest = z.object({ user_ids: z.array(z.uuid(m.staffInvalid), m.staffInvalid).max(500, m.staffInvalid) });
export type BranchStaffRequest = z.infer<typeof branchStaffRequest>;

/** A dish as one branch sells it: `price` null is the shared menu's. */
export const branchDish = z.object({
  dish_id: z.uuid(),
  price: z.number().int().positive().nullable(),
  available: z.boolean(),
});
export type BranchDish = z.infer<typeof branchDish>;
export const branchDishesResponse = z.object({ success: z.literal(true), data: z.array(branchDish) });
export const branchDishResponse = z.object({ success: z.literal(true), data: branchDish });
export const branchDishParams = branchIdParams.extend({ dishId: z.uuid(m.dishNotFound) });
export const branchDishRequest = z.object({
  price: z.number(m.priceInvalid).int(m.priceInvalid).min(1, m.priceInvalid).max(100_000_000, m.priceInvalid).nullable(),
  available: z.boolean(),
});
export type BranchDishRequest = z.infer<typeof branchDishRequest>;
