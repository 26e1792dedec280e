import type { Tx } from '@mb/service-kit';

/**
 * Which dishes the stock decides for: those whose own recipe uses one of `supplyIds`, or the one dish `dishId`, or
 * (neither given) every dish of the restaurant.
 */
export interface DishScope {
  supplyIds?: readonly string[];
  dishId?: string;
}

/**
 * When the restaurant hides dishes without supplies: a dish one of whose supplies is below what one portion needs
 * becomes unavailable (out_of_stock), and one so hidden whose supplies are all back becomes available again. A dish
 * made unavailable by hand is left as it is. ONE statement, in the caller's transaction, after its stock moves; the
 * dishes are locked in id order (always after the supplies), so two moves never wait on each other in a ring.
 */
export async function followStock(tx: Tx, restaurantId: string, scope: DishScope, by: string): Promise<void> {
  await tx.query(
    `WITH needs AS MATERIALIZED (
       SELECT d.id, coalesce(bool_or(s.stock < r.quantity), false) AS short, d.available, d.out_of_stock
         FROM dishes d
         LEFT JOIN recipes r ON r.dish_id = d.id AND r.option_id IS NULL
         LEFT JOIN supplies s ON s.id = r.supply_id
        WHERE d.restaurant_id = $1
          AND EXISTS (SELECT 1 FROM inventory_settings WHERE restaurant_id = $1 AND hide_unmakeable)
          AND ($2::uuid[] IS NULL OR d.id IN (SELECT dish_id FROM recipes WHERE restaurant_id = $1 AND supply_id = ANY($2::uuid[])))
          AND ($3::uuid IS NULL OR d.id = $3)
        GROUP BY d.id
     ), changing AS MATERIALIZED (
       SELECT id, short FROM needs WHERE (short AND available) OR (NOT short AND out_of_stock)
     ), locked AS MATERIALIZED (
       SELECT id FROM dishes WHERE id IN (SELECT id FROM changing) ORDER BY id FOR NO KEY UPDATE
     )
     UPDATE dishes d SET available = NOT c.short, out_of_stock = c.short, updated_at = now(), updated_by = $4
       FROM changing c WHERE d.id = c.id AND d.id IN (SELECT id FROM locked)`,
    [restaurantId, scope.supplyIds ?? null, scope.dishId ?? null, by],
  );
}

/** The restaurant no longer hides dishes without supplies: those it hid are available again. */
export async function showHiddenDishes(tx: Tx, restaurantId: string, by: string): Promise<void> {
  await tx.query(
    `UPDATE dishes SET available = true, out_of_stock = false, updated_at = now(), updated_by = $2
     WHERE restaurant_id = $1 AND out_of_stock`,
    [restaurantId, by],
  );
}
