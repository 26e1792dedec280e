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

/** The dish's price and the ids of its options, or undefined when it is not this restaurant's. */
export async function findDish(db: Queryable, restaurantId: string, dishId: string) {
  const { rows } = await db.query<{ price: number; option_ids: string[] }>(
    `SELECT price, ARRAY(SELECT o->>'id' FROM jsonb_array_elements(option_groups) g, jsonb_array_elements(g->'options') o) AS option_ids
       FROM dishes WHERE restaurant_id = $1 AND id = $2`,
    [restaurantId, dishId],
  );
  return rows[0];
}

/**
 * The dish's recipe lines, its own (option null) and each of its options', with the exact cost of each (numeric
 * arithmetic, rounded once per recipe).
 */
export async function recipesOf(db: Queryable, restaurantId: string, dishId: string) {
  const { rows } = await db.query<RecipeLineRecord & { option_id: string | null; total: number }>(
    `SELECT r.option_id, r.supply_id, s.name, s.unit, r.quantity,
            round(r.quantity::numeric * s.cost / s.cost_quantity)::int AS cost,
            round(sum(r.quantity::numeric * s.cost / s.cost_quantity) OVER (PARTITION BY r.option_id))::int AS total
       FROM recipes r JOIN supplies s ON s.id = r.supply_id
      WHERE r.restaurant_id = $1 AND r.dish_id = $2 ORDER BY r.option_id NULLS FIRST, lower(s.name), s.id`,
    [restaurantId, dishId],
  );
  return rows;
}

/**
 * Replaces the dish's own recipe with these lines and, when `options` are given, every option's recipe with theirs
 * (supplies and options already checked to be the dish's and the restaurant's).
 */
export async function replaceRecipe(
  tx: Tx,
  restaurantId: string,
  dishId: string,
  recipe: {
    lines: ReadonlyArray<{ supply_id: string; quantity: number }>;
    options?: ReadonlyArray<{ option_id: string; lines: ReadonlyArray<{ supply_id: string; quantity: number }> }>;
  },
): Promise<void> {
  const rows = [
    ...recipe.lines.map((line) => ({ option_id: null, ...line })),
    ...(recipe.options ?? []).flatMap((option) => option.lines.map((line) => ({ option_id: option.option_id, ...line }))),
  ];
  await tx.query('DELETE FROM recipes WHERE restaurant_id = $1 AND dish_id = $2 AND (option_id IS NULL OR $3)', [
    restaurantId,
    dishId,
    recipe.options !== undefined,
  ]);
  await tx.query(
    `INSERT INTO recipes (restaurant_id, dish_id, option_id, supply_id, quantity) SELECT $1, $2, option_id, supply_id, quantity
       FROM unnest($3::uuid[], $4::uuid[], $5::int[]) AS l(option_id, supply_id, quantity)`,
    [restaurantId, dishId, rows.map((row) => row.option_id), rows.map((row) => row.supply_id), rows.map((row) => row.quantity)],
  );
}
