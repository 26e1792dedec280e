import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('the home page loads from the gateway and shows the seeded categories', async () => {
  const { page, problems, close } = await openPage(browser, '/');
  try {
    assert.equal(await page.title(), 'MB Platform');
    await page.getByRole('heading', { name: 'MB Platform' }).waitFor();
    // The categories come from the browser → gateway → catalog → PostgreSQL path.
    await page.locator('.chip', { hasText: 'Software' }).waitFor({ timeout: 10000 });
    assert.deepEqual(await page.locator('.chip').allTextContents(), ['Automatización', 'Servicios', 'Software']);
    assert.equal(await page.getByRole('status').textContent(), '');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a deep link to a browser route is served the web app', async () => {
  const { page, close } = await openPage(browser, '/tienda/software-restaurant');
  try {
    assert.equal(await page.title(), 'MB Platform');
  } finally {
    await close();
  }
});
