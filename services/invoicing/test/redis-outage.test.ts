import { eventually, startPrivateRedis, testNamespace, type PrivateRedis } from '@mb/service-kit/testing';
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

/**
 * The consumer has the event and is waiting on Redis: its transaction holds the event's inbox row, uncommitted, so an
 * insert of the same row waits on it (and gives up at the lock timeout). Ours is rolled back either way.
 */
async function inboxRowHeld(event: { id: string; type: string }): Promise<boolean> {
  const client = await issuing.invoicing.db.connect();
  try {
    await client.query("BEGIN; SET LOCAL lock_timeout = '200ms'");
    const insert = 'INSERT INTO processed_events (consumer_group, event_id, event_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING';
    await client.query(insert, ['invoicing.payment-invoices', event.id, event.type]);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return true; // lock_not_available
    throw error;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

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
    await eventually(async () => expect(await inboxRowHeld(event)).toBe(true), 20000);
    expect(sent()).toEqual([]);
  } finally {
    await redis.start();
  }

  await recorder.waitFor(
    (m) => m.envelope.type === 'invoicing.invoice.issued' && (m.envelope.payload as { paymentId: string }).paymentId === paymentId,
    30000,
  );
  await issuing.settled();
  expect(sent()).toHaveLength(1);
  expect(
    (await invoicing.db.query("SELECT count(*)::int AS n FROM invoices WHERE payment_id = $1 AND status = 'issued'", [paymentId])).rows[0]
      .n,
  ).toBe(1);
}, 60000);
