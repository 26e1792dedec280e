import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';

const browser = sharedBrowser({ before, after });

test('home → store → search, filter, sort → product page → Pro Anual into the cart at 1.620.000 COP → quantity 0 removes it', async () => {
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    await page.getByRole('button', { name: 'Ver productos' }).first().click();
    await page.waitForURL('**/tienda');
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    const cards = page.locator('main a[href^="/tienda/"]');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 5, 'the seed has five active products');

    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('rest');
    await page.waitForFunction(() => document.querySelectorAll('main a[href^="/tienda/"]').length === 1);
    assert.match(await cards.first().innerText(), /Software Restaurante/);

    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Software', exact: true }).click();
    assert.equal(await cards.count(), 1);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('');
    // Only the Software category is left, sorted by price: electronic invoicing, then the restaurant software.
    await page.waitForFunction(() => document.querySelectorAll('main a[href^="/tienda/"]').length === 2);
    assert.match(await cards.first().innerText(), /Facturación Electrónica/);

    await cards.nth(1).click();
    await page.waitForURL('**/tienda/software-restaurant');
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    assert.equal(await page.title(), 'Software Restaurante | MB Platform');
    assert.equal(await page.getByTestId('price').innerText(), '80.000 COP');
    assert.equal(await page.getByTestId('strike-price').innerText(), '96.000 COP');
    await page.getByText('20% OFF').waitFor();

    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro' });
    await page.getByText('Anual', { exact: true }).click();
    assert.equal(await page.getByTestId('price').innerText(), '1.620.000 COP');
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();

    const cart = page.getByRole('dialog', { name: 'Carrito' });
    await cart.waitFor();
    const line = cart.getByTestId('cart-line');
    assert.match(await line.innerText(), /Pro · Anual/);
    assert.match(await line.innerText(), /1\.620\.000 COP/);

    // The cart survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Carrito/ }).click();
    await cart.getByTestId('cart-line').waitFor();

    await cart.getByRole('button', { name: 'Quitar una unidad de Software Restaurante' }).click();
    await cart.getByText('Tu carrito está vacío.').waitFor();
    assert.equal(await cart.getByTestId('cart-line').count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('an unknown product says "Producto no encontrado." and the checkout asks a visitor to sign in', async () => {
  const { page, close } = await openPage(browser(), '/tienda/no-existe');
  try {
    await page.getByText('Producto no encontrado.').waitFor();
    await page.goto(new URL('/tienda/automatizaciones-ia', page.url()).toString());
    await page.getByRole('heading', { name: 'Automatizaciones con IA', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    const cart = page.getByRole('dialog', { name: 'Carrito' });
    await cart.getByRole('button', { name: 'Proceder al pago' }).click();
    await page.getByRole('dialog', { name: /Iniciar sesión/ }).waitFor();
  } finally {
    await close();
  }
});

test('a product page shows the other products of its category as related, each a link to its page', async () => {
  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant');
  try {
    const related = page.getByRole('region', { name: 'Productos relacionados' });
    await related.getByRole('link', { name: /Facturación Electrónica/ }).click();
    await page.waitForURL('**/tienda/facturacion-electronica');
    await page.getByRole('heading', { name: 'Facturación Electrónica', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Productos relacionados' })
      .getByRole('link', { name: /Software Restaurante/ })
      .waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a product card shows a focus ring when the keyboard reaches it', async () => {
  const { page, close } = await openPage(browser(), '/tienda');
  try {
    const card = page.locator('main a[href="/tienda/software-restaurant"]');
    await card.waitFor();
    // From the sort select, Tab walks the category buttons and then the cards, as a keyboard user does.
    await page.getByLabel('Ordenar por').focus();
    for (let press = 0; press < 12 && !(await card.evaluate((element) => element === document.activeElement)); press += 1)
      await page.keyboard.press('Tab');
    const ring = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { focused: element.matches(':focus-visible'), style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    assert.equal(ring.focused, true, 'the card has the keyboard focus');
    assert.equal(ring.style, 'solid');
    assert.ok(ring.width >= 2, `an outline ${ring.width} px wide`);
  } finally {
    await close();
  }
});

test('store-add-to-cart from the home page puts the product in the stored cart and opens the cart', async () => {
  const { products } = await (await fetch(new URL('/auth/public/products', baseUrl))).json();
  const restaurant = products.find((product) => product.slug === 'software-restaurant');
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    await page.evaluate(
      (productId) => window.dispatchEvent(new CustomEvent('store-add-to-cart', { detail: { productId, planType: 'pro' } })),
      restaurant.id,
    );
    const cart = page.getByRole('dialog', { name: 'Carrito' });
    await cart.getByTestId('cart-line').waitFor();
    assert.match(await cart.getByTestId('cart-line').innerText(), /Software Restaurante[\s\S]*Pro · Mensual/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mb_cart')));
    assert.deepEqual(
      stored.items.map((item) => [item.product.slug, item.planType, item.quantity]),
      [['software-restaurant', 'pro', 1]],
    );
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
