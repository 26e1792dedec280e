import { z } from 'zod';
import { adjustmentTotals } from './restaurant-adjustments.js';
import { paymentMethods } from './restaurant-checks.js';
import { restaurantText } from './restaurant-app.js';

/** Cash-register shifts (caja, issue 33). Money is integer pesos (COP). */
export const restaurantShiftMessages = {
  shiftNotOpen: 'No hay un turno de caja abierto: ábrelo con la base antes de cobrar en efectivo o mover efectivo',
  shiftAlreadyOpen: 'Ya hay un turno de caja abierto: ciérralo antes de abrir otro',
  floatInvalid: 'Base inválida: un número entero de pesos de 0 a 100.000.000',
  movementKindInvalid: 'Movimiento inválido: usa entrada o salida',
  movementAmountInvalid: 'Valor inválido: un número entero de pesos mayor que 0 y hasta 100.000.000',
  movementReasonInvalid: 'Motivo inválido (1 a 200 caracteres, sin caracteres de control): di por qué entra o sale el efectivo',
  countsInvalid: 'Conteo inválido: cada denominación de billete o moneda colombiana una sola vez, con una cantidad entera de 0 a 100.000',
  cashOutTooHigh: 'No puedes sacar {amount}: en la caja debería haber {expected}',
} as const;
const m = restaurantShiftMessages;

/** The Colombian peso's bills and coins in circulation, the largest first (the $1.000 is both a bill and a coin). */
export const copDenominations = [100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50] as const;

const pesos = z.number().int().nonnegative();
const positive = (message: string) => z.number(message).int(message).min(1, message).max(100_000_000, message);

export const openShiftRequest = z.object({
  opening_float: z.number(m.floatInvalid).int(m.floatInvalid).min(0, m.floatInvalid).max(100_000_000, m.floatInvalid),
});
export const cashMovementRequest = z.object({
  kind: z.enum(['entrada', 'salida'], m.movementKindInvalid),
  amount: positive(m.movementAmountInvalid),
  reason: restaurantText(200, m.movementReasonInvalid),
});
export const closeShiftRequest = z.object({
  counts: z
    .array(
      z.object({
        value: z.number(m.countsInvalid).refine((value) => (copDenominations as readonly number[]).includes(value), m.countsInvalid),
        quantity: z.number(m.countsInvalid).int(m.countsInvalid).min(0, m.countsInvalid).max(100_000, m.countsInvalid),
      }),
      m.countsInvalid,
    )
    .max(copDenominations.length, m.countsInvalid)
    .refine((counts) => new Set(counts.map((count) => count.value)).size === counts.length, m.countsInvalid),
});

/** The closing report (informe de cierre, "Z") of a shift. */
export const shiftReport = z.object({
  /** What each method took in during the shift (cash: received minus change), tips included. */
  payments_by_method: z.array(z.object({ method: z.enum(paymentMethods), amount: pesos, payments: z.number().int() })),
  /** The restaurant's sales: the checks charged, INC included, tips apart. */
  sales: pesos,
  subtotal: pesos,
  inc: pesos,
  tips: pesos,
  tips_by_waiter: z.array(z.object({ waiter_id: z.uuid(), email: z.string(), tips: pesos })),
  checks_closed: z.number().int(),
  checks_opened: z.number().int(),
  cash_in: pesos,
  cash_out: pesos,
  change_given: pesos,
  /** The discounts, courtesies and voids made while the shift was open: how many and what they took off. */
  discounts: adjustmentTotals.default({ count: 0, amount: 0 }),
  courtesies: adjustmentTotals.default({ count: 0, amount: 0 }),
  voids: adjustmentTotals.default({ count: 0, amount: 0 }),
});
export type ShiftReport = z.infer<typeof shiftReport>;

export const cashShift = z.object({
  id: z.uuid(),
  status: z.enum(['abierta', 'cerrada']),
  opening_float: pesos,
  opened_by: z.uuid(),
  opened_at: z.string(),
  movements: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['entrada', 'salida']),
      amount: pesos,
      reason: z.string(),
      created_by: z.uuid(),
      created_at: z.string(),
    }),
  ),
  /** float + cash taken (received − change) + cash in − cash out: so far while open, at the close once closed. */
  expected_cash: z.number().int(),
  counts: z.array(z.object({ value: z.number().int(), quantity: z.number().int() })).nullable(),
  counted_cash: pesos.nullable(),
  /** counted − expected: negative when cash is missing. */
  difference: z.number().int().nullable(),
  report: shiftReport,
  closed_by: z.uuid().nullable(),
  closed_at: z.string().nullable(),
});
export type CashShift = z.infer<typeof cashShift>;
export const cashShiftResponse = z.object({ success: z.literal(true), data: cashShift });
export const currentShiftResponse = z.object({ success: z.literal(true), data: cashShift.nullable() });
export const shiftsResponse = z.object({ success: z.literal(true), data: z.array(cashShift) });
