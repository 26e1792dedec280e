// Issue 36, item 1: the owner gives a dish two option groups in the dish form; a waiter orders it with 'término medio'
// and '+ huevo' from the panel the dish opens; the kitchen ticket shows each option on its own line, and the check
// prices and names the line as sold.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, buyRestaurant, openApp, section } from '../lib/restaurant.mjs';

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
  const form = page.getByRole('form', { name: 'Nuevo plato' });
  await form.getByLabel('Nombre', { exact: true }).fill('Churrasco');
  await form.getByLabel('Precio (COP)').fill('45000');
  await form.getByLabel('Categoría').selectOption({ label: 'Platos fuertes' });
  await form.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
  const termino = form.getByRole('group', { name: 'Grupo de opciones 1' });
  await termino.getByLabel('Nombre del grupo').fill('Término');
  await termino.getByLabel('Obligatorio').check();
  for (const [index, name] of ['azul', 'medio', 'tres cuartos', 'bien asado'].entries()) {
    if (index > 0) await termino.getByRole('button', { name: 'Agregar opción' }).click();
    await termino.getByLabel(`Opción ${index + 1}`, { exact: true }).fill(name);
  }
  await form.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
  const adiciones = form.getByRole('group', { name: 'Grupo de opciones 2' });
  await adiciones.getByLabel('Nombre del grupo').fill('Adiciones');
  await adiciones.getByLabel('Elección múltiple').check();
  await adiciones.getByLabel('Opción 1', { exact: true }).fill('Huevo');
  await adiciones.getByLabel('Precio adicional 1').fill('3000');
  await form.getByRole('button', { name: 'Agregar plato' }).click();
  await page.getByRole('group', { name: 'Churrasco' }).waitFor();
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
