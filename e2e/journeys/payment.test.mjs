// Issue 7's must-show: a verified client with a ready invoicing profile buys the restaurant software Pro
// monthly through Wompi's widget (the sandbox simulator) with the approving card, returns, and sees it active
// in 'Mis Suscripciones'; with the declining card the purchase is cancelled and nothing is activated.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { payInWidget } from '../lib/wompi.mjs';

const browser = sharedBrowser({ before, after });

/** On the product page: Pro, monthly (the default), 'Comprar ahora', then the card in Wompi's widget. */
async function buyProMonthlyWith(page, cardNumber) {
  await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
  await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro' });
  assert.equal(await page.getByTestId('price').innerText(), '150.000 COP');
  await page.getByRole('button', { name: 'Comprar ahora' }).click();
  await payInWidget(page, { amount: '$ 150.000', cardNumber });
}

test('the approving card: confirmed by the server on return, and Pro shows Activo in Mis Suscripciones', async () => {
  const customer = await newCustomer('pago-aprobado', { invoicingProfile: true });
  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant', { prepare: customer.prepare });
  try {
    await buyProMonthlyWith(page, '4242 4242 4242 4242');

    // The widget reports APPROVED; the return page asks the server, which asks Wompi.
    await page.getByText('Pago aprobado. Estamos activando tu suscripción.').first().waitFor({ timeout: 20000 });
    await page
      .getByText(/Pago aprobado\. Referencia: MB-\d{8}-[0-9A-F]{12}/)
      .first()
      .waitFor({ timeout: 20000 });
    await page.waitForURL('**/cuenta', { timeout: 20000 });
    assert.equal(new URL(page.url()).search, '', 'the payment query parameters are gone');

    await page.getByRole('heading', { name: 'Mis Suscripciones' }).waitFor();
    const card = page.getByRole('article', { name: 'Software Restaurante' });
    await card.waitFor();
    const text = await card.textContent();
    assert.match(text, /Plan Pro/);
    assert.match(text, /Activo/, 'the badge says Activo (shown in capitals by CSS)');
    assert.match(text, /150\.000 COP/);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
  const { user } = await customer.api('/auth/dashboard/client');
  assert.deepEqual(
    user.subscriptions.map((s) => [s.product_name, s.plan_type, s.status]),
    [['Software Restaurante', 'pro', 'active']],
  );
});

test("the declining card: 'Pago cancelado, tu membresía no se pudo activar.' and no subscription", async () => {
  const customer = await newCustomer('pago-rechazado', { invoicingProfile: true });
  const { page, close } = await openPage(browser(), '/tienda/software-restaurant', { prepare: customer.prepare });
  try {
    await buyProMonthlyWith(page, '4111 1111 1111 1111');
    await page.getByText('Pago cancelado, tu membresía no se pudo activar.').first().waitFor({ timeout: 20000 });
    // Then back to the main site.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10000 });

    await page.goto(new URL('/cuenta', page.url()).toString());
    await page.getByText('No tienes productos activos en este momento.').waitFor();
  } finally {
    await close();
  }
  const { user } = await customer.api('/auth/dashboard/client');
  assert.deepEqual(user.subscriptions, []);
});
