// Issue 36, item 6: a floor that keeps working through a dropped connection. In Chromium with the network cut
// (Playwright's setOffline: CDP's Network.emulateNetworkConditions offline, for the page and its service worker) and a
// reload while offline, a waiter sends three rounds and the kitchen moves two tickets; they are kept on the device and,
// once the connection returns, sent once each and in order while the banner counts down to 0. The same kept requests
// sent again change nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, buyRestaurant, openApp, section, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

/** The writes the device keeps in IndexedDB (frontends/restaurant/src/offline/offline-queue.ts), oldest first. */
const keptWrites = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('mb-restaurant-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('writes').objectStore('writes').getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        };
      }),
  );

/** One kept write sent again as the queue sends it: its key in the Idempotency-Key header. */
const sendAgain = (page, write) =>
  page.evaluate(async ({ key, method, path, body }) => {
    const { token } = JSON.parse(sessionStorage.getItem('mb_restaurant_session'));
    const response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, order: (await response.json()).data };
  }, write);

const ticketsIn = (page, column) =>
  page
    .getByRole('region', { name: column })
    .getByRole('article')
    .evaluateAll((tickets) => tickets.map((ticket) => ticket.getAttribute('aria-label')));

test('three rounds and two moves made offline, through a reload, are sent once and in order when back', async () => {
  const owner = await newCustomer('dueno-offline', { invoicingProfile: true });
  const { page, context } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos' });
  for (const [name, price] of [
    ['Ajiaco', 28000],
    ['Limonada de coco', 9000],
  ])
    await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price });
  for (const number of [1, 2, 3]) await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' });

  // The app is installable (its manifest is linked; the storefront's pages link none), and the service worker takes
  // the page over; then what the floor reads is kept as it is read.
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { name: 'Panel de control del restaurante' }).waitFor({ timeout: 20000 });
  await sendRound(page, 1, ['Ajiaco'], 1);
  await sendRound(page, 2, ['Limonada de coco'], 2);
  await section(page, 'Cocina').click();
  await page.getByRole('article', { name: 'Pedido #2 · Mesa 2' }).waitFor();
  await section(page, 'Tomar pedido').click();
  await page.getByRole('button', { name: /^Mesa 3 · / }).waitFor();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Tomar pedido' }).first().waitFor({ timeout: 20000 });
  const banner = page.getByRole('status').filter({ hasText: 'pendientes' });
  await banner.filter({ hasText: 'Sin conexión — 0 pendientes' }).waitFor();

  const rounds = [
    [3, 'Ajiaco'],
    [3, 'Limonada de coco'],
    [1, 'Limonada de coco'],
  ];
  for (const [index, [table, dish]] of rounds.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Mesa ${table} · `) }).click();
    await page.getByRole('button', { name: `Agregar ${dish}`, exact: true }).click();
    await page.getByRole('button', { name: `Uno más de ${dish}` }).waitFor();
    await page.getByRole('button', { name: 'Enviar a cocina' }).click();
    await banner.filter({ hasText: `Sin conexión — ${index + 1} pendientes` }).waitFor();
  }
  await section(page, 'Cocina').click();
  for (const [index, ticket] of ['Pedido #1 · Mesa 1', 'Pedido #2 · Mesa 2'].entries()) {
    await page.getByRole('article', { name: ticket }).getByRole('button', { name: 'Confirmar pedido' }).click();
    await banner.filter({ hasText: `Sin conexión — ${index + 4} pendientes` }).waitFor();
  }
  assert.deepEqual(await ticketsIn(page, 'Confirmado'), ['Pedido #1 · Mesa 1', 'Pedido #2 · Mesa 2']);
  const kept = await keptWrites(page);
  assert.deepEqual(
    kept.map((write) => `${write.method} ${write.path.replace(/[0-9a-f-]{36}/, ':id')}`),
    [
      'POST /restaurant/pedidos',
      'POST /restaurant/pedidos',
      'POST /restaurant/pedidos',
      'PUT /restaurant/pedidos/:id/estado',
      'PUT /restaurant/pedidos/:id/estado',
    ],
  );

  // Back online: the banner counts down to 0 as the kept writes go, one after the other.
  const counts = [];
  const watching = setInterval(() => {
    void banner
      .textContent({ timeout: 100 })
      .then((text) => counts.push(Number(/(\d+) pendientes/.exec(text ?? '')?.[1])))
      .catch(() => {});
  }, 40);
  await context.setOffline(false);
  await banner.filter({ hasText: 'Conexión recuperada — 0 pendientes' }).waitFor({ timeout: 20000 });
  clearInterval(watching);
  // The reads still under way (each gives up after 100 ms) land before the counts are judged.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const seen = counts.filter((count) => Number.isInteger(count));
  assert.equal(seen.at(-1), 0);
  assert.ok(
    seen.every((count, index) => index === 0 || count <= seen[index - 1]),
    `the count only goes down: ${seen}`,
  );

  // Each round once, numbered in the order it was made; each move once.
  const orders = (await appCall(page, 'GET', '/restaurant/pedidos')).sort((a, b) => a.number - b.number);
  const summary = orders.map((order) => [order.number, order.table_number, order.status, order.items.map((item) => item.name).join()]);
  assert.deepEqual(summary, [
    [1, 1, 'confirmado', 'Ajiaco'],
    [2, 2, 'confirmado', 'Limonada de coco'],
    [3, 3, 'pendiente', 'Ajiaco'],
    [4, 3, 'pendiente', 'Limonada de coco'],
    [5, 1, 'pendiente', 'Limonada de coco'],
  ]);
  for (const order of orders.slice(0, 2))
    assert.deepEqual(
      order.history.map((change) => change.to),
      ['pendiente', 'confirmado'],
    );
  await page.getByRole('article', { name: 'Pedido #5 · Mesa 1' }).waitFor();
  assert.deepEqual(await ticketsIn(page, 'Pendiente'), ['Pedido #3 · Mesa 3', 'Pedido #4 · Mesa 3', 'Pedido #5 · Mesa 1']);
  assert.deepEqual(await ticketsIn(page, 'Confirmado'), ['Pedido #1 · Mesa 1', 'Pedido #2 · Mesa 2']);

  // The same kept requests sent twice more: the first answers again, nothing changes.
  for (let time = 0; time < 2; time += 1)
    for (const [index, write] of kept.entries()) {
      const again = await sendAgain(page, write);
      assert.equal(again.status, 200);
      if (index < 3) assert.equal(again.order.number, index + 3);
    }
  const after = (await appCall(page, 'GET', '/restaurant/pedidos')).sort((a, b) => a.number - b.number);
  assert.deepEqual(
    after.map((order) => [order.number, order.status, order.history.length]),
    orders.map((order) => [order.number, order.status, order.history.length]),
  );
  const check = (await appCall(page, 'GET', `/restaurant/cuentas?order_id=${orders[2].id}`))[0];
  assert.equal(check.bill.total, 28000 + 9000);
});
