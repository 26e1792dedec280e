import { z } from 'zod';
import { restaurantText } from './restaurant-app.js';

/**
 * Discounts, courtesies and voids on an open check (issue 33 item 4). Each carries a reason; a restaurant
 * administrator makes them, an employee only with an administrator's approval (their username, the e-mail they sign
 * in with, and password typed on the device). Money is integer pesos (COP).
 */
export const restaurantAdjustmentMessages = {
  kindInvalid: 'Ajuste inválido: usa descuento, cortesia o anulacion',
  reasonInvalid: 'Motivo inválido (1 a 200 caracteres, sin caracteres de control): di por qué se hace el ajuste',
  lineInvalid: 'Línea inválida: indica el pedido (order_id) y la posición de la línea en la cuenta',
  lineRequired: 'Elige la línea: la cortesía y la anulación son de una línea de la cuenta',
  lineNotOnCheck: 'Esa línea no está en esta cuenta',
  lineAlreadyOut: 'Esa línea ya es una cortesía o fue anulada: no admite más ajustes',
  discountRequired: 'Indica el descuento: tipo (porcentaje o valor) y su valor',
  discountOnlyForDiscount: 'Solo un descuento lleva porcentaje o valor: la cortesía deja la línea en 0 y la anulación la saca de la cuenta',
  discountInvalid: 'Descuento inválido: un porcentaje entero de 1 a 100, o un valor entero de pesos mayor que 0 y hasta 100.000.000',
  discountTooHigh: 'El descuento ({amount}) supera lo que queda por cobrar ({left})',
  nothingToDiscount: 'No queda nada por cobrar a lo que aplicar el descuento',
  approvalInvalid: 'Autorización inválida: el usuario (correo) y la contraseña del administrador',
  approvalRequired:
    'Los descuentos, cortesías y anulaciones los autoriza un administrador del restaurante: pide que escriba su usuario y contraseña',
  approvalRefused: 'Usuario o contraseña de administrador incorrectos: el ajuste no se hizo',
  approverNotAdmin: 'Esa persona no es administradora de este restaurante: la autorización debe darla un administrador',
  approvalUnavailable: 'No se pudo verificar la autorización del administrador en este momento: intenta de nuevo en unos segundos',
  approvalThrottled: 'Demasiados intentos de autorización fallidos: espera {seconds} s y vuelve a intentarlo',
} as const;
const m = restaurantAdjustmentMessages;

export const adjustmentKinds = ['descuento', 'cortesia', 'anulacion'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const discountTypes = ['porcentaje', 'valor'] as const;

const pesos = z.number().int().nonnegative();
const lineRef = z.object(
  { order_id: z.uuid(m.lineInvalid), position: z.number(m.lineInvalid).int(m.lineInvalid).positive(m.lineInvalid) },
  m.lineInvalid,
);
const discount = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('porcentaje'),
      value: z.number(m.discountInvalid).int(m.discountInvalid).min(1, m.discountInvalid).max(100, m.discountInvalid),
    }),
    z.object({
      type: z.literal('valor'),
      value: z.number(m.discountInvalid).int(m.discountInvalid).min(1, m.discountInvalid).max(100_000_000, m.discountInvalid),
    }),
  ],
  { error: m.discountInvalid },
);

/** An administrator's approval typed on an employee's device: the e-mail they sign in with and their password. */
export const adminApproval = z.object(
  {
    username: z.string(m.approvalInvalid).trim().min(3, m.approvalInvalid).max(254, m.approvalInvalid),
    password: z.string(m.approvalInvalid).min(1, m.approvalInvalid).max(200, m.approvalInvalid),
  },
  m.approvalInvalid,
);

/**
 * POST /restaurant/cuentas/{id}/ajustes → the check (`checkResponse`). `line` absent: the whole check (a discount
 * only). A discount's amount in pesos is fixed when it is given (a percentage of what was left to pay then: of the line
 * after its earlier discounts, or of the check). `approval`: needed when the caller is an employee (403 without it).
 */
export const adjustCheckRequest = z
  .object({
    kind: z.enum(adjustmentKinds, m.kindInvalid),
    line: lineRef.optional(),
    discount: discount.optional(),
    reason: restaurantText(200, m.reasonInvalid),
    approval: adminApproval.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.kind === 'descuento' && !request.discount)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: m.discountRequired });
    if (request.kind !== 'descuento' && request.discount)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: m.discountOnlyForDiscount });
    if (request.kind !== 'descuento' && !request.line) ctx.addIssue({ code: 'custom', path: ['line'], message: m.lineRequired });
  });
export type AdjustCheckRequest = z.infer<typeof adjustCheckRequest>;

/** A discount, courtesy or void as the check shows it, with who made it, who approved it (null: an administrator's own) and when. */
export const checkAdjustment = z.object({
  id: z.uuid(),
  kind: z.enum(adjustmentKinds),
  /** The line it applies to (its name as sold); null for a discount on the whole check. */
  line: z.object({ order_id: z.uuid(), position: z.number().int().positive(), name: z.string() }).nullable(),
  /** A discount's type and value as given; null for a courtesy or a void. */
  discount: z.object({ type: z.enum(discountTypes), value: z.number().int().positive() }).nullable(),
  /** What it took off the bill when made, in pesos (a courtesy or void: the line's value then). */
  amount: pesos,
  reason: z.string(),
  created_by: z.uuid(),
  approved_by: z.uuid().nullable(),
  created_at: z.string(),
});
export type CheckAdjustment = z.infer<typeof checkAdjustment>;

/** A Z report's count and value of one kind of adjustment made during the shift. */
export const adjustmentTotals = z.object({ count: z.number().int().nonnegative(), amount: pesos });
