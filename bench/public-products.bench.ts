// GET /auth/public/products through the gateway, measured in the same run as a bare Fastify hello-world,
// each server in its own process as in production (gateway → catalog → Redis cache), the load from
// autocannon in this process. The catalogue is the seed's (3 products with plans, features and media).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPool } from '@mb/service-kit';
import { localDiskStorage } from '@mb/service-kit/media';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, testNamespace } from '@mb/service-kit/testing';
import { migrationsDir } from '../services/catalog/src/config.js';
import { seedCatalog } from '../services/catalog/src/seed.js';
import { launch, ready } from './bench-kit.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const budget = { gatewayRequestsPerSecond: 800, gatewayP99Ms: 150 };

async function load(url: string) {
  // Warm-up (JIT, connection pools, the cache), then the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, bytesPerRequest: Math.round(result.throughput.average / result.requests.average) };
}

const schema = await createTestSchema('catalog', migrationsDir);
const mediaDir = mkdtempSync(join(tmpdir(), 'mb-bench-media-'));
const children: ChildProcess[] = [];
try {
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  await seedCatalog(pool, localDiskStorage(mediaDir));
  await pool.end();

  const [catalogPort, gatewayPort, helloPort] = [await freePort(), await freePort(), await freePort()];
  const namespace = testNamespace();
  children.push(
    launch('services/catalog/src/server.ts', { PORT: String(catalogPort), DATABASE_URL: adminDatabaseUrl, DATABASE_SCHEMA: schema, MEDIA_DIR: mediaDir, BUS_NAMESPACE: namespace }),
    launch('gateway/src/server.ts', { PORT: String(gatewayPort), CATALOG_URL: `http://127.0.0.1:${catalogPort}`, BUS_NAMESPACE: namespace }),
    launch('bench/hello-world.ts', { PORT: String(helloPort) }),
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/auth/public/products`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await Promise.all([ready(gatewayUrl), ready(helloUrl)]);

  const hello = await load(helloUrl);
  const gateway = await load(gatewayUrl);
  const result = { seconds, connections, helloWorld: hello, gatewayPublicProducts: gateway, budget };
  console.log(JSON.stringify(result, null, 2));
  if (gateway.requestsPerSecond < budget.gatewayRequestsPerSecond || gateway.p99Ms > budget.gatewayP99Ms) {
    console.error('GET /auth/public/products is over its budget');
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await dropSchema(schema);
  rmSync(mediaDir, { recursive: true, force: true });
}
