// Issue 36, item 5: roles and a shared tablet. The owner assigns a cook and a waiter (the account's form offers the
// roles); the cook's session is refused (403) when it takes an order or charges; on the owner's tablet a PIN switch
// makes the waiter the person shown and recorded on the next round; after the restaurant's idle minute the tablet
// locks, and the cook's PIN opens it as the cook, who moves the ticket (recorded as the cook) but takes no order.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { appCall, assignStaff, buyRestaurant, openApp, section, sendRound } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

const sharedCard = (page) =>
  page.getByRole('region', { name: 'Apps compartidas contigo' }).getByRole('article', { name: 'Software Restaurante' });
const signedInAs = (page, text) => page.getByLabel('Sesión iniciada como').filter({ hasText: text }).waitFor();
const sectionNames = async (page) =>
  page.getByRole('navigation', { name: 'Secciones del restaurante' }).getByRole('link').allTextContents();

/** A staff member opens the shared restaurant on their own device and sets their PIN in Personal. */
async function openAndSetPin(person, pin) {
  const device = await openPage(browser(), '/cuenta', { prepare: person.prepare });
  await openApp(device.page, sharedCard(device.page));
  await section(device.page, 'Personal').click();
  const mine = device.page.getByRole('form', { name: 'Mi PIN' });
  await mine.getByLabel('PIN (4 a 6 dígitos)').fill(pin);
  await mine.getByRole('button', { name: 'Guardar PIN' }).click();
  await mine.getByText('PIN guardado').waitFor();
  return device;
}

/** On the tablet: the person's PIN, from 'Cambiar persona' or the lock screen (`dialog`). */
async function enterPin(dialog, name, pin) {
  await dialog.getByText(name, { exact: true }).click();
  await dialog.getByLabel('PIN (4 a 6 dígitos)').fill(pin);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

test('a cook cannot take orders or charge (403); a PIN switch on the tablet changes who is shown and recorded; idle, it locks', async () => {
  const owner = await newCustomer('duena-roles', { invoicingProfile: true });
  const [cook, waiter] = [await newCustomer('cocinero'), await newCustomer('mesero')];
  const { page, problems } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  const notFound = [];
  page.on('response', (response) => response.status() === 404 && notFound.push(response.url()));
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: cook.email, name: 'Coco Cocinero', role: 'Cocinero' });
  await assignStaff(page, card, { email: waiter.email, name: 'Mario Mesero', role: 'Mesero' });

  // Each of them opens the restaurant once on their own phone and sets a PIN there.
  const cookPhone = await openAndSetPin(cook, '1357');
  assert.deepEqual(await sectionNames(cookPhone.page), ['Inicio', 'Cocina', 'Cuentas', 'Personal']);
  await (await openAndSetPin(waiter, '2468')).close();

  // The owner opens the tablet, sets up the menu and table 1, a one-minute idle lock, and sends a round.
  await openApp(page, card);
  const category = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  await appCall(page, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 });
  await appCall(page, 'POST', '/restaurant/tables', { number: 1, seats: 4, zone: 'Salón' });
  await appCall(page, 'PUT', '/restaurant/personal/ajustes', { idle_lock_minutes: 1 });
  await sendRound(page, 1, ['Ajiaco'], 1);

  // The cook's own session: taking an order or charging is refused by the server, in Spanish.
  const dish = (await appCall(cookPhone.page, 'GET', '/restaurant/menu/items'))[0];
  await assert.rejects(
    appCall(cookPhone.page, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 1 }),
    /: 403 .*Tu rol \(Cocinero\) no permite tomar pedidos/,
  );
  const [check] = await appCall(cookPhone.page, 'GET', '/restaurant/cuentas?status=abierta');
  await assert.rejects(
    appCall(cookPhone.page, 'POST', `/restaurant/cuentas/${check.id}/cobrar`, {
      idempotency_key: 'cobro-del-cocinero-1',
      payments: [{ method: 'efectivo', received: 28000 }],
    }),
    /: 403 .*Tu rol \(Cocinero\) no permite cobrar/,
  );
  await cookPhone.close();

  // 'Cambiar persona' on the owner's tablet: the waiter's PIN, no platform sign-in.
  await signedInAs(page, `${owner.email} · Propietario`);
  await page.getByRole('button', { name: 'Cambiar persona' }).click();
  await enterPin(page.getByRole('dialog', { name: 'Cambiar persona' }), 'Mario Mesero', '2468');
  await signedInAs(page, 'Mario Mesero · Mesero');
  assert.deepEqual(await sectionNames(page), ['Inicio', 'Tomar pedido', 'Cocina', 'Cuentas', 'Menú QR', 'Personal']);
  await sendRound(page, 1, ['Ajiaco'], 2);
  const people = await appCall(page, 'GET', '/restaurant/personal');
  const idOf = (name) => people.find((person) => person.name === name).id;
  const second = (await appCall(page, 'GET', '/restaurant/pedidos')).find((order) => order.number === 2);
  assert.equal(second.created_by, idOf('Mario Mesero'));
  assert.equal(second.history[0].by_email, waiter.email);

  // Nobody touches the tablet for a minute: it locks, and the cook's PIN opens it as the cook.
  await page.clock.install();
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 220);
  await page.clock.fastForward('01:05');
  const lock = page.getByRole('dialog', { name: 'Dispositivo bloqueado: elige tu nombre y escribe tu PIN' });
  await lock.waitFor();
  await enterPin(lock, 'Coco Cocinero', '1357');
  await lock.waitFor({ state: 'hidden' });
  await signedInAs(page, 'Coco Cocinero · Cocinero');
  const moved = await appCall(page, 'PUT', `/restaurant/pedidos/${second.id}/estado`, { status: 'confirmado' });
  assert.equal(moved.history.at(-1).by_email, cook.email);
  await assert.rejects(
    appCall(page, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 1 }),
    /: 403 .*Tu rol \(Cocinero\) no permite tomar pedidos/,
  );
  assert.deepEqual(
    problems.filter((problem) => !/status of 403/.test(problem)),
    [],
    notFound.join(' '),
  );
});
