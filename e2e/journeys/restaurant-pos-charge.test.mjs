// Issue 33's must-show: a waiter takes two rounds for table 2 (three dishes, then two drinks) — one open check with
// both rounds, two kitchen tickets. The pre-cuenta shows the INC included and the suggested tip. The check is split by
// items in two: part A paid in cash (50.000 received, the right change), part B half by card (approval code) and half
// by Nequi with the tip the diner lowered to 5 %, its receipt e-mailed to the diner. Table 2 is free. The owner closes the shift: expected cash, counted
// cash 2.000 short, and the closing report with sales by method, INC and the tip under the waiter's name. The day's
// sales report shows the same, and its XLSX export reads back with the screen's totals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { downloadedSheets } from '../lib/spreadsheet.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { assertFitsTheScreen } from '../lib/screen.mjs';
import { uniqueEmail, waitForMail } from '../lib/mail.mjs';
import { appCall, assignStaff, buyRestaurant, openApp, section, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

/** A labelled amount of a bill (Subtotal, INC, Cambio a entregar...), as the screen writes it. */
const amount = (scope, label) => scope.getByRole('group', { name: label, exact: true });

test('a waiter charges table 2 split in two (cash with change; card and Nequi with a 5 % tip) and the owner closes the shift', async () => {
  const owner = await newCustomer('duena-caja', { invoicingProfile: true });
  const staff = await newCustomer('mesero-caja');

  // The owner buys the software, assigns the waiter, writes the menu and the floor, and opens the register.
  const office = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare, viewport: tablet });
  const { page } = office;
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: staff.email, name: 'Mesero de Prueba', role: 'Empleado' });
  await openApp(page, card);
  const dishes = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  const drinks = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Bebidas' });
  for (const [category, name, price] of [
    [dishes, 'Bandeja paisa', 32000],
    [dishes, 'Ajiaco', 28000],
    [dishes, 'Sancocho', 25000],
    [drinks, 'Limonada de coco', 9000],
    [drinks, 'Jugo de mora', 7000],
  ])
    await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name, price });
  for (const number of [1, 2]) await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' });
  await section(page, 'Caja').click();
  await page.getByTestId('caja-open-float').fill('100000');
  await page.getByTestId('caja-open').click();
  await page.getByText('Caja abierta con una base de 100.000 COP').first().waitFor();

  // The waiter, on a tablet, takes two rounds for table 2: three dishes, then two drinks.
  const floor = await openPage(browser(), '/cuenta', { prepare: staff.prepare, viewport: tablet });
  const waiter = floor.page;
  await openApp(
    waiter,
    waiter.getByRole('region', { name: 'Apps compartidas contigo' }).getByRole('article', { name: 'Software Restaurante' }),
  );
  await sendRound(waiter, 2, ['Bandeja paisa', 'Ajiaco', 'Sancocho'], 1);
  await sendRound(waiter, 2, ['Limonada de coco', 'Jugo de mora'], 2);

  // Two kitchen tickets...
  await section(waiter, 'Cocina').click();
  for (const ticket of ['Pedido #1 · Mesa 2', 'Pedido #2 · Mesa 2']) await waiter.getByRole('article', { name: ticket }).waitFor();
  // ... and one open check with both rounds, reached from the table.
  await section(waiter, 'Cuentas').click();
  await waiter.getByRole('group', { name: 'Cuenta · Mesa 2' }).waitFor();
  assert.equal(await waiter.getByRole('group', { name: /Mesa 2$/ }).count(), 1);
  await section(waiter, 'Tomar pedido').click();
  await waiter.getByRole('button', { name: 'Mesa 2 · Ocupada' }).click();
  await waiter.getByRole('link', { name: 'Ver cuenta', exact: true }).click();
  await waiter.getByRole('heading', { name: 'Cuenta · Mesa 2' }).waitFor();
  assert.deepEqual(await waiter.getByRole('region', { name: 'Ronda 1' }).getByText(/^1 × /).allTextContents(), [
    '1 × Bandeja paisa',
    '1 × Ajiaco',
    '1 × Sancocho',
  ]);
  assert.deepEqual(await waiter.getByRole('region', { name: 'Ronda 2' }).getByText(/^1 × /).allTextContents(), [
    '1 × Limonada de coco',
    '1 × Jugo de mora',
  ]);
  assert.match(await amount(waiter, 'Total').textContent(), /101\.000 COP$/);

  // The pre-cuenta: INC included and broken out (per line, 101.000 = 93.518 + 7.482), the suggested 10 % tip.
  await waiter.getByRole('button', { name: 'Pre-cuenta' }).click();
  const preBill = waiter.getByRole('region', { name: 'Pre-cuenta' });
  assert.match(await amount(preBill, 'Subtotal').textContent(), /93\.518 COP$/);
  assert.match(await amount(preBill, 'INC 8 % (incluido)').textContent(), /7\.482 COP$/);
  assert.match(await amount(preBill, 'Propina sugerida (10 %)').textContent(), /9\.351 COP$/);
  assert.match(await amount(preBill, 'Total con propina').textContent(), /110\.351 COP$/);
  assert.match(await amount(preBill, 'Total sin propina').textContent(), /101\.000 COP$/);
  // On paper only the pre-cuenta shows: no navigation, no buttons.
  await waiter.emulateMedia({ media: 'print' });
  assert.equal(await preBill.isVisible(), true);
  assert.equal(await section(waiter, 'Cocina').isVisible(), false);
  assert.equal(await waiter.getByRole('button', { name: 'Imprimir' }).isVisible(), false);
  await waiter.emulateMedia({ media: 'screen' });
  await waiter.getByRole('button', { name: 'Volver a la cuenta' }).click();

  // Split by items: the ajiaco and the lemonade go to part A.
  await waiter.getByRole('button', { name: 'Dividir' }).click();
  await waiter.getByRole('checkbox', { name: 'Pasar Ajiaco a la cuenta nueva' }).check();
  await waiter.getByRole('checkbox', { name: 'Pasar Limonada de coco a la cuenta nueva' }).check();
  await waiter.getByRole('button', { name: 'Pasar 2 a una cuenta nueva' }).click();
  await waiter.getByRole('heading', { name: 'Cuenta dividida · Mesa 2' }).waitFor();
  assert.match(await amount(waiter, 'Total').textContent(), /37\.000 COP$/);

  // Part A in cash: the diner declines the tip and hands over 50.000; the change is 13.000.
  await waiter.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await waiter.getByRole('button', { name: 'Sin propina' }).click();
  await waiter.getByRole('button', { name: 'Efectivo', exact: true }).click();
  await waiter.getByRole('group', { name: 'Pago 1: Efectivo' }).getByLabel('Recibido').fill('50000');
  assert.match(await amount(waiter, 'Cambio a entregar').textContent(), /13\.000 COP$/);
  await waiter.getByRole('button', { name: 'Cobrar 37.000 COP' }).click();
  await waiter.getByText('Entrega el cambio: 13.000 COP').waitFor();

  // Part B on a phone: the diner lowers the tip to 5 % (2.962 of the 59.259 before INC), half by card, half by Nequi.
  await waiter.setViewportSize(phone);
  await waiter.getByRole('button', { name: 'Volver a la cuenta' }).click();
  await waiter.getByRole('link', { name: 'Volver a las cuentas' }).click();
  await waiter.getByRole('group', { name: 'Cuenta · Mesa 2' }).getByRole('link', { name: 'Ver cuenta' }).click();
  assert.match(await amount(waiter, 'Total').textContent(), /64\.000 COP$/);
  await assertFitsTheScreen(waiter, 'the check');
  await waiter.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await waiter.getByLabel('Propina (%)').fill('5');
  assert.match(await amount(waiter, 'Propina').textContent(), /2\.962 COP$/);
  assert.match(await amount(waiter, 'Total a cobrar').textContent(), /66\.962 COP$/);
  await waiter.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  const cardPayment = waiter.getByRole('group', { name: 'Pago 1: Tarjeta' });
  await cardPayment.getByLabel('Valor').fill('33481');
  await cardPayment.getByLabel('Franquicia').selectOption('mastercard');
  await cardPayment.getByLabel('Últimos 4 dígitos').fill('4242');
  await cardPayment.getByLabel('Código de aprobación').fill('AB12CD');
  await waiter.getByRole('button', { name: 'Nequi', exact: true }).click();
  assert.equal(await waiter.getByRole('group', { name: 'Pago 2: Nequi' }).getByLabel('Valor').inputValue(), '$ 33.481');
  assert.match(await amount(waiter, 'Cambio a entregar').textContent(), /0 COP$/);
  await assertFitsTheScreen(waiter, 'the payment screen');
  await waiter.getByRole('button', { name: 'Cobrar 66.962 COP' }).click();
  await waiter.getByText('Cuenta cobrada').waitFor();
  // The receipt: the waiter who served, the INC, the tip apart, both payments; e-mailed to the diner.
  const receipt = waiter.getByRole('region', { name: 'Recibo de pago' });
  await receipt.getByText('Mesa 2 · Atendió: Mesero de Prueba').waitFor();
  assert.match(await amount(receipt, 'INC 8 % (incluido)').textContent(), /4\.741 COP$/);
  assert.match(await amount(receipt, 'Propina').textContent(), /2\.962 COP$/);
  assert.match(await amount(receipt, 'Total pagado').textContent(), /66\.962 COP$/);
  const payments = receipt.getByRole('region', { name: 'Pagos' });
  assert.match(await payments.getByRole('group', { name: 'Tarjeta' }).textContent(), /33\.481 COP.*Mastercard · \*\*\*\* 4242 · AB12CD/);
  assert.match(await payments.getByRole('group', { name: 'Nequi' }).textContent(), /33\.481 COP/);
  await assertFitsTheScreen(waiter, 'the receipt');
  const diner = uniqueEmail('comensal');
  await waiter.getByLabel('Correo del cliente').fill(diner);
  await waiter.getByRole('button', { name: 'Enviar por correo' }).click();
  await waiter.getByText(`El recibo se enviará a ${diner} en unos momentos`).waitFor();
  const mail = await waitForMail(diner, { subject: /^Tu recibo de pago/ });
  assert.match(mail.text, /66\.962/);

  // Table 2 is free.
  await waiter.setViewportSize(tablet);
  await section(waiter, 'Tomar pedido').click();
  await waiter.getByRole('button', { name: 'Mesa 2 · Disponible' }).waitFor();

  // The owner closes the shift: 100.000 float + 37.000 cash sales expected; 135.000 counted, 2.000 short.
  await section(page, 'Inicio').click();
  await section(page, 'Caja').click();
  for (const [value, quantity] of [
    [100000, '1'],
    [20000, '1'],
    [10000, '1'],
    [5000, '1'],
  ])
    await page.getByTestId(`caja-count-${value}`).fill(quantity);
  assert.match(await page.getByTestId('caja-expected').textContent(), /137\.000 COP/);
  assert.match(await page.getByTestId('caja-counted').textContent(), /135\.000 COP/);
  assert.match(await page.getByTestId('caja-difference').textContent(), /-2\.000 COP/);
  await page.getByTestId('caja-close').click();
  await page.getByTestId('caja-close-confirm').click();

  // The closing report: sales by method, the INC, and the tip under the waiter's name.
  const report = page.getByTestId('caja-report');
  await report.getByRole('heading', { name: 'Informe de cierre (Z)' }).waitFor();
  const byMethod = report.getByRole('table', { name: 'Ventas por medio de pago' });
  for (const [method, total] of [
    ['Efectivo', '37.000 COP'],
    ['Tarjeta', '33.481 COP'],
    ['Nequi', '33.481 COP'],
  ])
    await byMethod.getByRole('row', { name: new RegExp(`^${method}\\s.*${total.replace('.', '\\.')}$`) }).waitFor();
  assert.match(await report.getByRole('group', { name: 'INC', exact: true }).textContent(), /7\.482 COP/);
  assert.match(await report.getByRole('group', { name: 'Diferencia', exact: true }).textContent(), /-2\.000 COP/);
  await report
    .getByRole('table', { name: 'Propinas por mesero' })
    .getByRole('row', { name: /^Mesero de Prueba\s*2\.962 COP$/ })
    .waitFor();

  // The owner's sales report of the day: the two checks by method (tips included) and under the waiter's name, and
  // its XLSX, read back, with the same totals as the screen.
  await section(page, 'Reportes').click();
  const sales = page.getByRole('group', { name: 'Ventas', exact: true });
  await sales.getByText('101.000 COP').waitFor();
  const bars = await page
    .getByRole('figure', { name: 'Ventas por medio de pago (con propinas)' })
    .getByRole('img')
    .evaluateAll((found) => found.map((bar) => bar.getAttribute('aria-label')));
  assert.deepEqual(bars, ['Efectivo — 37.000 COP', 'Nequi — 33.481 COP', 'Tarjeta — 33.481 COP']);
  await page
    .getByRole('table', { name: 'Por mesero' })
    .getByRole('row', { name: /^Mesero de Prueba\s*2\s*101\.000 COP\s*2\.962 COP$/ })
    .waitFor();
  const onScreen = async (name) =>
    Number((await page.getByRole('group', { name, exact: true }).locator('p').nth(1).textContent()).replace(/\D/g, ''));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
  assert.match(download.suggestedFilename(), /^reporte-ventas-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await downloadedSheets(download);
  const summary = Object.fromEntries(rows('Resumen').slice(1));
  assert.deepEqual(
    [summary.Ventas, summary.Cuentas, summary.Propinas, summary['Ticket promedio'], summary.INC],
    [await onScreen('Ventas'), await onScreen('Cuentas'), await onScreen('Propinas'), await onScreen('Ticket promedio'), 7482],
  );
  assert.equal(summary.Ventas, 101000);
  assert.deepEqual(rows('Medios de pago').slice(1), [
    ['Efectivo', 1, 37000],
    ['Nequi', 1, 33481],
    ['Tarjeta', 1, 33481],
  ]);
  assert.deepEqual(rows('Meseros').slice(1), [['Mesero de Prueba', 2, 101000, 2962]]);

  assert.deepEqual(floor.problems, []);
  assert.deepEqual(office.problems, []);
  await floor.close();
  await office.close();
});

test("an employee's discount needs the owner's password; a check split in 3 equal parts is charged part by part", async () => {
  const owner = await newCustomer('duena-partes', { invoicingProfile: true });
  const staff = await newCustomer('mesera-partes');
  const office = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare, viewport: tablet });
  const card = await buyRestaurant(office.page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(office.page, card, { email: staff.email, name: 'Mesera de Partes', role: 'Empleado' });
  await openApp(office.page, card);
  const dishes = await appCall(office.page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  for (const [name, price] of [
    ['Bandeja paisa', 32000],
    ['Ajiaco', 28000],
  ])
    await appCall(office.page, 'POST', '/restaurant/menu/items', { category_id: dishes.id, name, price });
  await appCall(office.page, 'POST', '/restaurant/tables', { number: 1, seats: 4, zone: 'Salón' });
  await office.close();

  const floor = await openPage(browser(), '/cuenta', { prepare: staff.prepare, viewport: tablet });
  const waiter = floor.page;
  await openApp(
    waiter,
    waiter.getByRole('region', { name: 'Apps compartidas contigo' }).getByRole('article', { name: 'Software Restaurante' }),
  );
  await sendRound(waiter, 1, ['Bandeja paisa', 'Ajiaco'], 1);
  await waiter.getByRole('button', { name: 'Mesa 1 · Ocupada' }).click();
  await waiter.getByRole('link', { name: 'Ver cuenta', exact: true }).click();
  await waiter.getByRole('heading', { name: 'Cuenta · Mesa 1' }).waitFor();

  // 10 % off the bandeja: the employee's device asks for an administrator's password; a wrong one is refused.
  await waiter.getByRole('button', { name: 'Descuentos y anulaciones' }).click();
  await waiter.getByLabel('Sobre').selectOption({ label: '1 × Bandeja paisa · 32.000 COP' });
  await waiter.getByLabel('Motivo').fill('Cliente frecuente');
  const approval = waiter.getByRole('group', { name: 'Autorización de un administrador' });
  await approval.getByLabel('Usuario del administrador').fill(owner.email);
  await approval.getByLabel('Contraseña del administrador').fill('NoEsLaClave1!');
  await waiter.getByRole('button', { name: 'Aplicar' }).click();
  await waiter.getByText('Usuario o contraseña de administrador incorrectos: el ajuste no se hizo').waitFor();
  await approval.getByLabel('Contraseña del administrador').fill('Cliente2026!');
  await waiter.getByRole('button', { name: 'Aplicar' }).click();
  await waiter.getByRole('region', { name: 'Ronda 1' }).getByText('Descuento: −3.200 COP').waitFor();
  assert.match(await amount(waiter, 'Total').textContent(), /56\.800 COP$/);
  const adjustments = waiter.getByRole('region', { name: 'Descuentos, cortesías y anulaciones' });
  assert.match(await adjustments.textContent(), /Descuento · Bandeja paisa.*Motivo: Cliente frecuente.*autorizado por un administrador/);

  // Three equal parts of whole pesos (56.800 = 18.934 + 18.933 + 18.933), each charged on its own.
  await waiter.getByRole('button', { name: 'Dividir' }).click();
  await waiter.getByLabel('Número de partes').fill('3');
  await waiter.getByRole('button', { name: 'Dividir en 3 partes' }).click();
  const part = (number) => waiter.getByRole('group', { name: `Parte ${number} de 3` });
  assert.match(await part(1).textContent(), /18\.934 COP/);
  assert.match(await part(3).textContent(), /18\.933 COP/);
  for (const [number, pay] of [
    [
      1,
      async () => {
        await waiter.getByRole('button', { name: 'Daviplata', exact: true }).click();
      },
    ],
    [
      2,
      async () => {
        await waiter.getByRole('button', { name: 'Transferencia', exact: true }).click();
        await waiter.getByLabel('Banco').fill('Bancolombia');
        await waiter.getByLabel('Referencia').fill('TR-778812');
      },
    ],
  ]) {
    await part(number)
      .getByRole('button', { name: `Cobrar parte ${number}` })
      .click();
    await waiter.getByRole('heading', { name: `Cobrar parte ${number} de 3 · Mesa 1` }).waitFor();
    await waiter.getByRole('button', { name: 'Sin propina' }).click();
    await pay();
    await waiter.getByRole('button', { name: /^Cobrar 18\.93[34] COP$/ }).click();
    await waiter.getByText(`Parte ${number} cobrada`).waitFor();
    await waiter.getByRole('region', { name: 'Recibo de pago' }).getByText(`Parte ${number} de 3`, { exact: false }).waitFor();
    await waiter.getByRole('button', { name: 'Volver a la cuenta' }).click();
  }
  // The last part with the suggested tip: its share of the check's 10 % (5.259 × 18.933 / 56.800, rounded down).
  await part(3).getByRole('button', { name: 'Cobrar parte 3' }).click();
  assert.match(await amount(waiter, 'Propina').textContent(), /1\.752 COP$/);
  await waiter.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  await waiter.getByLabel('Últimos 4 dígitos').fill('1111');
  await waiter.getByLabel('Código de aprobación').fill('XYZ123');
  await waiter.getByRole('button', { name: 'Cobrar 20.685 COP' }).click();
  await waiter.getByText('Parte 3 cobrada').waitFor();
  await waiter.getByRole('heading', { name: 'Cuenta · Mesa 1' }).locator('..').getByText('Pagada').waitFor();

  // Every part paid: table 1 is free.
  await section(waiter, 'Tomar pedido').click();
  await waiter.getByRole('button', { name: 'Mesa 1 · Disponible' }).waitFor();
  assert.deepEqual(
    floor.problems.filter((problem) => !problem.includes('status of 403')),
    [],
  );
  await floor.close();
});
