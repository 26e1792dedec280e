import { randomUUID } from 'node:crypto';
import { billingPaymentApproved, deadLetterTopic, type EventEnvelope, type PayloadOf } from '@mb/contracts';
import { adminToken, eventually, recordTopics, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct } from './helpers.js';

const namespace = testNamespace();
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let productId: string;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
  const created = await catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${adminToken()}` },
    payload: validProduct,
  });
  productId = created.json().product.id;
});
afterAll(async () => {
  await catalog.close();
});

function paymentApproved(quantity: number, orderKey = randomUUID()): EventEnvelope<PayloadOf<typeof billingPaymentApproved>> {
  return {
    id: randomUUID(),
    type: billingPaymentApproved.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'billing',
    aggregateId: orderKey,
    payload: {
      paymentId: randomUUID(),
      orderId: orderKey,
      userId: randomUUID(),
      reference: `MB-${orderKey.slice(0, 8)}`,
      amountInCents: 8000000 * quantity,
      currency: 'COP',
      transactionId: `1-1700000000-${orderKey.slice(0, 5)}`,
      customer: { email: 'cliente@example.com', fullName: 'Cliente de prueba', legalId: null, phone: null },
      credit: 0,
      means: ['card'],
      lines: [
        {
          productId,
          productName: 'Software Restaurante',
          planType: 'estandar',
          billingCycle: 'monthly',
          months: 1,
          quantity,
          unitPrice: 80000,
        },
      ],
    },
  };
}

const send = (...envelopes: unknown[]) =>
  sendRaw({
    namespace,
    topic: billingPaymentApproved.topic,
    // One key: one partition, so the messages are consumed in this order.
    messages: envelopes.map((envelope) => ({ key: productId, value: JSON.stringify(envelope) })),
  });

const soldCount = async () =>
  (await catalog.db.query<{ sold_count: number }>('SELECT sold_count FROM products WHERE id = $1', [productId])).rows[0]!.sold_count;

it('a redelivered payment event has no second effect on sold_count', async () => {
  const event = paymentApproved(2);
  const later = paymentApproved(1);
  await send(event, event, event, later);
  // `later` follows the three copies on the same partition: once it is applied, so are they.
  await eventually(async () => {
    const applied = await catalog.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [later.id]);
    if (applied.rowCount === 0) throw new Error('not applied yet');
  });
  expect(await soldCount()).toBe(3);
  const inbox = await catalog.db.query<{ n: number }>('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [event.id]);
  expect(inbox.rows[0]!.n).toBe(1);
});

it('a poison event goes to the dead-letter topic with its origin and error, and the next event still flows', async () => {
  const recorder = await recordTopics({ namespace, topics: [deadLetterTopic('catalog.sold-count')] });
  try {
    const before = await soldCount();
    const poison = { ...paymentApproved(5), payload: { paymentId: 'not-a-uuid' } };
    const good = paymentApproved(1);
    await send(poison, good);

    const dead = await recorder.waitFor((message) => message.envelope.id === poison.id);
    expect(dead.headers['dlt-original-topic']).toBe(`${namespace}.billing.payment`);
    expect(dead.headers['dlt-error']).toContain('payload does not match billing.payment.approved');
    expect(Number(dead.headers['dlt-attempts'])).toBeGreaterThanOrEqual(1);
    expect(dead.headers['dlt-original-offset']).toMatch(/^\d+$/);

    await eventually(async () => expect(await soldCount()).toBe(before + 1));
  } finally {
    await recorder.stop();
  }
});

it('the same payment announced twice under different event ids still counts once', async () => {
  const before = await soldCount();
  const first = paymentApproved(4);
  const retold = { ...first, id: randomUUID() };
  const marker = paymentApproved(1);
  await send(first, retold, marker);
  await eventually(async () => expect(await soldCount()).toBe(before + 5));
});

it('reconciliation sets sold_count back to the recorded sales; resetAll also zeroes products without sales', async () => {
  const other = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Sin ventas' })).json().product;
  const recorded = await soldCount();
  await catalog.db.query('UPDATE products SET sold_count = 999');

  const partial = await catalog.admin('POST', '/admin/reconcile/sold-count', {});
  expect(partial.json()).toEqual({ success: true, message: 'Contadores de ventas recalculados', updated: 1 });
  expect(await soldCount()).toBe(recorded);
  const otherCount = async () => (await catalog.db.query('SELECT sold_count FROM products WHERE id = $1', [other.id])).rows[0].sold_count;
  expect(await otherCount()).toBe(999);

  const full = await catalog.admin('POST', '/admin/reconcile/sold-count', { resetAll: true });
  expect(full.json().updated).toBe(1);
  expect(await otherCount()).toBe(0);
  expect(await soldCount()).toBe(recorded);

  const bad = await catalog.admin('POST', '/admin/reconcile/sold-count', { resetAll: 'sí' });
  expect(bad.statusCode).toBe(400);
});
