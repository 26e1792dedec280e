// GET /auth/public/products through the gateway, measured in the same run as a bare Fastify answering the same
// body (bench/same-body-server.ts), each server in its own process as in production (gateway → catalog → Redis on a
// miss); the load from autocannon in this process. The catalogue is the seed's (3 products with plans, features and
// media). The gateway keeps the serialized list until the next catalog.product event, so once its consumer is in
// its group a read is a lookup; the browser's revalidation (If-None-Match → 304) is measured too.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPool } from '@mb/service-kit';
import { localDiskStorage } from '@mb/service-kit/media';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, testNamespace } from '@mb/service-kit/testing';
import { gatewayHearsCatalog } from '../gateway/test/catalog-consumer.js';
import { migrationsDir } from '../services/catalog/src/config.js';
import { seedCatalog } from '../services/catalog/src/seed.js';
import { launch, ready } from './bench-kit.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Issue #21: the gateway's route at 40 % of bare Fastify serving the same body, at least. */
const budget = { ratioToBareFastify: 0.4, gatewayP99Ms: 150 };

async function load(url: string, headers: Record<string, string> = {}, expected: '2xx' | '3xx' = '2xx') {
  // Warm-up (JIT, connection pools), then the measured run.
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const unexpected = result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'] - result[expected];
  if (unexpected > 0 || result.errors > 0) throw new Error(`${url}: ${unexpected} answers not ${expected}, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerRequest: Math.round(result.throughput.average / result.requests.average),
  };
}

const schema = await createTestSchema('catalog', migrationsDir);
const scratch = mkdtempSync(join(tmpdir(), 'mb-bench-'));
const children: ChildProcess[] = [];
try {
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  await seedCatalog(pool, localDiskStorage(scratch));
  await pool.end();

  const [catalogPort, gatewayPort, barePort] = [await freePort(), await freePort(), await freePort()];
  const namespace = testNamespace();
  children.push(
    launch('services/catalog/src/server.ts', {
      PORT: String(catalogPort),
      DATABASE_URL: adminDatabaseUrl,
      DATABASE_SCHEMA: schema,
      MEDIA_DIR: scratch,
      BUS_NAMESPACE: namespace,
    }),
    launch('gateway/src/server.ts', {
      PORT: String(gatewayPort),
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      BUS_NAMESPACE: namespace,
    }),
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/auth/public/products`;
  await ready(gatewayUrl);
  await gatewayHearsCatalog(namespace);

  const answer = await fetch(gatewayUrl);
  const etag = answer.headers.get('etag') ?? '';
  const bodyFile = join(scratch, 'body.json');
  writeFileSync(bodyFile, await answer.text());
  children.push(launch('bench/same-body-server.ts', { PORT: String(barePort), BENCH_BODY_FILE: bodyFile }));
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await ready(bareUrl);

  const bareFastifySameBody = await load(bareUrl);
  const gateway = await load(gatewayUrl);
  const gatewayRevalidated304 = await load(gatewayUrl, { 'if-none-match': etag }, '3xx');
  const ratioToBareFastify = Math.round((gateway.requestsPerSecond / bareFastifySameBody.requestsPerSecond) * 1000) / 1000;
  console.log(
    JSON.stringify(
      {
        seconds,
        connections,
        bodyBytes: Buffer.byteLength(await (await fetch(bareUrl)).text()),
        bareFastifySameBody,
        gateway,
        gatewayRevalidated304,
        ratioToBareFastify,
        budget,
      },
      null,
      2,
    ),
  );
  if (ratioToBareFastify < budget.ratioToBareFastify || gateway.p99Ms > budget.gatewayP99Ms) {
    console.error('GET /auth/public/products is over its budget');
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await dropSchema(schema);
  rmSync(scratch, { recursive: true, force: true });
}
