// Issue 8's must-show: a client with an active restaurant subscription assigns a staff e-mail; that person
// signs in, finds it under the apps shared with them and opens it on /restaurant/panelControl. The owner then
// upgrades Estándar → Pro for 3 months through Wompi's widget, sees Pro, and a lower plan is 'No disponible'.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { payInWidget } from '../lib/wompi.mjs';

const browser = sharedBrowser({ before, after });

/** Waits until restaurant has heard of the owner's subscription (billing's event crosses Kafka). */
async function restaurantReady(owner) {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      return await owner.api('/mb/restaurant/config/assignments');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

test('staff assigned by the owner open the shared restaurant; the owner upgrades to Pro with the credit shown', async () => {
  const owner = await newCustomer('duena-restaurante', { invoicingProfile: true });
  const staff = await newCustomer('mesero');

  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare });
  try {
    // The owner buys Estándar monthly.
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Estándar' });
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    await payInWidget(page, { amount: '$ 80.000', cardNumber: '4242 4242 4242 4242' });
    await page.waitForURL('**/cuenta', { timeout: 20000 });
    const card = page.getByRole('article', { name: 'Software Restaurante' });
    await card.getByText('Plan Estándar').waitFor();
    await restaurantReady(owner);

    // They assign a waiter, who takes one of Estándar's 3 seats.
    await card.getByRole('button', { name: 'Configurar' }).click();
    const config = page.getByRole('dialog', { name: 'Configuración de Software Restaurante' });
    await config.getByText('Plan Estándar: 0 de 3 usuarios asignados').waitFor();
    await config.getByLabel('Correo electrónico').fill(staff.email);
    await config.getByLabel('Nombre').fill('Mesero de Prueba');
    await config.getByLabel('Rol').selectOption({ label: 'Empleado' });
    await config.getByRole('button', { name: 'Agregar' }).click();
    await config.getByRole('cell', { name: staff.email, exact: true }).waitFor();
    await config.getByText('Plan Estándar: 1 de 3 usuarios asignados').waitFor();

    // Asked to delete, the modal (920 px) shows the question, its buttons and the row's badge whole: nothing clipped.
    await config.getByRole('button', { name: `Eliminar ${staff.email}` }).click();
    const question = config.getByRole('group', { name: 'Eliminar usuario asignado?' });
    await question.waitFor();
    const box = await config.boundingBox();
    for (const button of [question.getByRole('button', { name: 'Sí, eliminar' }), question.getByRole('button', { name: 'Cancelar' })]) {
      const inside = await button.boundingBox();
      assert.ok(inside.x >= box.x && inside.x + inside.width <= box.x + box.width, `${await button.textContent()} inside the modal`);
    }
    const clipped = await config.evaluate((dialog) => {
      const table = dialog.querySelector('table');
      const cut = (element) => element.scrollWidth > element.clientWidth + 1;
      return [
        ...(table.offsetWidth > table.closest('.mantine-ScrollArea-viewport').clientWidth + 1 ? ['the table scrolls sideways'] : []),
        ...[...dialog.querySelectorAll('.mantine-Badge-label, .mantine-Button-label')].filter(cut).map((element) => element.textContent),
      ];
    });
    assert.deepEqual(clipped, []);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await config.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }

  // The waiter signs in and opens the shared app.
  const waiter = await openPage(browser(), '/cuenta', { prepare: staff.prepare });
  try {
    const shared = waiter.page.getByRole('region', { name: 'Apps compartidas contigo' });
    const app = shared.getByRole('article', { name: 'Software Restaurante' });
    await app.waitFor();
    const text = await app.textContent();
    assert.match(text, new RegExp(owner.email.replace(/[.+]/g, '\\$&')));
    assert.match(text, /Empleado/);
    await app.getByRole('button', { name: 'Abrir' }).click();
    await waiter.page.waitForURL('**/restaurant/panelControl', { timeout: 20000 });
    await waiter.page.getByRole('heading', { name: 'Panel de control del restaurante' }).waitFor();
    await waiter.page.getByText('Empleado').first().waitFor();
    assert.ok(
      await waiter.page.evaluate(() => localStorage.getItem('restaurant_token')),
      'the restaurant token is kept under restaurant_token',
    );
    assert.deepEqual(waiter.problems, []);
  } finally {
    await waiter.close();
  }

  // The owner upgrades to Pro for 3 months; Estándar is not offered.
  const upgrade = await openPage(browser(), '/cuenta', { prepare: owner.prepare });
  try {
    const card = upgrade.page.getByRole('article', { name: 'Software Restaurante' });
    await card.getByRole('button', { name: 'Renovar' }).click();
    const dialog = upgrade.page.getByRole('dialog', { name: 'Renovar Software Restaurante' });
    const estandar = dialog.getByRole('radio', { name: 'Estándar' });
    await estandar.waitFor();
    assert.equal(await estandar.isDisabled(), true);
    await dialog.getByText('No disponible').first().waitFor();
    await dialog.getByText('Ya tiene un plan igual o superior activo. Solo se permiten upgrades.').waitFor();
    await dialog.getByRole('radio', { name: 'Pro' }).check();
    await dialog.getByLabel('Meses').selectOption({ label: '3 meses' });
    // Estándar was bought minutes ago: nearly all its days come off the 450.000 of three months of Pro.
    await dialog.getByText(/Crédito por \d+ días no usados del plan actual/).waitFor();
    const { quote } = await owner.api(
      `/auth/subscriptions/${(await owner.api('/auth/dashboard/client')).user.subscriptions[0].id}/renewal-quote?plan_type=pro&months=3`,
    );
    assert.equal(quote.subtotal, 450000);
    assert.ok(quote.credit > 70000 && quote.credit < 80000, `credit ${quote.credit}`);
    await dialog.getByRole('button', { name: 'Pagar' }).click();
    await payInWidget(upgrade.page, { amount: `$ ${quote.total.toLocaleString('es-CO')}`, cardNumber: '4242 4242 4242 4242' });
    await upgrade.page.getByText('Pago aprobado', { exact: true }).first().waitFor({ timeout: 20000 });
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Plan Pro').waitFor({ timeout: 20000 });
    assert.deepEqual(upgrade.problems, []);
  } finally {
    await upgrade.close();
  }
  const { user } = await owner.api('/auth/dashboard/client');
  assert.deepEqual(
    user.subscriptions.map((s) => [s.plan_type, s.status]),
    [['pro', 'active']],
  );
});
