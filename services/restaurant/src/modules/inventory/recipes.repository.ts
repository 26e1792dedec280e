import type { SupplyUnit } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';

export interface RecipeLineRecord {
  supply_id: string;
  name: string;
  unit: SupplyUnit;
  quantity: number;
  /** The line's share of the portion's cost, rounded to the peso (the total is rounded once, not from these). */
  cost: number;
}

/** The dish's price, or undefined when it is not this restaurant's. */
export async function dishPrice(db: Queryable, restaurantId: string, dishId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ price: number }>('SELECT price FROM dishes WHERE restaurant_id = $1 AND id = $2', [
    restaurantId,
    dishId,
  ]);
  return rows[0]?.price;
}

/** The dish's recipe and the exact cost of one portion (numeric arithmetic, rounded once). */
export async function recipeOf(db: Queryable, restaurantId: string, dishId: string) {
  const { rows } = await db.query<RecipeLineRecord & { total: number }>(
    `SELECT r.supply_id, s.name, s.unit, r.quantity,
            round(r.quantity::numeric * s.cost / s.cost_quantity)::int AS cost,
            round(sum(r.quantity::numeric * s.cost / s.cost_quantity) OVER ())::int AS total
       FROM recipes r JOIN supplies s ON s.id = r.supply_id
      WHERE r.restaurant_id = $1 AND r.dish_id = $2 AND r.option_id IS NULL ORDER BY lower(s.name), s.id`,
    [restaurantId, dishId],
  );
  return { lines: rows.map(({ total: _total, ...line }) => line), cost: rows[0]?.total ?? 0 };
}

/** Replaces the dish's recipe with these lines (supplies already checked to be the restaurant's). */
export async function replaceRecipe(
  tx: Tx,
  restaurantId: string,
  dishId: string,
  lines: ReadonlyArray<{ supply_id: string; quantity: number }>,
): Promise<void> {
  await tx.query('DELETE FROM recipes WHERE restaurant_id = $1 AND dish_id = $2 AND option_id IS NULL', [restaurantId, dishId]);
  await tx.query(
    `INSERT INTO recipes (restaurant_id, dish_id, supply_id, quantity) SELECT $1, $2, supply_id, quantity
       FROM unnest($3::uuid[], $4::int[]) AS l(supply_id, quantity)`,
    [restaurantId, dishId, lines.map((line) => line.supply_id), lines.map((line) => line.quantity)],
  );
}
