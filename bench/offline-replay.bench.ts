// A floor's offline queues replayed (issue 36): 10 devices each kept 20 writes while the connection was down (rounds
// with their lines, `POST /restaurant/pedidos`, and moves of the tickets they had, `PUT /restaurant/pedidos/{id}/estado`),
// each with its Idempotency-Key. When the connection returns every device sends its queue in order, all devices at
// once, through the gateway: 200 writes. Budget: each applied once, p99 per write ≤ 200 ms. Then every queue is sent
// again (a device that did not hear the answers): the same answers, nothing applied twice. Restaurant and gateway each
// run in their own process on a fresh schema (real PostgreSQL, Redis, Kafka); the devices run in this process. The
// rounds each device sent before the connection dropped went through the gateway too, as the app sends them.
import { randomUUID } from 'node:crypto';
import { signTestToken } from '@mb/service-kit/testing';
import { percentile, round, stackCpuMs } from './bench-kit.js';
import { api, enterRestaurant as enter, type Json, restaurantStack } from './restaurant-app.js';

const deviceCount = Number(process.env.BENCH_DEVICES ?? 10);
/** Each device's queue: rounds and the moves of the tickets it had before the connection dropped (two each). */
const roundsPerDevice = 12;
const ticketsPerDevice = 4;
const budget = { writeP99Ms: 200 };
const dishes = [
  ['Bandeja paisa', 32900],
  ['Ajiaco', 28500],
  ['Limonada de coco', 9999],
] as const;

interface Write {
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}

/** A kept write sent as the device's queue sends it; anything but 200 stops the bench. */
async function send(base: string, token: string, write: Write): Promise<Json> {
  return api(base, token, write.method, write.path, write.body, { 'idempotency-key': write.key });
}

/** Every device sends its queue in order, all at once; answers each write's latency (ms) and the span (s). */
async function replay(base: string, sessions: string[], queues: Write[][], answers: Json[][]) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    queues.map(async (queue, device) => {
      for (const [index, write] of queue.entries()) {
        const sent = performance.now();
        const answer = (await send(base, sessions[device]!, write)).data;
        latencies.push(performance.now() - sent);
        const first = (answers[device]![index] ??= answer);
        if (first.id !== answer.id || first.status !== answer.status)
          throw new Error(`write ${write.key} answered differently when sent again`);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return {
    writes: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies[latencies.length - 1]!),
  };
}

const stack = await restaurantStack('pro');
const { pool, children, owner, restaurantId, service, gateway } = stack;

try {
  // The menu and one table per device; each device is a waiter who had sent four rounds before the connection dropped.
  const ownerSession = await enter(service, owner, restaurantId);
  const category = (await api(service, ownerSession, 'POST', '/restaurant/menu/categories', { name: 'Carta' })).data;
  const menu: string[] = [];
  for (const [name, price] of dishes)
    menu.push((await api(service, ownerSession, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price })).data.id);
  const sessions: string[] = [];
  const queues: Write[][] = [];
  for (let device = 0; device < deviceCount; device += 1) {
    const person = { userId: randomUUID(), email: `mesero${device}@example.com` };
    const assignment = { email: person.email, name: `Mesero ${device}`, role: 'employee' };
    await api(service, signTestToken({ sub: owner.userId, email: owner.email }), 'POST', '/restaurant/config/assignments', assignment);
    const session = await enter(service, person, restaurantId);
    sessions.push(session);
    const table = (await api(service, ownerSession, 'POST', '/restaurant/tables', { number: device + 1, seats: 4 })).data;
    const round = (lines: number) => ({
      key: randomUUID(),
      method: 'POST' as const,
      path: '/restaurant/pedidos',
      body: { table_id: table.id, lines: menu.slice(0, lines).map((itemId, index) => ({ itemId, quantity: 1 + index })) },
    });
    const tickets: string[] = [];
    for (let i = 0; i < ticketsPerDevice; i += 1) tickets.push((await send(gateway, session, round(2))).data.id);
    // The queue: rounds, with each earlier ticket confirmed and then started among them, in the order made.
    const moves = tickets.flatMap((id) =>
      ['confirmado', 'preparando'].map((status) => ({
        key: randomUUID(),
        method: 'PUT' as const,
        path: `/restaurant/pedidos/${id}/estado`,
        body: { status },
      })),
    );
    const queue: Write[] = [];
    for (let i = 0; i < roundsPerDevice; i += 1) {
      queue.push(round(1 + (i % 3)));
      if (i % 3 !== 2 && moves.length > 0) queue.push(moves.shift()!);
    }
    queues.push([...queue, ...moves]);
  }
  await pool.query('ANALYZE');

  const answers: Json[][] = queues.map(() => []);
  const cpuOf = () => stackCpuMs(pool, children[0]!.pid!, children[1]!.pid!);
  const cpuBefore = await cpuOf();
  const firstReplay = await replay(gateway, sessions, queues, answers);
  const cpuAfter = await cpuOf();
  const writes = firstReplay.writes;
  const cpuMsPerWrite = {
    service: round((cpuAfter.service - cpuBefore.service) / writes),
    gateway: round((cpuAfter.gateway - cpuBefore.gateway) / writes),
    postgres: round((cpuAfter.postgres - cpuBefore.postgres) / writes),
  };
  const sentAgain = await replay(gateway, sessions, queues, answers);

  // Every write applied once: the rounds as orders, the moves as status changes.
  const counted = (
    await pool.query<{ orders: number; moves: number; keys: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM order_status_changes WHERE from_status IS NOT NULL) AS moves,
              (SELECT count(*)::int FROM request_keys) AS keys`,
    )
  ).rows[0]!;
  const expected = {
    orders: deviceCount * (ticketsPerDevice + roundsPerDevice),
    moves: deviceCount * ticketsPerDevice * 2,
    keys: deviceCount * (ticketsPerDevice + roundsPerDevice + ticketsPerDevice * 2),
  };
  const result = {
    devices: deviceCount,
    writesPerDevice: queues[0]!.length,
    firstReplay,
    cpuMsPerWrite,
    sentAgain,
    applied: counted,
    expected,
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (counted.orders !== expected.orders || counted.moves !== expected.moves || counted.keys !== expected.keys) {
    console.error('a kept write was lost or applied twice');
    process.exitCode = 1;
  }
  if (firstReplay.p99Ms > budget.writeP99Ms) {
    console.error('replaying the offline queues is over its budget');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
