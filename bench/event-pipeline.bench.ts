// End-to-end event pipeline on the real servers: N state changes each write an outbox row in its own
// transaction; catalog's relay publishes them; catalog's sold-count consumer applies each one (inbox +
// effect). Measures how long until all N are applied, and the write latency of one transaction.
import { randomUUID } from 'node:crypto';
import { billingPaymentApproved } from '@mb/contracts';
import { createPool, withTransaction, writeOutbox } from '@mb/service-kit';
import { adminToken, eventually, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct } from '../services/catalog/test/helpers.js';

const events = Number(process.env.BENCH_EVENTS ?? 2000);
const budget = { eventsPerSecond: 500, writeP95Ms: 10 };

const catalog = await startCatalog(testNamespace());
const db = createPool({ url: catalog.config.DATABASE_URL, schema: catalog.config.DATABASE_SCHEMA, max: 4 });
try {
  const created = await catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${adminToken()}` },
    payload: validProduct,
  });
  const productId: string = created.json().product.id;

  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < events; i += 1) {
    const orderId = randomUUID();
    const before = performance.now();
    // The catalog consumes billing.payment.approved: writing it to catalog's own outbox loops it back.
    await withTransaction(db, (tx) =>
      writeOutbox(tx, billingPaymentApproved, {
        aggregateId: orderId,
        payload: {
          paymentId: randomUUID(),
          orderId,
          userId: randomUUID(),
          reference: `B-${i}`,
          amountInCents: 8000000,
          currency: 'COP',
          transactionId: `1-1700000000-${i}`,
          customer: { email: 'bench@example.com', fullName: 'Bench' },
          lines: [
            { productId, productName: 'Bench', planType: 'estandar', billingCycle: 'monthly', months: 1, quantity: 1, unitPrice: 80000 },
          ],
        },
      }),
    );
    latencies.push(performance.now() - before);
  }
  const written = performance.now();
  await eventually(
    async () => {
      const { rows } = await db.query<{ sold_count: number }>('SELECT sold_count FROM products WHERE id = $1', [productId]);
      if (rows[0]!.sold_count < events) throw new Error(`${rows[0]!.sold_count} of ${events} applied`);
    },
    300000,
    50,
  );
  const done = performance.now();

  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
  const rate = events / ((done - started) / 1000);
  const result = {
    events,
    writeSeconds: +((written - started) / 1000).toFixed(2),
    endToEndSeconds: +((done - started) / 1000).toFixed(2),
    eventsPerSecond: Math.round(rate),
    writeP50Ms: +latencies[Math.floor(latencies.length / 2)]!.toFixed(2),
    writeP95Ms: +p95.toFixed(2),
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (rate < budget.eventsPerSecond || p95 > budget.writeP95Ms) {
    console.error('event pipeline: over budget');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await catalog.close();
}
