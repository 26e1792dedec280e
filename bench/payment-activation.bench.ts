// Time from Wompi's approved event reaching billing's webhook to the subscription being active. The webhook
// answers 200 only after billing has looked the transaction up at Wompi's API (the event alone settles nothing)
// and the one transaction that approves the payment, creates the subscription and writes the events to the
// outbox has committed, so its latency is that time. Billing runs in its own process on a fresh schema (real
// PostgreSQL, Redis, Kafka) against a Wompi simulator in this process, which also signs each event.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { annualPrice, planTypes, restaurantPlanPrices } from '@mb/contracts';
import { createPool, type Pool } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startWompiSimulator, type WompiSimulator } from '../simulators/wompi/src/app.js';
import { eventChecksum, payByCard, type Transaction } from '../simulators/wompi/src/testing.js';
import { migrationsDir } from '../services/billing/src/config.js';
import { createPurchaseOrder } from '../services/billing/src/modules/orders/orders.service.js';
import { upsertCatalogProduct } from '../services/billing/src/modules/products/products.repository.js';
import { launch, percentile, ready, round } from './bench-kit.js';

const payments = Number(process.env.BENCH_PAYMENTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const budget = { sequentialP99Ms: 100, concurrentP99Ms: 250, concurrentPerSecond: 100 };
const productId = randomUUID();

/**
 * N card payments approved at Wompi whose events never reached billing, each for its own customer. The order is
 * made by billing's use case (its route would ask identity and invoicing who is buying, which is not measured
 * here); the payment is started through billing's API and paid at the simulator as the widget would.
 */
async function approvedUnannounced(pool: Pool, base: string, wompi: WompiSimulator, count: number): Promise<Transaction[]> {
  const made: Transaction[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = randomUUID();
    const email = `b${i}@example.com`;
    const order = await createPurchaseOrder(pool, {
      userId,
      customer: { email, full_name: 'Bench', legal_id: '', phone: '' },
      items: [{ product_id: productId, plan_type: 'pro', billing_cycle: 'monthly', quantity: 1 }],
    });
    const init = await fetch(`${base}/orders/${order.id}/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signTestToken({ sub: userId })}` },
    }).then((response) => response.json() as Promise<{ reference: string; amountInCents: number; signatureIntegrity: string }>);
    const created = await payByCard(wompi, {
      reference: init.reference,
      amountInCents: init.amountInCents,
      signature: init.signatureIntegrity,
      email,
    });
    made.push(created);
  }
  // The simulator settles each after a moment; every one must be APPROVED before the clock starts.
  for (;;) {
    const settled = made.map((transaction) => wompi.transactions.get(transaction.id)!);
    if (settled.every((transaction) => transaction.status === 'APPROVED')) return settled;
    if (settled.some((transaction) => transaction.status !== 'PENDING' && transaction.status !== 'APPROVED'))
      throw new Error('a bench payment was not approved');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts Wompi's signed APPROVED event for one transaction; resolves with its latency once billing answered 200. */
async function approve(url: string, transaction: Transaction, eventsSecret: string): Promise<number> {
  const event = {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: transaction.id,
        status: transaction.status,
        amount_in_cents: transaction.amount_in_cents,
        reference: transaction.reference,
        currency: 'COP',
      },
    },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum: '' },
    timestamp: Math.floor(Date.now() / 1000),
  };
  event.signature.checksum = eventChecksum(event, eventsSecret);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-event-checksum': event.signature.checksum },
    body: JSON.stringify(event),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - started;
}

async function measure(url: string, batch: Transaction[], parallel: number, eventsSecret: string) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < batch.length) {
        const index = next++;
        latencies.push(await approve(url, batch[index]!, eventsSecret));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    payments: batch.length,
    concurrency: parallel,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    perSecond: Math.round(batch.length / seconds),
  };
}

const schema = await createTestSchema('billing', migrationsDir);
let child: ChildProcess | undefined;
// Wompi's events go nowhere: this process alone decides when billing hears of each payment.
const wompi = await startWompiSimulator({ port: 0, settleAfterMs: 1, eventsUrl: 'http://127.0.0.1:9/nowhere', logLevel: 'silent' });
try {
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  await upsertCatalogProduct(pool, {
    productId,
    name: 'Software Restaurante',
    slug: 'software-restaurant',
    category: 'Software',
    isActive: true,
    plans: planTypes.map((planType) => ({
      planType,
      name: planType,
      price: restaurantPlanPrices[planType],
      priceAnnual: annualPrice(restaurantPlanPrices[planType]),
    })),
  });

  const port = await freePort();
  child = launch('services/billing/src/server.ts', {
    PORT: String(port),
    DATABASE_URL: adminDatabaseUrl,
    DATABASE_SCHEMA: schema,
    BUS_NAMESPACE: testNamespace(),
    WOMPI_API_URL: wompi.apiUrl,
    WOMPI_PUBLIC_KEY: wompi.publicKey,
    WOMPI_PRIVATE_KEY: wompi.privateKey,
    WOMPI_INTEGRITY_SECRET: wompi.integritySecret,
    WOMPI_EVENTS_SECRET: wompi.eventsSecret,
  });
  const base = `http://127.0.0.1:${port}`;
  await ready(`${base}/readyz`);

  const all = await approvedUnannounced(pool, base, wompi, payments * 2 + 50);
  const webhook = `${base}/wompi/events`;
  await measure(webhook, all.slice(0, 50), 4, wompi.eventsSecret); // warm-up: JIT, pools
  const sequential = await measure(webhook, all.slice(50, 50 + payments), 1, wompi.eventsSecret);
  const concurrent = await measure(webhook, all.slice(50 + payments), concurrency, wompi.eventsSecret);

  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE status = 'active'");
  if (rows[0]!.n !== all.length) throw new Error(`${rows[0]!.n} active subscriptions for ${all.length} approved payments`);
  await pool.end();

  console.log(JSON.stringify({ sequential, concurrent, budget }, null, 2));
  if (
    sequential.p99Ms > budget.sequentialP99Ms ||
    concurrent.p99Ms > budget.concurrentP99Ms ||
    concurrent.perSecond < budget.concurrentPerSecond
  ) {
    console.error('payment activation is over its budget');
    process.exitCode = 1;
  }
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await wompi.close();
  await dropSchema(schema);
}
