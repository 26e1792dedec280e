// Issue 37 item 2: a Gold owner opens the register with 100.000, records 20.000 of vegetables paid from it on the
// 'Finanzas' screen and the 300.000 rent paid by bank; the register then expects 80.000, the income statement shows
// the expenses by category and the result, and its XLSX reads back with the screen's figures. Deleting the rent asks
// first, with a reason, and takes it out of the list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { downloadedSheets } from '../lib/spreadsheet.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

test('a Gold owner records expenses, reads the income statement and its XLSX, and the register expects less cash', async () => {
  const owner = await newCustomer('duena-finanzas', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Gold', amount: '$ 250.000' });
  await openApp(page, card);
  await section(page, 'Caja').click();
  await page.getByTestId('caja-open-float').fill('100000');
  await page.getByTestId('caja-open').click();
  await page.getByText('Caja abierta con una base de 100.000 COP').first().waitFor();

  await section(page, 'Finanzas').click();
  await page.getByText('No hay gastos en este periodo.').waitFor();
  const form = page.getByRole('form', { name: 'Nuevo gasto' });
  const spend = async ({ category, supplier, description, amount, fromCash }) => {
    await form.getByLabel('Categoría').selectOption({ label: category });
    await form.getByLabel('Proveedor').fill(supplier);
    await form.getByLabel('Descripción').fill(description);
    await form.getByLabel('Valor').fill(String(amount));
    await form.getByText(fromCash ? 'Caja del turno' : 'Otro (banco, tarjeta)').click();
    await form.getByRole('button', { name: 'Registrar gasto' }).click();
    await page
      .getByRole('table', { name: 'Gastos' })
      .getByRole('row', { name: new RegExp(description) })
      .waitFor();
  };
  await spend({ category: 'Insumos', supplier: 'Plaza', description: 'Verduras', amount: 20000, fromCash: true });
  await spend({ category: 'Arriendo', supplier: 'Inmobiliaria', description: 'Arriendo del local', amount: 300000, fromCash: false });

  const statement = page.getByRole('table', { name: 'Estado de resultados' });
  await statement.getByRole('row', { name: /^Total gastos\s*-320\.000 COP$/ }).waitFor();
  await statement.getByRole('row', { name: /^Utilidad\s*-320\.000 COP$/ }).waitFor();
  const flow = page.getByRole('table', { name: 'Flujo de caja' });
  await flow.getByRole('row', { name: /^Sale: gastos pagados de caja\s*-20\.000 COP$/ }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar XLSX', exact: true }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^estado-resultados-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await downloadedSheets(download);
  const figures = Object.fromEntries(rows('Estado de resultados').slice(1));
  assert.deepEqual([figures.Gastos, figures.Utilidad], [320000, -320000]);
  assert.deepEqual(rows('Gastos por categoría').slice(1), [
    ['Arriendo', 1, 300000],
    ['Insumos', 1, 20000],
  ]);

  // Deleting the rent asks first, with the reason kept.
  await page.getByRole('button', { name: 'Eliminar el gasto Arriendo del local' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar el gasto Arriendo del local de 300.000 COP?' });
  await dialog.getByLabel('Motivo').fill('Registrado en el mes equivocado');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await statement.getByRole('row', { name: /^Utilidad\s*-20\.000 COP$/ }).waitFor();

  // The vegetables came out of the register: it expects 80.000.
  await section(page, 'Caja').click();
  await page.getByTestId('caja-expected').getByText('80.000 COP').waitFor();
});
