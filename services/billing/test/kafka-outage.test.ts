import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { topics } from '@mb/contracts';
import { eventually, freePort, recordTopics, testNamespace } from '@mb/service-kit/testing';
import { startKafka } from '../../../deploy/local/kafka.mjs';
import { payByCard } from '../../../simulators/wompi/src/testing.js';
import { newBuyer, paymentByReference, startBilling, startPurchase, subscriptionsOf, type TestBilling } from './helpers.js';

// A private broker (its own ports and data), so stopping it disturbs no other test.
const dir = mkdtempSync(join(tmpdir(), 'mb-billing-kafka-'));
const namespace = testNamespace();
let port: number;
let controllerPort: number;
let broker: { stop(): Promise<unknown> } | undefined;
let billing: TestBilling;

beforeAll(async () => {
  port = await freePort();
  controllerPort = await freePort();
  broker = await startKafka({ dir, port, controllerPort, heapMb: 384 });
  billing = await startBilling(namespace, { kafkaBrokers: [`127.0.0.1:${port}`] });
}, 120000);

afterAll(async () => {
  await billing?.close();
  await broker?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 120000);

it('a payment approved while Kafka is down activates the subscription, and its events go out once Kafka is back', async () => {
  const client = await newBuyer(billing);
  const init = await startPurchase(billing, client.token);
  await broker!.stop();
  broker = undefined;

  await payByCard(billing.wompi, { reference: init.reference, amountInCents: init.amountInCents, signature: init.signatureIntegrity, email: client.email });
  await eventually(async () => expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' }));
  const [subscription] = await subscriptionsOf(billing, client.userId);
  expect(subscription).toMatchObject({ status: 'active' });

  // The relay tried and kept the events with their error.
  await eventually(async () => {
    const { rows } = await billing.db.query("SELECT attempts, published_at FROM outbox WHERE type = 'billing.payment.approved'");
    expect(rows).toEqual([expect.objectContaining({ published_at: null })]);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
  }, 60000);

  broker = await startKafka({ dir, port, controllerPort, heapMb: 384 });
  const recorder = await recordTopics({ namespace, topics: [topics.billingPayment, topics.billingSubscription], brokers: [`127.0.0.1:${port}`] });
  try {
    const approved = await recorder.waitFor((m) => m.envelope.type === 'billing.payment.approved', 90000);
    expect(approved.envelope.payload).toMatchObject({ reference: init.reference, userId: client.userId });
    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.activated' && m.envelope.aggregateId === subscription.id, 30000);
  } finally {
    await recorder.stop();
  }
}, 240000);
