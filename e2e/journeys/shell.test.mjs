import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser, waitForAppStart, waitForStartup } from '../lib/browser.mjs';
import { demoAccounts, meStatus, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });

test('the shell loads each remote at its URL', async () => {
  // An administrator, who may see every screen; the admin remote turns anyone else away before calling.
  const { page, problems, close } = await openPage(browser(), '/', { prepare: signedInAs(demoAccounts.admin) });
  try {
    const pages = [
      ['/tienda/software-restaurant', 'Software Restaurante'],
      ['/soluciones/software-restaurant', 'Software para Restaurantes'],
      ['/cuenta', 'Mis Suscripciones'],
      ['/admin', 'Panel de Super Administrador'],
      ['/admin/facturacion/plantillas', 'Plantillas de factura'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(new URL(path, page.url()).toString());
      // The store's pages come with their heading in the first HTML: the app's own is there once it has started.
      await waitForAppStart(page);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    // The restaurant remote, without a restaurant opened from the account, says where to open one.
    const noRestaurant = page.getByText('No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.');
    await page.goto(new URL('/restaurant/panelControl', page.url()).toString());
    await noRestaurant.waitFor();
    await page.goBack();
    await noRestaurant.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Plantillas de factura', level: 1 }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('the first HTML lists every script the shell starts with, so the browser fetches them at once', async () => {
  const path = '/tienda/software-restaurant';
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const listed = [...html.matchAll(/<script (?:defer|async)(?:="")? src="?([^">\s]+)"?/g)].map((match) => match[1]);
  assert.ok(listed.length > 5, `the page lists the shell's start-up scripts: ${listed}`);
  const requested = [];
  const { problems, close } = await openPage(browser(), path, {
    prepare: (page) =>
      page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname)),
  });
  try {
    // The remotes' scripts come from their own entries; the shell's are all in the first HTML.
    const shellScripts = requested.filter((script) => !script.startsWith('/remotes/'));
    assert.deepEqual(
      shellScripts.filter((script) => !listed.includes(script)),
      [],
    );
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a remote whose entry is unreachable shows the error panel; the header still works; retry loads it', async () => {
  const { page, close } = await openPage(browser(), '/cuenta', {
    prepare: (page) => page.route('**/remotes/account/remoteEntry.js', (route) => route.abort('connectionrefused')),
  });
  try {
    const panel = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección' });
    await panel.waitFor();
    assert.ok(await panel.getByRole('button', { name: 'Reintentar' }).isVisible());

    // The rest of the shell keeps working: the header's store link still navigates.
    await page.getByRole('link', { name: 'Tienda' }).click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await page.goBack();
    await panel.waitFor();

    await page.unroute('**/remotes/account/remoteEntry.js');
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Mis Suscripciones', level: 1 }).waitFor();
  } finally {
    await close();
  }
});

test('switching language changes the texts and survives a reload', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('link', { name: 'Store' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('heading', { name: 'Software that drives your business' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('preferred-language')), 'en');

    await page.reload();
    await waitForStartup(page);
    await page.getByRole('heading', { name: 'Software that drives your business' }).waitFor();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  } finally {
    await close();
  }
});

test('the mobile menu at 390 px shows the anonymous items', async () => {
  const { page, close } = await openPage(browser(), '/', { viewport: { width: 390, height: 844 } });
  try {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    const items = await menu.locator('nav button').allTextContents();
    assert.deepEqual(items, ['Iniciar sesión', 'Regístrate ahora']);
  } finally {
    await close();
  }
});

test('the mobile menu of an admin lists the spec items; logout closes it and signs out', async () => {
  const signIn = signedInAs(demoAccounts.superAdmin);
  const { page, close } = await openPage(browser(), '/', { viewport: { width: 390, height: 844 }, prepare: signIn });
  try {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog');
    await menu.locator('nav button', { hasText: 'Admin' }).first().waitFor();
    const items = await menu.locator('nav button').allTextContents();
    assert.deepEqual(items, ['Admin', 'Tienda admin', 'Pagos', 'Facturación electrónica', 'Panel control FE', 'Análitica', 'Salir']);
    await menu.getByRole('button', { name: 'Salir' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regístrate ahora' }).waitFor();
    assert.equal(await meStatus(signIn.token), 401, 'the server revoked the session');
    assert.deepEqual(await page.getByRole('dialog').locator('nav button').allTextContents(), ['Iniciar sesión', 'Regístrate ahora']);
  } finally {
    await close();
  }
});

test('the desktop admin menu navigates with the spec window events', async () => {
  const { page, problems, close } = await openPage(browser(), '/', {
    prepare: signedInAs(demoAccounts.admin),
  });
  try {
    await page.getByRole('button', { name: 'Administración' }).click();
    const labels = await page.getByRole('menuitem').allTextContents();
    assert.deepEqual(labels, [
      'Tienda',
      'Pagos',
      'Facturación electrónica',
      'Panel de control Facturación Electrónica',
      'Analítica',
      'Admin',
      'Salir',
    ]);
    await page.getByRole('menuitem', { name: 'Pagos' }).click();
    await page.waitForURL('**/admin/pagos');
    await page.getByRole('heading', { name: 'Pagos', level: 1 }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('window events navigate, and a payment return opens the store', async () => {
  const { page, close } = await openPage(browser(), '/?reference=MB-123&id=abc');
  try {
    // The store takes the return (often while the loading screen still shows): it asks the server, which
    // knows no such payment for this visitor, so the failure banner shows, the query goes and the visitor is
    // sent home (spec 1 §4 "Payment return").
    await page.getByText('Pago cancelado, tu membresía no se pudo activar.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-admin-analytics')));
    await page.waitForURL('**/admin/analitica');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-product-page', { detail: { slug: 'servicio-tecnico' } })));
    await page.getByRole('heading', { name: 'Servicio Técnico', level: 1 }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-home')));
    await page.waitForURL((url) => url.pathname === '/');
  } finally {
    await close();
  }
});

test('a global-toast event shows a toast that disappears after its duration; app-toast shows bottom-left', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('global-toast', { detail: { type: 'success', message: 'Factura generada correctamente.', durationMs: 1500 } }),
      ),
    );
    const toast = page.getByTestId('global-toast').getByText('Factura generada correctamente.');
    await toast.waitFor();
    const shownAt = Date.now();
    await page.waitForTimeout(700);
    assert.ok(await toast.isVisible(), 'still visible before its duration');
    await toast.waitFor({ state: 'detached', timeout: 5000 });
    const lasted = Date.now() - shownAt;
    assert.ok(lasted >= 1000 && lasted < 4000, `lasted ${lasted} ms`);

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('app-toast', { detail: { type: 'error', message: 'Sesión expirada' } })),
    );
    const box = await page.getByTestId('app-toast').getByText('Sesión expirada').boundingBox();
    assert.ok(box && box.x < 100 && box.y > 500, 'bottom-left');
  } finally {
    await close();
  }
});

test('the blocking loader shows its default and custom text and hides on its event', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('show-blocking-loader')));
    await page.getByTestId('blocking-loader').getByText('Activando tu aplicación...').waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('show-blocking-loader', { detail: { text: 'Confirmando pago y activando tu app...' } })),
    );
    await page.getByTestId('blocking-loader').getByText('Confirmando pago y activando tu app...').waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('hide-blocking-loader')));
    await page.getByTestId('blocking-loader').waitFor({ state: 'detached' });
  } finally {
    await close();
  }
});

test("a signed-in client sees 'Mi Cuenta' (Mis Aplicaciones, Salir); Salir revokes the session on the server", async () => {
  const signIn = signedInAs(demoAccounts.client);
  const { page, close } = await openPage(browser(), '/', { prepare: signIn });
  try {
    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    assert.deepEqual(await page.getByRole('menuitem').allTextContents(), ['Mis Aplicaciones', 'Salir']);
    await page.getByRole('menuitem', { name: 'Mis Aplicaciones' }).click();
    await page.waitForURL('**/cuenta');

    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    assert.equal(await meStatus(signIn.token), 401, 'the old token no longer opens a session');
  } finally {
    await close();
  }
});

test('the loading screen walks 20/40/60/80/95/100 % and is gone about 3 s after start', async () => {
  const { page, close } = await openPage(browser(), '/', {
    prepare: (page) =>
      page.addInitScript(() => {
        const seen = [];
        const started = performance.now();
        const timer = setInterval(() => {
          const value = document.querySelector('[data-testid="loading-screen"] [role="progressbar"]')?.getAttribute('aria-valuenow');
          if (value && seen.at(-1) !== value) seen.push(value);
          if (seen.length && !document.querySelector('[data-testid="loading-screen"]')) {
            clearInterval(timer);
            window.__loading = { seen, goneAfterMs: performance.now() - started };
          }
        }, 20);
      }),
  });
  try {
    const loading = await page.waitForFunction(() => window.__loading).then((handle) => handle.jsonValue());
    assert.deepEqual(loading.seen, ['20', '40', '60', '80', '95', '100']);
    assert.ok(loading.goneAfterMs > 2500 && loading.goneAfterMs < 4500, `gone after ${loading.goneAfterMs} ms`);
  } finally {
    await close();
  }
});

test("the header turns 'scrolled' after 50 px; a Google sign-in shows the badge", async () => {
  const { page, close } = await openPage(browser(), '/', {
    viewport: { width: 1280, height: 300 },
    prepare: async (page) => {
      await signedInAs(demoAccounts.client)(page);
      await page.addInitScript(() => localStorage.setItem('auth_provider', 'google'));
    },
  });
  try {
    const header = page.locator('header .header');
    assert.equal(await header.getAttribute('data-scrolled'), null);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction(() => document.querySelector('header .header')?.hasAttribute('data-scrolled'));
    await page
      .getByRole('button', { name: /Mi Cuenta/ })
      .getByText('Google')
      .waitFor();
  } finally {
    await close();
  }
});
