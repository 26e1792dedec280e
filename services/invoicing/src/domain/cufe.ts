import { createHash } from 'node:crypto';
import { formatCents, parseCents } from './invoice-totals.js';

/** The 15 values DIAN's CUFE hashes, already formatted as the XML prints them (reference §6.1). */
export interface CufeFields {
  /** Prefix + number, e.g. `SETP990000001`. */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS-05:00 */
  time: string;
  /** LineExtensionAmount, 2 decimals. */
  lineExtension: string;
  /** Summed IVA (01), INC (04) and ICA (03), 2 decimals each; "0.00" when absent. */
  iva: string;
  inc: string;
  ica: string;
  /** PayableAmount, 2 decimals. */
  payable: string;
  /** Issuer NIT without check digit. */
  issuerNit: string;
  /** Customer identification number without check digit. */
  customerId: string;
  /** The resolution's technical key (ClTec). */
  technicalKey: string;
  /** 1 production, 2 test. */
  environment: 1 | 2;
}

/** Lowercase hex SHA-384 of the fields concatenated in DIAN's order: tax codes 01, 04, 03 precede their amounts. */
export function cufe(fields: CufeFields): string {
  const text = [
    fields.number,
    fields.date,
    fields.time,
    fields.lineExtension,
    '01',
    fields.iva,
    '04',
    fields.inc,
    '03',
    fields.ica,
    fields.payable,
    fields.issuerNit,
    fields.customerId,
    fields.technicalKey,
    String(fields.environment),
  ].join('');
  return createHash('sha384').update(text, 'utf8').digest('hex');
}

/** What a CUFE or CUDE is computed from in an APIDIAN request (invoice, note or equivalent document alike). */
export interface KeyedRequest {
  prefix: string;
  number: number;
  date: string;
  time: string;
  customer: { identification_number: string };
  tax_totals?: { tax_id: number; tax_amount: string }[];
  legal_monetary_totals: { line_extension_amount: string; payable_amount: string };
}

/** APIDIAN's tax ids of the three taxes DIAN's hash names: IVA (01), INC (04), ICA (03). */
const hashedTaxes = { iva: 1, inc: 4, ica: 3 } as const;

/**
 * The key DIAN computes for a request (reference §6): the CUFE of an invoice with its resolution's technical key, the
 * CUDE of a note or equivalent document with the software PIN (§6.2, §11). Each tax summed over the document's
 * TaxTotals; APIDIAN always writes the time with -05:00.
 */
export function requestKey(request: KeyedRequest, issuer: { nit: string; key: string; environment: 1 | 2 }): string {
  const taxSum = (taxId: number) =>
    formatCents(
      (request.tax_totals ?? []).filter((tax) => tax.tax_id === taxId).reduce((sum, tax) => sum + (parseCents(tax.tax_amount) ?? 0), 0),
    );
  return cufe({
    number: `${request.prefix}${request.number}`,
    date: request.date,
    time: `${request.time}-05:00`,
    lineExtension: request.legal_monetary_totals.line_extension_amount,
    iva: taxSum(hashedTaxes.iva),
    inc: taxSum(hashedTaxes.inc),
    ica: taxSum(hashedTaxes.ica),
    payable: request.legal_monetary_totals.payable_amount,
    issuerNit: issuer.nit,
    customerId: request.customer.identification_number,
    technicalKey: issuer.key,
    environment: issuer.environment,
  });
}
