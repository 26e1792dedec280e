import { z } from 'zod';
import { checkPayment, restaurantCheckMessages } from './restaurant-checks.js';
import { saleDocument } from './restaurant-sale-documents.js';

/**
 * The receipt (recibo de pago, issue 33) of a charged check: the restaurant's data from its billing settings, the
 * lines with INC broken out, the tip apart, the payments and the change. Money is integer pesos (COP).
 */
export const restaurantReceiptMessages = {
  emailInvalid: 'Ingresa un email válido para enviar el recibo',
  receiptQueued: 'El recibo se enviará a {email} en unos momentos',
  receiptNotQueued: 'No se pudo enviar el recibo en este momento: inténtalo de nuevo en unos segundos',
  partInvalid: restaurantCheckMessages.partInvalid,
} as const;
const m = restaurantReceiptMessages;

const pesos = z.number().int().nonnegative();

export const receiptLine = z.object({
  name: z.string(),
  quantity: z.number().int().positive(),
  unit_price: pesos,
  line_total: pesos,
  inc_base: pesos,
  inc_amount: pesos,
  /** What discounts took off the line (`line_total` is after them); a courtesy is listed at 0. Voided lines are left out. */
  discount: pesos,
  courtesy: z.boolean(),
});

export const restaurantReceipt = z.object({
  check_id: z.uuid(),
  /** The header: null where the restaurant has not set it yet (billing settings). */
  business: z.object({ name: z.string().nullable(), nit: z.string().nullable(), address: z.string().nullable() }),
  table_number: z.number().int().nullable(),
  takeaway: z.boolean(),
  /** The waiter who served the table (the tip is theirs): their assignment's name, or their e-mail for the owner. */
  waiter: z.object({ id: z.uuid(), name: z.string() }),
  opened_at: z.string(),
  paid_at: z.string(),
  lines: z.array(receiptLine),
  subtotal: pesos,
  inc_responsible: z.boolean(),
  inc_percent: z.number().int(),
  inc: pesos,
  /** The discounts taken off the bill (courtesies apart). */
  discount: pesos,
  /** The consumption, INC included. */
  total: pesos,
  /**
   * A part's receipt (…/recibo?part=N of a check split in equal parts): which part and its amount. The lines and
   * totals above stay the whole check's; tip, payments, change and `amount_paid` below are this part's.
   */
  part: z.object({ number: z.number().int().positive(), of: z.number().int().positive(), amount: pesos }).nullable(),
  tip: pesos,
  /** What was settled: the consumption (or the part) plus the tip. */
  amount_paid: pesos,
  payments: z.array(checkPayment),
  change: pesos,
  /**
   * The sale's DIAN document (POS equivalent document, or the factura the diner asked for): `pendiente` until DIAN
   * accepts it (number and legend once invoicing numbered it; CUDE and QR once issued); `no_aplica` on a plan without
   * electronic invoicing (Estándar).
   */
  electronic_document: saleDocument,
});
export type RestaurantReceipt = z.infer<typeof restaurantReceipt>;

/** GET /restaurant/cuentas/{id}/recibo: the whole check's; `?part=N` one equal part's. */
export const receiptQuery = z.object({
  part: z.coerce.number(m.partInvalid).int(m.partInvalid).min(1, m.partInvalid).max(20, m.partInvalid).optional(),
});
export const receiptResponse = z.object({ success: z.literal(true), data: restaurantReceipt });

/** POST /restaurant/cuentas/{id}/recibo/enviar: e-mails the receipt to the diner (queued: answered 202). */
export const sendReceiptRequest = z.object({
  email: z.string(m.emailInvalid).trim().toLowerCase().pipe(z.email(m.emailInvalid).max(254, m.emailInvalid)),
  part: z.number(m.partInvalid).int(m.partInvalid).min(1, m.partInvalid).max(20, m.partInvalid).optional(),
});
export type SendReceiptRequest = z.infer<typeof sendReceiptRequest>;
export const sendReceiptResponse = z.object({ success: z.literal(true), message: z.string() });
