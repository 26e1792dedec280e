import type { SoldOption } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { branchAvailable, branchDishes, branchPrice, type MenuScope } from '../branches/branch-menu.js';

export interface CartLineRecord {
  id: string;
  dish_id: string;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
  options: SoldOption[];
  available: boolean;
}

// The dish's price now in the branch (see `dishIn`) plus the extras of the options as chosen.
const columns = `i.id, i.dish_id, d.name,
  ${branchPrice} + (SELECT coalesce(sum((o->>'extra')::int), 0) FROM jsonb_array_elements(i.options) o)::int AS unit_price,
  i.quantity, i.note, i.options, ${branchAvailable} AS available`;
/** The line's dish `d` as the branch the parameter `branch` names sells it. */
const dishIn = (branch: string) => `JOIN dishes d ON d.id = i.dish_id ${branchDishes(branch)}`;

/** A user's cart: always the caller's own, in this restaurant, at the prices of the branch they work in. */
export async function listCart(db: Queryable, at: MenuScope, userId: string): Promise<CartLineRecord[]> {
  const { rows } = await db.query<CartLineRecord>(
    `SELECT ${columns} FROM cart_items i ${dishIn('$3')} WHERE i.restaurant_id = $1 AND i.user_id = $2 ORDER BY i.created_at, i.id`,
    [at.restaurantId, userId, at.branchId ?? null],
  );
  return rows;
}

/**
 * Empties the user's cart for a checkout and answers what it held, as `listCart` would have, in one statement: the
 * deleted rows stay locked until the checkout commits, and come back if it fails.
 */
export async function takeCart(db: Queryable, at: MenuScope, userId: string): Promise<CartLineRecord[]> {
  const { rows } = await db.query<CartLineRecord>(
    `WITH i AS (DELETE FROM cart_items WHERE restaurant_id = $1 AND user_id = $2 RETURNING id, dish_id, quantity, note, options, created_at)
     SELECT ${columns} FROM i ${dishIn('$3')} ORDER BY i.created_at, i.id`,
    [at.restaurantId, userId, at.branchId ?? null],
  );
  return rows;
}

export async function findCartLine(db: Queryable, at: MenuScope, userId: string, id: string): Promise<CartLineRecord | undefined> {
  const { rows } = await db.query<CartLineRecord>(
    `SELECT ${columns} FROM cart_items i ${dishIn('$4')} WHERE i.restaurant_id = $1 AND i.user_id = $2 AND i.id = $3`,
    [at.restaurantId, userId, id, at.branchId ?? null],
  );
  return rows[0];
}

/**
 * Adds a dish with its options to the cart, or adds to its quantity when it is there already with the same options
 * (the note is replaced when one is given), and answers the line. A quantity past 99 breaks the table's check: the
 * caller turns it into 400.
 */
export async function addCartLine(
  db: Queryable,
  line: MenuScope & { userId: string; dishId: string; quantity: number; note?: string; options: SoldOption[] },
): Promise<CartLineRecord> {
  const { rows } = await db.query<CartLineRecord>(
    `WITH i AS (
       INSERT INTO cart_items (restaurant_id, user_id, dish_id, quantity, note, options) VALUES ($1, $2, $3, $4, coalesce($5, ''), $6)
       ON CONFLICT ON CONSTRAINT cart_items_line DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, note = coalesce($5, cart_items.note)
       RETURNING id, dish_id, quantity, note, options
     )
     SELECT ${columns} FROM i ${dishIn('$7')}`,
    [line.restaurantId, line.userId, line.dishId, line.quantity, line.note ?? null, JSON.stringify(line.options), line.branchId ?? null],
  );
  return rows[0]!;
}

/** False when that line is not in the caller's cart. */
export async function updateCartLine(
  db: Queryable,
  line: { restaurantId: string; userId: string; id: string; quantity: number; note?: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE cart_items SET quantity = $4, note = coalesce($5, note) WHERE restaurant_id = $1 AND user_id = $2 AND id = $3`,
    [line.restaurantId, line.userId, line.id, line.quantity, line.note ?? null],
  );
  return rowCount === 1;
}

export async function deleteCartLine(db: Queryable, restaurantId: string, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM cart_items WHERE restaurant_id = $1 AND user_id = $2 AND id = $3', [
    restaurantId,
    userId,
    id,
  ]);
  return rowCount === 1;
}
