// Issue 37 item 3: the QR menu. A Pro owner lets diners order from the table on the 'Menú QR' screen, which shows the
// public link and one QR code per table. A diner at table 3, on a phone (390 px), reads the menu at the table's address:
// a dish the restaurant marks sold out disappears within seconds, and an order with an option goes out. It arrives as
// 'pendiente' on the waiter's 'Menú QR' screen; the waiter confirms it and it reaches the kitchen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, assignStaff, buyRestaurant, openApp } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });
const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();
/** The Menú QR entry of the navigation; its name grows with the badge of the diners' orders waiting. */
const qrMenu = (page) => page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name: /^Menú QR/ });

test('a diner orders from the table’s QR menu on a phone and the waiter confirms it', async () => {
  const owner = await newCustomer('duena-menu-qr', { invoicingProfile: true });
  const waiter = await newCustomer('mesero-menu-qr');
  const { page, problems } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: waiter.email, name: 'Mario Mesero', role: 'Mesero' });
  await openApp(page, card);
  const platos = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  await appCall(page, 'POST', '/restaurant/menu/items', {
    category_id: platos.id,
    name: 'Churrasco',
    description: 'Con papa criolla y chimichurri',
    price: 45000,
    option_groups: [{ name: 'Término', required: true, options: [{ name: 'medio' }, { name: 'bien asado' }] }],
  });
  const limonada = await appCall(page, 'POST', '/restaurant/menu/items', { category_id: platos.id, name: 'Limonada de coco', price: 9000 });
  await appCall(page, 'POST', '/restaurant/tables', { number: 3, seats: 4, zone: 'Terraza' });

  // The owner's 'Menú QR': the link, the switch, one code per table.
  await qrMenu(page).click();
  await page.getByRole('heading', { name: 'Menú QR', level: 1 }).waitFor();
  const link = await page.getByTestId('qr-menu-link').textContent();
  assert.match(link, /\/m\/software-restaurante(-[0-9a-f]+)?$/);
  await page.getByRole('img', { name: 'Mesa 3' }).waitFor();
  await page.getByRole('button', { name: 'Imprimir' }).waitFor();
  // The switch follows the server: it turns on once the service has saved it.
  await page.getByRole('switch', { name: /Permitir pedidos desde la mesa/ }).click();
  await page.getByRole('switch', { name: /Permitir pedidos desde la mesa/, checked: true }).waitFor();
  const settings = await appCall(page, 'GET', '/restaurant/menu-qr');
  assert.equal(settings.ordering_enabled, true);
  const tablePath = settings.tables.find((table) => table.number === 3).path;

  // The diner, on a phone at the table.
  const diner = await browser().newContext({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await diner.newPage();
  const dinerProblems = [];
  phone.on('console', (message) => message.type() === 'error' && dinerProblems.push(`console: ${message.text()}`));
  phone.on('pageerror', (error) => dinerProblems.push(`page error: ${error.message}`));
  await phone.goto(new URL(tablePath, baseUrl).toString());
  await phone.getByRole('heading', { level: 1 }).waitFor();
  await phone.getByText('Mesa 3', { exact: true }).waitFor();
  const churrasco = phone.locator('article.dish').filter({ hasText: 'Churrasco' });
  await churrasco.getByText('45.000 COP', { exact: true }).waitFor();
  const lemonade = phone.locator('article.dish').filter({ hasText: 'Limonada de coco' });
  await lemonade.waitFor();

  // The lemonade runs out: within seconds it is gone from the diner's page.
  await appCall(page, 'PUT', `/restaurant/menu/items/${limonada.id}`, { available: false });
  await lemonade.waitFor({ state: 'hidden', timeout: 8000 });

  // Two churrascos, medio, with a note.
  await churrasco.locator('summary').click();
  await churrasco.getByLabel('medio').check();
  await churrasco.getByLabel('Cantidad').fill('2');
  await churrasco.getByRole('button', { name: 'Agregar' }).click();
  const basket = phone.locator('#basket');
  await basket.getByText('2 × Churrasco (medio) — 90.000 COP').waitFor();
  await basket.getByLabel('Nota para la cocina').fill('Sin chimichurri');
  await basket.getByRole('button', { name: 'Enviar pedido' }).click();
  await basket.getByText('Pedido enviado: el personal lo confirmará en un momento').waitFor();
  assert.deepEqual(dinerProblems, []);
  await diner.close();

  // The waiter sees it pendiente on 'Menú QR' and confirms it: it goes to the kitchen.
  const waiterPhone = await openPage(browser(), '/cuenta', { prepare: waiter.prepare, viewport: { width: 390, height: 844 } });
  const shared = waiterPhone.page
    .getByRole('region', { name: 'Apps compartidas contigo' })
    .getByRole('article', { name: 'Software Restaurante' });
  await openApp(waiterPhone.page, shared);
  await qrMenu(waiterPhone.page).getByLabel('Pedidos desde la mesa por confirmar: 1').waitFor();
  await qrMenu(waiterPhone.page).click();
  const order = waiterPhone.page.getByTestId('table-order').filter({ hasText: 'Mesa 3' });
  await order.getByText('pendiente', { exact: true }).waitFor();
  assert.match(await order.textContent(), /2 × Churrasco \(Término: medio\) — 90\.000 COP/);
  assert.match(await order.textContent(), /Nota: Sin chimichurri/);
  await order.getByRole('button', { name: 'Confirmar' }).click();
  await toast(waiterPhone.page, 'Pedido de la mesa 3 confirmado: pasó a la cocina');
  await waiterPhone.page.getByText('No hay pedidos desde la mesa por confirmar.').waitFor();
  const [kitchen] = await appCall(waiterPhone.page, 'GET', '/restaurant/pedidos');
  assert.deepEqual([kitchen.table_number, kitchen.total, kitchen.note, kitchen.status], [3, 90000, 'Sin chimichurri', 'pendiente']);
  assert.deepEqual(waiterPhone.problems, []);
  await waiterPhone.close();
  assert.deepEqual(problems, []);
});
