// CUFE and CUDE (reference §6.1, §6.2): SHA-384 over fifteen values concatenated without separators.
import { createHash } from 'node:crypto';

export interface DocumentKeyFields {
  /** NumFac: prefix + number, e.g. `SETP990000001`. */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS; APIDIAN always prints it with `-05:00`, added here when missing. */
  time: string;
  /** LegalMonetaryTotal/LineExtensionAmount */
  lineExtensionAmount: number | string;
  /** Summed tax amounts per DIAN tax code; absent ones count as 0.00. */
  ivaAmount?: number | string;
  incAmount?: number | string;
  icaAmount?: number | string;
  /** LegalMonetaryTotal/PayableAmount */
  payableAmount: number | string;
  /** Issuer NIT without DV. */
  supplierNit: string;
  /** Customer identification without DV. */
  customerId: string;
  /** ProfileExecutionID: 1 production, 2 test. */
  environment: number | string;
}

export interface CufeFields extends DocumentKeyFields {
  /** The resolution's technical key (ClTec). */
  technicalKey: string;
}

export interface CudeFields extends DocumentKeyFields {
  /** The software PIN, which takes the technical key's place in a CUDE. */
  softwarePin: string | number;
}

/** The CUFE of an invoice, lowercase hex. */
export function cufe(fields: CufeFields): string {
  return documentKey(fields, fields.technicalKey);
}

/** The CUDE of a credit or debit note, lowercase hex. */
export function cude(fields: CudeFields): string {
  return documentKey(fields, String(fields.softwarePin));
}

function documentKey(fields: DocumentKeyFields, key: string): string {
  const time = /[+-]\d{2}:\d{2}$/.test(fields.time) ? fields.time : `${fields.time}-05:00`;
  const parts = [
    fields.number,
    fields.date,
    time,
    money(fields.lineExtensionAmount),
    '01',
    money(fields.ivaAmount ?? 0),
    '04',
    money(fields.incAmount ?? 0),
    '03',
    money(fields.icaAmount ?? 0),
    money(fields.payableAmount),
    fields.supplierNit,
    fields.customerId,
    key,
    String(fields.environment),
  ];
  return createHash('sha384').update(parts.join('')).digest('hex');
}

/**
 * PHP's `number_format(x, 2, '.', '')`: two decimals, half away from zero, no grouping. Done on the decimal
 * digits (amounts arrive as strings like "840336.134"), so no binary rounding slips in.
 */
export function money(value: number | string): string {
  const text = typeof value === 'number' || /e/i.test(value) ? plainDecimal(Number(value)) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Importe inválido: ${String(value)}`);
  const negative = match[1] === '-';
  const decimals = (match[3] ?? '').padEnd(3, '0');
  let cents = BigInt(match[2] || '0') * 100n + BigInt(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) cents += 1n;
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${negative && cents !== 0n ? '-' : ''}${whole}.${fraction}`;
}

/** A JS number written without exponent notation. */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Importe inválido: ${value}`);
  return Math.abs(value) < 1e21 && Math.abs(value) >= 1e-6 ? String(value) : value.toFixed(6);
}
