// The Gold plan's advanced sales report over a quarter (issue 37): `GET /restaurant/reportes/ventas` for the last 93
// days, as the restaurant app asks it through the gateway, on a restaurant with a year of paid checks behind it (200 a
// day, 73 000: three lines each from a menu of six dishes, two of them costed by recipes, paid by card, Nequi or
// transfer, a tip on three in four, five waiters, a discount a day). The checks are written in
// bulk by SQL as charging leaves them (bill, totals, sold lines, payments); the menu, recipes and staff go through the service's
// API. The report is asked one request at a time (an owner opening the screen), 5 warm-up then 30 measured, through
// the gateway and straight to the service, then its XLSX through the gateway (10 asks); in the same run a bare Fastify
// answers the report's body (the yardstick of bench/same-body-server.ts). Budget: p99 ≤ 300 ms.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, signTestToken } from '@mb/service-kit/testing';
import { colombianDay } from '../services/restaurant/src/domain/stats-range.js';
import { insertSoldLines } from '../services/restaurant/src/modules/checks/checks.repository.js';
import { launch, percentile, ready, round, stackCpuMs } from './bench-kit.js';
import { api, enterRestaurant as enter, type Json, restaurantStack, sixDishes } from './restaurant-app.js';

const days = 365;
const checksPerDay = 200;
const warmUp = 5;
const measured = Number(process.env.BENCH_REQUESTS ?? 30);
const budget = { reportP99Ms: 300 };
const dishes = sixDishes;

/** `count` requests one after the other; their latencies (ms, warm-up left out), ascending. */
async function oneAtATime(count: number, request: () => Promise<unknown>) {
  const latencies: number[] = [];
  for (let index = 0; index < warmUp + count; index += 1) {
    const sent = performance.now();
    await request();
    if (index >= warmUp) latencies.push(performance.now() - sent);
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1)!),
  };
}

const stack = await restaurantStack('gold');
const { pool, scratch, children, owner, restaurantId, service, gateway } = stack;

try {
  const ownerSession = await enter(service, owner, restaurantId);
  const category = (await api(service, ownerSession, 'POST', '/restaurant/menu/categories', { name: 'Carta' })).data;
  const menu: Array<{ id: string; name: string; price: number }> = [];
  for (const [name, price] of dishes)
    menu.push({
      ...(await api(service, ownerSession, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price })).data,
      name,
      price,
    });
  // Two dishes costed by recipe (the report's cost and margin columns).
  const supply = async (name: string, unit: string, cost: number, costQuantity: number) =>
    (
      await api(service, ownerSession, 'POST', '/restaurant/inventario/insumos', {
        name,
        unit,
        cost,
        cost_quantity: costQuantity,
        low_stock: 0,
      })
    ).data;
  const [rice, beef] = [await supply('Arroz', 'g', 4200, 1000), await supply('Carne molida', 'g', 26000, 1000)];
  await api(service, ownerSession, 'PUT', `/restaurant/inventario/recetas/${menu[0]!.id}`, {
    lines: [
      { supply_id: rice.id, quantity: 150 },
      { supply_id: beef.id, quantity: 120 },
    ],
  });
  await api(service, ownerSession, 'PUT', `/restaurant/inventario/recetas/${menu[2]!.id}`, {
    lines: [{ supply_id: rice.id, quantity: 100 }],
  });
  const waiters: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const person = { userId: randomUUID(), email: `mesero${i}@example.com` };
    await api(service, signTestToken({ sub: owner.userId, email: owner.email }), 'POST', '/restaurant/config/assignments', {
      email: person.email,
      name: `Mesero ${i}`,
      role: 'employee',
    });
    await enter(service, person, restaurantId);
    waiters.push((await pool.query<{ id: string }>('SELECT id FROM restaurant_users WHERE user_id = $1', [person.userId])).rows[0]!.id);
  }
  const paidBy = (await pool.query<{ id: string }>('SELECT id FROM restaurant_users WHERE user_id = $1', [owner.userId])).rows[0]!.id;

  // A year of paid checks, as charging leaves them: each a bill of three lines (INC 8 % included in each price).
  const seeding = performance.now();
  await pool.query(
    `WITH menu AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS m(n int, id uuid, name text, price int)),
     made AS (
       SELECT g, gen_random_uuid() AS id, $3::uuid[] AS waiters,
              now() - (g / $4) * interval '1 day' - ((g % $4) * 43 % 720) * interval '1 minute' AS paid_at
       FROM generate_series(0, $5 - 1) g
     ),
     lines AS (
       SELECT c.id, c.g, k, m.id AS dish_id, m.name, m.price, 1 + (c.g + k) % 2 AS quantity
       FROM made c CROSS JOIN generate_series(0, 2) k JOIN menu m ON m.n = (c.g * 7 + k * 5) % 6
     ),
     billed AS (
       SELECT id, sum(price * quantity)::int AS total, sum(round(price * quantity / 1.08))::int AS subtotal,
              jsonb_agg(jsonb_build_object('order_id', gen_random_uuid(), 'position', k, 'dish_id', dish_id, 'name', name,
                'unit_price', price, 'quantity', quantity, 'line_total', price * quantity,
                'inc_base', round(price * quantity / 1.08)::int, 'inc_amount', price * quantity - round(price * quantity / 1.08)::int,
                'voided', false, 'courtesy', false, 'discount', 0)) AS lines
       FROM lines GROUP BY id
     )
     INSERT INTO checks (id, restaurant_id, takeaway, status, waiter_id, opened_at, bill, subtotal, inc, total, tip, paid_at, paid_by)
     SELECT c.id, $1, true, 'pagada', c.waiters[1 + c.g % 5], c.paid_at - interval '50 minutes',
            jsonb_build_object('lines', b.lines, 'total', b.total), b.subtotal, b.total - b.subtotal, b.total,
            CASE WHEN c.g % 4 = 0 THEN 0 ELSE b.total / 10 END, c.paid_at, $6
     FROM made c JOIN billed b ON b.id = c.id`,
    [restaurantId, JSON.stringify(menu.map((dish, n) => ({ n, ...dish }))), waiters, checksPerDay, days * checksPerDay, paidBy],
  );
  // The lines each sold, as charging writes them beside the check.
  await pool.query(insertSoldLines('(SELECT restaurant_id, id, paid_at, bill FROM checks WHERE restaurant_id = $1)'), [restaurantId]);
  // Each check paid in one payment (tip included), by card, Nequi or transfer in turn.
  await pool.query(
    `INSERT INTO check_payments (restaurant_id, check_id, position, method, amount, card_type, franchise, last_four, approval_code,
                                 bank, reference, created_by, created_at)
     SELECT restaurant_id, id, 1, m.method, total + tip,
            CASE WHEN m.method = 'tarjeta' THEN 'credito' END, CASE WHEN m.method = 'tarjeta' THEN 'visa' END,
            CASE WHEN m.method = 'tarjeta' THEN '4242' END, CASE WHEN m.method = 'tarjeta' THEN 'AB12CD' END,
            CASE WHEN m.method = 'transferencia' THEN 'Bancolombia' END, CASE WHEN m.method = 'transferencia' THEN 'REF' END,
            paid_by, paid_at
     FROM (SELECT *, row_number() OVER () AS n FROM checks WHERE restaurant_id = $1) c
     JOIN (VALUES (0, 'tarjeta'), (1, 'nequi'), (2, 'transferencia')) AS m(k, method) ON m.k = c.n % 3`,
    [restaurantId],
  );
  // A discount a day on one of the day's checks, with its reason.
  await pool.query(
    `INSERT INTO check_adjustments (restaurant_id, check_id, kind, discount_type, discount_value, amount, reason, created_by, created_at)
     SELECT restaurant_id, id, 'descuento', 'porcentaje', 10, total / 10, 'Cliente frecuente', paid_by, paid_at - interval '5 minutes'
     FROM (SELECT *, row_number() OVER () AS n FROM checks WHERE restaurant_id = $1) c WHERE c.n % $2 = 0`,
    [restaurantId, checksPerDay],
  );
  // Year-old rows as a live database holds them: vacuumed (hint bits set, visibility map) and analyzed.
  await pool.query('VACUUM ANALYZE checks, check_sold_lines, check_payments, check_adjustments');
  const seededSeconds = round((performance.now() - seeding) / 1000);

  const to = colombianDay(new Date());
  const from = colombianDay(new Date(Date.now() - 92 * 86_400_000));
  const path = `/restaurant/reportes/ventas?from=${from}&to=${to}`;
  let report: Json = {};
  const ask = (base: string) => async () => {
    report = await api(base, ownerSession, 'GET', path);
  };
  const cpuBefore = await stackCpuMs(pool, children[0]!.pid!, children[1]!.pid!);
  const throughGateway = await oneAtATime(measured, ask(gateway));
  const cpuAfter = await stackCpuMs(pool, children[0]!.pid!, children[1]!.pid!);
  const straightToService = await oneAtATime(measured, ask(service));
  // Its XLSX (exceljs), through the gateway: what 'Exportar XLSX' waits for.
  const xlsx = await oneAtATime(10, async () => {
    const response = await fetch(`${gateway}${path.replace('ventas?', 'ventas.xlsx?')}`, {
      headers: { authorization: `Bearer ${ownerSession}` },
    });
    if (response.status !== 200 || (await response.arrayBuffer()).byteLength === 0) throw new Error(`xlsx: ${response.status}`);
  });

  const bodyFile = join(scratch, 'body.json');
  writeFileSync(bodyFile, JSON.stringify(report));
  const barePort = await freePort();
  children.push(launch('bench/same-body-server.ts', { PORT: String(barePort), BENCH_BODY_FILE: bodyFile }));
  const bare = `http://127.0.0.1:${barePort}/`;
  await ready(bare);
  const bareFastify = await oneAtATime(measured, () => fetch(bare).then((response) => response.text()));

  const perRequest = (ms: number) => round(ms / (warmUp + measured));
  const result = {
    checks: days * checksPerDay,
    seededSeconds,
    range: { from, to },
    reportChecks: report.data.summary.checks,
    responseBytes: Buffer.byteLength(JSON.stringify(report)),
    throughGateway: {
      ...throughGateway,
      cpuMsPerRequest: {
        service: perRequest(cpuAfter.service - cpuBefore.service),
        gateway: perRequest(cpuAfter.gateway - cpuBefore.gateway),
        postgres: perRequest(cpuAfter.postgres - cpuBefore.postgres),
      },
    },
    straightToService,
    xlsxThroughGateway: xlsx,
    bareFastifySameBody: bareFastify,
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (throughGateway.p99Ms > budget.reportP99Ms) {
    console.error('the 93-day report is over its budget');
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
