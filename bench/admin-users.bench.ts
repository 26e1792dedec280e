// The administrators' user list (`GET /users` in identity, what `/auth/dashboard/admin` pages) with 100 000 users:
// filtered, searched, sorted pages through identity's HTTP route (session check, zod, PostgreSQL: the page and the
// total), measured in the same run as a bare Fastify answering the same body. Identity runs in its own process on a
// fresh schema; the load comes from autocannon in this process. The same file is the bare server when started with
// BENCH_BODY_FILE.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createPool } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testKeys, testNamespace } from '@mb/service-kit/testing';
import { migrationsDir } from '../services/identity/src/config.js';
import { launch, ready } from './bench-kit.js';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const budget = { p99Ms: 100 };

/** What an administrator does on the panel: a filter and a deep page, a search, a rare status, each sorted. */
const scenarios = {
  clientsActiveByEmailPage200: '/users?role=Client&status=active&sort=email&order=asc&page=200&limit=25',
  searchRojasClientsByLastLogin: '/users?q=rojas&role=Client&sort=last_login&order=desc&limit=25',
  inactiveByName: '/users?status=inactive&sort=full_name&order=asc&page=3&limit=25',
  everyoneNewestFirst: '/users?page=1&limit=25',
};

/**
 * `count` users in one statement: 1 in 1 000 SuperAdmin, 1 in 25 Admin, the rest clients; 1 in 10 inactive and
 * 1 in 37 suspended; 1 in 7 never signed in; names, companies and documents varied enough for a search to narrow.
 */
async function seedUsers(schema: string, count: number) {
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 1 });
  try {
    await pool.query(
      `INSERT INTO users (email, full_name, company_name, phone, legal_id, role, status, email_verified_at, last_login, created_at)
       SELECT 'usuario' || i || '@' || (ARRAY['gmail.com','hotmail.com','empresa.co','outlook.com'])[1 + i % 4],
              (ARRAY['Ana','Carlos','María','José','Luisa','Andrés','Camila','Juan','Valentina','Diego','Sofía','Felipe','Laura','Santiago','Isabela','Mateo','Paula','Sebastián','Daniela','Nicolás'])[1 + i % 20]
                || ' ' || (ARRAY['Gómez','Rodríguez','Martínez','López','García','Pérez','Sánchez','Ramírez','Torres','Díaz','Vargas','Castro','Rojas','Moreno','Ortiz','Jiménez','Herrera','Medina','Suárez','Gómez Pardo'])[1 + (i / 20) % 20]
                || ' ' || i,
              CASE WHEN i % 3 = 0 THEN NULL ELSE 'Comercial ' || (ARRAY['Andina','Caribe','Pacífico','Llanos','Sabana'])[1 + i % 5] || ' ' || (i % 4000) || ' S.A.S.' END,
              '573' || lpad((i % 1000000000)::text, 9, '0'),
              (1000000000 + i)::text,
              CASE WHEN i % 1000 = 0 THEN 'SuperAdmin' WHEN i % 25 = 0 THEN 'Admin' ELSE 'Client' END,
              CASE WHEN i % 10 = 0 THEN 'inactive' WHEN i % 37 = 0 THEN 'suspended' ELSE 'active' END,
              now() - (i % 900) * interval '1 day',
              CASE WHEN i % 7 = 0 THEN NULL ELSE now() - ((i::bigint * 7919) % 200000) * interval '1 minute' END,
              now() - ((i::bigint * 104729) % 1000000) * interval '1 minute'
       FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    await pool.query('VACUUM ANALYZE users');
  } finally {
    await pool.end();
  }
}

async function load(url: string, headers: Record<string, string> = {}) {
  // Warm-up (JIT, the pool, PostgreSQL's buffers), then the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  };
}

async function main() {
  const schema = await createTestSchema('identity', migrationsDir);
  const scratch = mkdtempSync(join(tmpdir(), 'mb-bench-users-'));
  const children: ChildProcess[] = [];
  try {
    const seeding = performance.now();
    await seedUsers(schema, users);
    const seededInSeconds = Math.round((performance.now() - seeding) / 100) / 10;

    const [identityPort, barePort] = [await freePort(), await freePort()];
    children.push(
      launch('services/identity/src/server.ts', {
        PORT: String(identityPort),
        DATABASE_URL: adminDatabaseUrl,
        DATABASE_SCHEMA: schema,
        BUS_NAMESPACE: testNamespace(),
        SESSION_PRIVATE_KEY: testKeys.privateKey,
      }),
    );
    const base = `http://127.0.0.1:${identityPort}`;
    await ready(`${base}/readyz`);
    const headers = { authorization: `Bearer ${signTestToken({ role: 'Admin', email: 'admin@example.com' })}` };

    // Each scenario's answer must be a real page (25 users, a total), and its body is what the bare server serves.
    const pages: Record<string, { total: number; users: number; bytes: number }> = {};
    let firstBody = '';
    for (const [name, path] of Object.entries(scenarios)) {
      const response = await fetch(`${base}${path}`, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`);
      const parsed = JSON.parse(body) as { users: unknown[]; total: number };
      if (parsed.users.length === 0) throw new Error(`${path} found nobody`);
      pages[name] = { total: parsed.total, users: parsed.users.length, bytes: body.length };
      firstBody ||= body;
    }
    const bodyFile = join(scratch, 'body.json');
    writeFileSync(bodyFile, firstBody);
    children.push(launch('bench/admin-users.bench.ts', { PORT: String(barePort), BENCH_BODY_FILE: bodyFile }));
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await ready(bareUrl);

    const bareFastifySameBody = await load(bareUrl);
    const identity: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, path] of Object.entries(scenarios)) identity[name] = await load(`${base}${path}`, headers);

    console.log(JSON.stringify({ users, seededInSeconds, seconds, connections, pages, bareFastifySameBody, identity, budget }, null, 2));
    const over = Object.entries(identity).filter(([, figures]) => figures.p99Ms > budget.p99Ms);
    if (over.length > 0) {
      console.error(`over the p99 budget: ${over.map(([name]) => name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropSchema(schema);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.env.BENCH_BODY_FILE) {
  const body = readFileSync(process.env.BENCH_BODY_FILE, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
} else {
  await main();
}
