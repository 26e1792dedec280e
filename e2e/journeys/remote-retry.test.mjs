// Issue 38: the federation runtime's retry plugin (frontends/shell/src/remotes/registry.ts) asks again for a remote's
// manifest that fails, and when it keeps failing the page's error panel shows while the rest of the app works.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { eventually } from '../lib/eventually.mjs';
import { demoAccounts } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const accountManifest = '**/remotes/account/mf-manifest.json';

/** Answers the account's manifest with 503 `failures` times (Infinity: always), then lets it through; counts the asks. */
function failingManifest(failures) {
  const asked = { count: 0 };
  const prepare = (page) =>
    page.route(accountManifest, (route) => {
      asked.count += 1;
      return asked.count <= failures
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
        : route.continue();
    });
  return { asked, prepare };
}

test("the account's manifest answering 503 twice, then 200, is asked for again and the account loads", async () => {
  const { asked, prepare } = failingManifest(2);
  const { page, close } = await openPage(browser(), '/cuenta', { prepare });
  try {
    await page.getByRole('heading', { name: 'Mis Suscripciones', level: 1 }).waitFor();
    assert.equal(asked.count, 3);
    assert.equal(await page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección' }).count(), 0);
  } finally {
    await close();
  }
});

test("the account's manifest always answering 503 shows the error panel; the header and the store keep working", async () => {
  const { asked, prepare } = failingManifest(Number.POSITIVE_INFINITY);
  const { page, close } = await openPage(browser(), '/cuenta', { prepare });
  try {
    const panel = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección' });
    await panel.waitFor();
    // Each load asks once and the retry plugin twice more: the start-up's (first-render.ts), then the page's own.
    assert.equal(asked.count, 6);

    await page.getByRole('link', { name: 'Tienda' }).click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();

    // Back on the account, and with the panel's retry, the page asks again (three times, failing): the panel shows again.
    await page.goBack();
    await panel.waitFor();
    const asks = asked.count;
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await eventually(
      () => asked.count,
      (count) => assert.equal(count, asks + 3),
    );
    await panel.waitFor();
  } finally {
    await close();
  }
});

test('signing in preloads the account remote, the likely next page, before it is opened', async () => {
  const asked = [];
  const { page, close } = await openPage(browser(), '/', {
    prepare: (page) => page.on('request', (request) => asked.push(new URL(request.url()).pathname)),
  });
  try {
    await page.getByRole('heading', { name: 'Software que impulsa tu negocio', level: 1 }).waitFor();
    assert.deepEqual(
      asked.filter((path) => path.startsWith('/remotes/account/')),
      [],
    );
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel('Email', { exact: true }).fill(demoAccounts.client.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(demoAccounts.client.password);
    await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await eventually(
      () => asked,
      (paths) => assert.ok(['mf-manifest.json', 'remoteEntry.js'].every((file) => paths.includes(`/remotes/account/${file}`))),
    );
    assert.equal(new URL(page.url()).pathname, '/');
  } finally {
    await close();
  }
});
