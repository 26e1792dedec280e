// Time from billing's `billing.payment.approved` reaching Kafka to the DIAN invoice being stored as issued:
// invoicing's consumer, its BullMQ job, building and checking the invoice, APIDIAN's answer (the simulator, which
// computes the CUFE and renders the documents as APIDIAN would) and the final transaction. Invoicing runs in its
// own process on a fresh schema (real PostgreSQL, Redis, Kafka); `issued_at` is PostgreSQL's clock on this machine.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { billingPaymentApproved } from '@mb/contracts';
import { createPool } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, openSender, testNamespace } from '@mb/service-kit/testing';
import { startApidianSimulator } from '../simulators/apidian/src/app.js';
import { migrationsDir } from '../services/invoicing/src/config.js';
import { approvedPayment } from '../services/invoicing/test/helpers.js';
import { launch, percentile, ready, round } from './bench-kit.js';

const sequentialCount = Number(process.env.BENCH_INVOICES ?? 100);
const burstCount = Number(process.env.BENCH_BURST ?? 300);
const budget = { sequentialP99Ms: 250, burstPerSecond: 50 };
const namespace = testNamespace();

/** billing.payment.approved for one Pro month (150.000 COP) of a customer with a document number. */
function approvedEvent(index: number) {
  const envelope = approvedPayment(randomUUID(), 150000, { email: `b${index}@example.com`, fullName: 'Cliente Bench' });
  const { paymentId } = envelope.payload;
  return { paymentId, message: { key: paymentId, value: JSON.stringify(envelope) } };
}

const apidian = await startApidianSimulator({ port: 0, logLevel: 'silent' });
const schema = await createTestSchema('invoicing', migrationsDir);
const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
const sender = await openSender({ namespace });
let child: ChildProcess | undefined;

/** Publishes the events, then waits until every one of them is issued; returns when each was published. */
async function issue(count: number, offset: number) {
  const events = Array.from({ length: count }, (_, i) => approvedEvent(offset + i));
  const publishedAt = Date.now();
  await sender.send(
    billingPaymentApproved.topic,
    events.map((event) => event.message),
  );
  const ids = events.map((event) => event.paymentId);
  for (;;) {
    const { rows } = await pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM invoices WHERE payment_id = ANY($1) GROUP BY status',
      [ids],
    );
    const issued = rows.find((row) => row.status === 'issued')?.n ?? 0;
    const stuck = rows.filter((row) => row.status === 'rejected' || row.status === 'failed');
    if (stuck.length > 0) throw new Error(`invoices not issued: ${JSON.stringify(rows)}`);
    if (issued === count) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const { rows } = await pool.query<{ ms: number }>(
    'SELECT extract(epoch FROM issued_at) * 1000 AS ms FROM invoices WHERE payment_id = ANY($1) ORDER BY issued_at',
    [ids],
  );
  return rows.map((row) => Number(row.ms) - publishedAt);
}

try {
  const port = await freePort();
  child = launch('services/invoicing/src/server.ts', {
    PORT: String(port),
    DATABASE_URL: adminDatabaseUrl,
    DATABASE_SCHEMA: schema,
    BUS_NAMESPACE: namespace,
    APIDIAN_URL: apidian.url,
  });
  await ready(`http://127.0.0.1:${port}/readyz`);

  await issue(20, 0); // warm-up: consumer group joined, JIT, pools
  const sequential: number[] = [];
  for (let i = 0; i < sequentialCount; i += 1) sequential.push(...(await issue(1, 20 + i)));
  sequential.sort((a, b) => a - b);
  const burst = await issue(burstCount, 20 + sequentialCount);
  const burstSeconds = burst[burst.length - 1]! / 1000;

  const result = {
    sequential: { invoices: sequentialCount, p50Ms: round(percentile(sequential, 0.5)), p99Ms: round(percentile(sequential, 0.99)) },
    burst: { invoices: burstCount, allIssuedMs: round(burst[burst.length - 1]!), perSecond: Math.round(burstCount / burstSeconds) },
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.sequential.p99Ms > budget.sequentialP99Ms || result.burst.perSecond < budget.burstPerSecond) {
    console.error('invoice issuing is over its budget');
    process.exitCode = 1;
  }
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await sender.close();
  await pool.end();
  await dropSchema(schema);
  await apidian.close();
}
