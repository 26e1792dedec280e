import type { Tx } from '@mb/service-kit';

/**
 * Which dishes the stock decides for, and where: those whose own recipe uses one of `supplyIds`, or the one dish
 * `dishId`, or (neither given) every dish of the restaurant; in the branch `branchId`, or (none given) in every branch.
 */
export interface DishScope {
  supplyIds?: readonly string[];
  dishId?: string;
  branchId?: string;
}

/**
 * When the restaurant hides dishes without supplies: a dish one of whose supplies is, in a branch, below what one
 * portion needs is short there (`dish_shortages`, which takes it off that branch's menu), and one so short whose
 * supplies there are all back is no longer. The availability set by hand is another matter, left as it is. ONE
 * statement, in the caller's transaction, after its stock moves; the dishes are locked in id order (always after the
 * stock), so two moves never wait on each other in a ring.
 */
export async function followStock(tx: Tx, restaurantId: string, scope: DishScope): Promise<void> {
  await tx.query(
    `WITH needs AS MATERIALIZED (
       SELECT b.id AS branch_id, d.id AS dish_id, coalesce(bool_or(coalesce(bs.stock, 0) < r.quantity), false) AS short,
              bool_or(x.dish_id IS NOT NULL) AS hidden
         FROM branches b
         JOIN dishes d ON d.restaurant_id = b.restaurant_id
         LEFT JOIN recipes r ON r.dish_id = d.id AND r.option_id IS NULL
         LEFT JOIN branch_stock bs ON bs.branch_id = b.id AND bs.supply_id = r.supply_id
         LEFT JOIN dish_shortages x ON x.branch_id = b.id AND x.dish_id = d.id
        WHERE b.restaurant_id = $1
          AND EXISTS (SELECT 1 FROM inventory_settings WHERE restaurant_id = $1 AND hide_unmakeable)
          AND ($2::uuid[] IS NULL OR d.id IN (SELECT dish_id FROM recipes WHERE restaurant_id = $1 AND supply_id = ANY($2::uuid[])))
          AND ($3::uuid IS NULL OR d.id = $3)
          AND ($4::uuid IS NULL OR b.id = $4)
        GROUP BY b.id, d.id
     ), changing AS MATERIALIZED (
       SELECT branch_id, dish_id, short FROM needs WHERE short <> hidden
     ), locked AS MATERIALIZED (
       SELECT id FROM dishes WHERE id IN (SELECT dish_id FROM changing) ORDER BY id FOR NO KEY UPDATE
     ), hidden AS (
       INSERT INTO dish_shortages (restaurant_id, branch_id, dish_id)
       SELECT $1, branch_id, dish_id FROM changing WHERE short AND dish_id IN (SELECT id FROM locked)
       ON CONFLICT DO NOTHING
     )
     DELETE FROM dish_shortages x USING changing c
      WHERE x.branch_id = c.branch_id AND x.dish_id = c.dish_id AND NOT c.short AND c.dish_id IN (SELECT id FROM locked)`,
    [restaurantId, scope.supplyIds ?? null, scope.dishId ?? null, scope.branchId ?? null],
  );
}

/** The restaurant no longer hides dishes without supplies: those it hid are available again in every branch. */
export async function showHiddenDishes(tx: Tx, restaurantId: string): Promise<void> {
  await tx.query('DELETE FROM dish_shortages WHERE restaurant_id = $1', [restaurantId]);
}
