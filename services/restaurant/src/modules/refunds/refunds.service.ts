import {
  restaurantAdjustmentMessages,
  restaurantCheckMessages,
  restaurantCheckRefunded,
  restaurantSaleDocumentMessages,
  type RefundCheckRequest,
  type RestaurantCheck,
} from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool, type Queryable } from '@mb/service-kit';
import { managesRestaurant } from '../../domain/access.js';
import { decideRefund, type RefundDecision } from '../../domain/refunds.js';
import { approverOf, type CheckPassword } from '../adjustments/approval.js';
import * as checks from '../checks/checks.repository.js';
import { getCheck } from '../checks/checks.service.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { insertRefund, refundedUnits } from './refunds.repository.js';

const m = restaurantSaleDocumentMessages;

/** The paid check, or 404 (none of this restaurant's) / 409 (not paid yet). */
async function paidCheck(db: Queryable, at: RestaurantContext, id: string, options: { lock?: boolean } = {}) {
  const check = await checks.findCheck(db, at.restaurantId, id, options);
  if (!check) throw new AppError(404, restaurantCheckMessages.checkNotFound);
  if (check.status !== 'pagada' || !check.bill) throw new AppError(409, m.refundCheckNotPaid);
  return { ...check, bill: check.bill };
}

function refusal(decision: Exclude<RefundDecision, { ok: true }>): AppError {
  switch (decision.reason) {
    case 'line_not_on_check':
      return new AppError(400, m.refundLineNotOnCheck);
    case 'line_free':
      return new AppError(409, m.refundLineFree.replace('{name}', decision.name));
    case 'too_much':
      return new AppError(409, m.refundTooMuch.replace('{name}', decision.name).replace('{left}', String(decision.left)), {
        left: decision.left,
      });
    case 'nothing_to_refund':
      return new AppError(409, m.nothingToRefund);
  }
}

/** The administrator who approves an employee's refund; wrong credentials are refused in the refund's words. */
async function refundApprover(pool: Pool, checkPassword: CheckPassword, at: RestaurantContext, request: RefundCheckRequest, ip: string) {
  if (!request.approval) throw new AppError(403, m.refundApprovalRequired);
  try {
    return await approverOf(pool, checkPassword, at.restaurantId, request.approval, ip);
  } catch (error) {
    if (error instanceof AppError && error.message === restaurantAdjustmentMessages.approvalRefused) {
      throw new AppError(403, m.refundApprovalRefused);
    }
    throw error;
  }
}

/**
 * POST /restaurant/cuentas/{id}/reembolsos: refunds some units of a paid check's lines, or all that is left. An
 * administrator's own needs no approval; an employee's an administrator's username and password (as adjustments do).
 * The check is locked while what is left to refund is reckoned; `restaurant.check.refunded` goes out with it, and
 * invoicing answers with the nota de ajuste (shown on the refund once it says so). The tip is not refunded here.
 */
export async function refundCheck(
  pool: Pool,
  checkPassword: CheckPassword,
  at: RestaurantContext,
  id: string,
  request: RefundCheckRequest,
  clientIp: string,
): Promise<RestaurantCheck> {
  // Nobody is asked for a password for a check that is not there or not paid.
  await paidCheck(pool, at, id);
  const approvedBy = managesRestaurant(at.role) ? null : await refundApprover(pool, checkPassword, at, request, clientIp);
  return withTransaction(pool, async (tx) => {
    const check = await paidCheck(tx, at, id, { lock: true });
    const sold = check.bill.lines.filter((line) => !line.voided);
    const decision = decideRefund(sold, await refundedUnits(tx, id), request.lines, check.bill.inc_responsible);
    if (!decision.ok) throw refusal(decision);
    const refund = { ...decision, reason: request.reason };
    const made = await insertRefund(tx, { ...refund, restaurantId: at.restaurantId, checkId: id, createdBy: at.userId, approvedBy });
    await writeOutbox(tx, restaurantCheckRefunded, {
      aggregateId: id,
      payload: {
        checkId: id,
        restaurantId: at.restaurantId,
        tableId: check.table_id,
        refundId: made.id,
        incResponsible: check.bill.inc_responsible,
        incPercent: check.bill.inc_percent,
        lines: refund.lines.map((line) => ({
          dishId: line.dish_id,
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.unit_price,
          total: line.total,
          incBase: line.inc_base,
          incAmount: line.inc_amount,
        })),
        subtotal: refund.subtotal,
        inc: refund.inc,
        total: refund.total,
        reason: refund.reason,
        refundedBy: at.userId,
        refundedAt: made.created_at.toISOString(),
      },
    });
    return getCheck(tx, at, id);
  });
}
