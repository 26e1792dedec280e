// Spec 1 §2 "Modals", §4 "Session", "Registration and verification", "Recovery": a new customer
// registers, verifies with the e-mailed code, signs out and in, and recovers the password by e-mail.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { linkWith, uniqueEmail, verificationCode, waitForMail } from '../lib/mail.mjs';

const browser = sharedBrowser({ before, after });

/** Required fields carry ' *' after their label: match the label from its start. */
const label = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** Only page errors count here: expected 401s (a wrong password) are logged by Chromium as console errors. */
const pageErrors = (problems) => problems.filter((problem) => problem.startsWith('page error'));

async function openLogin(page) {
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.waitFor();
  return dialog;
}

async function signIn(page, email, password) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  return dialog;
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Mi Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
}

test('register, verify with the e-mailed code, sign out and in, reset the password from the e-mailed link', async () => {
  const email = uniqueEmail('registro');
  const password = 'Inicial-2026';
  const newPassword = 'Renovada-2026';
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    // Registration, reached from the login dialog.
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Crear cuenta' });
    await register.getByLabel(label('Nombre completo')).fill('Ana Recorrido');
    await register.getByLabel(label('Email')).fill(email);
    await register.getByLabel(label('Empresa (opcional)')).fill('Restaurante La Prueba');
    await register.getByLabel(label('Teléfono (opcional)')).fill('573001234567');
    await register.getByLabel(label('Identificación (NIT/DNI)')).fill('900123456');
    await register.getByLabel(label('Contraseña')).fill(password);
    await register.getByLabel(label('Confirmar contraseña')).fill(password);
    await register.getByLabel('Acepto los términos y condiciones y la política de privacidad').check();
    await register.getByRole('button', { name: 'Crear cuenta', exact: true }).click();

    // Spec 1 §8 success toast; the dialog turns into the verification view for that e-mail.
    await page.getByText('Registro exitoso. Revisa tu email para verificar la cuenta.').waitFor();
    const verify = page.getByRole('dialog', { name: 'Verifica tu email' });
    await verify.getByText(email).waitFor();
    const code = verify.getByLabel('Código de verificación');
    assert.equal(await code.getAttribute('placeholder'), 'Código de 6 caracteres');
    const verifyButton = verify.getByRole('button', { name: 'Verificar', exact: true });
    assert.equal(await verifyButton.isDisabled(), true, 'verify waits for 4 characters');

    const mail = await waitForMail(email, { subject: 'Verifica tu cuenta' });
    const typed = verificationCode(mail);
    await code.fill(typed.toLowerCase());
    assert.equal(await code.inputValue(), typed.toUpperCase(), 'the code is upper-cased as typed');
    await verifyButton.click();

    await page.getByText('Cuenta verificada. ¡Bienvenido!').first().waitFor();
    await verify.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor();
    await signOut(page);

    // Sign in again with the password: the modal closes, the provider is remembered as 'password'.
    const again = await signIn(page, email, password);
    await again.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_provider')), 'password');
    await signOut(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_provider')), null);

    // Forgot password: the success view states the link expires in 1 hour.
    const forgotFrom = await openLogin(page);
    await forgotFrom.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
    await forgot.getByText(/1 hora/).waitFor();

    const resetMail = await waitForMail(email, { subject: 'Restablece tu contraseña' });
    const resetLink = linkWith(resetMail, 'reset_token');
    assert.equal(resetLink.origin, new URL(baseUrl).origin, 'the e-mailed link points at this site');
    assert.equal(resetLink.pathname, '/');

    await page.goto(resetLink.href);
    const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await reset.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirmar contraseña', { exact: true }).fill(`${newPassword}x`);
    await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
    await reset.getByText('Las contraseñas no coinciden').waitFor();
    await reset.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Guardar contraseña' }).click();

    // Back in the login dialog, which says so; the one-time token left the address bar.
    const afterReset = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await afterReset.getByText('Contraseña actualizada. Ya puedes iniciar sesión.').waitFor();
    assert.equal(new URL(page.url()).searchParams.has('reset_token'), false);

    // The old password no longer works; the new one does.
    await afterReset.getByLabel('Email', { exact: true }).fill(email);
    await afterReset.getByLabel('Contraseña', { exact: true }).fill(password);
    await afterReset.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await afterReset.getByRole('alert').getByText('Email o contraseña incorrectos').waitFor();
    assert.equal(await afterReset.isVisible(), true);

    await afterReset.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await afterReset.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await afterReset.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor();
    assert.deepEqual(pageErrors(problems), []);
  } finally {
    await close();
  }
});

test('the link in the verification e-mail signs the new user in and leaves the address bar', async () => {
  const email = uniqueEmail('enlace');
  const response = await fetch(new URL('/auth/register', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Enlace-2026', full_name: 'Beto Enlace', legal_id: '1020304050' }),
  });
  assert.equal(response.status, 201, await response.clone().text());

  const mail = await waitForMail(email, { subject: 'Verifica tu cuenta' });
  const link = linkWith(mail, 'token');
  assert.equal(link.origin, new URL(baseUrl).origin, 'the e-mailed link points at this site');
  assert.equal(link.pathname, '/');

  let toast;
  const { page, problems, close } = await openPage(browser(), `${link.pathname}${link.search}`, {
    // Waited for from the start: the 4 s toast may show while the loading screen is still up.
    prepare: (page) => {
      toast = page.getByTestId('app-toast').getByText('Cuenta verificada. ¡Bienvenido!').waitFor({ timeout: 15000 });
    },
  });
  try {
    await toast;
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('token'));
    await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor();
    // The cookie carries the session: the stored token is gone once the server confirmed it.
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    const me = await page.evaluate(async () => (await fetch('/auth/me')).json());
    assert.equal(me.user?.email, email);

    // The link is single-use: opening it again says so in an error toast.
    await page.goto(link.href);
    await page.getByTestId('app-toast').getByRole('alert').waitFor({ timeout: 15000 });
    assert.deepEqual(pageErrors(problems), []);
  } finally {
    await close();
  }
});
