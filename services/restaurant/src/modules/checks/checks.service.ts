import { createHash } from 'node:crypto';
import {
  formatCop,
  restaurantCheckCreated,
  restaurantCheckMessages,
  restaurantCheckPaid,
  restaurantCheckUpdated,
  restaurantPaymentRecorded,
  restaurantShiftMessages,
  type ChargeCheckRequest,
  type CheckAdjustment,
  type CheckRefund,
  type PreBill,
  type RestaurantCheck,
  type SaleDocument,
} from '@mb/contracts';
import {
  AppError,
  outboxEvent,
  withTransaction,
  writeOutboxEvents,
  type OutboxEvent,
  type Pool,
  type Queryable,
  type Tx,
} from '@mb/service-kit';
import { adjustLines } from '../../domain/adjustments.js';
import { preBill } from '../../domain/bill.js';
import { featureCheck } from '../../domain/features.js';
import { adjustmentFact, adjustmentView, checkAdjustments } from '../adjustments/adjustment-views.js';
import { decideCharge, type ChargeDecision } from '../../domain/charge.js';
import { requireFeature, type RestaurantContext } from '../session/restaurant-session.js';
import { claimChargeKey, findChargeRequest, storeChargeAnswer } from './charge-requests.repository.js';
import { refundsOf } from '../refunds/refunds.repository.js';
import { saleDocumentView } from '../sale-documents/sale-document-view.js';
import { findOpenShift } from '../shifts/shifts.repository.js';
import type { OrderFeed } from '../orders/order-feed.js';
import { getOrder } from '../orders/order-views.js';
import { closeOrdersOf } from './check-closing.js';
import { chargePart, partToCharge, partView } from './check-parts.js';
import { partsOf } from './check-parts.repository.js';
import * as checks from './checks.repository.js';

const m = restaurantCheckMessages;
const checkNotFound = () => new AppError(404, m.checkNotFound);

/**
 * A round sent to the kitchen (an order just written by the checkout) joins its table's open check, which is opened
 * when the table has none; a takeaway order gets a check of its own. Answers `restaurant.check.created` (when opened)
 * and `restaurant.check.updated`, for the caller to write with the round's other events in one statement.
 */
export async function addRound(tx: Tx, at: RestaurantContext, round: { orderId: string; tableId: string | null }): Promise<OutboxEvent[]> {
  const check = await checks.openOrJoinCheck(tx, {
    restaurantId: at.restaurantId,
    branchId: at.branchId,
    tableId: round.tableId,
    waiterId: at.userId,
    orderId: round.orderId,
  });
  const facts = { checkId: check.id, restaurantId: at.restaurantId, tableId: round.tableId };
  const events: OutboxEvent[] = [];
  if (check.created) {
    events.push(
      outboxEvent(restaurantCheckCreated, {
        aggregateId: check.id,
        payload: {
          ...facts,
          takeaway: round.tableId === null,
          splitFrom: null,
          waiterId: at.userId,
          openedAt: check.opened_at.toISOString(),
        },
      }),
    );
  }
  const { total } = await billOf(tx, at.restaurantId, check.id);
  events.push(
    outboxEvent(restaurantCheckUpdated, {
      aggregateId: check.id,
      payload: {
        ...facts,
        change: 'round_added',
        orderId: round.orderId,
        total,
        changedBy: at.userId,
        changedAt: new Date().toISOString(),
      },
    }),
  );
  return events;
}

/** An open check's bill as of now: its lines at the prices sold, with the restaurant's INC and tip settings. */
export async function billOf(db: Queryable, restaurantId: string, checkId: string): Promise<PreBill> {
  return (await pricedCheck(db, restaurantId, checkId)).bill;
}

/** An open check's bill as of now, and the adjustments (discounts, courtesies, voids) it applies. */
async function pricedCheck(
  db: Queryable,
  restaurantId: string,
  checkId: string,
): Promise<{ bill: PreBill; adjustments: CheckAdjustment[] }> {
  const { lines, adjustments, settings } = await checks.billFactsOf(db, restaurantId, checkId);
  const bill = preBill(
    adjustLines(
      lines.map((line) => ({ ...line, unitPrice: line.unit_price })),
      adjustments,
    ),
    { incResponsible: settings.inc_responsible, suggestedTipPercent: settings.suggested_tip_percent },
  );
  const view: PreBill = {
    lines: bill.lines.map((line) => ({
      order_id: line.order_id,
      position: line.position,
      dish_id: line.dish_id,
      name: line.name,
      unit_price: line.unit_price,
      quantity: line.quantity,
      line_total: line.lineTotal,
      inc_base: line.incBase,
      inc_amount: line.incAmount,
      discount: line.discount,
      courtesy: line.courtesy,
      voided: line.voided,
    })),
    subtotal: bill.subtotal,
    inc_responsible: bill.incResponsible,
    inc_percent: bill.incPercent,
    inc: bill.inc,
    total: bill.total,
    suggested_tip_percent: bill.suggestedTipPercent,
    suggested_tip: bill.suggestedTip,
    max_tip: bill.maxTip,
    total_with_suggested_tip: bill.totalWithSuggestedTip,
    discount: bill.discount,
  };
  return { bill: view, adjustments: adjustments.map(adjustmentView) };
}

/**
 * A paid check's DIAN document and refunds (each with its nota de ajuste), as invoicing last said of them: the check's
 * own row carries its document and whether anything was refunded, so only a refunded check costs a query more.
 */
async function saleRecordsOf(db: Queryable, record: checks.CheckRecord): Promise<{ document: SaleDocument; refunds: CheckRefund[] }> {
  const applies = record.status === 'pagada' && record.electronic_document;
  const refunds = record.refunded ? await refundsOf(db, record.id) : [];
  return {
    document: saleDocumentView(record.sale_document ?? undefined, applies),
    refunds: refunds.map(({ document, ...refund }) => ({
      ...refund,
      created_at: refund.created_at.toISOString(),
      electronic_document: saleDocumentView(document ?? undefined, applies),
    })),
  };
}

/**
 * A check as the app shows it: an open one's bill as of now, a paid one's as it was charged. `priced`: its bill and
 * adjustments when the caller has just read them.
 */
async function checkView(
  db: Queryable,
  restaurantId: string,
  record: checks.CheckRecord,
  priced?: { bill: PreBill; adjustments: CheckAdjustment[] },
): Promise<RestaurantCheck> {
  const { order_ids: orderIds, payments, moves } = await checks.roundsAndPaymentsOf(db, record.id);
  const { bill, adjustments } =
    priced ??
    (record.bill
      ? { bill: record.bill, adjustments: await checkAdjustments(db, record.id) }
      : await pricedCheck(db, restaurantId, record.id));
  const sale = await saleRecordsOf(db, record);
  return {
    id: record.id,
    status: record.status,
    table_id: record.table_id,
    table_number: record.table_number,
    takeaway: record.takeaway,
    split_from: record.split_from,
    waiter_id: record.waiter_id,
    order_ids: orderIds,
    bill,
    tip: record.tip,
    change: record.change,
    payments: payments.map((payment) => ({ ...payment, created_at: new Date(payment.created_at).toISOString() })),
    opened_at: record.opened_at.toISOString(),
    paid_at: record.paid_at?.toISOString() ?? null,
    paid_by: record.paid_by,
    parts: record.parts === null ? [] : (await partsOf(db, record.id)).map(partView),
    adjustments,
    factura: record.factura,
    electronic_document: sale.document,
    refunds: sale.refunds,
    merged_into: record.merged_into,
    moves: moves.map((move) => ({ ...move, moved_at: new Date(move.moved_at).toISOString() })),
  };
}

export async function getCheck(db: Queryable, at: RestaurantContext, id: string): Promise<RestaurantCheck> {
  const record = await checks.findCheck(db, at.restaurantId, id);
  if (!record) throw checkNotFound();
  return checkView(db, at.restaurantId, record);
}

export async function listChecks(
  pool: Pool,
  at: RestaurantContext,
  filters: Parameters<typeof checks.listChecks>[2],
): Promise<RestaurantCheck[]> {
  const records = await checks.listChecks(pool, at, filters);
  return Promise.all(records.map((record) => checkView(pool, at.restaurantId, record)));
}

/** GET /restaurant/cuentas/{id}/precuenta: the bill the diner is shown before paying (a paid check's, as charged). */
export async function preBillOf(pool: Pool, at: RestaurantContext, id: string): Promise<PreBill> {
  return (await getCheck(pool, at, id)).bill;
}

/** The refusal of a charge the rules do not allow, in Spanish with the figures in pesos. */
function refusal(decision: Exclude<ChargeDecision, { ok: true }>): AppError {
  switch (decision.reason) {
    case 'tip_too_high':
      return new AppError(400, m.tipTooHigh.replace('{max}', formatCop(decision.maxTip)), { max_tip: decision.maxTip });
    case 'one_cash_payment':
      return new AppError(400, m.oneCashPayment);
    case 'non_cash_overpaid':
      return new AppError(400, m.nonCashOverpaid.replace('{paid}', formatCop(decision.paid)).replace('{due}', formatCop(decision.due)), {
        paid: decision.paid,
        due: decision.due,
      });
    case 'underpaid':
      return new AppError(
        400,
        m.underpaid
          .replace('{paid}', formatCop(decision.paid))
          .replace('{due}', formatCop(decision.due))
          .replace('{missing}', formatCop(decision.due - decision.paid)),
        { paid: decision.paid, due: decision.due },
      );
  }
}

const requestHash = (checkId: string, request: ChargeCheckRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ checkId, payments: request.payments, tip: request.tip, part: request.part, factura: request.factura }))
    .digest('hex');

/**
 * POST /restaurant/cuentas/{id}/cobrar: charges the whole check, or one of its equal parts (`part`), and closes it
 * once all is paid: its delivered rounds become pagado and its table is freed (see `closeOrdersOf`). The check is
 * locked first (after its table: a round sent meanwhile takes the table first too), so a second charge of it (another
 * device, a double tap, a retry) waits for the first to end. Then the request's key is claimed:
 * the same key again answers what the first got, charging nothing twice; a key reused for another charge is refused;
 * a new key on a check (or part) already paid gets 409. The
 * payments must cover the bill (or the part) plus the accepted tip; only cash may go over (the change).
 * `restaurant.payment.recorded` for each payment goes out with it, and `restaurant.check.paid` once the check is paid
 * (`restaurant.check.updated` for a part that leaves others to pay).
 */
export async function chargeCheck(
  pool: Pool,
  feed: OrderFeed,
  at: RestaurantContext,
  id: string,
  request: ChargeCheckRequest,
): Promise<RestaurantCheck> {
  // A factura the plan cannot issue is refused, not promised to the diner.
  if (request.factura) requireFeature(at, 'factura_electronica');
  const { view, settled } = await withTransaction(pool, async (tx) => {
    // The check before the key: the key's row points at it, and taking the lock after that would deadlock two charges.
    const check = await checks.lockCheckToCharge(tx, at.restaurantId, id);
    if (!check) throw checkNotFound();
    const hash = requestHash(id, request);
    if (!(await claimChargeKey(tx, { restaurantId: at.restaurantId, key: request.idempotency_key, checkId: id, hash }))) {
      const earlier = await findChargeRequest(tx, at.restaurantId, request.idempotency_key);
      if (earlier?.check_id !== id || earlier.request_hash !== hash || !earlier.response) throw new AppError(409, m.idempotencyKeyReused);
      return { view: earlier.response as RestaurantCheck, settled: [] };
    }
    if (check.status !== 'abierta') throw new AppError(409, m.checkAlreadyPaid, { status: check.status });
    const part = await partToCharge(tx, check, request.part);
    // A check split in parts keeps the bill it was split with.
    const priced = check.bill ? undefined : await pricedCheck(tx, at.restaurantId, id);
    const bill = check.bill ?? priced!.bill;
    if (bill.lines.length === 0) throw new AppError(409, m.checkEmpty);
    const due = part ? { total: part.amount, maxTip: part.max_tip } : { total: bill.total, maxTip: bill.max_tip };
    const decision = decideCharge(due, request);
    if (!decision.ok) throw refusal(decision);

    // The open shift, shared: charges run side by side, and its close waits for them. Cash needs one.
    const shift = await findOpenShift(tx, at, { lock: 'share' });
    const paysCash = request.payments.some((payment) => payment.method === 'efectivo');
    if (!shift && paysCash) throw new AppError(409, restaurantShiftMessages.shiftNotOpen);
    const payments = decision.payments.map((payment) => ({
      ...payment,
      amount: payment.applied,
      change: payment.method === 'efectivo' ? decision.change : 0,
    }));
    const by = { restaurantId: at.restaurantId, checkId: id, shiftId: shift?.id ?? null, by: at.userId, part: part?.number };
    await checks.insertPayments(tx, by, payments);
    const charged = { part: part?.number ?? null, at: new Date().toISOString() };
    const partDone = part && (await chargePart(tx, at, { checkId: id, number: part.number, tip: request.tip, change: decision.change }));
    let settled: string[] = [];
    // A check in parts adds up its parts' tips and change.
    const totals = partDone ?? { tip: request.tip, change: decision.change };
    let record: checks.CheckRecord = { ...check, tip: totals.tip, change: totals.change };
    if (!partDone || partDone.last) {
      // The plan as of the sale says whether it gets a DIAN document; the diner's factura is the closing charge's.
      const sale = { electronic_document: featureCheck(at.planType, 'factura_electronica').allowed, factura: request.factura ?? null };
      const paidAt = await checks.markPaid(tx, {
        id,
        bill,
        tip: totals.tip,
        change: totals.change,
        paidBy: at.userId,
        electronicDocument: sale.electronic_document,
        factura: sale.factura,
      });
      record = { ...record, ...sale, status: 'pagada', bill, paid_at: paidAt, paid_by: at.userId };
      charged.at = paidAt.toISOString();
      settled = await closeOrdersOf(tx, at, check);
    }
    // The answer from what this transaction holds, not read back: each read is a round trip (bench/README.md).
    const view = await checkView(tx, at.restaurantId, record, priced);
    const closing = view.status === 'pagada' ? paidEvent(at, view, charged.at) : partPaidEvent(at, view, charged);
    await writeOutboxEvents(tx, [...paymentEvents(at, view, charged), closing]);
    await storeChargeAnswer(tx, at.restaurantId, request.idempotency_key, view);
    return { view, settled };
  });
  for (const orderId of settled) feed.publish(at.restaurantId, { kind: 'status_changed', order: await getOrder(pool, at, orderId) });
  return view;
}

/** A part paid while others remain: the check's change, with the part. */
function partPaidEvent(at: RestaurantContext, view: RestaurantCheck, charged: { part: number | null; at: string }): OutboxEvent {
  return outboxEvent(restaurantCheckUpdated, {
    aggregateId: view.id,
    payload: {
      checkId: view.id,
      restaurantId: at.restaurantId,
      tableId: view.table_id,
      change: 'part_paid',
      orderId: null,
      ...(charged.part ? { part: charged.part } : {}),
      total: view.bill.total,
      changedBy: at.userId,
      changedAt: charged.at,
    },
  });
}

/** A charge's payments (of the whole check, or of one equal part), each its event. */
function paymentEvents(at: RestaurantContext, view: RestaurantCheck, charged: { part: number | null; at: string }): OutboxEvent[] {
  const facts = { checkId: view.id, restaurantId: at.restaurantId, tableId: view.table_id };
  return view.payments
    .filter((candidate) => candidate.part === charged.part)
    .map((payment) =>
      outboxEvent(restaurantPaymentRecorded, {
        aggregateId: view.id,
        payload: {
          paymentId: payment.id,
          ...facts,
          method: payment.method,
          amount: payment.amount,
          ...(charged.part ? { part: charged.part } : {}),
          recordedBy: at.userId,
          recordedAt: charged.at,
        },
      }),
    );
}

/** The paid check, with what DIAN's POS document will need (all its payments, of every part). */
function paidEvent(at: RestaurantContext, view: RestaurantCheck, paidAt: string): OutboxEvent {
  const facts = { checkId: view.id, restaurantId: at.restaurantId, tableId: view.table_id };
  const { bill } = view;
  return outboxEvent(restaurantCheckPaid, {
    aggregateId: view.id,
    payload: {
      ...facts,
      takeaway: view.takeaway,
      waiterId: view.waiter_id,
      orderIds: view.order_ids,
      incResponsible: bill.inc_responsible,
      incPercent: bill.inc_percent,
      // A voided line is out of the sale; a courtesy stays, at 0.
      lines: bill.lines
        .filter((line) => !line.voided)
        .map((line) => ({
          dishId: line.dish_id,
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.unit_price,
          total: line.line_total,
          incBase: line.inc_base,
          incAmount: line.inc_amount,
          discount: line.discount,
          courtesy: line.courtesy,
        })),
      discount: bill.discount,
      adjustments: view.adjustments.map(adjustmentFact),
      subtotal: bill.subtotal,
      inc: bill.inc,
      total: bill.total,
      tip: view.tip,
      change: view.change,
      payments: view.payments.map((payment) => ({
        paymentId: payment.id,
        method: payment.method,
        amount: payment.amount,
        received: payment.received,
        cardType: payment.card_type,
        franchise: payment.franchise,
        lastFour: payment.last_four,
        approvalCode: payment.approval_code,
        bank: payment.bank,
        reference: payment.reference,
      })),
      paidBy: at.userId,
      paidAt,
      electronicDocument: view.electronic_document.status !== 'no_aplica',
      buyer: view.factura && {
        identificationTypeId: view.factura.identification_type_id,
        identification: view.factura.identification,
        name: view.factura.name,
        email: view.factura.email,
      },
    },
  });
}
