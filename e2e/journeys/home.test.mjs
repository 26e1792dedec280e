import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';

const browser = sharedBrowser({ before, after });

test('the home page loads from the gateway, federated from the store remote, without errors', async () => {
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    assert.equal(await page.title(), 'MB Platform');
    await page.getByRole('heading', { name: 'Software que impulsa tu negocio' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a deep link to /tienda opens the store with the seeded categories from the catalog', async () => {
  const { page, problems, close } = await openPage(browser(), '/tienda');
  try {
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await page.getByText('Software', { exact: true }).waitFor();
    for (const name of ['Automatización', 'Servicios']) await page.getByText(name, { exact: true }).waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
