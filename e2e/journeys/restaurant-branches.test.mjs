// Issue 37 item 4: a Gold owner adds a second branch ('Norte') on the 'Sedes' screen and works in it. A check is
// charged in each branch; the day's sales report shows each branch's sales with the sede selector and both together
// under 'Todas las sedes', and the XLSX export of one branch reads back with the screen's totals. Each branch has its
// own stock: the header's switcher shows the inventory of the branch the device works in.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { downloadedSheets } from '../lib/spreadsheet.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

/** A round of `quantity` of a dish for a table of the branch, charged by card: the check's total. */
async function sellIn(page, branchId, { dish, quantity, table }) {
  const sede = { 'x-sede': branchId };
  await appCall(page, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity }, sede);
  const order = await appCall(page, 'POST', '/restaurant/carrito/checkout', { table_id: table.id }, sede);
  const [check] = await appCall(page, 'GET', `/restaurant/cuentas?order_id=${order.id}`, undefined, sede);
  const amount = dish.price * quantity;
  const payment = { method: 'tarjeta', amount, card_type: 'credito', franchise: 'visa', last_four: '4242', approval_code: 'AB12CD' };
  await appCall(
    page,
    'POST',
    `/restaurant/cuentas/${check.id}/cobrar`,
    { idempotency_key: `cobro-${check.id}`, payments: [payment] },
    sede,
  );
  return amount;
}

test('a Gold owner adds a branch; its sales show in the per-branch and combined reports and the XLSX', async () => {
  const owner = await newCustomer('duena-sedes', { invoicingProfile: true });
  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Gold', amount: '$ 250.000' });
  await openApp(page, card);
  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos' });
  const bandeja = await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Bandeja paisa', price: 32000 });
  const ajiaco = await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 });

  // The second branch, added on its screen; this device then works in it.
  await section(page, 'Sedes').click();
  await page.getByLabel('Principal', { exact: true }).waitFor();
  await page.getByLabel('Nombre de la nueva sede').fill('Norte');
  await page.getByRole('button', { name: 'Agregar sede' }).click();
  const northCard = page.getByLabel('Norte', { exact: true });
  await northCard.getByRole('button', { name: 'Trabajar en esta sede' }).click();
  await northCard.getByText('Trabajando aquí').waitFor();
  const [main, north] = await appCall(page, 'GET', '/restaurant/sedes');
  assert.deepEqual([main.name, north.name], ['Principal', 'Norte']);

  // A check in each branch, each at a table 1 of its own.
  const mainTable = await appCall(page, 'POST', '/restaurant/tables', { number: 1, seats: 4 }, { 'x-sede': main.id });
  const northTable = await appCall(page, 'POST', '/restaurant/tables', { number: 1, seats: 4 }, { 'x-sede': north.id });
  const mainSales = await sellIn(page, main.id, { dish: bandeja, quantity: 2, table: mainTable });
  const northSales = await sellIn(page, north.id, { dish: ajiaco, quantity: 1, table: northTable });

  await section(page, 'Reportes').click();
  const sales = page.getByRole('group', { name: 'Ventas', exact: true });
  const onScreen = async (name) =>
    Number((await page.getByRole('group', { name, exact: true }).locator('p').nth(1).textContent()).replace(/\D/g, ''));
  const showSede = async (name) => {
    await page.getByRole('combobox', { name: 'Sede', exact: true }).click();
    // The report's list, not the header's switcher (which names the branches too).
    await page.getByRole('listbox', { name: 'Sede', exact: true }).getByRole('option', { name, exact: true }).click();
  };
  await sales.getByText('92.000 COP').waitFor();
  assert.equal(await onScreen('Ventas'), mainSales + northSales);
  await showSede('Norte');
  await sales.getByText('28.000 COP').waitFor();
  assert.equal(await onScreen('Cuentas'), 1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
  const rows = await downloadedSheets(download);
  const summary = Object.fromEntries(rows('Resumen').slice(1));
  assert.deepEqual([summary.Ventas, summary.Cuentas], [await onScreen('Ventas'), await onScreen('Cuentas')]);
  assert.equal(summary.Ventas, northSales);

  await showSede('Principal');
  await sales.getByText('64.000 COP').waitFor();
  assert.equal(await onScreen('Ventas'), mainSales);
  await showSede('Todas las sedes');
  await sales.getByText('92.000 COP').waitFor();

  // Stock is each branch's: arroz bought in each, a bandeja sold in Norte takes Norte's. The header's switcher moves the
  // device between branches (it works in Norte, chosen on Sedes), and Inventario shows the stock of the one it is in.
  const arroz = await appCall(page, 'POST', '/restaurant/inventario/insumos', {
    name: 'Arroz',
    unit: 'g',
    cost: 4800,
    cost_quantity: 1000,
    low_stock: 100,
  });
  await appCall(page, 'PUT', `/restaurant/inventario/recetas/${bandeja.id}`, { lines: [{ supply_id: arroz.id, quantity: 200 }] });
  for (const [branch, quantity] of [
    [main, 500],
    [north, 1000],
  ]) {
    const purchase = { reason: 'compra', supply_id: arroz.id, quantity };
    await appCall(page, 'POST', '/restaurant/inventario/movimientos', purchase, { 'x-sede': branch.id });
  }
  await sellIn(page, north.id, { dish: bandeja, quantity: 1, table: northTable });
  await section(page, 'Inventario').click();
  const arrozRow = page.getByRole('table', { name: 'Insumos' }).getByRole('row').filter({ hasText: 'Arroz' });
  await arrozRow.getByText('800 g', { exact: true }).waitFor();
  const switcher = page.getByLabel('Sede de trabajo');
  assert.equal(await switcher.inputValue(), north.id);
  await switcher.selectOption({ label: 'Principal' });
  await arrozRow.getByText('500 g', { exact: true }).waitFor();

  assert.deepEqual(problems, []);
  await close();
});
