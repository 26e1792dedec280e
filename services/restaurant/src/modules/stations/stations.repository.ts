import { defaultStationName } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** Every query names the restaurant: an id of another restaurant's station matches nothing. */

export interface StationRecord {
  id: string;
  name: string;
  is_default: boolean;
  created_at: Date;
}

const columns = 'id, name, is_default, created_at';

/**
 * The restaurant's default station, made ('Cocina') the first time it is needed: a restaurant that never named a
 * station keeps working, its categories all going there. Two callers at once meet on the one-default index.
 */
export async function defaultStation(db: Queryable, restaurantId: string): Promise<StationRecord> {
  const { rows } = await db.query<StationRecord>(
    `WITH made AS (
       INSERT INTO stations (restaurant_id, name, is_default) VALUES ($1, $2, true)
       ON CONFLICT (restaurant_id) WHERE is_default DO NOTHING RETURNING ${columns}
     )
     SELECT ${columns} FROM made UNION ALL SELECT ${columns} FROM stations WHERE restaurant_id = $1 AND is_default`,
    [restaurantId, defaultStationName],
  );
  if (rows[0]) return rows[0];
  // Made meanwhile by a caller this statement's snapshot did not see: it is there now.
  const made = await db.query<StationRecord>(`SELECT ${columns} FROM stations WHERE restaurant_id = $1 AND is_default`, [restaurantId]);
  return made.rows[0]!;
}

/** The default station first, then the others as they were created. */
export async function listStations(db: Queryable, restaurantId: string): Promise<StationRecord[]> {
  const { rows } = await db.query<StationRecord>(
    `SELECT ${columns} FROM stations WHERE restaurant_id = $1 ORDER BY is_default DESC, created_at, id`,
    [restaurantId],
  );
  return rows;
}

export async function findStation(db: Queryable, restaurantId: string, id: string): Promise<StationRecord | undefined> {
  const { rows } = await db.query<StationRecord>(`SELECT ${columns} FROM stations WHERE restaurant_id = $1 AND id = $2`, [
    restaurantId,
    id,
  ]);
  return rows[0];
}

/** A taken name throws a unique violation. */
export async function insertStation(db: Queryable, restaurantId: string, name: string, by: string): Promise<StationRecord> {
  const { rows } = await db.query<StationRecord>(
    `INSERT INTO stations (restaurant_id, name, updated_by) VALUES ($1, $2, $3) RETURNING ${columns}`,
    [restaurantId, name, by],
  );
  return rows[0]!;
}

/** Undefined when no such station is this restaurant's; a taken name throws a unique violation. */
export async function renameStation(db: Queryable, restaurantId: string, id: string, name: string, by: string) {
  const { rows } = await db.query<StationRecord>(
    `UPDATE stations SET name = $3, updated_by = $4 WHERE restaurant_id = $1 AND id = $2 RETURNING ${columns}`,
    [restaurantId, id, name, by],
  );
  return rows[0];
}

/** The station each dish is prepared at: its category's, or the default station (`defaultId`) when it names none. */
export async function stationsOfDishes(
  db: Queryable,
  restaurantId: string,
  dishIds: readonly string[],
  defaultId: string,
): Promise<Map<string, { id: string; name: string }>> {
  const { rows } = await db.query<{ dish_id: string; id: string; name: string }>(
    `SELECT d.id AS dish_id, s.id, s.name
       FROM dishes d JOIN menu_categories c ON c.id = d.category_id
       JOIN stations s ON s.id = coalesce(c.station_id, $3)
      WHERE d.restaurant_id = $1 AND d.id = ANY($2::uuid[])`,
    [restaurantId, dishIds, defaultId],
  );
  return new Map(rows.map((row) => [row.dish_id, { id: row.id, name: row.name }]));
}
