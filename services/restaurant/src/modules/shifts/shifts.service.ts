import {
  formatCop,
  restaurantShiftClosed,
  restaurantShiftMessages,
  restaurantShiftMovementRecorded,
  restaurantShiftOpened,
  type CashShift,
  type ShiftReport,
} from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool, type Queryable, type Tx } from '@mb/service-kit';
import { countedCash, expectedCash } from '../../domain/cash.js';
import { uniqueViolation, violates } from '../../store/pg-errors.js';
import { adjustmentTotalsBetween } from '../adjustments/adjustments.repository.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as shifts from './shifts.repository.js';

const m = restaurantShiftMessages;
const notOpen = () => new AppError(409, m.shiftNotOpen);

/** The Z report's figures of a shift as of now. */
async function reportOf(
  db: Queryable,
  restaurantId: string,
  shift: shifts.ShiftRecord,
  movements: shifts.MovementRecord[],
): Promise<ShiftReport> {
  // One after the other: `db` may be a transaction's client (the close), which runs one query at a time.
  const byMethod = await shifts.paymentsByMethod(db, shift.id);
  const charged = await shifts.checksCharged(db, shift.id);
  const tips = await shifts.tipsByWaiter(db, shift.id);
  const branch = { restaurantId, branchId: shift.branch_id };
  const opened = await shifts.checksOpenedBetween(db, branch, shift.opened_at, shift.closed_at);
  const adjusted = await adjustmentTotalsBetween(db, branch, shift.opened_at, shift.closed_at);
  const moved = (kind: 'entrada' | 'salida') =>
    movements.filter((movement) => movement.kind === kind).reduce((sum, movement) => sum + movement.amount, 0);
  return {
    payments_by_method: byMethod.map(({ method, amount, payments }) => ({ method, amount, payments })),
    sales: charged.sales,
    subtotal: charged.subtotal,
    inc: charged.inc,
    tips: charged.tips,
    tips_by_waiter: tips,
    checks_closed: charged.checks,
    checks_opened: opened,
    cash_in: moved('entrada'),
    cash_out: moved('salida'),
    change_given: byMethod.find((row) => row.method === 'efectivo')?.change ?? 0,
    ...adjusted,
  };
}

const cashTaken = (report: ShiftReport) => report.payments_by_method.find((row) => row.method === 'efectivo')?.amount ?? 0;

async function shiftView(db: Queryable, restaurantId: string, shift: shifts.ShiftRecord): Promise<CashShift> {
  const movements = await shifts.movementsOf(db, shift.id);
  const report = shift.report ?? (await reportOf(db, restaurantId, shift, movements));
  return {
    id: shift.id,
    status: shift.status,
    opening_float: shift.opening_float,
    opened_by: shift.opened_by,
    opened_at: shift.opened_at.toISOString(),
    movements: movements.map((movement) => ({ ...movement, created_at: movement.created_at.toISOString() })),
    expected_cash:
      shift.expected_cash ??
      expectedCash({ openingFloat: shift.opening_float, cashTaken: cashTaken(report), cashIn: report.cash_in, cashOut: report.cash_out }),
    counts: shift.counts,
    counted_cash: shift.counted_cash,
    difference: shift.difference,
    report,
    closed_by: shift.closed_by,
    closed_at: shift.closed_at?.toISOString() ?? null,
  };
}

export async function currentShift(pool: Pool, at: RestaurantContext): Promise<CashShift | null> {
  const shift = await shifts.findOpenShift(pool, at);
  return shift ? shiftView(pool, at.restaurantId, shift) : null;
}

export async function shiftHistory(pool: Pool, at: RestaurantContext): Promise<CashShift[]> {
  return Promise.all((await shifts.listShifts(pool, at)).map((shift) => shiftView(pool, at.restaurantId, shift)));
}

/** POST /restaurant/caja/turno/abrir: one open shift per branch, with its float. `restaurant.shift.opened` goes out. */
export async function openShift(pool: Pool, at: RestaurantContext, openingFloat: number): Promise<CashShift> {
  try {
    return await withTransaction(pool, async (tx) => {
      const shift = await shifts.insertShift(tx, at, openingFloat, at.userId);
      await writeOutbox(tx, restaurantShiftOpened, {
        aggregateId: shift.id,
        payload: {
          shiftId: shift.id,
          restaurantId: at.restaurantId,
          openingFloat,
          openedBy: at.userId,
          openedAt: shift.opened_at.toISOString(),
        },
      });
      return shiftView(tx, at.restaurantId, shift);
    });
  } catch (error) {
    if (violates(error, uniqueViolation)) throw new AppError(409, m.shiftAlreadyOpen);
    throw error;
  }
}

/**
 * POST /restaurant/caja/turno/movimientos: cash in or out of the open shift, with its reason; never more out than is
 * there. `restaurant.shift.movement_recorded` goes out.
 */
export async function moveCash(
  pool: Pool,
  at: RestaurantContext,
  movement: { kind: 'entrada' | 'salida'; amount: number; reason: string },
): Promise<CashShift> {
  return withTransaction(pool, async (tx) => {
    const { shift } = await recordCashMovement(tx, at, movement);
    return shiftView(tx, at.restaurantId, shift);
  });
}

/** A cash movement of the open shift inside the caller's transaction (an expense paid from the register reuses it). */
export async function recordCashMovement(
  tx: Tx,
  at: RestaurantContext,
  movement: { kind: 'entrada' | 'salida'; amount: number; reason: string },
): Promise<{ shift: shifts.ShiftRecord; movementId: string }> {
  const shift = await shifts.findOpenShift(tx, at, { lock: 'update' });
  if (!shift) throw notOpen();
  if (movement.kind === 'salida') {
    const { expected_cash: expected } = await shiftView(tx, at.restaurantId, shift);
    if (movement.amount > expected) {
      const message = m.cashOutTooHigh.replace('{amount}', formatCop(movement.amount)).replace('{expected}', formatCop(expected));
      throw new AppError(400, message);
    }
  }
  const recorded = await shifts.insertMovement(tx, { restaurantId: at.restaurantId, shiftId: shift.id, ...movement, by: at.userId });
  await writeOutbox(tx, restaurantShiftMovementRecorded, {
    aggregateId: shift.id,
    payload: {
      shiftId: shift.id,
      restaurantId: at.restaurantId,
      movementId: recorded.id,
      ...movement,
      recordedBy: at.userId,
      recordedAt: recorded.created_at.toISOString(),
    },
  });
  return { shift, movementId: recorded.id };
}

/**
 * POST /restaurant/caja/turno/cerrar: the count by denominations against the cash expected; the difference and the Z
 * report are kept. The shift is locked, so no charge or movement slips in between the figures and the close.
 * `restaurant.shift.closed` goes out with the figures.
 */
export async function closeShift(
  pool: Pool,
  at: RestaurantContext,
  counts: Array<{ value: number; quantity: number }>,
): Promise<CashShift> {
  return withTransaction(pool, async (tx) => {
    const shift = await shifts.findOpenShift(tx, at, { lock: 'update' });
    if (!shift) throw notOpen();
    const now = await shiftView(tx, at.restaurantId, shift);
    const counted = countedCash(counts);
    await shifts.closeShift(tx, { id: shift.id, counts, counted, expected: now.expected_cash, report: now.report, by: at.userId });
    const closed = await shiftView(tx, at.restaurantId, (await shifts.findShift(tx, shift.id))!);
    await announceClosed(tx, at, closed);
    return closed;
  });
}

/** The closed shift's figures, as the Z report shows them. */
async function announceClosed(tx: Tx, at: RestaurantContext, shift: CashShift): Promise<void> {
  const { report } = shift;
  await writeOutbox(tx, restaurantShiftClosed, {
    aggregateId: shift.id,
    payload: {
      shiftId: shift.id,
      restaurantId: at.restaurantId,
      openingFloat: shift.opening_float,
      expectedCash: shift.expected_cash,
      countedCash: shift.counted_cash!,
      difference: shift.difference!,
      counts: shift.counts!,
      paymentsByMethod: report.payments_by_method,
      sales: report.sales,
      subtotal: report.subtotal,
      inc: report.inc,
      tips: report.tips,
      tipsByWaiter: report.tips_by_waiter.map((row) => ({ waiterId: row.waiter_id, tips: row.tips })),
      cashIn: report.cash_in,
      cashOut: report.cash_out,
      changeGiven: report.change_given,
      checksOpened: report.checks_opened,
      checksClosed: report.checks_closed,
      openedAt: shift.opened_at,
      closedBy: at.userId,
      closedAt: shift.closed_at!,
    },
  });
}
