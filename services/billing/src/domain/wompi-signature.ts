import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Wompi's integrity signature (reference §2): SHA-256 hex of reference + amount in cents + currency
 * [+ expiration time] + integrity secret, no separators. Computed here only: the secret never reaches a browser.
 */
export function integritySignature(
  payment: { reference: string; amountInCents: number; currency: 'COP'; expirationTime?: string },
  integritySecret: string,
): string {
  if (!Number.isSafeInteger(payment.amountInCents) || payment.amountInCents <= 0) {
    throw new RangeError(`amountInCents must be a positive integer: ${payment.amountInCents}`);
  }
  return sha256(`${payment.reference}${payment.amountInCents}${payment.currency}${payment.expirationTime ?? ''}${integritySecret}`);
}

export interface SignedEvent {
  data: unknown;
  signature: { properties: string[]; checksum: string };
  timestamp: number;
}

/** The value at a dotted path inside `data` as Wompi strings it; a missing path contributes nothing. */
function valueAt(data: unknown, path: string): string {
  let value: unknown = data;
  for (const key of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined || value === null ? '' : String(value);
}

/**
 * An event's checksum (reference §5.3): the values named by `signature.properties`, in their order (never a
 * hard-coded list: Wompi may change it), then the timestamp, then the events secret.
 */
export function eventChecksum(event: SignedEvent, eventsSecret: string): string {
  const values = event.signature.properties.map((path) => valueAt(event.data, path)).join('');
  return sha256(`${values}${event.timestamp}${eventsSecret}`);
}

/** Case-insensitive (Wompi's docs print uppercase hex) and in constant time. */
export function checksumMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(received.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What an event must sign for billing to act on it: the transaction's id (which billing then looks up at Wompi),
 * status and amount. Without them one captured checksum could be re-dressed as another event.
 */
export const requiredSignedProperties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] as const;

export type EventRefusal = 'checksum' | 'properties' | 'stale';

/**
 * Whether an event is Wompi's own and recent: the checksum (body and, when sent, the X-Event-Checksum header)
 * with the events secret, the required properties among the signed ones, and a timestamp (UNIX seconds) no
 * further than `toleranceSeconds` from `now` either way, so an old capture cannot be replayed for long.
 */
export function eventRefusal(
  event: SignedEvent,
  options: { secret: string; header?: string; now: Date; toleranceSeconds: number },
): EventRefusal | undefined {
  const expected = eventChecksum(event, options.secret);
  const headerOk = options.header === undefined || checksumMatches(expected, options.header);
  if (!checksumMatches(expected, event.signature.checksum) || !headerOk) return 'checksum';
  if (!requiredSignedProperties.every((path) => event.signature.properties.includes(path))) return 'properties';
  if (Math.abs(options.now.getTime() / 1000 - event.timestamp) > options.toleranceSeconds) return 'stale';
  return undefined;
}
