// Charging a check (issue 33): `POST /restaurant/cuentas/{id}/cobrar` as the restaurant app's browser sends it, through
// the gateway, by 20 devices at once. Each check is an open takeaway check of 6 lines (one round of six dishes whose
// prices do not divide evenly by 1,08), charged with two payments (half by card, the rest in cash with change) and the
// suggested tip, in an open cash-register shift: one transaction that locks the check, records the payments, closes it
// and writes `restaurant.check.paid` and `restaurant.payment.*` to the outbox. Restaurant and gateway each run in their
// own process on a fresh schema (real PostgreSQL, Redis, Kafka); the devices run in this process. Three runs: the
// devices charging back to back through the gateway (the budget's run: the most the stack takes) and straight to the
// service (what the gateway adds), then each device charging a check a second through the gateway (a floor far busier
// than any restaurant's, yet not saturated); and a bare Fastify answering the charge's answer body to the same 20
// devices (the yardstick of bench/same-body-server.ts).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, signTestToken } from '@mb/service-kit/testing';
import { launch, percentile, ready, round, stackCpuMs } from './bench-kit.js';
import { api, enterRestaurant as enter, type Json, restaurantStack, sixDishes } from './restaurant-app.js';

const deviceCount = Number(process.env.BENCH_DEVICES ?? 20);
/** Charges each device makes per measured run, after `warmUp` that are not counted. */
const charges = Number(process.env.BENCH_CHARGES ?? 30);
const warmUp = 5;
/** The paced run: each device charges a check a second (20 devices: 72 000 checks an hour, far past any restaurant). */
const paceMs = Number(process.env.BENCH_PACE_MS ?? 1000);
/** Issue 33's budget, for the devices charging back to back through the gateway. */
const budget = { chargeP99Ms: 150 };
/** The round every check holds: the six dishes of `sixDishes`. */
const dishes = sixDishes;

/** The charge a device sends: half the amount due by card, the rest in cash rounded up to 10.000 (change back). */
function chargeOf(check: Json) {
  const tip = check.bill.suggested_tip;
  const card = Math.floor((check.bill.total + tip) / 2);
  const rest = check.bill.total + tip - card;
  return {
    idempotency_key: `cobro-${randomUUID()}`,
    tip,
    payments: [
      { method: 'tarjeta', amount: card, card_type: 'credito', franchise: 'visa', last_four: '4242', approval_code: 'AB12CD' },
      { method: 'efectivo', received: Math.ceil(rest / 10000) * 10000 },
    ],
  };
}

/**
 * The devices at work: each sends its requests one after the other, all devices at once; answers each request's
 * latency in ms (the first `warmUp` of each device left out) and the measured span in seconds. With `paceMs`, a device
 * starts a request every `paceMs` at most (the devices' starts spread evenly over the first period), as waiters who
 * charge a check and then serve; without, back to back: the most the stack can take.
 */
async function devicesAtWork(work: Array<Array<() => Promise<void>>>, paceMs?: number) {
  const latencies: number[] = [];
  let started = 0;
  let ended = 0;
  const origin = performance.now();
  await Promise.all(
    work.map(async (requests, device) => {
      for (const [index, request] of requests.entries()) {
        if (paceMs) {
          const due = origin + (device / work.length + index) * paceMs;
          if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        }
        const sent = performance.now();
        if (index === warmUp) started = Math.max(started, sent);
        await request();
        if (index >= warmUp) latencies.push(performance.now() - sent);
      }
      ended = Math.max(ended, performance.now());
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, seconds: (ended - started) / 1000 };
}

const figures = (run: { latencies: number[]; seconds: number }) => ({
  requests: run.latencies.length,
  perSecond: Math.round(run.latencies.length / run.seconds),
  p50Ms: round(percentile(run.latencies, 0.5)),
  p99Ms: round(percentile(run.latencies, 0.99)),
  maxMs: round(run.latencies[run.latencies.length - 1]!),
});

const stack = await restaurantStack('gold');
const { pool, scratch, children, owner, restaurantId, service, gateway } = stack;

try {
  const barePort = await freePort();

  // The owner builds the menu and opens the cash register; each device is a waiter (an employee) of their own.
  const ownerSession = await enter(service, owner, restaurantId);
  const category = (await api(service, ownerSession, 'POST', '/restaurant/menu/categories', { name: 'Carta' })).data;
  const menu: string[] = [];
  for (const [name, price] of dishes)
    menu.push((await api(service, ownerSession, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price })).data.id);
  await api(service, ownerSession, 'POST', '/restaurant/caja/turno/abrir', { opening_float: 200000 });
  const waiters: string[] = [];
  for (let i = 0; i < deviceCount; i += 1) {
    const person = { userId: randomUUID(), email: `mesero${i}@example.com` };
    const assignment = { email: person.email, name: `Mesero ${i}`, role: 'employee' };
    await api(service, signTestToken({ sub: owner.userId, email: owner.email }), 'POST', '/restaurant/config/assignments', assignment);
    waiters.push(await enter(service, person, restaurantId));
  }

  /** Each waiter's open checks, one round of the six dishes each (not timed): what their device will charge. */
  const openChecks = async (count: number) =>
    Promise.all(
      waiters.map(async (session) => {
        const checks: Json[] = [];
        for (let i = 0; i < count; i += 1) {
          for (const [index, itemId] of menu.entries())
            await api(service, session, 'POST', '/restaurant/carrito/add', { itemId, quantity: 1 + (index % 2) });
          const order = (await api(service, session, 'POST', '/restaurant/carrito/checkout', { takeaway: true })).data;
          checks.push((await api(service, session, 'GET', `/restaurant/cuentas?order_id=${order.id}`)).data[0]);
        }
        return checks;
      }),
    );
  const chargesAt = (base: string, checksOfEach: Json[][], paceMs?: number) =>
    devicesAtWork(
      checksOfEach.map((checks, device) =>
        checks.map((check) => async () => {
          const paid = await api(base, waiters[device]!, 'POST', `/restaurant/cuentas/${check.id}/cobrar`, chargeOf(check));
          if (paid.data.status !== 'pagada' || paid.data.payments.length !== 2) throw new Error(`check ${check.id} not paid`);
          lastAnswer = paid;
        }),
      ),
      paceMs,
    );
  let lastAnswer: Json = {};
  const perDevice = warmUp + charges;

  // The planner statistics a live database has (autovacuum's ANALYZE): the checks were just opened in bulk, and plans
  // made for the empty tables of a new schema scan every order line on each charge.
  const analyzed = async <T>(checks: T) => {
    await pool.query('ANALYZE');
    return checks;
  };
  const gatewayChecks = await analyzed(await openChecks(perDevice));
  const cpuOf = () => stackCpuMs(pool, children[0]!.pid!, children[1]!.pid!);
  const cpuBefore = await cpuOf();
  const throughGateway = await chargesAt(gateway, gatewayChecks);
  const cpuAfter = await cpuOf();
  const cpu = {
    service: cpuAfter.service - cpuBefore.service,
    gateway: cpuAfter.gateway - cpuBefore.gateway,
    postgres: cpuAfter.postgres - cpuBefore.postgres,
  };
  const serviceChecks = await analyzed(await openChecks(perDevice));
  const straightToService = await chargesAt(service, serviceChecks);
  const pacedChecks = await analyzed(await openChecks(perDevice));
  const pacedThroughGateway = await chargesAt(gateway, pacedChecks, paceMs);

  const bodyFile = join(scratch, 'body.json');
  writeFileSync(bodyFile, JSON.stringify(lastAnswer));
  children.push(launch('bench/same-body-server.ts', { PORT: String(barePort), BENCH_BODY_FILE: bodyFile }));
  const bare = `http://127.0.0.1:${barePort}/`;
  await ready(bare);
  const bareFastify = await devicesAtWork(
    waiters.map(() =>
      Array.from({ length: perDevice }, () => async () => {
        if ((await fetch(bare).then((response) => response.text())).length === 0) throw new Error('bare Fastify answered nothing');
      }),
    ),
  );

  // Every charge recorded once: two payments per check, every check paid.
  const recorded = (
    await pool.query<{ paid: number; payments: number }>(
      "SELECT (SELECT count(*)::int FROM checks WHERE status = 'pagada') AS paid, (SELECT count(*)::int FROM check_payments) AS payments",
    )
  ).rows[0]!;
  const charged = 3 * deviceCount * perDevice;
  const gatewayFigures = figures(throughGateway);
  const pacedFigures = figures(pacedThroughGateway);
  const result = {
    devices: deviceCount,
    linesPerCheck: dishes.length,
    paymentsPerCharge: 2,
    responseBytes: Buffer.byteLength(JSON.stringify(lastAnswer)),
    throughGateway: {
      ...gatewayFigures,
      serviceCpuMsPerCharge: round(cpu.service / (deviceCount * perDevice)),
      gatewayCpuMsPerCharge: round(cpu.gateway / (deviceCount * perDevice)),
      postgresCpuMsPerCharge: round(cpu.postgres / (deviceCount * perDevice)),
    },
    straightToService: figures(straightToService),
    pacedThroughGateway: { paceMs, ...pacedFigures },
    bareFastifySameBody: figures(bareFastify),
    recorded: { checksPaid: recorded.paid, payments: recorded.payments, expected: { checksPaid: charged, payments: 2 * charged } },
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (recorded.paid !== charged || recorded.payments !== 2 * charged) {
    console.error('a charge was lost or recorded twice');
    process.exitCode = 1;
  }
  if (gatewayFigures.p99Ms > budget.chargeP99Ms) {
    console.error('charging a check is over its budget');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
