import { noSaleDocument, type RestaurantCheck, type RestaurantReceipt, type SaleDocument } from '@mb/contracts';
import { fixtureId } from './order-fixtures.js';

/** A line as the service bills it: INC included in the price, base = total / 1.08 rounded half up (its bill rule). */
function billedLine(orderId: string, position: number, name: string, unitPrice: number, quantity = 1) {
  const lineTotal = unitPrice * quantity;
  const base = Math.floor((200 * lineTotal + 108) / 216);
  return {
    order_id: orderId,
    position,
    dish_id: fixtureId(),
    name,
    unit_price: unitPrice,
    quantity,
    line_total: lineTotal,
    inc_base: base,
    inc_amount: lineTotal - base,
    discount: 0,
    courtesy: false,
    voided: false,
  };
}

/**
 * An open check of `rounds` (each round an order of [name, price] lines) with the bill the service would answer:
 * INC at 8 %, the suggested tip at `tipPercent` of the subtotal, rounded down.
 */
export function makeCheck(
  rounds: [string, number][][],
  { tableNumber = 2, tipPercent = 10, ...overrides }: Partial<RestaurantCheck> & { tableNumber?: number | null; tipPercent?: number } = {},
): RestaurantCheck {
  const orderIds = rounds.map(() => fixtureId());
  const lines = rounds.flatMap((round, index) =>
    round.map(([name, price], position) => billedLine(orderIds[index]!, position + 1, name, price)),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.inc_base, 0);
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  const suggestedTip = Math.floor((subtotal * tipPercent) / 100);
  return {
    id: fixtureId(),
    status: 'abierta',
    table_id: tableNumber === null ? null : fixtureId(),
    table_number: tableNumber,
    takeaway: tableNumber === null,
    split_from: null,
    waiter_id: fixtureId(),
    order_ids: orderIds,
    bill: {
      lines,
      subtotal,
      inc_responsible: true,
      inc_percent: 8,
      inc: total - subtotal,
      total,
      suggested_tip_percent: tipPercent,
      suggested_tip: suggestedTip,
      max_tip: Math.floor(subtotal / 10),
      total_with_suggested_tip: total + suggestedTip,
      discount: 0,
    },
    tip: 0,
    change: 0,
    payments: [],
    opened_at: '2026-11-26T19:00:00.000Z',
    paid_at: null,
    paid_by: null,
    parts: [],
    adjustments: [],
    factura: null,
    electronic_document: noSaleDocument,
    refunds: [],
    merged_into: null,
    moves: [],
    ...overrides,
  };
}

/** The payments and tip of a charge, as far as the service's answer to it depends on them. */
export type ChargeAnswered = { payments: { method: string; amount?: number; received?: number }[]; tip: number };

/** What the service answers once the payments are in: the check paid, with its tip and change. */
export function paidCheck(check: RestaurantCheck, request: ChargeAnswered): RestaurantCheck {
  const due = check.bill.total + request.tip;
  const cash = request.payments.find((payment) => payment.method === 'efectivo');
  const nonCash = request.payments.reduce((sum, payment) => sum + (payment.amount ?? 0), 0);
  const change = cash ? nonCash + cash.received! - due : 0;
  return {
    ...check,
    status: 'pagada',
    tip: request.tip,
    change,
    paid_at: '2026-11-26T20:00:00.000Z',
    paid_by: check.waiter_id,
    payments: request.payments.map((payment, index) => ({
      id: `00000000-0000-4000-8000-00000000090${index}`,
      method: payment.method as 'efectivo',
      amount: payment.method === 'efectivo' ? payment.received! - change : payment.amount!,
      received: payment.received ?? null,
      change: payment.method === 'efectivo' ? change : 0,
      card_type: null,
      franchise: null,
      last_four: null,
      approval_code: null,
      bank: null,
      reference: null,
      created_at: '2026-11-26T20:00:00.000Z',
      part: null,
    })),
  };
}

/** The receipt the service answers for a charged check (its DIAN document pending unless `document` says otherwise). */
export function makeReceipt(charged: RestaurantCheck, document: Partial<SaleDocument> = {}): RestaurantReceipt {
  const { bill } = charged;
  return {
    check_id: charged.id,
    business: { name: 'Asadero La Ñapa S.A.S.', nit: '900123456-7', address: 'Calle 10 # 5-20, Medellín' },
    table_number: charged.table_number,
    takeaway: charged.takeaway,
    waiter: { id: charged.waiter_id, name: 'Mesero de Prueba' },
    opened_at: charged.opened_at,
    paid_at: charged.paid_at!,
    lines: bill.lines.map(({ name, quantity, unit_price, line_total, inc_base, inc_amount, discount, courtesy }) => ({
      name,
      quantity,
      unit_price,
      line_total,
      inc_base,
      inc_amount,
      discount,
      courtesy,
    })),
    subtotal: bill.subtotal,
    inc_responsible: true,
    inc_percent: 8,
    inc: bill.inc,
    discount: 0,
    total: bill.total,
    part: null,
    tip: charged.tip,
    amount_paid: bill.total + charged.tip,
    payments: charged.payments,
    change: charged.change,
    electronic_document: { ...noSaleDocument, status: 'pendiente', ...document },
  };
}
