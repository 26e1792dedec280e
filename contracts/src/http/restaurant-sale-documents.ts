import { z } from 'zod';
import { adminApproval } from './restaurant-adjustments.js';
import { restaurantText } from './restaurant-app.js';

/**
 * A restaurant sale's DIAN document (issue 35): the diner who asks for a factura electrónica when the check is charged,
 * the document invoicing issued for the sale (or for a refund: a nota de ajuste) as the check and its receipt show it,
 * and refunds of a paid check's lines. Money is integer pesos (COP).
 */
export const restaurantSaleDocumentMessages = {
  facturaInvalid: 'Datos de la factura electrónica inválidos: tipo y número de documento, nombre y email del cliente',
  identificationTypeInvalid: 'Tipo de documento inválido: NIT (31), cédula de ciudadanía (13), cédula de extranjería (22) o pasaporte (41)',
  nitInvalid: 'NIT inválido: solo sus dígitos, de 5 a 15, sin puntos ni el dígito de verificación',
  cedulaInvalid: 'Cédula de ciudadanía inválida: de 3 a 10 dígitos, sin puntos',
  foreignIdInvalid: 'Documento inválido: de 3 a 20 letras o números, sin puntos ni espacios',
  buyerNameInvalid: 'Nombre o razón social inválido (1 a 200 caracteres, sin caracteres de control)',
  buyerEmailInvalid: 'Ingresa un email válido del cliente: allí recibe su factura electrónica',
  documentNotApplicable: 'Sin documento electrónico: el plan del restaurante no incluye la facturación electrónica (Plan Pro)',
  documentPending: 'Documento electrónico pendiente: se envía a la DIAN en cuanto responda, con el mismo número',
  documentRejected: 'La DIAN rechazó el documento electrónico: el restaurante lo corrige y lo reenvía',
  refundLinesInvalid:
    'Líneas inválidas: "all" para reembolsar toda la cuenta, o de 1 a 200 líneas (pedido, posición y cantidad), cada una una sola vez',
  refundReasonInvalid: 'Motivo inválido (1 a 200 caracteres, sin caracteres de control): di por qué se hace el reembolso',
  refundCheckNotPaid: 'Solo se reembolsa una cuenta cobrada: esta aún no se ha cobrado',
  refundLineNotOnCheck: 'Esa línea no se vendió en esta cuenta (no está o fue anulada): no se puede reembolsar',
  refundLineFree: 'La línea "{name}" no se cobró (cortesía o descuento total): no hay nada que reembolsar',
  refundTooMuch: 'No se puede reembolsar más de lo vendido: de "{name}" quedan {left} por reembolsar',
  nothingToRefund: 'Esta cuenta ya fue reembolsada completa: no queda nada por reembolsar',
  refundApprovalRequired: 'Los reembolsos los autoriza un administrador del restaurante: pide que escriba su usuario y contraseña',
  refundApprovalRefused: 'Usuario o contraseña de administrador incorrectos: el reembolso no se hizo',
} as const;
const m = restaurantSaleDocumentMessages;

const pesos = z.number().int().nonnegative();

/** DIAN's identification types a diner may give: 31 NIT, 13 cédula de ciudadanía, 22 cédula de extranjería, 41 pasaporte. */
export const buyerIdentificationTypes = [31, 13, 22, 41] as const;
export type BuyerIdentificationType = (typeof buyerIdentificationTypes)[number];
const identificationRules: Record<BuyerIdentificationType, { pattern: RegExp; message: string }> = {
  31: { pattern: /^\d{5,15}$/, message: m.nitInvalid },
  13: { pattern: /^\d{3,10}$/, message: m.cedulaInvalid },
  22: { pattern: /^[A-Za-z0-9]{3,20}$/, message: m.foreignIdInvalid },
  41: { pattern: /^[A-Za-z0-9]{3,20}$/, message: m.foreignIdInvalid },
};

/**
 * The diner who asks for a factura electrónica when paying (`factura` of the charge): a type-1 invoice in their name
 * instead of the POS document. A NIT is its digits only: invoicing computes its check digit.
 */
export const facturaBuyer = z
  .object(
    {
      identification_type_id: z.literal(buyerIdentificationTypes, m.identificationTypeInvalid),
      identification: z.string(m.facturaInvalid).trim(),
      name: restaurantText(200, m.buyerNameInvalid),
      email: z.string(m.buyerEmailInvalid).trim().toLowerCase().pipe(z.email(m.buyerEmailInvalid).max(254, m.buyerEmailInvalid)),
    },
    m.facturaInvalid,
  )
  .superRefine((buyer, ctx) => {
    const rule = identificationRules[buyer.identification_type_id];
    if (!rule.pattern.test(buyer.identification)) ctx.addIssue({ code: 'custom', path: ['identification'], message: rule.message });
  });
export type FacturaBuyer = z.infer<typeof facturaBuyer>;

export const saleDocumentKinds = ['documento_pos', 'factura', 'nota_ajuste'] as const;
/** 'no_aplica': the plan has no electronic invoicing (Estándar); 'pendiente': not yet accepted by DIAN (or not created yet). */
export const saleDocumentStatuses = ['no_aplica', 'pendiente', 'emitido', 'rechazado'] as const;
export type SaleDocumentStatus = (typeof saleDocumentStatuses)[number];

/**
 * A sale's (or a refund's) DIAN document as the check and the receipt show it: the POS equivalent document (type 15),
 * a factura electrónica (type 1) or a nota de ajuste (type 26). Number, legend and kind come once invoicing has numbered
 * it; CUDE and QR once DIAN accepted it; `problem` says why DIAN rejected it (plain Spanish, with what to do).
 */
export const saleDocument = z.object({
  /** Invoicing's document (its XML and PDF: GET /restaurant/facturacion/documentos/{id}/xml|pdf); null until numbered. */
  document_id: z.uuid().nullable(),
  status: z.enum(saleDocumentStatuses),
  kind: z.enum(saleDocumentKinds).nullable(),
  number: z.string().nullable(),
  cude: z.string().nullable(),
  /** DIAN's document search address with the CUDE: what the QR encodes. */
  qr: z.string().nullable(),
  resolution_legend: z.string().nullable(),
  problem: z.string().nullable(),
});
export type SaleDocument = z.infer<typeof saleDocument>;
/** A sale with no DIAN document: an open check's, or on a plan without electronic invoicing. */
export const noSaleDocument: SaleDocument = {
  document_id: null,
  status: 'no_aplica',
  kind: null,
  number: null,
  cude: null,
  qr: null,
  resolution_legend: null,
  problem: null,
};

const refundLine = z.object(
  {
    order_id: z.uuid(m.refundLinesInvalid),
    position: z.number(m.refundLinesInvalid).int(m.refundLinesInvalid).positive(m.refundLinesInvalid),
    quantity: z.number(m.refundLinesInvalid).int(m.refundLinesInvalid).positive(m.refundLinesInvalid).max(1000, m.refundLinesInvalid),
  },
  m.refundLinesInvalid,
);

/**
 * POST /restaurant/cuentas/{id}/reembolsos → the check (`checkResponse`), with the refund in `refunds`. A paid check's
 * lines (some units of them) or `"all"` (everything not refunded yet); the tip is not refunded. An administrator
 * refunds; an employee only with an administrator's `approval` (403 without it). Invoicing issues a nota de ajuste.
 */
export const refundCheckRequest = z.object({
  lines: z.union(
    [
      z.literal('all'),
      z
        .array(refundLine, m.refundLinesInvalid)
        .min(1, m.refundLinesInvalid)
        .max(200, m.refundLinesInvalid)
        .refine((lines) => new Set(lines.map((line) => `${line.order_id}/${line.position}`)).size === lines.length, m.refundLinesInvalid),
    ],
    { error: m.refundLinesInvalid },
  ),
  reason: restaurantText(200, m.refundReasonInvalid),
  approval: adminApproval.optional(),
});
export type RefundCheckRequest = z.infer<typeof refundCheckRequest>;

/** A refunded line: what of it was refunded, its INC broken out as the bill does (`inc_base` + `inc_amount` = `total`). */
export const refundedLine = z.object({
  order_id: z.uuid(),
  position: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unit_price: pesos,
  total: pesos,
  inc_base: pesos,
  inc_amount: pesos,
});

/** A refund as the check shows it: its lines, totals, reason, who made and approved it, and its nota de ajuste. */
export const checkRefund = z.object({
  id: z.uuid(),
  lines: z.array(refundedLine),
  subtotal: pesos,
  inc: pesos,
  total: pesos,
  reason: z.string(),
  created_by: z.uuid(),
  /** The administrator who approved an employee's refund; null when an administrator made it. */
  approved_by: z.uuid().nullable(),
  created_at: z.string(),
  electronic_document: saleDocument,
});
export type CheckRefund = z.infer<typeof checkRefund>;
