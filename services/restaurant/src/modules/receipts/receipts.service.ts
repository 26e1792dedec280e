import { restaurantCheckMessages, restaurantReceiptMessages, type RestaurantReceipt, type SendReceiptRequest } from '@mb/contracts';
import { AppError, type Pool, type Queryable } from '@mb/service-kit';
import { findBillingSettings } from '../checks/billing-settings.repository.js';
import { partsOf } from '../checks/check-parts.repository.js';
import { findCheck } from '../checks/checks.repository.js';
import { getCheck } from '../checks/checks.service.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import type { ReceiptMailQueue } from './receipt-mail-queue.js';
import { staffName } from './receipts.repository.js';

const m = restaurantCheckMessages;

/**
 * GET /restaurant/cuentas/{id}/recibo: the receipt of a charged check, or (`part`) of one of its equal parts once
 * that part is paid. The header comes from the billing settings as they are now; the figures are the check's as
 * charged. The sale's DIAN document as invoicing last said of it (pending until DIAN accepts it).
 */
export async function receiptOf(db: Queryable, at: RestaurantContext, id: string, partNumber?: number): Promise<RestaurantReceipt> {
  const record = await findCheck(db, at.restaurantId, id);
  if (!record) throw new AppError(404, m.checkNotFound);
  let part: Awaited<ReturnType<typeof partsOf>>[number] | undefined;
  if (partNumber !== undefined) {
    if (record.parts === null) throw new AppError(400, m.partNotSplit);
    part = (await partsOf(db, id)).find((candidate) => candidate.number === partNumber);
    if (!part) throw new AppError(400, m.partNotFound.replace('{part}', String(partNumber)).replace('{parts}', String(record.parts)));
    if (!part.paid_at) throw new AppError(409, m.checkNotPaid);
  } else if (record.status !== 'pagada') throw new AppError(409, m.checkNotPaid);

  // One after the other: `db` may be a transaction's client, which runs one query at a time.
  const check = await getCheck(db, at, id);
  const settings = await findBillingSettings(db, at.restaurantId);
  const waiter = await staffName(db, at.restaurantId, record.waiter_id);
  const { bill } = check;
  const payments = check.payments.filter((payment) => (part ? payment.part === part.number : true));
  const tip = part ? part.tip : check.tip;
  return {
    check_id: check.id,
    business: { name: settings.business_name, nit: settings.nit, address: settings.address },
    table_number: check.table_number,
    takeaway: check.takeaway,
    waiter: { id: check.waiter_id, name: waiter },
    opened_at: check.opened_at,
    paid_at: (part?.paid_at?.toISOString() ?? check.paid_at)!,
    lines: bill.lines
      .filter((line) => !line.voided)
      .map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unit_price: line.unit_price,
        line_total: line.line_total,
        inc_base: line.inc_base,
        inc_amount: line.inc_amount,
        discount: line.discount,
        courtesy: line.courtesy,
      })),
    subtotal: bill.subtotal,
    inc_responsible: bill.inc_responsible,
    inc_percent: bill.inc_percent,
    inc: bill.inc,
    discount: bill.discount,
    total: bill.total,
    part: part ? { number: part.number, of: record.parts!, amount: part.amount } : null,
    tip,
    amount_paid: (part ? part.amount : bill.total) + tip,
    payments,
    change: part ? part.change : check.change,
    electronic_document: check.electronic_document,
  };
}

/**
 * POST /restaurant/cuentas/{id}/recibo/enviar: queues the receipt for the diner's e-mail (a job retried with back-off,
 * so a slow or absent mail server neither blocks the till nor loses the mail). 503 only when the queue itself is away.
 */
export async function sendReceipt(
  pool: Pool,
  mail: ReceiptMailQueue,
  at: RestaurantContext,
  id: string,
  request: SendReceiptRequest,
): Promise<string> {
  const receipt = await receiptOf(pool, at, id, request.part);
  try {
    await mail.send({ to: request.email, restaurantId: at.restaurantId, receipt });
  } catch {
    throw new AppError(503, restaurantReceiptMessages.receiptNotQueued);
  }
  return restaurantReceiptMessages.receiptQueued.replace('{email}', request.email);
}
