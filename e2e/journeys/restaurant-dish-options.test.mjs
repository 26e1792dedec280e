// Issue 36, item 1: the owner gives a dish two option groups in the dish form; a waiter orders it with 'término medio'
// and '+ huevo' from the panel the dish opens; the kitchen ticket shows each option on its own line, and the check
// prices and names the line as sold.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { addChurrascoWithOptions, appCall, buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

test('a dish with two option groups is ordered with término medio and huevo: the ticket and the check show them', async () => {
  const owner = await newCustomer('dueno-opciones', { invoicingProfile: true });
  const { page } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1366, height: 900 },
  });
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await openApp(page, card);
  await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  await appCall(page, 'POST', '/restaurant/tables', { number: 1, seats: 4, zone: 'Salón' });

  await section(page, 'Menú').click();
  await addChurrascoWithOptions(page, { price: 45000, category: 'Platos fuertes' });
  const [dish] = await appCall(page, 'GET', '/restaurant/menu/items');
  assert.deepEqual(
    dish.option_groups.map((group) => [group.name, group.required, group.multiple, group.options.map((o) => `${o.name} ${o.extra}`)]),
    [
      ['Término', true, false, ['azul 0', 'medio 0', 'tres cuartos 0', 'bien asado 0']],
      ['Adiciones', false, true, ['Huevo 3000']],
    ],
  );

  await section(page, 'Tomar pedido').click();
  await page.getByRole('button', { name: /^Mesa 1 · / }).click();
  await page.getByRole('button', { name: 'Agregar Churrasco', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Opciones de Churrasco' });
  await panel.getByRole('group', { name: 'Término' }).getByText('medio', { exact: true }).click();
  await panel
    .getByRole('group', { name: 'Adiciones' })
    .getByText(/^Huevo \+/)
    .click();
  await panel.getByRole('button', { name: /^Agregar · 48\.000 COP/ }).click();
  const line = page.getByRole('group', { name: 'Churrasco (Término: medio, Adiciones: Huevo)' });
  await line.getByText('+ Huevo').waitFor();
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await page
    .getByText(/^Pedido #1 enviado a cocina/)
    .first()
    .waitFor();

  await section(page, 'Cocina').click();
  const ticket = page.getByRole('article', { name: /^Pedido #1 · Mesa 1/ });
  await ticket.getByText('1 × Churrasco').waitFor();
  await ticket.getByText('· Término: medio').waitFor();
  await ticket.getByText('+ Huevo').waitFor();

  const [order] = await appCall(page, 'GET', '/restaurant/pedidos');
  const [check] = await appCall(page, 'GET', `/restaurant/cuentas?order_id=${order.id}`);
  assert.deepEqual(
    check.bill.lines.map((l) => [l.name, l.unit_price, l.line_total]),
    [['Churrasco (Término: medio, Adiciones: Huevo)', 48000, 48000]],
  );
});
