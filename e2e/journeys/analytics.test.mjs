import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
// Headless Chromium says so in its user agent, and analytics drops bots: the visitors browse as desktop Chrome.
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const campaign = `e2e-${Date.now()}`;

/** The tracking calls a page makes, answered or not. */
function trackingCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/public/analytics/track') calls.push(request.postDataJSON());
  });
  return calls;
}

test('a visitor who rejects cookies sees the banner go and causes no tracking call', async () => {
  const { page, problems, close } = await openPage(browser(), '/', { consent: null, userAgent: desktopChrome });
  try {
    const calls = trackingCalls(page);
    const banner = page.getByRole('dialog', { name: 'Tu privacidad' });
    await banner.waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/auth/public/consent'));
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await banner.waitFor({ state: 'detached' });
    assert.equal((await saved).status(), 200);
    await page.getByRole('button', { name: 'Ver productos' }).click();
    await page.waitForURL('**/tienda');
    await page.waitForTimeout(1000);
    assert.deepEqual(calls, []);
    assert.equal(await page.evaluate(() => localStorage.getItem('mb_consent_status')), 'rejected');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a visitor who accepts is tracked (two pages and a click, with the campaign) and the admin dashboard shows it', async () => {
  const visitor = await openPage(browser(), `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, {
    consent: null,
    userAgent: desktopChrome,
  });
  try {
    const calls = trackingCalls(visitor.page);
    const accepted = visitor.page.waitForResponse((response) => response.url().endsWith('/auth/public/analytics/track'));
    await visitor.page.getByRole('dialog', { name: 'Tu privacidad' }).getByRole('button', { name: 'Aceptar' }).click();
    assert.equal((await accepted).status(), 202);
    await visitor.page.getByRole('button', { name: 'Ver productos' }).click();
    await visitor.page.waitForURL('**/tienda');
    await visitor.page.waitForFunction(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/auth/public/analytics/track')).length >= 3,
    );
    const utm = { source: 'newsletter', medium: 'email', campaign, term: null, content: null };
    assert.deepEqual(calls.map((call) => [call.event_type, call.path, call.name ?? null]).sort(), [
      ['click', '/', 'open-store'],
      ['pageview', '/', null],
      ['pageview', '/tienda', null],
    ]);
    for (const call of calls) assert.deepEqual(call.utm, utm);
    assert.deepEqual(visitor.problems, []);
  } finally {
    await visitor.close();
  }

  const admin = await openPage(browser(), '/admin/analitica', { prepare: signedInAs(demoAccounts.admin) });
  try {
    const { page } = admin;
    await page.getByRole('heading', { name: 'Analítica', level: 1 }).waitFor();
    // The events reach PostgreSQL through Kafka a moment after their 202: refresh until the campaign shows.
    const campaignRow = page
      .getByRole('table', { name: 'UTM (fuente / medio / campaña)' })
      .getByRole('row', { name: new RegExp(`newsletter / email / ${campaign}`) });
    for (let tries = 0; (await campaignRow.count()) === 0; tries += 1) {
      assert.ok(tries < 20, 'the campaign never showed on the dashboard');
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await page.waitForTimeout(500);
    }
    assert.equal((await campaignRow.getByRole('cell').nth(1).textContent()).trim(), '2');
    await page.getByRole('table', { name: 'Páginas más vistas' }).getByRole('cell', { name: '/tienda', exact: true }).waitFor();
    const recent = page.getByRole('table', { name: 'Eventos recientes' });
    await recent.getByRole('cell', { name: 'Clic: open-store' }).first().waitFor();
    assert.ok(Number((await page.getByRole('group', { name: 'Consentimientos rechazados' }).textContent()).replace(/\D/g, '')) >= 1);
    assert.deepEqual(admin.problems, []);
  } finally {
    await admin.close();
  }
});

test("the landing page's campaign counts when cookies are accepted on a later page", async () => {
  const { page, problems, close } = await openPage(browser(), `/?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}-late`, {
    consent: null,
    userAgent: desktopChrome,
  });
  try {
    const calls = trackingCalls(page);
    await page.getByRole('button', { name: 'Ver productos' }).click();
    await page.waitForURL((url) => url.pathname === '/tienda');
    const tracked = page.waitForResponse((response) => response.url().endsWith('/auth/public/analytics/track'));
    await page.getByRole('dialog', { name: 'Tu privacidad' }).getByRole('button', { name: 'Aceptar' }).click();
    assert.equal((await tracked).status(), 202);
    assert.deepEqual(
      calls.map((call) => [call.event_type, call.path, call.utm]),
      [['pageview', '/tienda', { source: 'instagram', medium: 'social', campaign: `${campaign}-late`, term: null, content: null }]],
    );
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("'Ver tienda', a store card and 'Agregar al carrito' are tracked as clicks while cookies are accepted", async () => {
  const { page, problems, close } = await openPage(browser(), '/soluciones/software-restaurant', {
    consent: 'accepted',
    userAgent: desktopChrome,
  });
  try {
    const calls = trackingCalls(page);
    await page.getByRole('button', { name: 'Ver tienda' }).first().click();
    await page.waitForURL((url) => url.pathname === '/tienda');
    await page.locator('main a[href="/tienda/software-restaurant"]').click();
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByRole('dialog', { name: 'Carrito' }).waitFor();
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/auth/public/analytics/track')).length >= 6,
    );
    const clicks = calls.filter((call) => call.event_type === 'click').map((call) => [call.path, call.name, call.extra]);
    assert.deepEqual(clicks, [
      ['/soluciones/software-restaurant', 'open-store', null],
      ['/tienda', 'open-product-page', { slug: 'software-restaurant' }],
      ['/tienda/software-restaurant', 'store-add-to-cart', { slug: 'software-restaurant', planType: 'estandar', billingCycle: 'monthly' }],
    ]);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
