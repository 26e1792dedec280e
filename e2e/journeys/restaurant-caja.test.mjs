// Issue 33, the cash register ('Caja', every plan): an Estándar owner on a tablet opens the register with a float,
// takes cash out with a reason, closes it counting bills and coins (2.000 short, shown in red before confirming) and
// gets the closing report; the shift is in the history; the receipt's business data and the tip are saved. On a
// phone the screens fit the width.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { assertFitsTheScreen } from '../lib/screen.mjs';
import { buyRestaurant, openApp } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

const section = (page, name) =>
  page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link', { name, exact: true });

test('an Estándar owner opens the register, takes cash out, closes it 2.000 short and reads the closing report', async () => {
  const owner = await newCustomer('duena-caja', { invoicingProfile: true });
  const tablet = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  const { page } = tablet;
  const card = await buyRestaurant(page, owner, { plan: 'Estándar', amount: '$ 80.000' });
  await openApp(page, card);

  // Closed: 'Abrir caja' with a float of 150.000.
  await section(page, 'Caja').click();
  await page.getByRole('heading', { name: 'La caja está cerrada' }).waitFor();
  await page.getByTestId('caja-open-float').fill('150000');
  await page.getByTestId('caja-open').click();
  await page.getByRole('heading', { name: 'Caja abierta' }).waitFor();
  assert.equal(await page.getByRole('group', { name: 'Base' }).textContent(), 'Base150.000 COP');

  // Cash out for the ice, with its reason; without one the service's rule is shown and nothing is recorded.
  await page.getByTestId('caja-movement-amount').fill('20000');
  await page.getByTestId('caja-movement-add').click();
  await page
    .getByRole('alert')
    .getByText(/^Motivo inválido/)
    .waitFor();
  await page.getByTestId('caja-movement-reason').fill('Compra de hielo');
  await page.getByTestId('caja-movement-add').click();
  await page.getByRole('table', { name: 'Entradas y salidas de efectivo' }).getByRole('cell', { name: 'Compra de hielo' }).waitFor();
  assert.equal(await page.getByTestId('caja-expected').textContent(), '130.000 COP');

  // The count: 100.000 + 20.000 + 5.000 + 2.000 + 1.000 = 128.000 against 130.000 expected.
  for (const value of [100000, 20000, 5000, 2000, 1000]) await page.getByTestId(`caja-count-${value}`).fill('1');
  assert.equal(await page.getByTestId('caja-counted').textContent(), '128.000 COP');
  const difference = page.getByTestId('caja-difference');
  assert.equal(await difference.textContent(), '-2.000 COP (Falta efectivo)');
  const red = await difference.evaluate((element) => getComputedStyle(element).color);
  assert.match(red, /^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r, g, b] = red.match(/\d+/g).map(Number);
  assert.ok(r > 150 && g < 100 && b < 100, `the difference is red: ${red}`);

  // Asked once more, then closed: the closing report.
  await page.getByTestId('caja-close').click();
  await page
    .getByRole('alertdialog', { name: 'Cerrar caja' })
    .getByText(/La diferencia de -2\.000 COP queda registrada/)
    .waitFor();
  await page.getByTestId('caja-close-confirm').click();
  const report = page.getByTestId('caja-report');
  await report.getByRole('heading', { name: 'Informe de cierre (Z)' }).waitFor();
  assert.equal(await report.getByRole('group', { name: 'Efectivo contado' }).textContent(), 'Efectivo contado128.000 COP');
  assert.match(await report.getByRole('group', { name: 'Diferencia' }).textContent(), /-2\.000 COP/);
  const movements = await report.getByRole('table', { name: 'Entradas y salidas de efectivo' }).getByRole('row').allTextContents();
  assert.equal(movements.length, 2);
  assert.match(movements[1], /SalidaCompra de hielo-20\.000 COP$/);
  await page.getByRole('heading', { name: 'La caja está cerrada' }).waitFor();

  // On a phone the closed register and its report fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await report.waitFor();
  await assertFitsTheScreen(page, 'at 390 px the closed register and its report');

  // The history lists the shift, closed, 2.000 short, and opens its report.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('tab', { name: 'Historial de turnos' }).click();
  const history = page.getByRole('table', { name: 'Historial de turnos' });
  const row = history.getByRole('row').nth(1);
  await row.getByText('Cerrada').waitFor();
  assert.match(await row.textContent(), /-2\.000 COP \(Falta efectivo\)/);
  await row.getByRole('button', { name: /^Ver el informe del turno del / }).click();
  await page.getByTestId('caja-report').getByRole('heading', { name: 'Informe de cierre (Z)' }).waitFor();

  // Settings: the receipt's business data and a 5 % suggested tip, kept by the service.
  await page.getByRole('tab', { name: 'Ajustes de caja' }).click();
  await page.getByTestId('caja-settings-business_name').fill('La Ñapa de la 7');
  await page.getByTestId('caja-settings-nit').fill('900123456-7');
  await page.getByTestId('caja-settings-address').fill('Cra 7 # 12-34, Bogotá');
  await page.getByTestId('caja-settings-tip').fill('5');
  await page.getByTestId('caja-settings-save').click();
  await page.getByText('Ajustes de caja guardados').waitFor();
  await page.reload();
  await page.getByRole('tab', { name: 'Ajustes de caja' }).click();
  assert.equal(await page.getByTestId('caja-settings-nit').inputValue(), '900123456-7');
  assert.equal(await page.getByTestId('caja-settings-tip').inputValue(), '5');
  assert.deepEqual(tablet.problems, []);
});
