// `transaction.updated` events POSTed to the merchant's events URL, with Wompi's retries (reference §5) and the
// switches a test needs to make delivery awkward: duplicates, a stale event after the final one, uppercase checksums.
import type { Logger } from 'pino';
import { z } from 'zod';
import { eventChecksum } from './signatures.js';
import type { Transaction } from './transactions.js';

export const deliverySettingsInput = z.strictObject({
  copies: z.number().int().min(1).max(10).optional(),
  outOfOrder: z.boolean().optional(),
  checksumUppercase: z.boolean().optional(),
  properties: z.array(z.string().min(1)).min(1).optional(),
  eventsUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type DeliveryOptions = z.input<typeof deliverySettingsInput>;

export interface DeliverySettings {
  /** Each event is sent this many times (independent deliveries of the same body). */
  copies: number;
  /** Also sends the transaction's previous state (PENDING before a final one), after the new one. */
  outOfOrder: boolean;
  checksumUppercase: boolean;
  /** Dotted paths inside `data`, in checksum order. */
  properties: string[];
  /** No URL, no events. */
  eventsUrl?: string;
}

const defaultProperties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

export interface WompiEvent {
  event: 'transaction.updated';
  data: { transaction: Transaction };
  environment: 'test';
  signature: { properties: string[]; checksum: string };
  timestamp: number;
  sent_at: string;
}

/** One POST of one event, successful or not. */
export interface DeliveryAttempt {
  url: string;
  /** 0 for the first try, then 1, 2, 3 for the retries. */
  attempt: number;
  status?: number;
  /** Set when no HTTP answer came (connection refused, timeout). */
  error?: string;
  body: WompiEvent;
  headers: Record<string, string>;
  at: string;
}

/** The log is a ring so a simulator left running for days stays small. */
const keptAttempts = 1000;
const attemptTimeoutMs = 10_000;

export class EventSender {
  readonly deliveries: DeliveryAttempt[] = [];
  #settings: DeliverySettings;
  readonly #secret: string;
  readonly #retryDelaysMs: readonly number[];
  readonly #log: Logger;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #closing = new AbortController();

  constructor(options: { secret: string; retryDelaysMs: readonly number[]; eventsUrl?: string; log: Logger }) {
    this.#secret = options.secret;
    this.#retryDelaysMs = options.retryDelaysMs;
    this.#log = options.log;
    this.#settings = {
      copies: 1,
      outOfOrder: false,
      checksumUppercase: false,
      properties: defaultProperties,
      eventsUrl: options.eventsUrl,
    };
  }

  /** Changes only the settings given; returns all of them. */
  configure(options: DeliveryOptions): DeliverySettings {
    const changes = deliverySettingsInput.parse(options);
    this.#settings = { ...this.#settings, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
    return this.settings;
  }

  get settings(): DeliverySettings {
    return structuredClone(this.#settings);
  }

  /** Announces `current`; `previous` is what outOfOrder sends late, stamped with the time that state began. */
  transactionUpdated(current: Transaction, previous?: Transaction): void {
    const settings = this.settings;
    if (!settings.eventsUrl) {
      this.#log.debug({ id: current.id, status: current.status }, 'sin URL de eventos: no se envía transaction.updated');
      return;
    }
    const url = settings.eventsUrl;
    const send = (transaction: Transaction, timestamp: number) =>
      Promise.all(Array.from({ length: settings.copies }, () => this.#deliver(url, transaction, timestamp, settings)));
    const fresh = send(current, Math.floor(Date.now() / 1000));
    if (settings.outOfOrder && previous) {
      const stateBegan = Date.parse(previous.finalized_at ?? previous.created_at);
      void fresh.then(() => send(previous, Math.floor(stateBegan / 1000)));
    }
  }

  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#closing.abort();
  }

  /** First attempt now; resolves once it is done (the retries go on by themselves). */
  #deliver(url: string, transaction: Transaction, timestamp: number, settings: DeliverySettings): Promise<void> {
    const unsigned = { event: 'transaction.updated' as const, data: { transaction }, environment: 'test' as const, timestamp };
    const checksum = eventChecksum({ ...unsigned, signature: { properties: settings.properties } }, this.#secret);
    const shown = settings.checksumUppercase ? checksum.toUpperCase() : checksum;
    // sent_at is the first attempt's time and, like timestamp and checksum, stays the same on every retry (§5.2, §10).
    const body: WompiEvent = {
      ...unsigned,
      signature: { properties: settings.properties, checksum: shown },
      sent_at: new Date().toISOString(),
    };
    const headers = { 'content-type': 'application/json', 'x-event-checksum': shown };
    return this.#attempt(url, body, headers, 0);
  }

  async #attempt(url: string, body: WompiEvent, headers: Record<string, string>, attempt: number): Promise<void> {
    if (this.#closing.signal.aborted) return;
    const record: DeliveryAttempt = { url, attempt, body, headers, at: new Date().toISOString() };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.any([this.#closing.signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      await response.arrayBuffer(); // the body is ignored, but reading it frees the connection
      record.status = response.status;
    } catch (error) {
      if (this.#closing.signal.aborted) return;
      record.error = failureText(error);
    }
    this.deliveries.push(record);
    if (this.deliveries.length > keptAttempts) this.deliveries.splice(0, this.deliveries.length - keptAttempts);

    // Only exactly 200 counts: 201 or 204 are failures for payment events (§5.1).
    if (record.status === 200) return;
    const delay = this.#retryDelaysMs[attempt];
    const outcome = record.status ?? record.error;
    if (delay === undefined) {
      this.#log.warn({ url, id: body.data.transaction.id, outcome }, 'evento descartado tras el último reintento');
      return;
    }
    this.#log.info({ url, id: body.data.transaction.id, outcome, retryInMs: delay }, 'evento no aceptado; se reintentará');
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.#attempt(url, body, headers, attempt + 1);
    }, delay);
    this.#timers.add(timer);
  }
}

/**
 * fetch's own message is only "fetch failed"; the cause says what happened ("connect ECONNREFUSED …"). Read by
 * shape: under Jest's VM modules, errors from Node's fetch are not `instanceof Error` of the test's realm.
 */
function failureText(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } };
  const text = cause?.message ?? message;
  return typeof text === 'string' ? text : String(error);
}
