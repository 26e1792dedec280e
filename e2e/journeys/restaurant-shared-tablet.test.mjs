// Issue 32, item 1: a restaurant's shared tablet. A waiter works in the restaurant app, then signs out of the
// platform ('Mi Cuenta → Salir'): the restaurant app goes with them (screen, stored token and session), the server
// refuses their old app session, and the next waiter signing in on the same tablet works as themselves.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { assignStaff, buyRestaurant, openApp } from '../lib/restaurant.mjs';

const browser = sharedBrowser({ before, after });

const sharedCard = (page) =>
  page.getByRole('region', { name: 'Apps compartidas contigo' }).getByRole('article', { name: 'Software Restaurante' });
const roleShown = async (page) => (await page.getByRole('group', { name: 'Rol' }).textContent()).replace(/^Rol/, '');
const storedAccess = (page) =>
  page.evaluate(() => ({ token: localStorage.getItem('restaurant_token'), session: sessionStorage.getItem('mb_restaurant_session') }));

test('after Mi Cuenta → Salir on a shared tablet the restaurant app is gone, and the next waiter works as themselves', async () => {
  const owner = await newCustomer('duena-tableta', { invoicingProfile: true });
  const [first, second] = [await newCustomer('mesero-uno'), await newCustomer('mesera-dos')];
  const shop = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare });
  const card = await buyRestaurant(shop.page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(shop.page, card, { email: first.email, name: 'Mesero Uno', role: 'Empleado' });
  await assignStaff(shop.page, card, { email: second.email, name: 'Mesera Dos', role: 'Administrador' });
  await shop.close();

  // The first waiter opens the restaurant on the tablet.
  const tablet = await openPage(browser(), '/cuenta', { prepare: first.prepare });
  const { page } = tablet;
  await openApp(page, sharedCard(page));
  assert.equal(await roleShown(page), 'Empleado');
  const firstSession = JSON.parse((await storedAccess(page)).session).token;

  // 'Mi Cuenta → Salir' from inside the restaurant app.
  await page.getByRole('button', { name: /Mi Cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await page.waitForURL('**/cuenta', { timeout: 10000 });
  await page.getByRole('heading', { name: 'Panel de control del restaurante' }).waitFor({ state: 'detached' });
  assert.deepEqual(await storedAccess(page), { token: null, session: null });

  // The server refuses the first waiter's app session too, in Spanish.
  const refused = await fetch(new URL('/restaurant/auth/profile', baseUrl), { headers: { authorization: `Bearer ${firstSession}` } });
  assert.equal(refused.status, 401);
  assert.match((await refused.json()).message, /^Tu sesión en la plataforma terminó/);

  // Whoever picks the tablet up next finds no restaurant open.
  await page.goto(new URL('/restaurant/panelControl', baseUrl).href);
  await page.getByText('No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.').waitFor();

  // The second waiter signs in on the same tablet and works as themselves.
  await second.prepare(page);
  await page.goto(new URL('/cuenta', baseUrl).href);
  await openApp(page, sharedCard(page));
  assert.equal(await roleShown(page), 'Administrador');
  const profile = await page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('mb_restaurant_session'));
    const response = await fetch('/restaurant/auth/profile', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).user.email;
  });
  assert.equal(profile, second.email);
  assert.deepEqual(
    tablet.problems.filter((problem) => !problem.includes('401')),
    [],
  );
  await tablet.close();
});
