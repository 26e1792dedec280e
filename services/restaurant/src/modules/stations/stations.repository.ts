import { defaultStationName } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';

/**
 * Every query names the restaurant: an id of another restaurant's station matches nothing. Each branch has its own
 * stations (issue 37 item 4); one named by id is checked to be of the request's branch before (see `branchOwnership`).
 */

export interface StationRecord {
  id: string;
  name: string;
  is_default: boolean;
  created_at: Date;
}

const columns = 'id, name, is_default, created_at';

/**
 * The branch's default station, made ('Cocina') the first time it is needed: a branch that never named a station
 * keeps working, its categories all going there. Two callers at once (the first rounds of a new branch) meet on its
 * unique indexes: with no conflict target each of them settles the race, whichever PostgreSQL checks first (with the
 * default index alone as the target, the name index could see the other insert first and fail the round).
 */
export async function defaultStation(db: Queryable, at: BranchScope): Promise<StationRecord> {
  const { rows } = await db.query<StationRecord>(
    `WITH made AS (
       INSERT INTO stations (restaurant_id, branch_id, name, is_default) VALUES ($1, $2, $3, true)
       ON CONFLICT DO NOTHING RETURNING ${columns}
     )
     SELECT ${columns} FROM made UNION ALL SELECT ${columns} FROM stations WHERE branch_id = $2 AND is_default`,
    [at.restaurantId, at.branchId, defaultStationName],
  );
  if (rows[0]) return rows[0];
  // Made meanwhile by a caller this statement's snapshot did not see: it is there now.
  const made = await db.query<StationRecord>(`SELECT ${columns} FROM stations WHERE branch_id = $1 AND is_default`, [at.branchId]);
  return made.rows[0]!;
}

/** The branch's stations: the default one first, then the others as they were created. */
export async function listStations(db: Queryable, at: BranchScope): Promise<StationRecord[]> {
  const { rows } = await db.query<StationRecord>(
    `SELECT ${columns} FROM stations WHERE restaurant_id = $1 AND branch_id = $2 ORDER BY is_default DESC, created_at, id`,
    [at.restaurantId, at.branchId],
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

/** A station of the branch; a name taken there throws a unique violation. */
export async function insertStation(db: Queryable, at: BranchScope, name: string, by: string): Promise<StationRecord> {
  const { rows } = await db.query<StationRecord>(
    `INSERT INTO stations (restaurant_id, branch_id, name, updated_by) VALUES ($1, $2, $3, $4) RETURNING ${columns}`,
    [at.restaurantId, at.branchId, name, by],
  );
  return rows[0]!;
}

/** Undefined when no such station is this restaurant's; a name taken in its branch throws a unique violation. */
export async function renameStation(db: Queryable, restaurantId: string, id: string, name: string, by: string) {
  const { rows } = await db.query<StationRecord>(
    `UPDATE stations SET name = $3, updated_by = $4 WHERE restaurant_id = $1 AND id = $2 RETURNING ${columns}`,
    [restaurantId, id, name, by],
  );
  return rows[0];
}

/**
 * What a round sent in the branch needs to know of stations, in one statement: the branch's default station and the
 * station of each dish (the branch's station named as its category's, else the default). Undefined while the branch
 * has no default station (see `defaultStation`).
 */
export async function roundStations(
  db: Queryable,
  at: BranchScope,
  dishIds: readonly string[],
): Promise<{ fallback: { id: string; name: string }; stations: Map<string, { id: string; name: string }> } | undefined> {
  const { rows } = await db.query<{
    default_id: string;
    default_name: string;
    dish_id: string | null;
    id: string | null;
    name: string | null;
  }>(
    `SELECT f.id AS default_id, f.name AS default_name, d.id AS dish_id, s.id, s.name
       FROM stations f
       LEFT JOIN dishes d ON d.restaurant_id = $1 AND d.id = ANY($2::uuid[])
       LEFT JOIN menu_categories c ON c.id = d.category_id
       LEFT JOIN stations named ON named.id = c.station_id
       LEFT JOIN stations s ON s.branch_id = f.branch_id AND lower(s.name) = lower(coalesce(named.name, f.name))
      WHERE f.restaurant_id = $1 AND f.branch_id = $3 AND f.is_default`,
    [at.restaurantId, dishIds, at.branchId],
  );
  const first = rows[0];
  if (!first) return undefined;
  const stations = new Map<string, { id: string; name: string }>();
  for (const row of rows) if (row.dish_id && row.id && row.name) stations.set(row.dish_id, { id: row.id, name: row.name });
  return { fallback: { id: first.default_id, name: first.default_name }, stations };
}
