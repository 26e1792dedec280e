// The two hashes of the Wompi contract (reference §2 and §5.3), written from the reference alone so that they
// check the billing service's own implementation instead of sharing its mistakes.
import { createHash } from 'node:crypto';

export interface IntegrityInput {
  reference: string;
  amountInCents: number;
  currency: string;
  /** ISO-8601 string exactly as sent in `expiration-time`; only hashed when present. */
  expirationTime?: string;
  secret: string;
}

/** §2: lowercase hex SHA-256 of reference + amount + currency (+ expiration) + integrity secret, no separators. */
export function integritySignature({ reference, amountInCents, currency, expirationTime, secret }: IntegrityInput): string {
  // A float or negative amount would hash to something no real checkout accepts; fail loudly instead (as R1 does).
  if (!Number.isSafeInteger(amountInCents) || amountInCents < 0) {
    throw new RangeError(`amountInCents debe ser un entero no negativo, llegó ${amountInCents}`);
  }
  return sha256(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${secret}`);
}

/** What §5.3 reads from an event: the properties to concatenate, where they live and the timestamp. */
export interface ChecksumSource {
  data: unknown;
  signature: { properties: readonly string[] };
  timestamp: number;
}

/** §5.3: each property's value (dotted path inside `data`), then the timestamp, then the events secret; hex SHA-256. */
export function eventChecksum(event: ChecksumSource, secret: string): string {
  const values = event.signature.properties.map((path) => propertyText(event.data, path)).join('');
  return sha256(`${values}${event.timestamp}${secret}`);
}

/** A missing path or a non-scalar value contributes nothing, as R1 does (undocumented). */
function propertyText(data: unknown, path: string): string {
  let value: unknown = data;
  for (const key of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
