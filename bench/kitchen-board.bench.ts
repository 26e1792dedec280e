// Time from an order sent to the kitchen (the waiter's checkout) to its ticket reaching every connected kitchen board
// (`GET /restaurant/pedidos/stream`, server-sent events), and how many orders one restaurant process takes per second.
// The checkout is one transaction (order, lines, the cart emptied, `restaurant.order.created` in the outbox) and
// the boards hear of it once it commits. Restaurant runs in its own process on a fresh schema (real PostgreSQL,
// Redis, Kafka, its relay publishing the outbox); this process plays the waiters and holds the boards. Both clocks
// are this process's: the checkout is timed from the moment it is sent to the moment each board reads its ticket.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restaurantProductSlug } from '@mb/contracts';
import { createPool, withTransaction } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { migrationsDir } from '../services/restaurant/src/config.js';
import { upsertCatalogProduct } from '../services/restaurant/src/modules/products/products.repository.js';
import { applySubscriptionFacts } from '../services/restaurant/src/modules/subscriptions/subscriptions.repository.js';
import { cpuMs, launch, percentile, ready, round } from './bench-kit.js';
import { api, enterRestaurant as enter } from './restaurant-app.js';

const boardCount = Number(process.env.BENCH_BOARDS ?? 20);
const ratePerSecond = Number(process.env.BENCH_RATE ?? 50);
const steadySeconds = Number(process.env.BENCH_SECONDS ?? 30);
const waiterCount = Number(process.env.BENCH_WAITERS ?? 16);
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const budget = { ticketP99Ms: 250, ordersPerSecond: 200 };

/** The machine's CPU time so far by kind (Linux /proc/stat, all cores): where the burst's capacity went. */
const machineCpu = () => {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal! };
};
const shares = (before: ReturnType<typeof machineCpu>, after: ReturnType<typeof machineCpu>) => {
  const delta = { busy: after.busy - before.busy, idle: after.idle - before.idle, steal: after.steal - before.steal };
  const total = delta.busy + delta.idle + delta.steal;
  return {
    busyPercent: round((100 * delta.busy) / total),
    idlePercent: round((100 * delta.idle) / total),
    stolenPercent: round((100 * delta.steal) / total),
  };
};

/**
 * A kitchen board: the live stream, read as a browser's EventSource would. Each ticket (`kind: created`) is timed
 * against when its order was sent, found by the marker the order carries in its note.
 */
async function connectBoard(base: string, session: string, sentAt: Map<string, number>, latencies: number[], signal: AbortSignal) {
  const response = await fetch(`${base}/restaurant/pedidos/stream`, { headers: { authorization: `Bearer ${session}` }, signal });
  if (response.status !== 200 || !response.body) throw new Error(`board stream: ${response.status}`);
  const reader = response.body.getReader();
  await reader.read(); // `retry:` first: the board is subscribed
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const events = buffer.split('\n\n');
        buffer = events.pop()!;
        const now = performance.now();
        for (const event of events) {
          const data = /^event: order\ndata: (.*)$/m.exec(event)?.[1];
          if (!data) continue;
          const { kind, order } = JSON.parse(data) as { kind: string; order: { note: string } };
          const sent = sentAt.get(order.note);
          if (kind === 'created' && sent !== undefined) latencies.push(now - sent);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

const schema = await createTestSchema('restaurant', migrationsDir);
const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
const mediaDir = mkdtempSync(join(tmpdir(), 'bench-restaurant-media-'));
const boards = new AbortController();
let child: ChildProcess | undefined;

try {
  // What billing's and catalog's events would have left: the restaurant software and one Gold subscription.
  const owner = { userId: randomUUID(), email: 'duena@example.com' };
  const restaurantId = randomUUID();
  const productId = randomUUID();
  await withTransaction(pool, async (tx) => {
    await upsertCatalogProduct(tx, { productId, slug: restaurantProductSlug, name: 'Software Restaurante' });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const facts = {
      subscriptionId: restaurantId,
      userId: owner.userId,
      productId,
      productName: 'Software Restaurante',
      planType: 'gold' as const,
      status: 'active' as const,
      expiresAt,
    };
    await applySubscriptionFacts(tx, facts, new Date().toISOString());
  });

  const port = await freePort();
  child = launch('services/restaurant/src/server.ts', {
    PORT: String(port),
    DATABASE_URL: adminDatabaseUrl,
    DATABASE_SCHEMA: schema,
    BUS_NAMESPACE: testNamespace(),
    MEDIA_DIR: mediaDir,
  });
  const base = `http://127.0.0.1:${port}`;
  await ready(`${base}/readyz`);

  // The owner builds a menu; each waiter is an assigned employee with a cart of their own.
  const ownerSession = await enter(base, owner, restaurantId);
  const category = (await api(base, ownerSession, 'POST', '/restaurant/menu/categories', { name: 'Carta' })).data;
  const dish = (await api(base, ownerSession, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 }))
    .data;
  const waiters: string[] = [];
  for (let i = 0; i < waiterCount; i += 1) {
    const person = { userId: randomUUID(), email: `mesero${i}@example.com` };
    await api(base, signTestToken({ sub: owner.userId, email: owner.email }), 'POST', '/restaurant/config/assignments', {
      email: person.email,
      name: `Mesero ${i}`,
      role: 'employee',
    });
    waiters.push(await enter(base, person, restaurantId));
  }

  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  const boardLatencies: number[][] = Array.from({ length: boardCount }, () => []);
  for (const [index, latenciesOfBoard] of boardLatencies.entries()) {
    await connectBoard(base, index % 2 ? ownerSession : waiters[0]!, sentAt, latenciesOfBoard, boards.signal);
  }
  let counter = 0;
  /** One order as a waiter takes it: the dish into the cart, then the cart to the kitchen (to take away). */
  async function takeOrder(session: string): Promise<void> {
    const marker = `m${(counter += 1)}`;
    await api(base, session, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
    sentAt.set(marker, performance.now());
    await api(base, session, 'POST', '/restaurant/carrito/checkout', { takeaway: true, note: marker });
  }
  const collected = () => {
    latencies = boardLatencies.flat().sort((a, b) => a - b);
    for (const list of boardLatencies) list.length = 0;
    return latencies;
  };
  /** Waits until every board has read every ticket sent (or 5 s pass); answers how many reached each. */
  async function drained(expected: number) {
    const until = performance.now() + 5000;
    while (boardLatencies.some((list) => list.length < expected) && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return Math.min(...boardLatencies.map((list) => list.length));
  }

  // Warm-up: JIT, pools, the relay's first batches.
  await Promise.all(
    waiters.map(async (session) => {
      for (let i = 0; i < 4; i += 1) await takeOrder(session);
    }),
  );
  await drained(waiterCount * 4);
  collected();
  sentAt.clear();

  // Steady: `ratePerSecond` orders a second for `steadySeconds`, each started on schedule by a free waiter.
  const steadyOrders = ratePerSecond * steadySeconds;
  const free = [...waiters];
  const inFlight: Promise<void>[] = [];
  let late = 0;
  const steadyCpuBefore = cpuMs(child.pid!);
  const steadyStart = performance.now();
  for (let i = 0; i < steadyOrders; i += 1) {
    const due = steadyStart + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (free.length === 0) late += 1;
    while (free.length === 0) await Promise.race(inFlight);
    const session = free.pop()!;
    const order = takeOrder(session).finally(() => {
      free.push(session);
      inFlight.splice(inFlight.indexOf(order), 1);
    });
    inFlight.push(order);
  }
  await Promise.all(inFlight);
  const steadyElapsed = (performance.now() - steadyStart) / 1000;
  const steadyCpu = cpuMs(child.pid!) - steadyCpuBefore;
  const reachedEach = await drained(steadyOrders);
  const steady = collected();
  sentAt.clear();

  // Burst: every waiter takes orders back to back for `burstSeconds`, the boards still connected.
  let burstOrders = 0;
  const burstCpuBefore = cpuMs(child.pid!);
  const generatorCpuBefore = cpuMs(process.pid);
  const machineBefore = machineCpu();
  const burstStart = performance.now();
  await Promise.all(
    waiters.map(async (session) => {
      while (performance.now() - burstStart < burstSeconds * 1000) {
        await takeOrder(session);
        burstOrders += 1;
      }
    }),
  );
  const burstElapsed = (performance.now() - burstStart) / 1000;
  const burstCpu = cpuMs(child.pid!) - burstCpuBefore;
  const generatorCpu = cpuMs(process.pid) - generatorCpuBefore;
  const machine = shares(machineBefore, machineCpu());
  const burstReachedEach = await drained(burstOrders);
  const burst = collected();

  const result = {
    steady: {
      boards: boardCount,
      orders: steadyOrders,
      offeredPerSecond: ratePerSecond,
      achievedPerSecond: Math.round(steadyOrders / steadyElapsed),
      startedLate: late,
      serviceCpuMsPerOrder: round(steadyCpu / steadyOrders),
      ticketsReachingEachBoard: reachedEach,
      ticketP50Ms: round(percentile(steady, 0.5)),
      ticketP99Ms: round(percentile(steady, 0.99)),
      ticketMaxMs: round(steady[steady.length - 1]!),
    },
    burst: {
      boards: boardCount,
      waiters: waiterCount,
      orders: burstOrders,
      ordersPerSecond: Math.round(burstOrders / burstElapsed),
      serviceCpuMsPerOrder: round(burstCpu / burstOrders),
      // The waiters and boards of this process, on the same cores.
      generatorCpuMsPerOrder: round(generatorCpu / burstOrders),
      machine,
      ticketsReachingEachBoard: burstReachedEach,
      ticketP50Ms: round(percentile(burst, 0.5)),
      ticketP99Ms: round(percentile(burst, 0.99)),
    },
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (reachedEach < steadyOrders || burstReachedEach < burstOrders) {
    console.error('a kitchen board missed tickets');
    process.exitCode = 1;
  }
  if (result.steady.ticketP99Ms > budget.ticketP99Ms || result.burst.ordersPerSecond < budget.ordersPerSecond) {
    console.error('the kitchen board is over its budget');
    process.exitCode = 1;
  }
} finally {
  boards.abort();
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await pool.end();
  await dropSchema(schema);
  rmSync(mediaDir, { recursive: true, force: true });
}
