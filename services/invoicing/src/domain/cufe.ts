import { createHash } from 'node:crypto';

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
