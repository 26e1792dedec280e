import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });

test('the home page loads from the gateway, federated from the store remote: hero, typewriter, map, counters', async () => {
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    assert.equal(await page.title(), 'MB Platform');
    await page.getByRole('heading', { name: 'Software que impulsa tu negocio', level: 1 }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'exactly one h1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();

    // The typewriter types an adjective of the Spanish list; readers get the whole phrase once.
    const typed = page.getByTestId('typewriter');
    assert.equal(await typed.getAttribute('aria-live'), 'off');
    await page.waitForFunction(() => (document.querySelector('[data-testid="typewriter"]')?.textContent ?? '').length >= 3);
    assert.ok((await page.locator('.mbh-hero__phrase').textContent()).includes('Soluciones innovadoras para tu empresa'));
    assert.equal(await page.locator('canvas.mbh-particles').getAttribute('aria-hidden'), 'true');

    // The world map arrives in its own chunk, with Colombia highlighted.
    const map = page.getByRole('img', { name: 'Mapa del mundo con Colombia resaltada' });
    await map.waitFor();
    assert.equal(await map.locator('.mbh-map__colombia').count(), 1);

    // Counters: projects +3 and clients +1 every 50 ms, so about 2.5 s to the end.
    await page
      .getByTestId('stat-projects')
      .filter({ hasText: /^150\+$/ })
      .waitFor({ timeout: 10000 });
    await page
      .getByTestId('stat-clients')
      .filter({ hasText: /^50\+$/ })
      .waitFor();
    assert.equal(await page.getByTestId('stat-support').textContent(), '24/7');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("'Ver productos' opens the store; 'Regístrate ahora mismo' opens the login modal", async () => {
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    await page.getByRole('button', { name: 'Regístrate ahora mismo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Ver productos' }).click();
    await page.waitForURL((url) => url.pathname === '/tienda');
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("a signed-in visitor does not see 'Regístrate ahora mismo'", async () => {
  const { page, close } = await openPage(browser(), '/', { prepare: signedInAs(demoAccounts.client) });
  try {
    await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor();
    await page.getByRole('button', { name: 'Ver productos' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Regístrate ahora mismo' }).count(), 0);
  } finally {
    await close();
  }
});

test('the services section has 6 cards, 4 advantages follow, and the footer has the contact links', async () => {
  const { page, problems, close } = await openPage(browser(), '/#services');
  try {
    const services = page.locator('#services');
    await services.getByRole('heading', { name: 'Nuestros servicios', level: 2 }).waitFor();
    assert.equal(await services.getByTestId('service-card').count(), 6);
    assert.equal(await page.locator('#solutions').getByTestId('advantage').count(), 4);

    const footer = page.locator('footer#contact');
    assert.equal(await footer.getByRole('link', { name: 'contacto@mbplatform.co' }).getAttribute('href'), 'mailto:contacto@mbplatform.co');
    assert.equal(await footer.getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href'), 'https://wa.me/573001234567');
    assert.equal(await footer.getByRole('link', { name: '+57 310 987 6543' }).getAttribute('href'), 'https://wa.me/573109876543');
    await footer.getByText('Colombia', { exact: true }).waitFor();
    assert.equal(await page.locator('#contact-form').isHidden(), true, 'the contact section exists, hidden');

    // A service card opens its product landing page.
    await services.getByRole('link', { name: /Conocer más: Software para restaurantes/ }).click();
    await page.waitForURL('**/soluciones/software-restaurant');
    await page.getByRole('heading', { name: 'Software para Restaurantes', level: 1 }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("the landing page /soluciones/software-restaurant: features, 'Solicitar Demo' alert, back to the store", async () => {
  const { page, problems, close } = await openPage(browser(), '/soluciones/software-restaurant');
  try {
    await page.getByRole('heading', { name: 'Software para Restaurantes', level: 1 }).waitFor();
    // The heading also comes with the first HTML; the title is the landing page's own, once it has rendered.
    await page.waitForFunction(() => document.title === 'Software para Restaurantes | MB Platform', null, { timeout: 10000 });
    assert.equal(await page.getByTestId('landing-feature').count(), 6);
    assert.equal(await page.getByTestId('landing-benefit').count(), 5);

    const alert = new Promise((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        await dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Solicitar Demo' }).first().click();
    assert.deepEqual(await alert, { type: 'alert', message: '¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.' });
    assert.equal(new URL(page.url()).pathname, '/soluciones/software-restaurant');

    await page.getByRole('button', { name: 'Ver tienda' }).first().click();
    await page.waitForURL((url) => url.pathname === '/tienda');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('an unknown landing slug says the page does not exist; Volver al inicio goes home', async () => {
  const { page, close } = await openPage(browser(), '/soluciones/no-existe');
  try {
    await page.getByRole('heading', { name: 'Página no encontrada', level: 1 }).waitFor();
    await page.getByText('La página solicitada no existe.').waitFor();
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Software que impulsa tu negocio', level: 1 }).waitFor();
  } finally {
    await close();
  }
});
