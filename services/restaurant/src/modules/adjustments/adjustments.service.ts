import {
  formatCop,
  restaurantAdjustmentMessages,
  restaurantCheckMessages,
  restaurantCheckUpdated,
  type AdjustCheckRequest,
  type RestaurantCheck,
} from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool, type Queryable } from '@mb/service-kit';
import { managesRestaurant } from '../../domain/access.js';
import { decideAdjustment, type AdjustmentDecision } from '../../domain/adjustments.js';
import { getCheck } from '../checks/checks.service.js';
import * as checks from '../checks/checks.repository.js';
import { giveBack } from '../inventory/stock.service.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { adjustmentFact } from './adjustment-views.js';
import { adjustmentsOf, insertAdjustment } from './adjustments.repository.js';
import { approverOf, type CheckPassword } from './approval.js';

const m = restaurantAdjustmentMessages;

/** The open check, or 404 (none of this restaurant's) / 409 (charged: read-only; split in parts: its bill is fixed). */
async function openCheck(db: Queryable, at: RestaurantContext, id: string, options: { lock?: boolean } = {}) {
  const check = await checks.findCheck(db, at.restaurantId, id, options);
  if (!check) throw new AppError(404, restaurantCheckMessages.checkNotFound);
  if (check.status !== 'abierta') throw new AppError(409, restaurantCheckMessages.checkClosed);
  if (check.bill) throw new AppError(409, restaurantCheckMessages.splitInParts);
}

function refusal(decision: Exclude<AdjustmentDecision, { ok: true }>): AppError {
  switch (decision.reason) {
    case 'line_not_on_check':
      return new AppError(400, m.lineNotOnCheck);
    case 'line_already_out':
      return new AppError(409, m.lineAlreadyOut);
    case 'nothing_to_discount':
      return new AppError(409, m.nothingToDiscount);
    case 'discount_too_high':
      return new AppError(
        400,
        m.discountTooHigh.replace('{amount}', formatCop(decision.amount)).replace('{left}', formatCop(decision.left)),
        {
          amount: decision.amount,
          left: decision.left,
        },
      );
  }
}

/**
 * POST /restaurant/cuentas/{id}/ajustes: a discount, courtesy or void on an open check. An administrator's own is
 * approved by themselves (`approved_by` null); an employee's needs an administrator's username and password, checked
 * by identity as a sign-in is (403 without them, or when they are wrong or not an administrator's). The check is
 * locked while the amount is reckoned and recorded; `restaurant.check.updated` (`adjusted`) goes out with it.
 */
export async function adjustCheck(
  pool: Pool,
  checkPassword: CheckPassword,
  at: RestaurantContext,
  id: string,
  request: AdjustCheckRequest,
  clientIp: string,
): Promise<RestaurantCheck> {
  // Nobody is asked for a password for a check that is not there or not open.
  await openCheck(pool, at, id);
  let approvedBy: string | null = null;
  if (!managesRestaurant(at.role)) {
    if (!request.approval) throw new AppError(403, m.approvalRequired);
    approvedBy = await approverOf(pool, checkPassword, at.restaurantId, request.approval, clientIp);
  }
  return withTransaction(pool, async (tx) => {
    await openCheck(tx, at, id, { lock: true });
    const lines = await checks.linesOf(tx, id);
    const earlier = await adjustmentsOf(tx, id);
    const decision = decideAdjustment(
      lines.map((line) => ({ ...line, unitPrice: line.unit_price })),
      earlier,
      request,
    );
    if (!decision.ok) throw refusal(decision);
    const adjustmentId = await insertAdjustment(tx, {
      restaurantId: at.restaurantId,
      checkId: id,
      kind: request.kind,
      line: request.line ?? null,
      discount: request.discount ?? null,
      amount: decision.amount,
      reason: request.reason,
      createdBy: at.userId,
      approvedBy,
    });
    // A voided line was not served: what its round took from stock comes back.
    if (request.kind === 'anulacion' && request.line)
      await giveBack(tx, at.restaurantId, { orderId: request.line.order_id, position: request.line.position }, at.userId);
    const view = await getCheck(tx, at, id);
    const made = view.adjustments.find((adjustment) => adjustment.id === adjustmentId)!;
    await writeOutbox(tx, restaurantCheckUpdated, {
      aggregateId: id,
      payload: {
        checkId: id,
        restaurantId: at.restaurantId,
        tableId: view.table_id,
        change: 'adjusted',
        orderId: null,
        adjustment: adjustmentFact(made),
        total: view.bill.total,
        changedBy: at.userId,
        changedAt: made.created_at,
      },
    });
    return view;
  });
}
