// Time from the restaurant's `restaurant.check.paid` reaching Kafka to its DIAN POS document stored as issued:
// invoicing's consumer numbers the document and queues its job, the job sends the restaurant's pending documents in
// order to APIDIAN (the simulator, which validates the eqdoc, computes the CUDE and renders XML and PDF as APIDIAN
// would), compares the CUDE, archives the files (MongoDB/FerretDB) and stores DIAN's verdict with
// `invoicing.pos_document.updated` in the outbox. Invoicing runs in its own process on a fresh schema (real
// PostgreSQL, Redis, Kafka); `issued_at` is PostgreSQL's clock on this machine.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { restaurantCheckPaid } from '@mb/contracts';
import { createPool } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, openSender, testNamespace } from '@mb/service-kit/testing';
import { MongoClient } from 'mongodb';
import { startApidianSimulator } from '../simulators/apidian/src/app.js';
import { invoicingOwnEnv, migrationsDir } from '../services/invoicing/src/config.js';
import { archiveUrl } from '../services/invoicing/test/helpers.js';
import { enableRestaurant, paidCheck, restaurantMessage } from '../services/invoicing/test/pos-helpers.js';
import { launch, percentile, ready, round } from './bench-kit.js';

const sequentialCount = Number(process.env.BENCH_POS_DOCUMENTS ?? 100);
const burstCount = Number(process.env.BENCH_POS_BURST ?? 200);
const budget = { sequentialP99Ms: 500 };
const namespace = testNamespace();
const restaurants = Array.from({ length: 4 }, () => randomUUID());
const nits = ['901458713', '901458714', '901458715', '901458716'];

const apidian = await startApidianSimulator({ port: 0, logLevel: 'silent' });
const schema = await createTestSchema('invoicing', migrationsDir);
const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
const sender = await openSender({ namespace });
const mongoUrl = archiveUrl(namespace);
let child: ChildProcess | undefined;

/** Publishes one paid check per restaurant given, then waits until each is issued; returns each one's latency. */
async function document(restaurantIds: string[]) {
  const checks = restaurantIds.map((restaurantId) => paidCheck(restaurantId));
  const publishedAt = Date.now();
  await sender.send(
    restaurantCheckPaid.topic,
    checks.map((check) => restaurantMessage(restaurantCheckPaid.type, check.checkId, check)),
  );
  const ids = checks.map((check) => check.checkId);
  for (;;) {
    const { rows } = await pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM pos_documents WHERE check_id = ANY($1) GROUP BY status',
      [ids],
    );
    if (rows.some((row) => row.status === 'rechazado' || row.status === 'retenido')) throw new Error(`not issued: ${JSON.stringify(rows)}`);
    if ((rows.find((row) => row.status === 'emitido')?.n ?? 0) === ids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const { rows } = await pool.query<{ ms: number }>(
    'SELECT extract(epoch FROM issued_at) * 1000 AS ms FROM pos_documents WHERE check_id = ANY($1) ORDER BY issued_at',
    [ids],
  );
  return rows.map((row) => Number(row.ms) - publishedAt);
}

/** Per restaurant: its documents' numbers are 1…n with none missing or repeated. */
async function numbersConsecutive(): Promise<boolean> {
  const { rows } = await pool.query<{ restaurant_id: string; numbers: number[] }>(
    'SELECT restaurant_id, array_agg(number::int ORDER BY number) AS numbers FROM pos_documents GROUP BY restaurant_id',
  );
  return rows.length === restaurants.length && rows.every((row) => row.numbers.every((number, index) => number === index + 1));
}

try {
  const issuerTokenKey = invoicingOwnEnv.parse({}).ISSUER_TOKEN_KEY;
  for (const [index, restaurantId] of restaurants.entries()) {
    await enableRestaurant({ apidianUrl: apidian.url, db: pool, issuerTokenKey, restaurantId, nit: nits[index]! });
  }
  const port = await freePort();
  child = launch('services/invoicing/src/server.ts', {
    PORT: String(port),
    DATABASE_URL: adminDatabaseUrl,
    DATABASE_SCHEMA: schema,
    BUS_NAMESPACE: namespace,
    APIDIAN_URL: apidian.url,
    MONGODB_URL: mongoUrl,
    ISSUER_TOKEN_KEY: issuerTokenKey,
  });
  await ready(`http://127.0.0.1:${port}/readyz`);

  for (let i = 0; i < 10; i += 1) await document([restaurants[i % 4]!]); // warm-up: consumer group joined, JIT, pools
  const sequential: number[] = [];
  for (let i = 0; i < sequentialCount; i += 1) sequential.push(...(await document([restaurants[i % 4]!])));
  sequential.sort((a, b) => a - b);
  const burst = await document(Array.from({ length: burstCount }, (_, i) => restaurants[i % 4]!));
  const consecutive = await numbersConsecutive();

  const result = {
    sequential: { documents: sequentialCount, p50Ms: round(percentile(sequential, 0.5)), p99Ms: round(percentile(sequential, 0.99)) },
    burst: {
      documents: burstCount,
      restaurants: restaurants.length,
      allIssuedMs: round(burst[burst.length - 1]!),
      perSecond: Math.round(burstCount / (burst[burst.length - 1]! / 1000)),
      numbersConsecutivePerRestaurant: consecutive,
    },
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.sequential.p99Ms > budget.sequentialP99Ms || !consecutive) {
    console.error('POS documents are over their budget or numbered with gaps');
    process.exitCode = 1;
  }
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await sender.close();
  await pool.end();
  await dropSchema(schema);
  await apidian.close();
  const mongo = new MongoClient(mongoUrl);
  await mongo.db().dropDatabase();
  await mongo.close();
}
