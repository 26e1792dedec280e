import { setTimeout as sleep } from 'node:timers/promises';
import { startPrivateRedis, testNamespace, type PrivateRedis } from '@mb/service-kit/testing';
import { approvedPayment, completeProfile, publishApproved, startIssuing } from './helpers.js';

// A payment approved while Redis (BullMQ's home) is down: the consumer's enqueue waits for Redis instead of failing
// the event into the dead-letter topic, so the invoice job is queued once Redis is back and the invoice issued once.
const namespace = testNamespace();
let redis: PrivateRedis;
let issuing: Awaited<ReturnType<typeof startIssuing>>;

beforeAll(async () => {
  redis = await startPrivateRedis();
  issuing = await startIssuing(namespace, redis.url);
}, 60000);
afterAll(async () => {
  await issuing?.close();
  await redis?.stop();
});

it('invoices a payment approved while Redis was down, once, after Redis is back', async () => {
  const { invoicing, apidian, recorder } = issuing;
  const ana = invoicing.customer();
  expect((await ana.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  const event = approvedPayment(ana.userId, 90000);
  const { paymentId, reference } = event.payload;
  const sent = () => apidian.documents.list().filter((document) => document.payload.notes === `Pago ${reference}`);

  await redis.stop();
  try {
    await publishApproved(namespace, event);
    await sleep(4000); // the consumer has the event and is waiting on Redis
    expect(sent()).toEqual([]);
  } finally {
    await redis.start();
  }

  await recorder.waitFor((m) => m.envelope.type === 'invoicing.invoice.issued' && (m.envelope.payload as { paymentId: string }).paymentId === paymentId, 30000);
  await sleep(1000); // room for a second send, were there one
  expect(sent()).toHaveLength(1);
  expect((await invoicing.db.query("SELECT count(*)::int AS n FROM invoices WHERE payment_id = $1 AND status = 'issued'", [paymentId])).rows[0].n).toBe(1);
}, 60000);
