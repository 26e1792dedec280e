// Issue 37 item 1 in the restaurant app: the owner defines a supply (Limón, in units, 15.000 COP the 30, minimum 10),
// buys 12 and gives the lemonade its recipe (2 limones: cost 1.000 COP, margin 8.000 COP). A waiter's round of one
// lemonade, from the waiter's own phone, lowers the stock by exactly 2, to its minimum: the owner's screen marks the
// supply, shows the alert and the navigation's badge. Then the owner turns on 'Ocultar platos sin insumos': waste that
// leaves 1 limón (less than a glass) takes the lemonade out of the waiter's picker, still open on the phone, within 5 s,
// and a purchase of 1 brings it back as fast.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, assignStaff, buyRestaurant, openApp, section, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

/** The Inventario entry of the navigation; its name grows with the low-stock badge. */
const inventory = (page) => page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name: /^Inventario/ });
const toast = (page, text) => page.getByText(text, { exact: true }).first().waitFor();

test('the owner defines a supply and a recipe; a waiter’s round takes the exact quantity, the low-stock alert shows, and the dish follows the stock', async () => {
  const owner = await newCustomer('duena-inventario', { invoicingProfile: true });
  const waiter = await newCustomer('mesero-inventario');
  const { page, problems } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: waiter.email, name: 'Mario Mesero', role: 'Mesero' });
  await openApp(page, card);
  const bebidas = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Bebidas' });
  await appCall(page, 'POST', '/restaurant/menu/items', { category_id: bebidas.id, name: 'Limonada de coco', price: 9000 });
  await appCall(page, 'POST', '/restaurant/tables', { number: 1, seats: 4, zone: 'Salón' });

  // The supply, from the form.
  await inventory(page).click();
  await page.getByRole('heading', { name: 'Inventario', level: 1 }).waitFor();
  await page.getByText('Aún no hay insumos. Agrega el primero con el formulario.').waitFor();
  const form = page.getByRole('form', { name: 'Nuevo insumo' });
  await form.getByLabel('Nombre del insumo').fill('Limón');
  await form.getByLabel('Unidad base').selectOption({ label: 'Unidades' });
  await form.getByLabel('Costo en pesos').fill('15000');
  await form.getByLabel('Por cuántas unidades base').fill('30');
  await form.getByLabel('Mínimo de existencias').fill('10');
  await form.getByRole('button', { name: 'Guardar insumo' }).click();
  await toast(page, 'Insumo Limón creado');
  const row = page.getByRole('table', { name: 'Insumos' }).getByRole('row').filter({ hasText: 'Limón' });
  await row.getByRole('cell', { name: '15.000 COP por 30 unid.' }).waitFor();

  // A purchase of 12.
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  const move = page.getByRole('form', { name: 'Registrar un movimiento' });
  await move.getByLabel('Insumo', { exact: true }).selectOption({ label: 'Limón' });
  await move.getByLabel('Cantidad (unid.)').fill('12');
  await move.getByLabel('Motivo o nota').fill('Plaza de mercado');
  await move.getByRole('button', { name: 'Registrar movimiento' }).click();
  await toast(page, 'Limón: ahora hay 12 unid.');

  // The lemonade's recipe: 2 limones a glass; the service costs it.
  await page.getByRole('tab', { name: 'Recetas' }).click();
  await page.getByLabel('Plato', { exact: true }).selectOption({ label: 'Limonada de coco' });
  await page.getByText('Este plato no tiene receta todavía.').waitFor();
  await page.getByRole('button', { name: 'Agregar insumo' }).click();
  await page.getByLabel('Insumo de la línea 1').selectOption({ label: 'Limón' });
  await page.getByLabel('Cantidad de la línea 1').fill('2');
  await page.getByRole('button', { name: 'Guardar receta' }).click();
  await toast(page, 'Receta de Limonada de coco guardada');
  await page.getByRole('group', { name: 'Costo', exact: true }).getByText('1.000 COP').waitFor();
  await page.getByRole('group', { name: 'Margen', exact: true }).getByText('8.000 COP').waitFor();
  assert.equal(await page.getByLabel('Costo de la línea 1').textContent(), '1.000 COP');
  assert.equal(await page.getByRole('alert').filter({ hasText: 'Insumos en o bajo su mínimo' }).count(), 0);

  // The waiter, on their own phone, sends one lemonade to table 1.
  const phone = await openPage(browser(), '/cuenta', { prepare: waiter.prepare });
  const shared = phone.page
    .getByRole('region', { name: 'Apps compartidas contigo' })
    .getByRole('article', { name: 'Software Restaurante' });
  await openApp(phone.page, shared);
  assert.equal(await inventory(phone.page).count(), 0, 'a waiter has no Inventario');
  await sendRound(phone.page, 1, ['Limonada de coco'], 1);

  // Exactly 2 limones went: 10 left, at the minimum, so the owner's screen raises the alert.
  const [limon] = await appCall(page, 'GET', '/restaurant/inventario/insumos');
  assert.deepEqual([limon.stock, limon.low], [10, true]);
  const [sale] = await appCall(page, 'GET', `/restaurant/inventario/movimientos?supply_id=${limon.id}`);
  assert.deepEqual([sale.reason, sale.delta, sale.by_email], ['venta', -2, waiter.email]);
  await section(page, 'Inicio').click();
  await inventory(page).click();
  await page.getByRole('alert').filter({ hasText: 'Insumos en o bajo su mínimo' }).getByText('Limón: 10 unid.').waitFor();
  await row.getByText('Bajo el mínimo').waitFor();
  await row.getByRole('cell', { name: '10 unid.' }).first().waitFor();
  await inventory(page).getByLabel('Insumos en o bajo su mínimo: 1').waitFor();

  // The dish follows the stock once the owner chooses so; the waiter's picker sees it within 5 s.
  await page.getByRole('switch', { name: /^Ocultar platos sin insumos/ }).click();
  await page.getByRole('switch', { name: /^Ocultar platos sin insumos/, checked: true }).waitFor();
  // The waiter goes back to table 1's menu and leaves the phone there.
  await section(phone.page, 'Tomar pedido').click();
  await phone.page.getByRole('button', { name: /^Mesa 1 · / }).click();
  const lemonade = phone.page.getByRole('group', { name: 'Limonada de coco' });
  const addLemonade = lemonade.getByRole('button', { name: 'Agregar Limonada de coco', exact: true });
  assert.equal(await addLemonade.isEnabled(), true);
  const record = async (reason, quantity, stock) => {
    await page.getByRole('tab', { name: 'Movimientos' }).click();
    await move.getByLabel('Insumo', { exact: true }).selectOption({ label: 'Limón' });
    await move.getByText(reason, { exact: true }).click();
    await move.getByLabel('Cantidad (unid.)').fill(String(quantity));
    await move.getByRole('button', { name: 'Registrar movimiento' }).click();
    await toast(page, `Limón: ahora hay ${stock} unid.`);
  };
  await record('Merma', 9, 1);
  await lemonade.getByText('No disponible').waitFor({ timeout: 5000 });
  assert.equal(await addLemonade.isDisabled(), true);
  await record('Compra', 1, 2);
  await lemonade.getByText('No disponible').waitFor({ state: 'detached', timeout: 5000 });
  assert.equal(await addLemonade.isEnabled(), true);
  await phone.close();
  assert.deepEqual(problems, []);
});
