// Issue 16's must-show: an owner buys Pro and opens the restaurant app; a waiter assigned to it takes an order for
// table 1 in another browser; the ticket reaches the owner's kitchen board live and is moved to entregado, then paid
// on table 1's check (issue 33); table 1 is free again and the day's stats count the revenue. A paid order cannot go
// back to preparando, and a Gold feature shows locked.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { assignStaff, buyRestaurant, openApp } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

const section = (page, name) =>
  page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name, exact: true });

test('owner buys Pro, a waiter takes an order for table 1 and the kitchen board follows it live to pagado', async () => {
  const owner = await newCustomer('duena-cocina', { invoicingProfile: true });
  const staff = await newCustomer('mesera-cocina');

  // The owner buys Pro and assigns the waiter as an employee.
  const kitchen = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare });
  const { page } = kitchen;
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: staff.email, name: 'Mesera de Prueba', role: 'Empleado' });

  // The owner opens the app: Pro's features, and Gold's locked with the plan that unlocks them.
  await openApp(page, card);
  await page.getByRole('group', { name: 'Menú rápido' }).getByText('Incluida').waitFor();
  const gold = page.getByRole('group', { name: 'Reportes avanzados' });
  assert.match(await gold.textContent(), /^Reportes avanzados\s*Plan Gold$/);
  // The lock is drawn (an SVG), not an emoji Debian's Chromium has no font for.
  const lock = await gold.getByRole('img', { name: 'Bloqueada' }).boundingBox();
  assert.ok(lock && lock.width >= 12 && lock.height >= 12, `lock icon drawn: ${JSON.stringify(lock)}`);

  // The owner writes the menu (two categories, three dishes) and creates table 1 in the app's screens.
  await section(page, 'Menú').click();
  const categories = page.getByRole('region', { name: 'Categorías' });
  for (const name of ['Platos fuertes', 'Bebidas']) {
    await categories.getByLabel('Nombre de la categoría').fill(name);
    await categories.getByRole('button', { name: 'Agregar categoría' }).click();
    await categories.getByRole('group', { name, exact: true }).waitFor();
  }
  const newDish = page.getByRole('form', { name: 'Nuevo plato' });
  for (const [category, name, price] of [
    ['Platos fuertes', 'Bandeja paisa', '32000'],
    ['Platos fuertes', 'Ajiaco', '28000'],
    ['Bebidas', 'Limonada de coco', '9000'],
  ]) {
    await newDish.getByLabel('Nombre', { exact: true }).fill(name);
    await newDish.getByLabel('Precio (COP)').fill(price);
    await newDish.getByLabel('Categoría').selectOption({ label: category });
    await newDish.getByRole('button', { name: 'Agregar plato' }).click();
    await page.getByRole('region', { name: 'Platos', exact: true }).getByRole('group', { name, exact: true }).waitFor();
  }
  await categories.getByRole('group', { name: 'Platos fuertes' }).getByText('2 platos').waitFor();
  // Drinks first: the categories keep the order the owner gives them.
  const categoryOrder = () =>
    categories.getByRole('group').evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));
  assert.deepEqual(await categoryOrder(), ['Platos fuertes', 'Bebidas']);
  await categories.getByRole('button', { name: 'Subir Bebidas' }).click();
  await categories.getByRole('button', { name: 'Subir Platos fuertes', disabled: false }).waitFor();
  assert.deepEqual(await categoryOrder(), ['Bebidas', 'Platos fuertes']);
  // A dish at 0 pesos is refused with the rule, not saved at 1.
  await newDish.getByLabel('Nombre', { exact: true }).fill('Agua');
  await newDish.getByLabel('Precio (COP)').fill('0');
  await newDish.getByLabel('Categoría').selectOption({ label: 'Bebidas' });
  await newDish.getByRole('button', { name: 'Agregar plato' }).click();
  await newDish.getByText('Precio inválido: un número entero de pesos mayor que 0 y hasta 100.000.000').waitFor();
  assert.equal(await newDish.getByLabel('Precio (COP)').inputValue(), '$ 0');
  await section(page, 'Mesas').click();
  const newTable = page.getByRole('form', { name: 'Nueva mesa' });
  await newTable.getByLabel('Zona').fill('Salón');
  await newTable.getByRole('button', { name: 'Crear mesa' }).click();
  await page.getByRole('group', { name: 'Mesa 1', exact: true }).getByText('4 puestos · Salón').waitFor();

  // The kitchen board, live; a mark on the window tells whether it was ever reloaded.
  await section(page, 'Cocina').click();
  await page.getByRole('status').getByText('En vivo').waitFor({ timeout: 10000 });
  await page.evaluate(() => (window.__sameBoard = true));

  // The waiter, in another browser context, opens the shared app and takes the order for table 1.
  const waiter = await openPage(browser(), '/cuenta', { prepare: staff.prepare });
  const shared = waiter.page
    .getByRole('region', { name: 'Apps compartidas contigo' })
    .getByRole('article', { name: 'Software Restaurante' });
  await openApp(waiter.page, shared);
  assert.equal(await section(waiter.page, 'Menú').count(), 0, 'employees see no admin sections');
  await section(waiter.page, 'Tomar pedido').click();
  await waiter.page.getByRole('button', { name: 'Mesa 1 · Disponible' }).click();
  await waiter.page.getByRole('button', { name: 'Agregar Bandeja paisa', exact: true }).click();
  const note = waiter.page.getByRole('textbox', { name: 'Nota para Bandeja paisa' });
  await note.fill('sin cebolla');
  await note.blur();
  await waiter.page.getByRole('button', { name: 'Agregar Limonada de coco', exact: true }).click();
  await waiter.page.getByRole('button', { name: 'Uno más de Limonada de coco' }).waitFor();
  await waiter.page.getByLabel('Total').getByText('41.000', { exact: false }).waitFor();
  await waiter.page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await waiter.page.getByText('Pedido #1 enviado a cocina').first().waitFor();
  await waiter.page.getByRole('button', { name: 'Mesa 1 · Ocupada' }).waitFor();

  // The ticket reaches the owner's board without a reload, with its note, and moves one tap at a time.
  const ticket = page.getByRole('article', { name: 'Pedido #1 · Mesa 1' });
  const column = (name) => page.getByRole('region', { name, exact: true });
  await column('Pendiente').getByRole('article', { name: 'Pedido #1 · Mesa 1' }).waitFor({ timeout: 5000 });
  assert.equal(await page.evaluate(() => window.__sameBoard), true, 'the board was not reloaded');
  await ticket.getByText('sin cebolla').waitFor();
  await ticket.getByText('1 × Limonada de coco').waitFor();
  for (const [tap, status] of [
    ['Confirmar pedido', 'Confirmado'],
    ['Empezar a preparar', 'Preparando'],
    ['Marcar listo', 'Listo'],
    ['Marcar entregado', 'Entregado'],
  ]) {
    await ticket.getByRole('button', { name: tap }).click();
    await column(status).getByRole('article', { name: 'Pedido #1 · Mesa 1' }).waitFor();
  }

  // A delivered ticket is paid on its table's check (issue 33): charged by Nequi, it closes as pagado.
  await ticket.getByRole('button', { name: 'Cobrar en la cuenta' }).click();
  await page.getByRole('heading', { name: 'Cuenta · Mesa 1' }).waitFor();
  await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await page.getByRole('button', { name: 'Sin propina' }).click();
  await page.getByRole('button', { name: 'Nequi', exact: true }).click();
  await page.getByRole('button', { name: 'Cobrar 41.000 COP' }).click();
  await page.getByText('Cuenta cobrada').waitFor();
  await section(page, 'Cocina').click();
  await column('Cerrados hoy').getByRole('article', { name: 'Pedido #1 · Mesa 1' }).waitFor();

  // A paid ticket offers no move: the server allows none from pagado.
  assert.equal(await ticket.getByRole('button').count(), 0, 'a paid ticket offers no move');

  // Table 1 is free again on the waiter's floor.
  await section(waiter.page, 'Cocina').click();
  await section(waiter.page, 'Tomar pedido').click();
  await waiter.page.getByRole('button', { name: 'Mesa 1 · Disponible' }).waitFor();

  // The day's stats count the paid order: its revenue, and its two dishes.
  await section(page, 'Estadísticas').click();
  await page.getByRole('group', { name: 'Ventas', exact: true }).getByText('41.000', { exact: false }).waitFor();
  await page.getByRole('group', { name: 'Pagados', exact: true }).getByText('1', { exact: true }).waitFor();
  const top = page.getByRole('table', { name: 'Platos más pedidos' });
  for (const dish of ['Bandeja paisa', 'Limonada de coco']) await top.getByRole('cell', { name: dish, exact: true }).waitFor();

  // Leaving forgets the restaurant session: back to Mis Suscripciones, restaurant_token gone.
  await waiter.page.getByRole('button', { name: 'Salir del restaurante' }).click();
  await waiter.page.waitForURL('**/cuenta');
  assert.equal(await waiter.page.evaluate(() => localStorage.getItem('restaurant_token')), null);

  // No failed call: the board offers only the moves the server allows (the live stream is cut on leaving Cocina).
  const leavingTheBoard = (problem) => !problem.includes('/restaurant/pedidos/stream');
  assert.deepEqual(kitchen.problems.filter(leavingTheBoard), []);
  assert.deepEqual(waiter.problems.filter(leavingTheBoard), []);
  await waiter.close();
  await kitchen.close();
});
