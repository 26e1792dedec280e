// Issue 21 §5: what a new visitor met trying the site, each seen in the browser as the visitor sees it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { uniqueEmail, waitForMail } from '../lib/mail.mjs';

const browser = sharedBrowser({ before, after });
const phone = { width: 390, height: 844 };

/** Whether the element's middle is what the visitor sees there (nothing covers it), scrolled into view first. */
async function uncovered(locator) {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

/** Whether the element lies inside the viewport horizontally and its text is not clipped. */
async function wholeOnScreen(locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const label = element.querySelector('.mantine-Button-label') ?? element;
    return box.left >= 0 && box.right <= window.innerWidth && label.scrollWidth <= label.clientWidth;
  });
}

test('at 390 px the product page shows all of Agregar al carrito, and the plan table says it scrolls to Pro and Gold', async () => {
  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant', { viewport: phone });
  try {
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    const addToCart = page.getByRole('button', { name: 'Agregar al carrito' });
    assert.equal(await wholeOnScreen(addToCart), true, "'Agregar al carrito' is not cut");
    assert.equal(await wholeOnScreen(page.getByRole('button', { name: 'Comprar ahora' })), true);

    const table = page.getByRole('region', { name: 'Comparación de planes' });
    await table.scrollIntoViewIfNeeded();
    await page.getByText('Desliza para ver todos los planes →').waitFor();
    assert.equal(await page.getByTestId('plan-scroll-fade').isVisible(), true, 'the right edge fades while plans are out of sight');
    const gold = table.getByRole('columnheader', { name: 'Gold' });
    const goldInView = () =>
      gold.evaluate((cell) => cell.getBoundingClientRect().right <= cell.closest('[role="region"]').getBoundingClientRect().right + 1);
    assert.equal(await goldInView(), false, 'Gold starts out of sight');
    // The keyboard reaches it and scrolls it too.
    await table.focus();
    for (let press = 0; press < 20 && (await page.getByTestId('plan-scroll-fade').count()) > 0; press += 1)
      await page.keyboard.press('ArrowRight');
    await page.getByTestId('plan-scroll-fade').waitFor({ state: 'detached' });
    assert.equal(await goldInView(), true, 'scrolled, Gold is in sight');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('feature labels read with their accents in Spanish and in the visitor’s language in English', async () => {
  const { page, problems, close } = await openPage(browser(), '/tienda/automatizaciones-ia');
  try {
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Respuestas automáticas' }).waitFor();
    await table.getByRole('cell', { name: 'Integración con CRM' }).waitFor();
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.reload();
    await table.getByRole('cell', { name: 'Automatic replies' }).waitFor();
    await table.getByRole('cell', { name: 'CRM integration' }).waitFor();
    assert.equal(await table.getByText('Respuestas automáticas').count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test("a picture that does not load leaves 'Sin imagen' in the middle of its box", async () => {
  const { page, close } = await openPage(browser(), '/tienda', {
    prepare: (page) => page.route('**/media/seed/servicio-tecnico-main.webp', (route) => route.abort()),
  });
  try {
    const card = page.locator('main a[href="/tienda/servicio-tecnico"]');
    const box = card.getByRole('img', { name: 'Servicio Técnico' });
    await box.getByText('Sin imagen').waitFor();
    const [outer, text] = await Promise.all([box.boundingBox(), box.getByText('Sin imagen').boundingBox()]);
    const middle = (rect) => [rect.x + rect.width / 2, rect.y + rect.height / 2];
    const [[outerX, outerY], [textX, textY]] = [middle(outer), middle(text)];
    assert.ok(Math.abs(outerX - textX) < 2 && Math.abs(outerY - textY) < 2, `text at ${textX},${textY}, box middle ${outerX},${outerY}`);
  } finally {
    await close();
  }
});

test("a payment return opened in a new tab is seen at once, not under the loading screen; its toast leaves the header's menu clear", async () => {
  const context = await browser().newContext({ locale: 'es-CO', viewport: phone });
  try {
    await context.addInitScript(() => localStorage.setItem('mb_consent_status', 'rejected'));
    const page = await context.newPage();
    await page.goto(new URL('/?id=tx-que-no-existe', process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').toString());
    // Not paid: the banner shows for the 1.2 s before the store sends the visitor home, and must be in front then.
    await page.waitForFunction(
      () => {
        const banner = document.querySelector('[data-testid="payment-banner"]');
        const box = banner?.getBoundingClientRect();
        return box && banner.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      },
      null,
      { timeout: 10000 },
    );
    assert.equal(await page.getByTestId('loading-screen').count(), 0, 'the loading screen gave way');
    // The same words go to the toast stack, which stays as the page changes.
    const toast = page.getByTestId('global-toast').getByRole('alert');
    await toast.waitFor();
    assert.equal(await uncovered(page.getByRole('button', { name: 'Abrir menú' })), true, "the toast is not over the header's menu");
  } finally {
    await context.close();
  }
});

test('the home counters start when the loading screen has gone, so the visitor sees them count', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    // openPage has just seen the loading screen go: the count has barely begun (under it, it would be near 150).
    const projects = Number.parseInt(await page.getByTestId('stat-projects').innerText(), 10);
    assert.ok(projects < 75, `already at ${projects}+`);
    await page.getByTestId('stat-projects').getByText('150+').waitFor();
  } finally {
    await close();
  }
});

test("/tienda offers one 'Iniciar sesión', on a wide screen and on a phone", async () => {
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    const { page, close } = await openPage(browser(), '/tienda', { viewport });
    try {
      await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
      await page.locator('main a[href^="/tienda/"]').first().waitFor();
      const visible = await page
        .getByRole('button', { name: 'Iniciar sesión', exact: true })
        .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length);
      assert.equal(visible, 1, `at ${viewport.width} px`);
    } finally {
      await close();
    }
  }
});

test('the password show/hide toggle is reached with Tab and works from the keyboard', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    const password = dialog.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto1');
    await password.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.equal(focused, 'Mostrar u ocultar la contraseña');
    await page.keyboard.press('Enter');
    assert.equal(await password.getAttribute('type'), 'text');
  } finally {
    await close();
  }
});

test("at 390 px the sign-up's toast leaves the dialog's close button clear; 'Reenviar código' waits, then really sends", async () => {
  const { page, problems, close } = await openPage(browser(), '/tienda', { viewport: phone });
  const email = uniqueEmail('visitante');
  try {
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Crear cuenta' });
    await register.getByLabel(/^Nombre completo/).fill('Vera Visitante');
    await register.getByLabel(/^Email/).fill(email);
    await register.getByLabel(/^Identificación/).fill('1020304050');
    await register.getByLabel(/^Contraseña/).fill('secreto1');
    await register.getByLabel(/^Confirmar contraseña/).fill('secreto1');
    await register.getByLabel('Acepto los términos y condiciones y la política de privacidad').check();
    await register.getByRole('button', { name: 'Crear cuenta', exact: true }).click();

    const verify = page.getByRole('dialog', { name: 'Verifica tu email' });
    await page.getByText('Registro exitoso. Revisa tu email para verificar la cuenta.').waitFor();
    assert.equal(await uncovered(verify.getByRole('button', { name: 'Cerrar' })), true, "the toast is not over the dialog's close button");

    const first = await waitForMail(email, { subject: 'Verifica tu cuenta' });
    // A code has just gone out: resending waits its 10 s first, counting down.
    const resend = verify.getByRole('button', { name: /^Reenviar código/ });
    assert.match(await resend.innerText(), /^Reenviar código \(\d+ s\)$/);
    assert.equal(await resend.isDisabled(), true);
    await verify.getByRole('button', { name: 'Reenviar código', exact: true }).waitFor({ timeout: 15000 });
    await verify.getByRole('button', { name: 'Reenviar código', exact: true }).click();
    await verify.getByText('Código reenviado. Revisa tu email.').waitFor();
    await verify.getByText('Códigos reenviados: 1').waitFor();
    await waitForMail(email, { subject: 'Verifica tu cuenta', skip: [first.id] });
    assert.deepEqual(
      problems.filter((problem) => problem.startsWith('page error')),
      [],
    );
  } finally {
    await close();
  }
});

test('a product page renders from the answers that came with its HTML: the app does not ask for them again', async () => {
  const asked = [];
  const { page, problems, close } = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: (page) =>
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        // The catalogue's answers, the remotes' manifest and, with no session cookie, the session.
        if (path.startsWith('/auth/public/products') || path === '/api/remotes' || path === '/auth/me') asked.push(path);
      }),
  });
  try {
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Agregar al carrito' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(asked, []);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
