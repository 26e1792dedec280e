import { topics } from '@mb/contracts';
import { eventually, recordTopics, startPrivateKafka, testNamespace, type PrivateKafka } from '@mb/service-kit/testing';
import { payByCard } from '../../../simulators/wompi/src/testing.js';
import { newBuyer, paymentByReference, startBilling, startPurchase, subscriptionsOf, type TestBilling } from './helpers.js';

// A private broker (its own port and data), so stopping it disturbs no other test; a container with MB_INFRA=containers.
const namespace = testNamespace();
let broker: PrivateKafka;
let billing: TestBilling;

beforeAll(async () => {
  broker = await startPrivateKafka();
  billing = await startBilling(namespace, { kafkaBrokers: broker.brokers });
}, 120000);

afterAll(async () => {
  await billing?.close();
  await broker?.close();
}, 120000);

it('a payment approved while Kafka is down activates the subscription, and its events go out once Kafka is back', async () => {
  const client = await newBuyer(billing);
  const init = await startPurchase(billing, client.token);
  await broker.stop();

  await payByCard(billing.wompi, {
    reference: init.reference,
    amountInCents: init.amountInCents,
    signature: init.signatureIntegrity,
    email: client.email,
  });
  await eventually(async () => expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' }));
  const [subscription] = await subscriptionsOf(billing, client.userId);
  expect(subscription).toMatchObject({ status: 'active' });

  // The relay tried and kept the events with their error.
  await eventually(async () => {
    const { rows } = await billing.db.query("SELECT attempts, published_at FROM outbox WHERE type = 'billing.payment.approved'");
    expect(rows).toEqual([expect.objectContaining({ published_at: null })]);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
  }, 60000);

  await broker.start();
  const recorder = await recordTopics({ namespace, topics: [topics.billingPayment, topics.billingSubscription], brokers: broker.brokers });
  try {
    const approved = await recorder.waitFor((m) => m.envelope.type === 'billing.payment.approved', 90000);
    expect(approved.envelope.payload).toMatchObject({ reference: init.reference, userId: client.userId });
    await recorder.waitFor(
      (m) => m.envelope.type === 'billing.subscription.activated' && m.envelope.aggregateId === subscription.id,
      30000,
    );
  } finally {
    await recorder.stop();
  }
}, 240000);
