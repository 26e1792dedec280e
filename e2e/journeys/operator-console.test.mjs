// Issue 39's must-show for the operator's console: a message dead-lettered by a consumer whose handler fails is shown,
// replayed after the cause is fixed, and applied once. The failure is a real one an operator meets: catalog's role has
// lost its right to write the sales it counts (a migration or a hand-made grant gone wrong), so catalog's
// 'catalog.sold-count' consumer fails on a purchase's billing.payment.approved, retries, and dead-letters it.
// The SuperAdmin sees it in Operación with its origin and error, the grant is given back, 'Reenviar' sends the
// message to its topic again, and the product counts the sale exactly once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { eventually } from '../lib/eventually.mjs';
import { buyRestaurant } from '../lib/restaurant.mjs';
import { demoAccounts, sessionCookie, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const slug = 'software-restaurant';

/** The e2e stack's database as its owner (run.mjs migrates it), where the operator changes a grant. */
async function asDatabaseOwner(sql) {
  const url = new URL(process.env.DATABASE_ADMIN_URL ?? 'postgres://mb:mb@127.0.0.1:5432/mb');
  url.pathname = `/${process.env.E2E_DATABASE ?? 'mb_e2e'}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The product's sold count as the store administration reads it (the public page keeps its answer up to a minute). */
async function soldCounter() {
  const login = await fetch(new URL('/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.superAdmin),
  });
  const token = sessionCookie(login);
  return async () => {
    const response = await fetch(new URL('/auth/products', baseUrl), { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).all_products.find((product) => product.slug === slug)?.sold_count;
  };
}

test('a purchase dead-lettered by catalog is shown in Operación, replayed once the grant is back, and counted once', async () => {
  const soldCount = await soldCounter();
  const before = await soldCount();
  assert.equal(typeof before, 'number', 'the product page answers its sold count');
  await asDatabaseOwner('REVOKE INSERT ON catalog.product_sales FROM catalog');
  try {
    const owner = await newCustomer('dueno-operacion', { invoicingProfile: true });
    const store = await openPage(browser(), `/tienda/${slug}`, { prepare: owner.prepare });
    await buyRestaurant(store.page, owner, { plan: 'Pro', amount: '$ 150.000' });
    await store.close();

    const { page, problems, close } = await openPage(browser(), '/admin', { prepare: signedInAs(demoAccounts.superAdmin) });
    await page.getByRole('button', { name: 'Operación', exact: true }).click();
    await page.getByRole('heading', { name: 'Operación de la mensajería', level: 1 }).waitFor();
    const health = page.getByRole('table', { name: 'Estado por servicio' });
    const catalogHealth = health.getByRole('row').filter({ hasText: 'Catálogo' });
    const letters = page.getByRole('table', { name: 'Mensajes fallidos' });
    const row = letters.getByRole('row').filter({ hasText: 'catalog.sold-count' });
    // Five tries with back-off, then the dead-letter topic: the screen reads it again every 15 s, or on a reload
    // (made once the screen has shown, so no script of it is cut short).
    await eventually(
      async () => {
        await health.waitFor();
        if ((await row.count()) === 0) await page.reload();
        return row.count();
      },
      (count) => assert.equal(count, 1, 'the dead letter is listed'),
      60000,
    );
    assert.match(await row.textContent(), /Catálogo/);
    assert.match(await row.textContent(), /billing\.payment \/ \d+ \/ \d+/, 'its origin: topic, partition, offset');
    assert.match(await row.textContent(), /permission denied for table product_sales/, 'its error');
    await row.getByRole('button', { name: 'Ver mensaje' }).click();
    assert.match(await row.getByLabel('Mensaje').textContent(), /"type":"billing\.payment\.approved"/, 'its payload');
    assert.deepEqual((await catalogHealth.getByRole('cell').allTextContents()).slice(4, 5), ['1'], 'catalog counts one dead letter');
    assert.equal(await soldCount(), before, 'the sale is not counted while the handler fails');

    // The cause fixed, 'Reenviar' sends it back to billing.payment; catalog applies it, once.
    await asDatabaseOwner('GRANT INSERT ON catalog.product_sales TO catalog');
    await row.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Mensaje reenviado a su tema original').waitFor();
    await row.waitFor({ state: 'detached', timeout: 15000 });
    await eventually(soldCount, (count) => assert.equal(count, before + 1, 'the replayed sale is counted'));
    // Nothing else comes: catalog's consumers have read everything, and the count stayed at one sale.
    await eventually(
      async () => {
        await page.reload();
        await health.waitFor();
        return catalogHealth.getByRole('cell').allTextContents();
      },
      (cells) => assert.deepEqual(cells.slice(3, 5), ['0', '0'], 'no lag, no dead letter left'),
    );
    assert.equal(await soldCount(), before + 1, 'applied once');

    // The replay is in the audit log, as the SuperAdmin's.
    await page.goto(new URL('/admin/auditoria', baseUrl).toString());
    const audit = page.getByRole('row').filter({ hasText: 'Reenvió un mensaje fallido' });
    await eventually(
      async () => {
        await page.getByRole('table').or(page.getByText('No hay cambios registrados con estos filtros.')).first().waitFor();
        if ((await audit.count()) === 0) await page.reload();
        return audit.count();
      },
      (count) => assert.equal(count, 1),
    );
    assert.match(await audit.textContent(), /superadmin@mbplatform\.co/);
    assert.deepEqual(problems, []);
    await close();
  } finally {
    await asDatabaseOwner('GRANT INSERT ON catalog.product_sales TO catalog');
  }
});
