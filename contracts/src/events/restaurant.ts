import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { stockMoveReasons, supplyUnits } from '../http/restaurant-inventory.js';

const order = {
  orderId: z.uuid(),
  /** The restaurant: its subscription's id. */
  restaurantId: z.uuid(),
  tableId: z.uuid().nullable(),
  total: z.number().int().nonnegative(),
};

/** An order was taken (checkout of a staff member's cart). */
export const restaurantOrderCreated = defineEvent({
  type: 'restaurant.order.created',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({
    ...order,
    number: z.number().int().positive(),
    takeaway: z.boolean(),
    items: z.array(
      z.object({
        dishId: z.uuid().nullable(),
        name: z.string(),
        quantity: z.number().int().positive(),
        unitPrice: z.number().int().nonnegative(),
      }),
    ),
    createdBy: z.uuid(),
    createdAt: z.iso.datetime(),
    /** The preparation station it is for (a round is one order per station); absent from events before stations. */
    station: z.object({ id: z.uuid(), name: z.string() }).optional(),
  }),
});

/** An order moved (cancellation and payment included), by whom and when. */
export const restaurantOrderStatusChanged = defineEvent({
  type: 'restaurant.order.status_changed',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({ ...order, from: z.string(), to: z.string(), changedBy: z.uuid(), changedAt: z.iso.datetime() }),
});

/** An order was paid: its revenue counts from now. */
export const restaurantOrderPaid = defineEvent({
  type: 'restaurant.order.paid',
  version: 1,
  topic: topics.restaurantOrder,
  payload: z.object({ ...order, paidBy: z.uuid(), paidAt: z.iso.datetime() }),
});

const pesos = z.number().int().nonnegative();
const paymentMethod = z.enum(['efectivo', 'tarjeta', 'nequi', 'daviplata', 'transferencia']);
const check = {
  checkId: z.uuid(),
  restaurantId: z.uuid(),
  tableId: z.uuid().nullable(),
};

/** A discount, courtesy or void on a check: its line (null: the whole check), what it took off, why, who and who approved. */
const adjustment = z.object({
  adjustmentId: z.uuid(),
  kind: z.enum(['descuento', 'cortesia', 'anulacion']),
  orderId: z.uuid().nullable(),
  position: z.number().int().positive().nullable(),
  discountType: z.enum(['porcentaje', 'valor']).nullable(),
  discountValue: z.number().int().positive().nullable(),
  amount: pesos,
  reason: z.string(),
  createdBy: z.uuid(),
  /** The administrator who approved an employee's adjustment; null when an administrator made it. */
  approvedBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});

/**
 * A diner who asks for a factura electrónica: their identification (DIAN's document types: 31 NIT, 13 cédula de
 * ciudadanía, 22 cédula de extranjería, 41 pasaporte), name and e-mail. The NIT's check digit is invoicing's to compute.
 */
export const saleBuyer = z.object({
  identificationTypeId: z.union([z.literal(31), z.literal(13), z.literal(22), z.literal(41)]),
  identification: z.string(),
  name: z.string(),
  email: z.string(),
});

/** A line as sold: its INC broken out (`incBase` + `incAmount` = `total`). */
const soldLine = {
  dishId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: pesos,
  total: pesos,
  incBase: pesos,
  incAmount: pesos,
};

/** A check (cuenta) was opened for a table or a takeaway order, by the waiter who serves it. */
export const restaurantCheckCreated = defineEvent({
  type: 'restaurant.check.created',
  version: 1,
  topic: topics.restaurantCheck,
  payload: z.object({ ...check, takeaway: z.boolean(), splitFrom: z.uuid().nullable(), waiterId: z.uuid(), openedAt: z.iso.datetime() }),
});

/**
 * An open check changed: a round (an order sent to the kitchen) joined it, lines were split off it, it was split in
 * equal parts, one of its parts was paid (`part`), it moved to another table (`table_moved`, from `fromTableId`),
 * it was merged with another check (`merged`: on both, each naming the other in `otherCheckId`; the one merged away
 * is left with 0), or lines moved between it and `otherCheckId` (`lines_moved`). Its total now.
 */
export const restaurantCheckUpdated = defineEvent({
  type: 'restaurant.check.updated',
  version: 1,
  topic: topics.restaurantCheck,
  payload: z.object({
    ...check,
    change: z.enum(['round_added', 'split', 'split_in_parts', 'part_paid', 'adjusted', 'table_moved', 'merged', 'lines_moved']),
    /** The round added; null otherwise. */
    orderId: z.uuid().nullable(),
    /** The part paid (`part_paid`) or the number of parts (`split_in_parts`); absent otherwise. */
    part: z.number().int().positive().optional(),
    /** The discount, courtesy or void made (`adjusted`); absent otherwise. */
    adjustment: adjustment.optional(),
    /** The table it left (`table_moved`); absent otherwise. */
    fromTableId: z.uuid().optional(),
    /** The other check of a merge or of lines moved; absent otherwise. */
    otherCheckId: z.uuid().optional(),
    total: pesos,
    changedBy: z.uuid(),
    changedAt: z.iso.datetime(),
  }),
});

/**
 * A check was charged in full and closed: what the DIAN POS document needs. Each line's `incBase` + `incAmount` is its
 * `total`, and the check's figures are the lines' sums. The tip is apart: no sale of the restaurant, no INC base
 * (E.T. art. 512-9, Ley 1935 de 2018), the waiter's.
 */
export const restaurantCheckPaid = defineEvent({
  type: 'restaurant.check.paid',
  version: 1,
  topic: topics.restaurantCheck,
  payload: z.object({
    ...check,
    takeaway: z.boolean(),
    waiterId: z.uuid(),
    orderIds: z.array(z.uuid()),
    incResponsible: z.boolean(),
    incPercent: z.number().int().nonnegative(),
    lines: z.array(
      z.object({
        ...soldLine,
        /** Taken off the line by discounts (`total` is after them); a courtesy is a line at 0. Voided lines are left out. */
        discount: pesos.default(0),
        courtesy: z.boolean().default(false),
      }),
    ),
    /** The discounts in `total` (lines' and the whole check's). */
    discount: pesos.default(0),
    adjustments: z.array(adjustment).default([]),
    subtotal: pesos,
    inc: pesos,
    total: pesos,
    tip: pesos,
    change: pesos,
    payments: z.array(
      z.object({
        paymentId: z.uuid(),
        method: paymentMethod,
        amount: pesos,
        received: pesos.nullable(),
        cardType: z.enum(['debito', 'credito']).nullable(),
        franchise: z.string().nullable(),
        lastFour: z.string().nullable(),
        approvalCode: z.string().nullable(),
        bank: z.string().nullable(),
        reference: z.string().nullable(),
      }),
    ),
    paidBy: z.uuid(),
    paidAt: z.iso.datetime(),
    /**
     * The restaurant's plan includes 'factura_electronica': invoicing gives the sale its DIAN document (once the
     * restaurant is an enabled issuer). False on Estándar: nothing is issued.
     */
    electronicDocument: z.boolean().default(false),
    /** The diner who asked for a factura electrónica (a type-1 invoice instead of the POS document); null: consumidor final. */
    buyer: saleBuyer.nullable().default(null),
  }),
});

/**
 * Lines of a paid check were refunded (all of them, or some): the sale they made is undone, so its DIAN document gets
 * an adjustment note (nota de ajuste, type 26) for exactly these lines. Each line's `incBase` + `incAmount` is its
 * `total`, and the refund's figures are the lines' sums; the tip is not refunded here.
 */
export const restaurantCheckRefunded = defineEvent({
  type: 'restaurant.check.refunded',
  version: 1,
  topic: topics.restaurantCheck,
  payload: z.object({
    ...check,
    refundId: z.uuid(),
    incResponsible: z.boolean(),
    incPercent: z.number().int().nonnegative(),
    lines: z.array(z.object(soldLine)),
    subtotal: pesos,
    inc: pesos,
    total: pesos,
    reason: z.string(),
    refundedBy: z.uuid(),
    refundedAt: z.iso.datetime(),
  }),
});

/** One payment of a charge was recorded (keyed by its check, so a check's payments keep their order). */
export const restaurantPaymentRecorded = defineEvent({
  type: 'restaurant.payment.recorded',
  version: 1,
  topic: topics.restaurantPayment,
  payload: z.object({
    paymentId: z.uuid(),
    ...check,
    method: paymentMethod,
    amount: pesos,
    /** The equal part of the check it paid; absent when the check was charged whole. */
    part: z.number().int().positive().optional(),
    recordedBy: z.uuid(),
    recordedAt: z.iso.datetime(),
  }),
});

const shift = { shiftId: z.uuid(), restaurantId: z.uuid() };

/** A cash-register shift (caja) was opened with its float. */
export const restaurantShiftOpened = defineEvent({
  type: 'restaurant.shift.opened',
  version: 1,
  topic: topics.restaurantShift,
  payload: z.object({ ...shift, openingFloat: pesos, openedBy: z.uuid(), openedAt: z.iso.datetime() }),
});

/** Cash went into (entrada) or out of (salida) an open shift's drawer, with its reason. */
export const restaurantShiftMovementRecorded = defineEvent({
  type: 'restaurant.shift.movement_recorded',
  version: 1,
  topic: topics.restaurantShift,
  payload: z.object({
    ...shift,
    movementId: z.uuid(),
    kind: z.enum(['entrada', 'salida']),
    amount: pesos,
    reason: z.string(),
    recordedBy: z.uuid(),
    recordedAt: z.iso.datetime(),
  }),
});

/**
 * A shift was closed: the count against the cash expected (float + cash taken + cash in − cash out), the difference
 * (negative when cash is missing) and the closing report's ("Z") figures.
 */
export const restaurantShiftClosed = defineEvent({
  type: 'restaurant.shift.closed',
  version: 1,
  topic: topics.restaurantShift,
  payload: z.object({
    ...shift,
    openingFloat: pesos,
    expectedCash: z.number().int(),
    countedCash: pesos,
    difference: z.number().int(),
    counts: z.array(z.object({ value: z.number().int().positive(), quantity: z.number().int().nonnegative() })),
    paymentsByMethod: z.array(z.object({ method: paymentMethod, amount: pesos, payments: z.number().int().nonnegative() })),
    sales: pesos,
    subtotal: pesos,
    inc: pesos,
    tips: pesos,
    tipsByWaiter: z.array(z.object({ waiterId: z.uuid(), tips: pesos })),
    cashIn: pesos,
    cashOut: pesos,
    changeGiven: pesos,
    checksOpened: z.number().int().nonnegative(),
    checksClosed: z.number().int().nonnegative(),
    openedAt: z.iso.datetime(),
    closedBy: z.uuid(),
    closedAt: z.iso.datetime(),
  }),
});

/**
 * A supply's stock crossed under its low-stock threshold (the app's alert): above it before a stock move (a round, a
 * waste, an adjustment, a count), at or under it after. Once per crossing: it is raised again only after the stock has
 * come back above the threshold. Quantities are integers of the supply's base unit; the stock may be below 0.
 */
export const restaurantStockRanLow = defineEvent({
  type: 'restaurant.stock.ran_low',
  version: 1,
  topic: topics.restaurantStock,
  payload: z.object({
    supplyId: z.uuid(),
    restaurantId: z.uuid(),
    /** The branch whose stock ran low (stock is each branch's); absent in events from before branches had their own. */
    branchId: z.uuid().optional(),
    name: z.string(),
    unit: z.enum(supplyUnits),
    stock: z.number().int(),
    lowStock: z.number().int().nonnegative(),
    /** The move that crossed it. */
    reason: z.enum(stockMoveReasons),
    movedBy: z.uuid(),
    movedAt: z.iso.datetime(),
  }),
});
