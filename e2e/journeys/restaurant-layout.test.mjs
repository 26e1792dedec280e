// Issue 36, items 2 and 7: the restaurant app on the screens it is used on. The kitchen board at 1024×768 and
// 1366×768 with 12 tickets: every column reachable (none cut at the right edge, no sideways scrolling), no ticket text
// cut, the age always on the ticket (screenshots kept in .local/artifacts). On a phone (390 px): one menu button, no
// chat bubble inside the app, and a 'Ver pedido (n)' bar that brings the order and 'Enviar a cocina' into view.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { assertFitsTheScreen } from '../lib/screen.mjs';
import { appCall, buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });
const artifacts = '.local/artifacts';
const columns = ['Pendiente', 'Confirmado', 'Preparando', 'Listo', 'Entregado', 'Cerrados hoy'];
const longDish = 'Cazuela de mariscos con arroz de coco, patacón pisado y ensalada de aguacate de la casa';
const longNote = 'sin cebolla ni cilantro, salsa de ají aparte y el patacón bien crocante por favor';
/** Where each of the 12 tickets ends: three still pending, one cancelled (with today's closed ones). */
const ends = ['pendiente', 'pendiente', 'pendiente', 'confirmado', 'confirmado', 'preparando', 'preparando', 'listo'];
ends.push('listo', 'entregado', 'entregado', 'cancelado');
const flow = ['pendiente', 'confirmado', 'preparando', 'listo', 'entregado'];

/** Whether the element is wholly inside the window. */
const onScreen = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

/** The texts of the tickets that are cut: clipped inside their box, or sticking out of their ticket. */
const cutTexts = (page) =>
  page.getByRole('article').evaluateAll((tickets) =>
    tickets.flatMap((ticket) => {
      const edge = ticket.getBoundingClientRect();
      return [...ticket.querySelectorAll('*')]
        .filter((element) => element.children.length === 0 && element.textContent.trim() !== '')
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const clipped = element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
          return clipped || box.left < edge.left - 1 || box.right > edge.right + 1;
        })
        .map((element) => `${ticket.getAttribute('aria-label')}: ${element.textContent}`);
    }),
  );

async function boardFits(page, width) {
  await page.setViewportSize({ width, height: 768 });
  for (const name of columns) {
    const column = page.getByRole('region', { name, exact: true });
    await column.getByRole('heading', { name }).scrollIntoViewIfNeeded();
    const box = await column.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= width, `${width} px: column ${name} is within the screen (${JSON.stringify(box)})`);
  }
  await assertFitsTheScreen(page, `${width} px: the board`);
  assert.equal(await page.getByRole('article').count(), 12);
  assert.deepEqual(await cutTexts(page), [], `${width} px: no ticket text is cut`);
  const ages = await page.getByRole('article').evaluateAll((tickets) =>
    tickets.filter((ticket) => {
      const age = ticket.querySelector('[aria-label="Tiempo del pedido"]')?.getBoundingClientRect();
      const edge = ticket.getBoundingClientRect();
      return !age || age.width === 0 || age.right > edge.right || age.left < edge.left;
    }),
  );
  assert.equal(ages.length, 0, `${width} px: every ticket shows its age`);
  await page.screenshot({ path: `${artifacts}/kitchen-board-${width}x768.png`, fullPage: true });
}

test('the kitchen board fits 1024 and 1366 px with 12 tickets, and a phone has one menu, no chat and a Ver pedido bar', async () => {
  await mkdir(artifacts, { recursive: true });
  const owner = await newCustomer('duena-pantallas', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 768 },
  });
  // The site's chat is there on the site...
  await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).waitFor();
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  // ...and not inside the restaurant app.
  assert.equal(await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).count(), 0, 'no chat in the app');

  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  const dishes = [];
  for (const [name, price] of [
    [longDish, 48000],
    ['Bandeja paisa', 32000],
    ['Ajiaco', 28000],
    ['Sancocho', 25000],
    ['Mondongo', 24000],
    ['Sobrebarriga', 30000],
    ['Lechona', 27000],
    ['Tamal', 15000],
  ])
    dishes.push(await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price }));
  const tables = [];
  for (const number of [1, 2, 3, 4, 5, 6])
    tables.push(await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' }));

  // 12 tickets, each with the long dish and its long note, moved one step at a time to where it ends.
  for (const [index, end] of ends.entries()) {
    const line = await appCall(page, 'POST', '/restaurant/carrito/add', { itemId: dishes[0].id, quantity: 2 });
    await appCall(page, 'PUT', '/restaurant/carrito/update-quantity', { id: line.id, quantity: 2, note: longNote });
    await appCall(page, 'POST', '/restaurant/carrito/add', { itemId: dishes[1 + (index % 7)].id, quantity: 1 });
    const order = await appCall(page, 'POST', '/restaurant/carrito/checkout', { table_id: tables[index % 6].id, note: 'Cumpleaños' });
    if (end === 'cancelado') await appCall(page, 'PUT', `/restaurant/pedidos/${order.id}/cancelar`);
    else
      for (const status of flow.slice(1, flow.indexOf(end) + 1))
        await appCall(page, 'PUT', `/restaurant/pedidos/${order.id}/estado`, { status });
  }

  await section(page, 'Cocina').click();
  await page.getByRole('region', { name: 'Cerrados hoy', exact: true }).getByRole('article').first().waitFor();
  await boardFits(page, 1366);
  await boardFits(page, 1024);

  // A phone: the site's single menu button (the app's sections are a strip), and still no chat bubble.
  await page.setViewportSize({ width: 390, height: 844 });
  await section(page, 'Tomar pedido').click();
  assert.equal(await page.getByRole('button', { name: 'Abrir menú' }).count(), 1, 'one menu button');
  assert.equal(await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).count(), 0, 'no chat on a phone');
  await page.getByRole('button', { name: /^Mesa 1 · / }).click();
  await page.getByRole('button', { name: 'Agregar Bandeja paisa', exact: true }).click();
  await page.getByRole('button', { name: 'Uno más de Bandeja paisa' }).click();
  await page.getByLabel('Total').getByText('64.000', { exact: false }).waitFor();
  const bar = page.getByRole('button', { name: /^Ver pedido \(2\)/ });
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await onScreen(bar), true, "'Ver pedido (2)' is on the screen at the top of the menu");
  const send = page.getByRole('button', { name: 'Enviar a cocina' });
  assert.equal(await onScreen(send), false, "'Enviar a cocina' starts below the menu");
  await bar.click();
  await page.waitForFunction(() => {
    const box = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Enviar a cocina').getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  await assertFitsTheScreen(page, '390 px: the page');
  await send.click();
  await page.getByText('Pedido #13 enviado a cocina').first().waitFor();
});
