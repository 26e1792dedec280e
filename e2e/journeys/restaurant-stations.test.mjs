// Issue 36, items 1, 2 and 4 together: the owner adds the Bar station beside the default Cocina and sends the drinks'
// category there, and makes a dish with two option groups; a round for table 3 (the dish 'término medio' with
// '+ Huevo', and a lemonade) becomes two tickets: the Cocina board shows only the dish with its options, the Bar board
// only the lemonade. The kitchen ticket's print stylesheet at 80 mm is kept as a screenshot
// (.local/artifacts/stations-kitchen-ticket-80mm.png). Then table 3's check moves to table 5 and table 6's joins it.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { eventually } from '../lib/eventually.mjs';
import { mm, printedSheet } from '../lib/print-sheet.mjs';
import { addChurrascoWithOptions, appCall, buyRestaurant, moveThenMerge, openApp, section, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });
const artifacts = '.local/artifacts';

/** The board's station switch ('Todas', 'Cocina', 'Bar'). */
const showStation = (page, name) => page.locator('label.mantine-SegmentedControl-label', { hasText: new RegExp(`^${name}$`) }).click();
const ticketNames = (page) =>
  page.getByRole('article').evaluateAll((tickets) => tickets.map((ticket) => ticket.getAttribute('aria-label')));

test('a round is split between the Cocina and Bar boards, the dish with its options; then table 3 moves and merges', async () => {
  await mkdir(artifacts, { recursive: true });
  const owner = await newCustomer('dueno-estaciones', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  const fuertes = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  const bebidas = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Bebidas' });
  await appCall(page, 'POST', '/restaurant/menu/items', { category_id: bebidas.id, name: 'Limonada', price: 9000 });
  for (const number of [3, 5, 6]) await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' });

  // The owner's menu: Cocina is there from the start; Bar is added and takes the drinks.
  await section(page, 'Menú').click();
  const stations = page.getByRole('region', { name: 'Estaciones de preparación' });
  await stations.getByRole('listitem').filter({ hasText: 'Cocina (predeterminada)' }).waitFor();
  await stations.getByLabel('Nombre de la estación').fill('Bar');
  await stations.getByRole('button', { name: 'Agregar estación' }).click();
  await stations.getByRole('listitem').filter({ hasText: /^Bar$/ }).waitFor();
  await page.getByLabel('Estación de Bebidas').selectOption({ label: 'Bar' });
  const [cocina, bar] = await appCall(page, 'GET', '/restaurant/estaciones');
  await eventually(
    () => appCall(page, 'GET', '/restaurant/menu/categories'),
    (categories) =>
      assert.deepEqual(
        categories.map((category) => [category.name, category.station_id]),
        [
          ['Platos fuertes', null],
          ['Bebidas', bar.id],
        ],
      ),
  );

  // A dish with two option groups, from the dish form.
  await addChurrascoWithOptions(page, { price: 42000, category: fuertes.name });

  // The waiter's round for table 3: the dish 'término medio' with '+ Huevo', and a lemonade.
  await section(page, 'Tomar pedido').click();
  await page.getByRole('button', { name: /^Mesa 3 · / }).click();
  await page.getByRole('button', { name: 'Agregar Churrasco', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Opciones de Churrasco' });
  await choose.getByRole('group', { name: 'Término' }).getByText('medio', { exact: true }).click();
  await choose
    .getByRole('group', { name: 'Adiciones' })
    .getByText(/^Huevo \+/)
    .click();
  await choose.getByRole('button', { name: /^Agregar · / }).click();
  await page.getByRole('button', { name: 'Agregar Limonada', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await page.getByText('Pedido #1 enviado a cocina').first().waitFor();
  await sendRound(page, 6, ['Limonada'], 3);

  // One ticket per station, each numbered.
  const orders = await appCall(page, 'GET', '/restaurant/pedidos');
  assert.deepEqual(orders.map((order) => [order.number, order.station_name, order.items.map((item) => item.name)]).sort(), [
    [1, 'Cocina', ['Churrasco']],
    [2, 'Bar', ['Limonada']],
    [3, 'Bar', ['Limonada']],
  ]);
  assert.equal(cocina.name, 'Cocina');

  await section(page, 'Cocina').click();
  await showStation(page, 'Cocina');
  const dish = page.getByRole('article', { name: 'Pedido #1 · Mesa 3' });
  await dish.getByText('1 × Churrasco').waitFor();
  await dish.getByText('· Término: medio').waitFor();
  await dish.getByText('+ Huevo').waitFor();
  assert.deepEqual(await ticketNames(page), ['Pedido #1 · Mesa 3']);

  await showStation(page, 'Bar');
  await page.getByRole('article', { name: 'Pedido #2 · Mesa 3' }).getByText('1 × Limonada').waitFor();
  assert.deepEqual((await ticketNames(page)).sort(), ['Pedido #2 · Mesa 3', 'Pedido #3 · Mesa 6']);

  // The kitchen's ticket on an 80 mm roll, as the browser prints it.
  await showStation(page, 'Cocina');
  const sheet = await printedSheet(page, page.getByRole('article', { name: 'Pedido #1 · Mesa 3' }));
  const box = await sheet.boundingBox();
  assert.ok(Math.abs(box.width - 80 * mm) < 2, `80 mm wide on paper (${box.width} px)`);
  const text = await sheet.innerText();
  for (const expected of ['Comanda #1', 'Mesa 3', '1 × Churrasco', '· Término: medio', '+ Huevo'])
    assert.ok(text.includes(expected), `the sheet reads ${expected}`);
  assert.ok(!text.includes('Limonada'), 'the bar’s lemonade is not on the kitchen’s ticket');
  await page.screenshot({
    path: `${artifacts}/stations-kitchen-ticket-80mm.png`,
    clip: { x: 0, y: 0, width: box.width, height: box.height },
  });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.querySelector('#printed-sheet')?.remove());

  // Table 3's check (both stations' tickets, once each) moves to table 5, then table 6's joins it.
  await moveThenMerge(page, { from: 3, to: 5, merged: 'Cuenta · Mesa 6 · 9.000 COP' });
  await page.getByText('Mesas unidas: Mesa 6 se unió a Mesa 5').waitFor();
  const total = page.getByRole('group', { name: 'Total', exact: true });
  assert.match((await total.textContent()) ?? '', /63\.000 COP/);
  const tables = await appCall(page, 'GET', '/restaurant/tables');
  assert.deepEqual(
    tables.map((table) => [table.number, table.status]),
    [
      [3, 'disponible'],
      [5, 'ocupada'],
      [6, 'disponible'],
    ],
  );
});
