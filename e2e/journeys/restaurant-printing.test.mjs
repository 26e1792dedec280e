// Issue 36, item 3: a kitchen ticket printed through the browser's dialog, as Chromium lays it out on paper: the
// print stylesheet shows the ticket alone, as wide as the device's roll (80 mm, then 58 mm once chosen), the board
// hidden (screenshot kept in .local/artifacts). ESC/POS bytes are checked by printing/escpos-tickets.test.ts.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { mm, printedSheet } from '../lib/print-sheet.mjs';
import { appCall, buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });
const artifacts = '.local/artifacts';

test('a kitchen ticket prints alone, as wide as the roll the device keeps', async () => {
  await mkdir(artifacts, { recursive: true });
  const owner = await newCustomer('dueno-ticketera', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  const dish = await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Bandeja paisa', price: 32000 });
  const table = await appCall(page, 'POST', '/restaurant/tables', { number: 3, seats: 4, zone: 'Salón' });
  const line = await appCall(page, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
  await appCall(page, 'PUT', '/restaurant/carrito/update-quantity', { id: line.id, quantity: 2, note: 'término medio' });
  await appCall(page, 'POST', '/restaurant/carrito/checkout', { table_id: table.id, note: '' });

  await section(page, 'Cocina').click();
  await page.getByRole('heading', { name: 'Ticketera' }).waitFor();
  const ticket = page.getByRole('article', { name: 'Pedido #1 · Mesa 3' });
  const sheet = await printedSheet(page, ticket);
  const box = await sheet.boundingBox();
  assert.ok(Math.abs(box.width - 80 * mm) < 2, `80 mm wide on paper (${box.width} px)`);
  assert.ok(box.x < 1 && box.y < 1, 'at the top of the page');
  const text = await sheet.innerText();
  for (const expected of ['Comanda #1', 'Mesa 3', '2 × Bandeja paisa', '> término medio'])
    assert.ok(text.includes(expected), `the sheet reads ${expected}`);
  // Hidden on paper, so out of the accessibility tree: found by its attributes.
  const onPaper = page.locator('[role="article"][aria-label="Pedido #1 · Mesa 3"]');
  assert.equal(await onPaper.evaluate((element) => getComputedStyle(element).visibility), 'hidden', 'the board does not print');
  await page.screenshot({ path: `${artifacts}/kitchen-ticket-80mm.png`, clip: { x: 0, y: 0, width: box.width, height: box.height } });

  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.querySelector('#printed-sheet')?.remove());
  await page.getByText('58 mm', { exact: true }).click();
  const narrow = await (await printedSheet(page, ticket)).boundingBox();
  assert.ok(Math.abs(narrow.width - 58 * mm) < 2, `58 mm wide once chosen (${narrow.width} px)`);
});
