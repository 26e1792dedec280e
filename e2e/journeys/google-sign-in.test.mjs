// Spec 1 §4 "Third-party account sign-in" and §2 "Complete profile modal": 'Continuar con Google' opens
// the provider (the OIDC simulator playing Google) in a popup; a new account completes its profile.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { uniqueEmail } from '../lib/mail.mjs';

const browser = sharedBrowser({ before, after });

const label = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const pageErrors = (problems) => problems.filter((problem) => problem.startsWith('page error'));

/** Clicks 'Continuar con Google' in the login dialog and signs in on the provider's page in the popup. */
async function continueWithGoogle(page, { email, name }) {
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), login.getByRole('button', { name: 'Continuar con Google' }).click()]);
  // The popup opens on about:blank at once, then goes to the provider.
  const emailField = popup.locator('input[name=email]');
  await emailField.waitFor();
  await emailField.fill(email);
  await popup.locator('input[name=name]').fill(name);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continuar', exact: true }).click()]);
  return { login };
}

/** Remembers what the page asked window.open for (Playwright gives popups the context's viewport, not the features' size). */
const recordPopupFeatures = (page) =>
  page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      window.__popupRequests = [...(window.__popupRequests ?? []), args];
      return open(...args);
    };
  });

test('a new Google account completes its profile and is signed in with the Google badge; next time it goes straight in', async () => {
  const email = uniqueEmail('google');
  const name = 'Ana María Google';
  const { page, problems, close } = await openPage(browser(), '/', { prepare: recordPopupFeatures });
  try {
    await continueWithGoogle(page, { email, name });
    // Opened on about:blank within the click (popup blockers allow it), 520x640 (spec 1 §9).
    const [[url, , features]] = await page.evaluate(() => window.__popupRequests);
    assert.equal(url, 'about:blank');
    assert.match(features, /width=520/);
    assert.match(features, /height=640/);

    // The profile lacks legal ID and phone: the complete-profile dialog opens with the account.
    const profile = page.getByRole('dialog', { name: 'Completa tu perfil' });
    await profile.getByText(name, { exact: true }).waitFor();
    const emailField = profile.getByLabel('Email', { exact: true });
    assert.equal(await emailField.inputValue(), email);
    assert.equal(await emailField.isEditable(), false, 'the e-mail is read-only');
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_provider')), 'google');

    await profile.getByLabel(label('Empresa (opcional)')).fill('Café de Prueba');
    const phone = profile.getByLabel(label('Teléfono'));
    await phone.pressSequentially('+57 300-765 4321');
    assert.equal(await phone.inputValue(), '573007654321', 'digits only');
    await profile.getByRole('button', { name: 'Guardar', exact: true }).click();
    await profile.getByText('La identificación es requerida').waitFor();
    await profile.getByLabel(label('Identificación (NIT/DNI)')).fill('1020304050');
    await profile.getByRole('button', { name: 'Guardar', exact: true }).click();

    await profile.waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /Mi Cuenta/ })
      .getByText('Google')
      .waitFor();
    const me = await page.evaluate(async () => (await fetch('/auth/me')).json());
    assert.equal(me.user?.email, email);
    assert.equal(me.user?.full_name, name);
    assert.equal(me.user?.phone, '573007654321');
    assert.equal(me.user?.legal_id, '1020304050');
    assert.equal(me.user?.company_name, 'Café de Prueba');

    // Sign out and in again with Google: the profile is complete, so no dialog this time.
    await page.getByRole('button', { name: /Mi Cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_provider')), null);

    const { login } = await continueWithGoogle(page, { email, name });
    await login.waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /Mi Cuenta/ })
      .getByText('Google')
      .waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Completa tu perfil' }).count(), 0);
    assert.deepEqual(pageErrors(problems), []);
  } finally {
    await close();
  }
});
