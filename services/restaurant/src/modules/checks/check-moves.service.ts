import {
  restaurantAppMessages,
  restaurantCheckCreated,
  restaurantCheckMessages,
  restaurantCheckUpdated,
  type MergeChecksRequest,
  type MoveLinesRequest,
  type RestaurantCheck,
  type SplitCheckRequest,
} from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import { freeTableIfDone } from '../orders/order-moves.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findTable, setTableStatus } from '../tables/tables.repository.js';
import { tableNotFound } from '../tables/tables.service.js';
import * as moves from './check-moves.repository.js';
import * as checks from './checks.repository.js';
import { billOf, getCheck } from './checks.service.js';

const m = restaurantCheckMessages;
type Change = 'table_moved' | 'merged' | 'lines_moved';

/** A check whose lines can still change hands: open and not split in equal parts (only parts take payments early). */
function requireMovable(check: checks.CheckRecord | undefined): checks.CheckRecord {
  if (!check) throw new AppError(404, m.checkNotFound);
  if (check.status === 'unida') throw new AppError(409, m.checkMerged);
  if (check.status !== 'abierta') throw new AppError(409, m.checkClosed);
  if (check.parts !== null) throw new AppError(409, m.splitInParts);
  return check;
}

/** Lines to take off an open check: each of its own, once, and at least one left behind (the whole check merges). */
async function requireLinesToMove(tx: Tx, checkId: string, request: SplitCheckRequest): Promise<void> {
  const lines = await checks.linesOf(tx, checkId);
  const onCheck = new Set(lines.map((line) => `${line.order_id}/${line.position}`));
  if (!request.lines.every((line) => onCheck.has(`${line.order_id}/${line.position}`))) throw new AppError(400, m.splitLinesInvalid);
  if (request.lines.length >= lines.length) throw new AppError(400, m.splitNeedsRemainder);
}

/** `restaurant.check.updated` for a check a move touched, with its total now. */
async function writeCheckUpdated(
  tx: Tx,
  at: RestaurantContext,
  check: { id: string; table_id: string | null },
  change: Change | 'split',
  extra: { fromTableId?: string; otherCheckId?: string } = {},
): Promise<void> {
  const { total } = await billOf(tx, at.restaurantId, check.id);
  await writeOutbox(tx, restaurantCheckUpdated, {
    aggregateId: check.id,
    payload: {
      checkId: check.id,
      restaurantId: at.restaurantId,
      tableId: check.table_id,
      change,
      orderId: null,
      ...extra,
      total,
      changedBy: at.userId,
      changedAt: new Date().toISOString(),
    },
  });
}

/** Two checks locked after their tables (as a round or a charge takes them), each found in this restaurant or 404. */
async function lockTwo(tx: Tx, at: RestaurantContext, id: string, otherId: string) {
  if (id === otherId) {
    // Another restaurant's check is not found here, whatever the body says.
    if (!(await checks.findCheck(tx, at.restaurantId, id))) throw new AppError(404, m.checkNotFound);
    throw new AppError(400, m.sameCheck);
  }
  await moves.lockTables(tx, at.restaurantId, await moves.tablesOfChecks(tx, at.restaurantId, [id, otherId]));
  const [first, second] = [id, otherId].sort();
  const found = new Map<string, checks.CheckRecord | undefined>();
  for (const checkId of [first!, second!]) found.set(checkId, await checks.findCheck(tx, at.restaurantId, checkId, { lock: true }));
  const other = found.get(otherId);
  if (!other || other.status === 'pagada') throw new AppError(404, m.otherCheckInvalid);
  return { check: requireMovable(found.get(id)), other: requireMovable(other) };
}

/**
 * POST /restaurant/cuentas/{id}/mover-mesa: the diners change table. The check goes to a free table (nothing open on
 * it, neither ocupada nor in maintenance) with the table's other open checks (those split from it) and their rounds;
 * the old table is freed, the new one ocupada. `restaurant.check.updated` (`table_moved`) for each check moved.
 */
export async function moveCheckToTable(pool: Pool, at: RestaurantContext, id: string, tableId: string): Promise<RestaurantCheck> {
  return withTransaction(pool, async (tx) => {
    const [fromTableId] = await moves.tablesOfChecks(tx, at.restaurantId, [id]);
    await moves.lockTables(tx, at.restaurantId, [fromTableId ?? null, tableId]);
    const check = requireMovable(await checks.findCheck(tx, at.restaurantId, id, { lock: true }));
    if (!check.table_id) throw new AppError(400, m.moveTakeaway);
    const to = await findTable(tx, at.restaurantId, tableId);
    if (!to) throw tableNotFound();
    const number = String(to.number);
    if (to.id === check.table_id) throw new AppError(400, m.moveSameTable.replace('{number}', number));
    if (to.status === 'ocupada' || (await moves.tableHasOpenChecks(tx, to.id)))
      throw new AppError(409, m.tableNotFree.replace('{number}', number));
    if (to.status === 'mantenimiento') throw new AppError(409, restaurantAppMessages.tableInMaintenance.replace('{number}', number));
    const moving = await moves.openChecksOfTable(tx, at.restaurantId, check.table_id);
    await moves.moveChecksToTable(tx, moving, to.id);
    await setTableStatus(tx, at.restaurantId, to.id, 'ocupada', at.userId);
    await freeTableIfDone(tx, at, check.table_id);
    for (const checkId of moving) {
      const move = { restaurantId: at.restaurantId, kind: 'mesa_cambiada' as const, check_id: checkId, other_check_id: null, lines: 0 };
      await moves.insertMove(tx, { ...move, fromTableId: check.table_id, toTableId: to.id, by: at.userId });
      await writeCheckUpdated(tx, at, { id: checkId, table_id: to.id }, 'table_moved', { fromTableId: check.table_id });
    }
    return getCheck(tx, at, id);
  });
}

/**
 * POST /restaurant/cuentas/{id}/unir: two tables' checks become one. Every round, line and adjustment of the other
 * check joins this one (its rounds at this check's table); the other is left `unida` and its table freed once nothing
 * is open on it. Refused for a takeaway check, a check split in equal parts (its payments are per part) or one closed.
 */
export async function mergeChecks(pool: Pool, at: RestaurantContext, id: string, request: MergeChecksRequest): Promise<RestaurantCheck> {
  return withTransaction(pool, async (tx) => {
    const { check, other } = await lockTwo(tx, at, id, request.check_id);
    if (check.takeaway || other.takeaway) throw new AppError(400, m.moveTakeaway);
    await moves.mergeCheck(tx, other.id, check);
    const move = { restaurantId: at.restaurantId, kind: 'cuentas_unidas' as const, check_id: check.id, other_check_id: other.id, lines: 0 };
    await moves.insertMove(tx, { ...move, fromTableId: other.table_id, toTableId: check.table_id, by: at.userId });
    if (other.table_id && other.table_id !== check.table_id) await freeTableIfDone(tx, at, other.table_id);
    await writeCheckUpdated(tx, at, check, 'merged', { otherCheckId: other.id });
    await writeCheckUpdated(tx, at, other, 'merged', { otherCheckId: check.id });
    return getCheck(tx, at, id);
  });
}

/**
 * POST /restaurant/cuentas/{id}/mover-lineas: some lines of this open check move, whole, to another open check (of any
 * table): the split by items, to a check that already exists. At least one line stays (to move all, merge).
 */
export async function moveLinesToCheck(pool: Pool, at: RestaurantContext, id: string, request: MoveLinesRequest): Promise<RestaurantCheck> {
  return withTransaction(pool, async (tx) => {
    const { check, other } = await lockTwo(tx, at, id, request.to_check_id);
    await requireLinesToMove(tx, check.id, request);
    await checks.moveLines(tx, other.id, request.lines);
    const move = { kind: 'lineas_movidas' as const, check_id: check.id, other_check_id: other.id, lines: request.lines.length };
    await moves.insertMove(tx, {
      ...move,
      restaurantId: at.restaurantId,
      fromTableId: check.table_id,
      toTableId: other.table_id,
      by: at.userId,
    });
    await writeCheckUpdated(tx, at, check, 'lines_moved', { otherCheckId: other.id });
    await writeCheckUpdated(tx, at, other, 'lines_moved', { otherCheckId: check.id });
    if (check.table_id) await freeTableIfDone(tx, at, check.table_id);
    return getCheck(tx, at, id);
  });
}

/**
 * POST /restaurant/cuentas/{id}/dividir: some lines of an open check move, whole, to a new check of the same table,
 * charged on its own (the table's next rounds still join the original). At least one line stays behind.
 * `restaurant.check.created` for the new check and `restaurant.check.updated` for both go out with it.
 */
export async function splitCheck(pool: Pool, at: RestaurantContext, id: string, request: SplitCheckRequest): Promise<RestaurantCheck> {
  return withTransaction(pool, async (tx) => {
    const from = requireMovable(await checks.findCheck(tx, at.restaurantId, id, { lock: true }));
    await requireLinesToMove(tx, id, request);
    const split = await checks.insertSplitCheck(tx, at.restaurantId, from);
    await checks.moveLines(tx, split.id, request.lines);
    await writeOutbox(tx, restaurantCheckCreated, {
      aggregateId: split.id,
      payload: {
        checkId: split.id,
        restaurantId: at.restaurantId,
        tableId: from.table_id,
        takeaway: from.takeaway,
        splitFrom: from.id,
        waiterId: from.waiter_id,
        openedAt: split.opened_at.toISOString(),
      },
    });
    for (const checkId of [from.id, split.id]) await writeCheckUpdated(tx, at, { id: checkId, table_id: from.table_id }, 'split');
    return getCheck(tx, at, split.id);
  });
}
