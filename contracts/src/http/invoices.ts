import { z } from 'zod';
import { invoiceNoteSummary } from './invoice-notes.js';

/**
 * The platform's DIAN invoices as people see them: every one in the administrators' invoices view
 * (/admin/facturacion/facturas), a customer's own at /cuenta, each with its credit note when its payment was undone.
 */
export const invoicesMessages = {
  notRetriable: 'Solo se puede reintentar una factura que no fue aceptada por la DIAN',
  retried: 'Factura enviada de nuevo a la DIAN',
  retryStillFailing: 'La factura sigue sin ser aceptada',
  notResendable: 'Solo se puede reenviar una factura aceptada por la DIAN',
  resent: 'Factura reenviada por correo electrónico al cliente',
  copySent: 'Te enviamos de nuevo la factura a tu correo electrónico',
  resendFailed: 'No fue posible reenviar la factura por correo',
  fileUnavailable: 'No fue posible obtener el archivo de la factura',
  listFailed: 'No se pudieron cargar las facturas',
} as const;

export const invoiceStatuses = ['pending', 'in_process', 'issued', 'rejected', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** DIAN's state of a document in plain Spanish, as Alegra and Siigo say it. */
export const invoiceStatusTexts: Record<InvoiceStatus, string> = {
  pending: 'Enviando a la DIAN',
  in_process: 'En validación por la DIAN',
  issued: 'Aceptada por la DIAN',
  rejected: 'Rechazada por la DIAN',
  failed: 'No enviada: requiere corrección',
};

/** Why a credit note cancels an invoice. */
export const creditNoteReasons = ['voided', 'refunded'] as const;
export type CreditNoteReason = (typeof creditNoteReasons)[number];
export const creditNoteReasonTexts: Record<CreditNoteReason, string> = {
  voided: 'Pago anulado en Wompi',
  refunded: 'Pago reembolsado por un administrador',
};

export const creditNoteSummary = z.object({
  number: z.string().nullable(),
  status: z.enum(['pending', 'issued', 'rejected', 'failed']),
  status_text: z.string(),
  reason: z.enum(creditNoteReasons),
  reason_text: z.string(),
  errors: z.array(z.string()),
  created_at: z.string(),
  /** The note's PDF, once DIAN accepted it. */
  pdf_url: z.string().nullable(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummary>;

/**
 * Why a document was not accepted, as people read it: DIAN's rule (null for our own checks), what it means in plain
 * Spanish and who can fix it, the buyer (their invoicing profile) or the issuer (its configuration, numbering, CUFE).
 * A customer's own views carry no rule: they never see DIAN's raw texts.
 */
export const invoiceProblem = z.object({
  rule: z.string().nullable(),
  explanation: z.string(),
  fixed_by: z.enum(['buyer', 'issuer']),
});
export type InvoiceProblem = z.infer<typeof invoiceProblem>;

export const invoiceListItem = z.object({
  payment_id: z.uuid(),
  /** Prefix and consecutive (SETP990000001); null while it never got one. */
  number: z.string().nullable(),
  /** ISO 8601: when the payment was invoiced, and when DIAN accepted it. */
  created_at: z.string(),
  issued_at: z.string().nullable(),
  buyer: z.object({ name: z.string(), identification: z.string(), email: z.string() }),
  /** Integer pesos: what the payment charged. */
  total: z.number().int().nonnegative(),
  status: z.enum(invoiceStatuses),
  status_text: z.string(),
  status_code: z.string().nullable(),
  /**
   * DIAN's rule and message ("Regla: FAD06, Rechazo: …") or our own, in Spanish: what to fix. In a customer's own
   * views, the plain explanations meant for them instead (never a rule text).
   */
  errors: z.array(z.string()),
  /** Each problem explained, with who can fix it. */
  problems: z.array(invoiceProblem),
  /** Whether the buyer's invoicing profile is where it gets fixed (only problems the buyer can fix send them there). */
  fix_in_profile: z.boolean(),
  cufe: z.string().nullable(),
  pdf_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  credit_note: creditNoteSummary.nullable(),
  /** Credit and debit notes an administrator issued on it, oldest first. */
  notes: z.array(invoiceNoteSummary),
  /** The invoice's lines (integer pesos, VAT included), in order: what a credit note may take back one by one. */
  lines: z.array(z.object({ description: z.string(), total: z.number().int().nonnegative() })),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/**
 * Filters of the invoices view: `voided` is an invoice its credit note cancels; `unsettled` one DIAN never accepted
 * (rejected or not sent) that no credit note cancels, what the view's alert counts.
 */
export const invoiceFilters = [...invoiceStatuses, 'voided', 'unsettled'] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

/** A day of the filters; PostgreSQL has no year 0, and the platform's invoices are all of this century. */
const day = z.iso.date('Fecha inválida').refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Fecha fuera de rango');

export const listInvoicesQuery = z.object({
  status: z.enum(invoiceFilters, 'Estado inválido').optional(),
  /** Number, buyer's name, document or e-mail. */
  q: z.string().trim().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

export const listInvoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceListItem),
  total: z.number().int().nonnegative(),
  /** Invoices no filter hides that DIAN never accepted and no credit note cancels: the view's alert (filter `unsettled`). */
  unsettled: z.number().int().nonnegative(),
});
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponse>;

/** The caller's own invoices, newest first. */
export const myInvoicesResponse = z.object({ success: z.literal(true), invoices: z.array(invoiceListItem) });

/** 'Reintentar' and 'Reenviar': the invoice as it stands afterwards. */
export const invoiceActionResponse = z.object({ success: z.literal(true), message: z.string(), invoice: invoiceListItem });

export const invoiceParams = z.object({ paymentId: z.uuid('Factura no encontrada') });
