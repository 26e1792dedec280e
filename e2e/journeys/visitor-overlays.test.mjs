// What a visitor meets over the page: the start-up toast, the chat beside the dialogs, the sign-in dialog's focus and
// its connection texts (issue 32 §3).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';

const browser = sharedBrowser({ before, after });
const phone = { width: 390, height: 844 };

/** Whether the element's middle is what the visitor sees there (nothing covers it). */
const uncovered = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });

test("a session found expired at start-up says 'Sesión expirada'", async () => {
  const { page, close } = await openPage(browser(), '/', {
    prepare: (page) =>
      page.addInitScript(() => {
        // A token the server no longer knows, as after a session expired; the toast may come and go under the
        // loading screen, so whether it ever showed is recorded.
        localStorage.setItem('token', 'caducado');
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="app-toast"]')?.textContent?.includes('Sesión expirada')) window.__expiredShown = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }),
  });
  try {
    await page.waitForFunction(() => window.__expiredShown === true, null, { timeout: 5000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'the dead token is gone');
  } finally {
    await close();
  }
});

test('on a phone the chat steps aside while the register dialog is open, and comes back after', async () => {
  const { page, problems, close } = await openPage(browser(), '/', { viewport: phone });
  try {
    const launcher = page.getByRole('button', { name: 'Abrir el chat con el asistente' });
    await launcher.waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regístrate ahora' }).click();
    const register = page.getByRole('dialog', { name: 'Crear cuenta' });
    await register.waitFor();
    await launcher.waitFor({ state: 'detached' });
    const submit = register.getByRole('button', { name: 'Crear cuenta', exact: true });
    await submit.scrollIntoViewIfNeeded();
    assert.equal(await uncovered(submit), true, "nothing covers the dialog's button");
    await page.keyboard.press('Escape');
    await register.waitFor({ state: 'detached' });
    await launcher.waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('an open chat closes when the login modal opens, and stays under it', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    const chat = page.getByRole('dialog', { name: 'Asistente virtual' });
    await chat.waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-login-modal')));
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.waitFor();
    await chat.waitFor({ state: 'detached' });
    assert.equal(await uncovered(login.getByRole('button', { name: 'Iniciar sesión', exact: true })), true);
    // The chat's layer is the page's, under Mantine's modals, whenever both are on screen.
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    const layers = await page.evaluate(() => ({
      chat: Number(getComputedStyle(document.querySelector('[role="dialog"][aria-label="Asistente virtual"]')).zIndex),
      modal: Number(getComputedStyle(document.documentElement).getPropertyValue('--mantine-z-index-modal')),
    }));
    assert.ok(layers.chat < layers.modal, `chat ${layers.chat}, modals ${layers.modal}`);
  } finally {
    await close();
  }
});

test('closing the login modal with Escape gives the focus back to the button that opened it', async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    const opener = page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel(/^Email/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Iniciar sesión' && !!document.activeElement.closest('header'),
    );
  } finally {
    await close();
  }
});

test("the sign-in dialog says 'Error de conexión' for an answer it cannot read, and the network text when offline", async () => {
  const { page, close } = await openPage(browser(), '/');
  try {
    await page.route('**/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel(/^Email/).fill('cliente@mbplatform.co');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await dialog.getByText('Error de conexión', { exact: true }).waitFor();

    await page.unroute('**/auth/login');
    await page.route('**/auth/login', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await dialog.getByText('Error de conexión. Verifica que el servidor esté funcionando.', { exact: true }).waitFor();
  } finally {
    await close();
  }
});
