import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { apiRoutes } from './api.js';
import { CardVault } from './cards.js';
import { checkoutRoutes } from './checkout.js';
import { deliverySettingsInput, EventSender, type DeliveryAttempt, type DeliveryOptions, type DeliverySettings } from './events.js';
import { sendError, sendNotFound } from './http.js';
import { assertSandboxCredentials } from './keys.js';
import { AcceptanceTokens } from './merchant.js';
import { Payments } from './payments.js';
import { TransactionStore, type Transaction, type TransactionReader, type TransactionStatus } from './transactions.js';

export interface WompiSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the one bound is in the result. */
  port?: number;
  /** Sandbox credentials: `pub_test_`, `prv_test_`, `test_integrity_`, `test_events_`. */
  publicKey?: string;
  privateKey?: string;
  integritySecret?: string;
  eventsSecret?: string;
  /** Where `transaction.updated` events are POSTed; without it none are sent (setDelivery can set it later). */
  eventsUrl?: string;
  /** How long a new transaction stays PENDING before its final status. */
  settleAfterMs?: number;
  /** Wompi's 30 min / 3 h / 24 h retries, compressed: one delay per retry after a failed delivery. */
  retryDelaysMs?: number[];
  /** pino level; tests pass 'silent'. */
  logLevel?: string;
}

export interface WompiSimulator {
  /** Origin, e.g. http://127.0.0.1:4901: /widget.js and /p/ live here. */
  url: string;
  /** url + '/v1', the base a Wompi client is configured with. */
  apiUrl: string;
  port: number;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  transactions: TransactionReader;
  /** Every event POST attempt, oldest first. */
  deliveries: readonly DeliveryAttempt[];
  /** Changes only the delivery settings given; returns all of them. Also `POST /__sim/delivery`. */
  setDelivery(options: DeliveryOptions): DeliverySettings;
  /** Makes a PENDING transaction final now (APPROVED, DECLINED, ERROR), or voids an APPROVED one (VOIDED). */
  settle(id: string, status: TransactionStatus): Transaction;
  /** Sends the transaction's event again, as it is now. */
  resend(id: string): void;
  /** Takes the REST API down (every /v1 call answers 503) or brings it back; events keep being sent. */
  setApiDown(down: boolean): void;
  close(): Promise<void>;
}

export const defaultCredentials = {
  publicKey: 'pub_test_mbplatform_local',
  privateKey: 'prv_test_mbplatform_local',
  integritySecret: 'test_integrity_mbplatform_local',
  eventsSecret: 'test_events_mbplatform_local',
};

/** Starts Wompi's sandbox: the REST API, the widget, the hosted checkout and the events sent to the merchant. */
export async function startWompiSimulator(options: WompiSimulatorOptions = {}): Promise<WompiSimulator> {
  const { host = '127.0.0.1', port = 4901, settleAfterMs = 1500, retryDelaysMs = [1000, 3000, 9000] } = options;
  const credentials = {
    publicKey: options.publicKey ?? defaultCredentials.publicKey,
    privateKey: options.privateKey ?? defaultCredentials.privateKey,
    integritySecret: options.integritySecret ?? defaultCredentials.integritySecret,
    eventsSecret: options.eventsSecret ?? defaultCredentials.eventsSecret,
  };
  assertSandboxCredentials(credentials);
  const log = pino({ level: options.logLevel ?? 'info', base: { service: 'sim-wompi' } });

  const store = new TransactionStore();
  const vault = new CardVault();
  const acceptance = new AcceptanceTokens();
  const events = new EventSender({ secret: credentials.eventsSecret, retryDelaysMs, eventsUrl: options.eventsUrl, log });
  const payments = new Payments({ store, vault, acceptance, events, integritySecret: credentials.integritySecret, settleAfterMs });

  const app = Fastify({ loggerInstance: log }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Wompi's error shape everywhere, also for what Fastify itself rejects (bad JSON, unknown content type).
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'INTERNAL_ERROR', 'Error interno del simulador');
    }
    return sendError(reply, status, 'INPUT_VALIDATION_ERROR', error.message);
  });
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ ok: true }));
  // For browser tests that reach a separately running simulator over HTTP.
  app.post('/__sim/delivery', { schema: { body: deliverySettingsInput } }, async (request) => ({ data: events.configure(request.body) }));
  let apiDown = false;
  await app.register(apiRoutes, { prefix: '/v1', keys: credentials, acceptance, vault, store, payments, isDown: () => apiDown });
  await app.register(checkoutRoutes, { ...credentials, acceptance, vault, store, payments });

  const close = async () => {
    payments.close();
    events.close();
    await app.close();
  };
  try {
    await app.listen({ host, port });
  } catch (error) {
    await close();
    throw error;
  }

  const boundPort = (app.server.address() as AddressInfo).port;
  // 0.0.0.0 is where it listens, not an address a browser can open.
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${hostForUrl(shownHost)}:${boundPort}`;
  return {
    url,
    apiUrl: `${url}/v1`,
    port: boundPort,
    ...credentials,
    transactions: { get: (id) => store.get(id), list: (filter) => store.list(filter) },
    deliveries: events.deliveries,
    setDelivery: (delivery) => events.configure(delivery),
    settle: (id, status) => payments.settle(id, status),
    resend: (id) => payments.resend(id),
    setApiDown: (down) => {
      apiDown = down;
    },
    close,
  };
}

/** IPv6 hosts need brackets in host:port. */
function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
