// What tracing costs (issue 39): the public catalogue (GET /auth/public/products through the gateway, as
// public-products.bench.ts) and the kitchen board (waiters sending orders to the kitchen back to back while boards
// listen, as kitchen-board.bench.ts's burst) on four stacks started side by side in one run: untraced; traced as
// deployed (the sampling of deploy/k8s/config.yaml, which compose sets alike), every process exporting its spans over
// OTLP to a Jaeger started here (the kit's telemetry preloaded: requests, queries, Redis commands, Kafka messages and
// jobs); and, for comparison, every trace kept and one trace in ten kept with no limit a second. The same load goes
// to each stack in turn, round after round, the order rotated each round, so a machine shared with other work weighs
// on them alike; each figure is the median of a kind's rounds over its two processes. The measure of the budget is
// the CPU the service's own process spends per operation (Linux /proc: steadier than throughput on a shared 2-core
// machine, and what capacity is planned with); throughput is printed beside it. Issue 39's budget, for tracing as
// deployed: 10 % at most.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { parse } from 'yaml';
import { createPool } from '@mb/service-kit';
import { localDiskStorage } from '@mb/service-kit/media';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startJaeger } from '../deploy/local/jaeger.mjs';
import { gatewayHearsCatalog } from '../gateway/test/catalog-consumer.js';
import { localDir } from '../scripts/lib/stack.mjs';
import { migrationsDir } from '../services/catalog/src/config.js';
import { seedCatalog } from '../services/catalog/src/seed.js';
import { cpuMs, launch, ready, round } from './bench-kit.js';
import { api, enterRestaurant, restaurantStack } from './restaurant-app.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const instances = Number(process.env.BENCH_INSTANCES ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const waiterCount = Number(process.env.BENCH_WAITERS ?? 16);
const boardCount = Number(process.env.BENCH_BOARDS ?? 10);
const budget = { cpuPerOperationMorePercent: 10 };

type Mode = 'untraced' | 'deployed' | 'everyTrace' | 'oneInTenUnlimited';
/** The sampling every pod is given (the ConfigMap mb-config; docker-compose.yml sets the same). */
const deployedConfig = parse(readFileSync(new URL('../deploy/k8s/config.yaml', import.meta.url), 'utf8')).data as Record<string, string>;
const deployedSampling = Object.fromEntries(
  ['OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG', 'MB_TRACES_PER_SECOND'].flatMap((name) =>
    deployedConfig[name] === undefined ? [] : [[name, deployedConfig[name]!]],
  ),
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const morePercent = (untraced: number, traced: number) => round((traced / untraced - 1) * 100);
const load = () => loadavg().map((value) => round(value));

/**
 * Runs `start` with the environment `launch` reads for tracing (bench-kit.ts: BENCH_OTLP_ENDPOINT, and the sampler the
 * SDK reads), so the processes it launches are traced as `mode` says and the others are not.
 */
async function inMode<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const names = ['BENCH_OTLP_ENDPOINT', 'OTEL_LOG_LEVEL', 'OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG', 'MB_TRACES_PER_SECOND'];
  for (const name of names) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const name of names) delete process.env[name];
  }
}

/** Catalog and the gateway in front of it on a seeded schema; the gateway keeps the list once its consumer listens. */
async function catalogueStack() {
  const schema = await createTestSchema('catalog', migrationsDir);
  const scratch = mkdtempSync(join(tmpdir(), 'mb-bench-'));
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  await seedCatalog(pool, localDiskStorage(scratch));
  await pool.end();
  const [catalogPort, gatewayPort, namespace] = [await freePort(), await freePort(), testNamespace()];
  const database = { DATABASE_URL: adminDatabaseUrl, DATABASE_SCHEMA: schema, MEDIA_DIR: scratch };
  const catalog = launch('services/catalog/src/server.ts', { PORT: String(catalogPort), BUS_NAMESPACE: namespace, ...database });
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  const gateway = launch('gateway/src/server.ts', { PORT: String(gatewayPort), CATALOG_URL: catalogUrl, BUS_NAMESPACE: namespace });
  const url = `http://127.0.0.1:${gatewayPort}/auth/public/products`;
  const stop = async () => {
    for (const child of [catalog, gateway]) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropSchema(schema);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await ready(url);
    await gatewayHearsCatalog(namespace);
    return { url, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `seconds` of the public catalogue at `connections` at once: requests a second and the gateway's CPU per request. */
async function catalogueRound(stack: { url: string; gateway: ChildProcess }) {
  const before = cpuMs(stack.gateway.pid!);
  const result = await autocannon({ url: stack.url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${stack.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    gatewayCpuUsPerRequest: round(((cpuMs(stack.gateway.pid!) - before) * 1000) / result.requests.total),
  };
}

/**
 * The restaurant service on a Gold subscription with a dish, `waiterCount` waiters and `boardCount` kitchen boards
 * listening (their stream read and dropped: each ticket still goes out to every board).
 */
async function kitchenStack(boards: AbortSignal) {
  const stack = await restaurantStack('gold');
  try {
    return { ...stack, ...(await kitchenReady(stack, boards)) };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** The menu, the waiters and the boards of a restaurant stack. */
async function kitchenReady(stack: Awaited<ReturnType<typeof restaurantStack>>, boards: AbortSignal) {
  const owner = await enterRestaurant(stack.service, stack.owner, stack.restaurantId);
  const category = (await api(stack.service, owner, 'POST', '/restaurant/menu/categories', { name: 'Carta' })).data;
  const dish = (
    await api(stack.service, owner, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 })
  ).data;
  const ownerPlatform = signTestToken({ sub: stack.owner.userId, email: stack.owner.email });
  const waiters: string[] = [];
  for (let i = 0; i < waiterCount; i += 1) {
    const person = { userId: randomUUID(), email: `mesero${i}@example.com` };
    const assignment = { email: person.email, name: `Mesero ${i}`, role: 'employee' };
    await api(stack.service, ownerPlatform, 'POST', '/restaurant/config/assignments', assignment);
    waiters.push(await enterRestaurant(stack.service, person, stack.restaurantId));
  }
  for (let i = 0; i < boardCount; i += 1) {
    const response = await fetch(`${stack.service}/restaurant/pedidos/stream`, {
      headers: { authorization: `Bearer ${owner}` },
      signal: boards,
    });
    if (response.status !== 200 || !response.body) throw new Error(`board stream: ${response.status}`);
    void response.body.pipeTo(new WritableStream()).catch(() => {}); // aborted at the end
  }
  return { restaurant: stack.children[0]!, dishId: dish.id as string, waiters };
}

/** `seconds` of every waiter sending orders back to back: orders a second and the restaurant's CPU per order. */
async function kitchenRound(stack: Awaited<ReturnType<typeof kitchenStack>>) {
  let orders = 0;
  const before = cpuMs(stack.restaurant.pid!);
  const started = performance.now();
  await Promise.all(
    stack.waiters.map(async (session) => {
      while (performance.now() - started < seconds * 1000) {
        await api(stack.service, session, 'POST', '/restaurant/carrito/add', { itemId: stack.dishId, quantity: 2 });
        await api(stack.service, session, 'POST', '/restaurant/carrito/checkout', { takeaway: true, note: 'bench' });
        orders += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ordersPerSecond: Math.round(orders / elapsed),
    restaurantCpuMsPerOrder: round((cpuMs(stack.restaurant.pid!) - before) / orders),
  };
}

const jaeger = await startJaeger({
  otlpPort: await freePort(),
  uiPort: await freePort(),
  grpcPort: await freePort(),
  logPath: join(localDir, 'jaeger', 'tracing-overhead.log'),
});
const boards = new AbortController();
const stops: Array<() => Promise<void>> = [];
try {
  // OTEL_LOG_LEVEL=warn: a span dropped for a full export queue (less work, so a flattering figure) is said.
  const traced = { BENCH_OTLP_ENDPOINT: jaeger.otlpUrl, OTEL_LOG_LEVEL: 'warn' };
  const modes: Record<Mode, Record<string, string>> = {
    untraced: {},
    deployed: { ...traced, ...deployedSampling },
    everyTrace: traced,
    // Head sampling at the first process, the rest following its decision, with no limit a second.
    oneInTenUnlimited: { ...traced, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  // BENCH_MODES=untraced,deployed: some of the stacks only (to profile one against the other).
  const order = (process.env.BENCH_MODES?.split(',') ?? Object.keys(modes)) as Mode[];
  // Each mode's stack is started `instances` times: two processes started alike differ by up to 10-20 % in CPU per
  // request (where the JIT and the heap happen to land), as much as the budget, so one process per mode cannot tell.
  const stacks: Array<{
    mode: Mode;
    catalogue: Awaited<ReturnType<typeof catalogueStack>>;
    kitchen: Awaited<ReturnType<typeof kitchenStack>>;
  }> = [];
  for (let instance = 0; instance < instances; instance += 1) {
    for (const mode of order) {
      const catalogue = await inMode(modes[mode], catalogueStack);
      stops.push(catalogue.stop);
      const kitchen = await inMode(modes[mode], () => kitchenStack(boards.signal));
      stops.push(kitchen.stop);
      stacks.push({ mode, catalogue, kitchen });
      // Warm-up: JIT, pools, the relay's first batches.
      await autocannon({ url: catalogue.url, connections, duration: 2 });
      await kitchenRound(kitchen);
    }
  }

  const loadBefore = load();
  const measured = Object.fromEntries(order.map((mode) => [mode, { catalogue: [], kitchen: [] }])) as unknown as Record<
    Mode,
    { catalogue: Awaited<ReturnType<typeof catalogueRound>>[]; kitchen: Awaited<ReturnType<typeof kitchenRound>>[] }
  >;
  let jaegerCpu = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (const stack of [...stacks.slice(r % stacks.length), ...stacks.slice(0, r % stacks.length)]) {
      const jaegerBefore = cpuMs(jaeger.pid!);
      measured[stack.mode].catalogue.push(await catalogueRound(stack.catalogue));
      measured[stack.mode].kitchen.push(await kitchenRound(stack.kitchen));
      jaegerCpu += cpuMs(jaeger.pid!) - jaegerBefore;
    }
  }
  const loadAfter = load();

  const medians = (mode: Mode) => ({
    catalogue: {
      requestsPerSecond: median(measured[mode].catalogue.map((one) => one.requestsPerSecond)),
      p99Ms: median(measured[mode].catalogue.map((one) => one.p99Ms)),
      gatewayCpuUsPerRequest: median(measured[mode].catalogue.map((one) => one.gatewayCpuUsPerRequest)),
    },
    kitchen: {
      ordersPerSecond: median(measured[mode].kitchen.map((one) => one.ordersPerSecond)),
      restaurantCpuMsPerOrder: median(measured[mode].kitchen.map((one) => one.restaurantCpuMsPerOrder)),
    },
  });
  const figures = Object.fromEntries(order.map((mode) => [mode, medians(mode)])) as Record<Mode, ReturnType<typeof medians>>;
  const overhead = (mode: Exclude<Mode, 'untraced'>) => ({
    catalogueGatewayCpuPerRequestMorePercent: morePercent(
      figures.untraced.catalogue.gatewayCpuUsPerRequest,
      figures[mode].catalogue.gatewayCpuUsPerRequest,
    ),
    kitchenRestaurantCpuPerOrderMorePercent: morePercent(
      figures.untraced.kitchen.restaurantCpuMsPerOrder,
      figures[mode].kitchen.restaurantCpuMsPerOrder,
    ),
    catalogueThroughputLossPercent: -morePercent(figures.untraced.catalogue.requestsPerSecond, figures[mode].catalogue.requestsPerSecond),
    kitchenThroughputLossPercent: -morePercent(figures.untraced.kitchen.ordersPerSecond, figures[mode].kitchen.ordersPerSecond),
  });
  const spans = (await (await fetch(`${jaeger.uiUrl}/api/services`)).json()) as { data: string[] | null };
  const result = {
    rounds,
    instances,
    secondsEach: seconds,
    connections,
    waiters: waiterCount,
    boards: boardCount,
    /** The machine's load average (1, 5, 15 min) before and after the measured rounds. */
    loadAverage: { before: loadBefore, after: loadAfter },
    medians: figures,
    deployedSampling,
    overhead: Object.fromEntries(order.filter((mode) => mode !== 'untraced').map((mode) => [mode, overhead(mode)])),
    /** Jaeger's own CPU over the measured rounds: on this machine it takes its share of the same cores. */
    jaegerCpuMs: jaegerCpu,
    /** The services Jaeger received spans from: proof the traced stacks were traced. */
    tracedServices: spans.data ?? [],
    rawRounds: measured,
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.tracedServices.length === 0) {
    console.error('Jaeger received no spans: the traced stacks were not traced');
    process.exitCode = 1;
  }
  const deployed = result.overhead.deployed;
  if (!deployed) {
    console.error('tracing as deployed was not measured (BENCH_MODES): the budget is not checked');
    process.exitCode = 1;
  } else if (
    Math.max(deployed.catalogueGatewayCpuPerRequestMorePercent, deployed.kitchenRestaurantCpuPerOrderMorePercent) >
    budget.cpuPerOperationMorePercent
  ) {
    console.error('tracing as deployed costs more CPU per operation than its budget');
    process.exitCode = 1;
  }
} finally {
  boards.abort();
  for (const stop of stops) await stop().catch(() => {});
  await jaeger.stop();
}
