import { z } from 'zod';

/**
 * Credit and debit notes an administrator issues on an accepted invoice (issue 34 item 5): a credit note for some of
 * its lines or an amount, a debit note for an amount, each with DIAN's reason (discrepancy code).
 */
export const invoiceNoteMessages = {
  invoiceNotIssued: 'Solo se pueden emitir notas sobre una factura aceptada por la DIAN',
  invoiceCancelled: 'La factura ya fue anulada con una nota crédito',
  reasonInvalid: 'Elige un motivo de la lista de la DIAN',
  descriptionRequired: 'Escribe la descripción de la nota',
  linesOrAmount: 'Elige las líneas o escribe un valor, no ambos',
  lineUnknown: 'La factura no tiene esa línea',
  debitNeedsAmount: 'Una nota débito necesita un valor',
  amountInvalid: 'El valor debe ser un número entero de pesos mayor que cero',
  amountTooHigh: (left: number) => `La nota crédito supera lo que queda por acreditar de la factura (${left} pesos)`,
  numberingExhausted: (prefix: string) => `Se agotó la numeración autorizada de notas ${prefix}; configura una nueva resolución.`,
  issued: { credit: 'Nota crédito aceptada por la DIAN', debit: 'Nota débito aceptada por la DIAN' },
  notAccepted: { credit: 'La nota crédito no fue aceptada por la DIAN', debit: 'La nota débito no fue aceptada por la DIAN' },
  issueFailed: 'No fue posible emitir la nota',
} as const;

export const invoiceNoteKinds = ['credit', 'debit'] as const;
export type InvoiceNoteKind = (typeof invoiceNoteKinds)[number];

/**
 * DIAN's discrepancy codes (CreditNoteDiscrepancyResponse / DebitNoteDiscrepancyResponse of APIDIAN, public/csv and
 * the 2023 migration that renamed 5 and added 6). Code 2, the cancellation, is the refund's own note, not offered here.
 */
export const creditNoteDiscrepancies: Record<number, string> = {
  1: 'Devolución parcial de los bienes y/o no aceptación parcial del servicio',
  3: 'Rebaja o descuento parcial o total',
  4: 'Ajuste de precio',
  5: 'Descuento comercial por pronto pago',
  6: 'Descuento comercial por volumen de ventas',
};
export const debitNoteDiscrepancies: Record<number, string> = {
  1: 'Intereses',
  2: 'Gastos por cobrar',
  3: 'Cambio del valor',
  4: 'Otros',
};
export const noteDiscrepancies: Record<InvoiceNoteKind, Record<number, string>> = {
  credit: creditNoteDiscrepancies,
  debit: debitNoteDiscrepancies,
};

/** Body of 'Emitir nota': the lines (their positions, from 0) or an amount in integer pesos, VAT included. */
export const issueInvoiceNoteBody = z.object({
  kind: z.enum(invoiceNoteKinds, 'Tipo de nota inválido'),
  reason: z.number(invoiceNoteMessages.reasonInvalid).int(invoiceNoteMessages.reasonInvalid),
  description: z.string(invoiceNoteMessages.descriptionRequired).trim().min(1, invoiceNoteMessages.descriptionRequired).max(300),
  lines: z.array(z.number().int().min(0).max(999), invoiceNoteMessages.lineUnknown).max(100).optional(),
  amount: z
    .number(invoiceNoteMessages.amountInvalid)
    .int(invoiceNoteMessages.amountInvalid)
    .positive(invoiceNoteMessages.amountInvalid)
    .max(1_000_000_000, invoiceNoteMessages.amountInvalid)
    .optional(),
});
export type IssueInvoiceNoteBody = z.infer<typeof issueInvoiceNoteBody>;

export const invoiceNoteStatuses = ['pending', 'issued', 'rejected', 'failed'] as const;

/** A note as the invoice shows it. */
export const invoiceNoteSummary = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceNoteKinds),
  /** Prefix and consecutive (NC2, ND1); null when it never got one. */
  number: z.string().nullable(),
  status: z.enum(invoiceNoteStatuses),
  status_text: z.string(),
  reason: z.number().int(),
  reason_text: z.string(),
  description: z.string(),
  /** Integer pesos, VAT included. */
  total: z.number().int().nonnegative(),
  errors: z.array(z.string()),
  created_at: z.string(),
  pdf_url: z.string().nullable(),
});
export type InvoiceNoteSummary = z.infer<typeof invoiceNoteSummary>;

export const invoiceNoteParams = z.object({ paymentId: z.uuid('Factura no encontrada'), noteId: z.uuid('Nota no encontrada') });
