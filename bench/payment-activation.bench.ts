// Time from Wompi's approved event reaching billing's webhook to the subscription being active. The webhook
// answers 200 only after the one transaction that approves the payment, creates the subscription and writes
// the events to the outbox has committed, so its latency is that time. Billing runs in its own process on a
// fresh schema (real PostgreSQL, Redis, Kafka); this process plays Wompi, signing each event with the events
// secret through the simulator's own checksum code.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { annualPrice, planTypes, restaurantPlanPrices } from '@mb/contracts';
import { createPool } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { eventChecksum } from '../simulators/wompi/src/testing.js';
import { migrationsDir } from '../services/billing/src/config.js';
import { upsertCatalogProduct } from '../services/billing/src/modules/products/products.repository.js';
import { launch, percentile, ready, round } from './bench-kit.js';

const payments = Number(process.env.BENCH_PAYMENTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const budget = { sequentialP99Ms: 100, concurrentP99Ms: 250, concurrentPerSecond: 100 };
const eventsSecret = 'test_events_bench';
const productId = randomUUID();

/** N pending payments, each for its own customer, made through billing's API as the gateway would. */
async function pendingPayments(base: string, count: number) {
  const made: { reference: string; amountInCents: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${signTestToken({ sub: randomUUID() })}` };
    const order = await fetch(`${base}/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ items: [{ product_id: productId, plan_type: 'pro', billing_cycle: 'monthly' }], customer: { email: `b${i}@example.com`, full_name: 'Bench' } }),
    }).then((response) => response.json() as Promise<{ order: { id: string } }>);
    const init = await fetch(`${base}/orders/${order.order.id}/payments`, { method: 'POST', headers: { authorization: headers.authorization } }).then(
      (response) => response.json() as Promise<{ reference: string; amountInCents: number }>,
    );
    made.push(init);
  }
  return made;
}

/** Posts the signed APPROVED event for one payment; resolves with its latency once billing answered 200. */
async function approve(url: string, payment: { reference: string; amountInCents: number }, index: number): Promise<number> {
  const event = {
    event: 'transaction.updated',
    data: { transaction: { id: `9-${Math.floor(Date.now() / 1000)}-${String(index).padStart(5, '0')}`, status: 'APPROVED', amount_in_cents: payment.amountInCents, reference: payment.reference, currency: 'COP' } },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum: '' },
    timestamp: Math.floor(Date.now() / 1000),
  };
  event.signature.checksum = eventChecksum(event, eventsSecret);
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-event-checksum': event.signature.checksum }, body: JSON.stringify(event) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - started;
}

async function measure(url: string, batch: { reference: string; amountInCents: number }[], parallel: number, offset: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < batch.length) {
        const index = next++;
        latencies.push(await approve(url, batch[index]!, offset + index));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { payments: batch.length, concurrency: parallel, p50Ms: round(percentile(latencies, 0.5)), p99Ms: round(percentile(latencies, 0.99)), perSecond: Math.round(batch.length / seconds) };
}

const schema = await createTestSchema('billing', migrationsDir);
let child: ChildProcess | undefined;
try {
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  await upsertCatalogProduct(pool, {
    productId,
    name: 'Software Restaurante',
    slug: 'software-restaurant',
    category: 'Software',
    isActive: true,
    plans: planTypes.map((planType) => ({ planType, name: planType, price: restaurantPlanPrices[planType], priceAnnual: annualPrice(restaurantPlanPrices[planType]) })),
  });

  const port = await freePort();
  child = launch('services/billing/src/server.ts', {
    PORT: String(port),
    DATABASE_URL: adminDatabaseUrl,
    DATABASE_SCHEMA: schema,
    BUS_NAMESPACE: testNamespace(),
    WOMPI_EVENTS_SECRET: eventsSecret,
  });
  const base = `http://127.0.0.1:${port}`;
  await ready(`${base}/readyz`);

  const all = await pendingPayments(base, payments * 2 + 50);
  const webhook = `${base}/wompi/events`;
  await measure(webhook, all.slice(0, 50), 4, 0); // warm-up: JIT, pools
  const sequential = await measure(webhook, all.slice(50, 50 + payments), 1, 50);
  const concurrent = await measure(webhook, all.slice(50 + payments), concurrency, 50 + payments);

  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE status = 'active'");
  if (rows[0]!.n !== all.length) throw new Error(`${rows[0]!.n} active subscriptions for ${all.length} approved payments`);
  await pool.end();

  console.log(JSON.stringify({ sequential, concurrent, budget }, null, 2));
  if (sequential.p99Ms > budget.sequentialP99Ms || concurrent.p99Ms > budget.concurrentP99Ms || concurrent.perSecond < budget.concurrentPerSecond) {
    console.error('payment activation is over its budget');
    process.exitCode = 1;
  }
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await dropSchema(schema);
}
