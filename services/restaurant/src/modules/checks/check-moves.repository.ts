import type { CheckMove } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';

/** Locks the tables (by id, the order every move takes them in, so two moves cannot deadlock); null ids skipped. */
export async function lockTables(tx: Tx, restaurantId: string, tableIds: Array<string | null>): Promise<void> {
  await tx.query('SELECT 1 FROM restaurant_tables WHERE restaurant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE', [
    restaurantId,
    tableIds.filter((id) => id !== null),
  ]);
}

/** The table of each of these checks (to lock it before them), unlocked: null for a takeaway or unknown check. */
export async function tablesOfChecks(db: Queryable, restaurantId: string, checkIds: string[]): Promise<Array<string | null>> {
  const { rows } = await db.query<{ table_id: string | null }>(
    'SELECT table_id FROM checks WHERE restaurant_id = $1 AND id = ANY($2::uuid[])',
    [restaurantId, checkIds],
  );
  return rows.map((row) => row.table_id);
}

/** The open checks of a table (its main one and those split from it), locked. */
export async function openChecksOfTable(tx: Tx, restaurantId: string, tableId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM checks WHERE restaurant_id = $1 AND table_id = $2 AND status = 'abierta' ORDER BY id FOR UPDATE`,
    [restaurantId, tableId],
  );
  return rows.map((row) => row.id);
}

/** Whether anything is open on the table: an open check (even one left empty) or an order from before checks. */
export async function tableHasOpenChecks(db: Queryable, tableId: string): Promise<boolean> {
  const { rows } = await db.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM checks WHERE table_id = $1 AND status = 'abierta')
         OR EXISTS (SELECT 1 FROM orders WHERE table_id = $1 AND check_id IS NULL AND status NOT IN ('pagado', 'cancelado')) AS open`,
    [tableId],
  );
  return rows[0]!.open;
}

/** The checks go to another table, with their rounds (so the kitchen tickets name the new table). */
export async function moveChecksToTable(tx: Tx, checkIds: string[], tableId: string): Promise<void> {
  await tx.query('UPDATE checks SET table_id = $2 WHERE id = ANY($1::uuid[])', [checkIds, tableId]);
  await tx.query('UPDATE orders SET table_id = $2 WHERE check_id = ANY($1::uuid[])', [checkIds, tableId]);
}

/**
 * Everything on `from` joins `into`: its rounds (at `into`'s table), its lines moved from other checks and its
 * discounts, courtesies and voids; `from` is left `unida`, pointing at `into`.
 */
export async function mergeCheck(tx: Tx, from: string, into: { id: string; table_id: string | null }): Promise<void> {
  await tx.query('UPDATE orders SET check_id = $2, table_id = $3 WHERE check_id = $1', [from, into.id, into.table_id]);
  await tx.query('UPDATE order_items SET check_id = $2 WHERE check_id = $1', [from, into.id]);
  await tx.query('UPDATE check_adjustments SET check_id = $2 WHERE check_id = $1', [from, into.id]);
  await tx.query(`UPDATE checks SET status = 'unida', merged_into = $2 WHERE id = $1`, [from, into.id]);
}

export async function insertMove(
  tx: Tx,
  move: Pick<CheckMove, 'kind' | 'check_id' | 'other_check_id' | 'lines'> & {
    restaurantId: string;
    fromTableId: string | null;
    toTableId: string | null;
    by: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO check_moves (restaurant_id, check_id, kind, from_table_id, to_table_id, other_check_id, lines, moved_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [move.restaurantId, move.check_id, move.kind, move.fromTableId, move.toTableId, move.other_check_id, move.lines, move.by],
  );
}
