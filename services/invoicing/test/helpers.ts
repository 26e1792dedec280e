import { randomUUID } from 'node:crypto';
import { billingPaymentApproved, billingPaymentRefunded, topics, type EventEnvelope, type PayloadInputOf } from '@mb/contracts';
import {
  consumedPastMarkers,
  jobsSettled,
  outboxPublished,
  recordedPastMarkers,
  recordTopics,
  sendRaw,
  signTestToken,
  startTestService,
  testNamespace,
} from '@mb/service-kit/testing';
import { createRedis } from '@mb/service-kit';
import { MongoClient } from 'mongodb';
import { startApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { apidianClient } from '../src/apidian/apidian-client.js';
import { buildApp } from '../src/app.js';
import { invoicingOwnEnv, migrationsDir } from '../src/config.js';
import { issueInvoiceQueueName } from '../src/jobs/issue-invoice.job.js';
import { archiveRepository } from '../src/modules/archive/archive.repository.js';
import { deliveryQueue } from '../src/modules/delivery/delivery-mail.js';
import type { InvoicesDeps } from '../src/modules/invoices/invoices.service.js';

/** A test file's own archive database on the MongoDB the infrastructure runs (FerretDB locally). */
export function archiveUrl(namespace: string): string {
  const url = new URL(process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/');
  url.pathname = `/archive_${namespace}`;
  return url.toString();
}

/**
 * A running invoicing service on a fresh schema (code lists seeded by its migrations); `redisUrl` for a Redis of its
 * own, `identityUrl` for an identity under test (who the administrators are).
 */
export async function startInvoicing(
  namespace: string,
  own: Partial<Record<keyof typeof invoicingOwnEnv.shape, string>> = {},
  redisUrl?: string,
  identityUrl?: string,
) {
  const extra = {
    ...invoicingOwnEnv.parse({ MONGODB_URL: archiveUrl(namespace), ...own }),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(identityUrl ? { IDENTITY_URL: identityUrl } : {}),
  };
  const invoicing = await startTestService('invoicing', migrationsDir, buildApp, { namespace, extra });
  // The archive and the mail queue as the app has them, for assertions and for calling its use cases directly.
  const redis = createRedis(invoicing.config.REDIS_URL);
  const archive = archiveRepository(invoicing.config.MONGODB_URL);
  const delivery = deliveryQueue({ connection: redis, namespace });
  return {
    ...invoicing,
    archive,
    /** The issuing use cases' dependencies, outside the app: its database, archive and mail queue, an APIDIAN at `apidianUrl`. */
    deps: (apidianUrl: string): InvoicesDeps => ({
      pool: invoicing.db,
      apidian: apidianClient({ baseUrl: apidianUrl, timeoutMs: 5000 }),
      config: invoicing.config,
      log: invoicing.app.log,
      archive,
      delivery,
    }),
    async close() {
      await invoicing.close();
      await delivery.close();
      await archive.close();
      redis.disconnect();
      // The test's own archive database goes, as its schema does (the service itself never deletes).
      const mongo = new MongoClient(invoicing.config.MONGODB_URL);
      await mongo.db().dropDatabase();
      await mongo.close();
    },
    /** A signed-in customer of their own: calls carry their bearer token. */
    customer(userId: string = randomUUID()) {
      const headers = { authorization: `Bearer ${signTestToken({ sub: userId })}` };
      return {
        userId,
        call: (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
          invoicing.app.inject({
            method,
            url,
            headers: { ...headers, ...extraHeaders },
            ...(payload !== undefined ? { payload: payload as object } : {}),
          }),
      };
    },
  };
}
export type TestInvoicing = Awaited<ReturnType<typeof startInvoicing>>;

/** A complete profile: a natural person with a cédula, not responsible for VAT, in Bogotá. */
export const completeProfile = {
  person_type: 'NATURAL',
  type_document_identification_id: 3,
  type_regime_id: 2,
  municipality_id: 149,
  address: 'Calle 26 # 13-19, oficina 301',
} as const;

export const invoicedProductId = '5d0f3a4e-8b1c-4a7e-9c2d-1e3f4a5b6c7d';
type Payment = PayloadInputOf<typeof billingPaymentApproved>;
type Refund = PayloadInputOf<typeof billingPaymentRefunded>;

/** A `billing.payment.approved` event as billing publishes it: one monthly pro plan of `pesos`. */
export function approvedPayment(userId: string, pesos: number, customer: Partial<Payment['customer']> = {}): EventEnvelope<Payment> {
  const paymentId = randomUUID();
  return {
    id: randomUUID(),
    type: billingPaymentApproved.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'billing',
    aggregateId: paymentId,
    payload: {
      paymentId,
      orderId: randomUUID(),
      userId,
      reference: `MB-${paymentId.slice(0, 8)}`,
      amountInCents: pesos * 100,
      currency: 'COP',
      transactionId: `1-1700000000-${paymentId.slice(0, 5)}`,
      customer: { email: 'ana@example.com', fullName: 'Ana Pérez', legalId: '1020304050', phone: '3001234567', ...customer },
      lines: [
        {
          productId: invoicedProductId,
          productName: 'Software Restaurante',
          planType: 'pro',
          billingCycle: 'monthly',
          months: 1,
          quantity: 1,
          unitPrice: pesos,
        },
      ],
    },
  };
}

/** The `billing.payment.refunded` of an approved payment (Wompi's void or an administrator's refund). */
export function refunded(approved: EventEnvelope<Payment>, reason: 'voided' | 'refunded'): EventEnvelope<Refund> {
  const { paymentId, orderId, userId, reference, amountInCents, currency, transactionId } = approved.payload;
  return {
    id: randomUUID(),
    type: billingPaymentRefunded.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'billing',
    aggregateId: paymentId,
    payload: { paymentId, orderId, userId, reference, amountInCents, currency, transactionId, reason },
  };
}

export const publishRefunded = (namespace: string, ...envelopes: EventEnvelope<Refund>[]) =>
  sendRaw({
    namespace,
    topic: billingPaymentRefunded.topic,
    messages: envelopes.map((envelope) => ({ key: envelope.aggregateId, value: JSON.stringify(envelope) })),
  });

export const publishApproved = (namespace: string, ...envelopes: EventEnvelope<Payment>[]) =>
  sendRaw({
    namespace,
    topic: billingPaymentApproved.topic,
    messages: envelopes.map((envelope) => ({ key: envelope.aggregateId, value: JSON.stringify(envelope) })),
  });

/**
 * Invoicing issuing to an APIDIAN simulator of its own (quick retries), and a recorder of its invoice events. A test
 * that restarts the simulator puts the new one in `apidian`, which `close()` closes.
 */
export async function startIssuing(namespace: string, redisUrl?: string, own: Parameters<typeof startInvoicing>[1] = {}) {
  const apidian = await startApidianSimulator({ port: 0, logLevel: 'silent' });
  const invoicing = await startInvoicing(namespace, { APIDIAN_URL: apidian.url, INVOICE_RETRY_DELAYS: '200,400,800', ...own }, redisUrl);
  const recorder = await recordTopics({ namespace, topics: [topics.invoicingInvoice] });
  const issuing = {
    apidian,
    invoicing,
    recorder,
    /**
     * Before asserting an invoice was NOT sent or announced twice: invoicing has consumed every payment event sent so
     * far (markers after them), run every invoice job, published its outbox, and the recorder has read it all.
     */
    async settled() {
      await consumedPastMarkers({ namespace, topic: billingPaymentApproved.topic, group: 'invoicing.payment-invoices' });
      await jobsSettled(issueInvoiceQueueName, { namespace, redisUrl: invoicing.config.REDIS_URL });
      await outboxPublished(invoicing.db);
      await recordedPastMarkers(recorder, { namespace, topics: [topics.invoicingInvoice] });
    },
    async close() {
      await recorder.stop();
      await invoicing.close();
      await issuing.apidian.close();
    },
  };
  return issuing;
}

/** A test file's issuing invoicing (see startIssuing) on a namespace of its own, started before its tests and closed after. */
export function useIssuing() {
  const namespace = testNamespace();
  const suite = { namespace } as { namespace: string } & Awaited<ReturnType<typeof startIssuing>>;
  beforeAll(async () => void Object.assign(suite, await startIssuing(namespace)), 60000);
  afterAll(() => suite.close?.());
  return suite;
}
