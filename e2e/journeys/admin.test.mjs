// Issue 20's must-show, as an administrator in Chromium: a Restaurant membership assigned to a client and paid by
// hand with a transfer (its receipt uploaded) and cash, which the client then sees active with its invoice issued;
// users found by role, status and search; a client deleted and restored; every step in the audit view. A client
// and a visitor at /admin see 'Acceso Denegado' and no admin call leaves their browser.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';
import { eventually } from '../lib/eventually.mjs';

const browser = sharedBrowser({ before, after });
// A 1×1 PNG: a receipt is any picture.
const receipt = {
  name: 'comprobante.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** The users panel narrowed to one e-mail, and that user's row dialog opened. */
async function openUserDialog(page, email, name) {
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(email);
  await page.getByRole('button', { name: `Gestionar ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Acciones para ${name}` });
  await dialog.waitFor();
  return dialog;
}

async function pickOption(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A search typed past cancels the list's request for the previous one: that is not a problem. */
const unexpected = (problems) => problems.filter((problem) => !/^request failed: .*\/auth\/dashboard\/admin\?/.test(problem));

test('a membership paid by hand with a transfer and cash: active for the client, invoiced, and in the audit view', async () => {
  const customer = await newCustomer('licencia-manual', { invoicingProfile: true });
  const admin = signedInAs(demoAccounts.superAdmin);
  const { page, problems, close } = await openPage(browser(), '/admin', { prepare: admin });
  try {
    await page.getByRole('heading', { name: 'Panel de Super Administrador', level: 1 }).waitFor();
    const actions = await openUserDialog(page, customer.email, 'Cliente de Pagos');
    await actions.getByRole('button', { name: 'Membresías' }).click();
    const memberships = page.getByRole('dialog', { name: 'Membresías de Cliente de Pagos' });
    await memberships.getByText('Este usuario no tiene membresías.').waitFor();
    await memberships.getByRole('button', { name: 'Activar Restaurant' }).click();
    await memberships.getByText('Pendiente de pago').waitFor();
    await memberships.getByRole('button', { name: 'Tomar pago' }).click();

    const payment = page.getByRole('dialog', { name: 'Tomar pago · Cliente de Pagos' });
    await payment.getByTestId('payment-total').getByText('1.620.000 COP').waitFor();
    await payment.getByText('Varios métodos').click();
    await payment.getByRole('button', { name: 'Transferencia' }).click();
    await payment.getByRole('button', { name: 'Efectivo' }).click();
    const transfer = payment.getByRole('group', { name: 'Transferencia' });
    await transfer.getByLabel('Monto').fill('1000000');
    await pickOption(page, transfer, 'Banco', 'Bancolombia');
    await transfer.getByLabel('Referencia').fill('TRF-2026-0042');
    await transfer.locator('input[type="file"]').setInputFiles(receipt);
    await payment.getByRole('group', { name: 'Efectivo' }).getByLabel('Monto').fill('620000');
    await payment.getByTestId('payment-remaining').getByText('0 COP').waitFor();
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await page.getByText('Pago registrado: la membresía quedó activa y se emitirá su factura.').first().waitFor({ timeout: 20000 });

    // 'Pagos' shows it with how it was paid.
    await page.goto(new URL('/admin/pagos', baseUrl).toString());
    await page.getByRole('searchbox', { name: 'Buscar pagos' }).fill(customer.email);
    await page.getByText('Transferencia + Efectivo').waitFor();

    // The audit view has who did it, from where and what.
    await page.goto(new URL('/admin/auditoria', baseUrl).toString());
    await page.getByText('Registró un pago manual').first().waitFor({ timeout: 20000 });
    await page.getByText('Asignó una membresía (pendiente de pago)').first().waitFor();
    assert.match(await page.getByRole('row').nth(1).innerText(), /superadmin@mbplatform\.co/);
    assert.deepEqual(unexpected(problems), []);
  } finally {
    await close();
  }

  const { page: clientPage, close: closeClient } = await openPage(browser(), '/cuenta', { prepare: customer.prepare });
  try {
    const card = clientPage.getByRole('article', { name: 'Software Restaurante' });
    await card.waitFor();
    assert.match(await card.textContent(), /Activo/);
  } finally {
    await closeClient();
  }
  const { payments } = await eventually(
    () =>
      fetch(new URL(`/auth/payments?q=${encodeURIComponent(customer.email)}`, baseUrl), {
        headers: { authorization: `Bearer ${admin.token}` },
      }).then((r) => r.json()),
    (answer) => assert.equal(answer.payments.length, 1),
  );
  const result = await eventually(
    () => customer.api(`/auth/payments/result?reference=${payments[0].wompi_reference}`),
    (answer) => assert.equal(answer.invoice?.status, 'issued'),
  );
  assert.equal(result.payment.amount, 1620000);
});

test("'Tomar pago' for a member without an invoicing profile: the admin completes it there, then records the payment", async () => {
  const customer = await newCustomer('sin-perfil-fe');
  const { page, problems, close } = await openPage(browser(), '/admin', { prepare: signedInAs(demoAccounts.superAdmin) });
  try {
    await page.getByRole('heading', { name: 'Panel de Super Administrador', level: 1 }).waitFor();
    const actions = await openUserDialog(page, customer.email, 'Cliente de Pagos');
    await actions.getByRole('button', { name: 'Membresías' }).click();
    const memberships = page.getByRole('dialog', { name: 'Membresías de Cliente de Pagos' });
    await memberships.getByRole('button', { name: 'Activar Restaurant' }).click();
    await memberships.getByText('Pendiente de pago').waitFor();
    await memberships.getByRole('button', { name: 'Tomar pago' }).click();

    const payment = page.getByRole('dialog', { name: 'Tomar pago · Cliente de Pagos' });
    const notice = payment.getByRole('status', { name: 'Completar perfil FE' });
    await notice.getByText(/Falta completar el perfil de Facturación Electrónica del cliente \(Tipo de persona, .*Dirección\)/).waitFor();
    await payment.getByRole('button', { name: 'Efectivo' }).click();
    assert.equal(await payment.getByRole('button', { name: 'Confirmar pago' }).isDisabled(), true);

    await notice.getByRole('button', { name: 'Completar perfil FE' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil de Facturación Electrónica de Cliente de Pagos' });
    await profile.getByLabel('Tipo de persona').selectOption({ label: 'Natural' });
    await profile.getByLabel('Tipo de documento').selectOption({ label: 'Cédula de ciudadanía' });
    await profile.getByLabel('Régimen').selectOption({ index: 1 });
    await profile.getByRole('combobox', { name: 'Municipio' }).fill('11001');
    await page
      .getByRole('option', { name: /Bogotá/ })
      .first()
      .click();
    await profile.getByLabel('Dirección').fill('Calle 100 # 10-20');
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await profile.waitFor({ state: 'hidden' });

    await notice.waitFor({ state: 'detached' });
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await page.getByText('Pago registrado: la membresía quedó activa y se emitirá su factura.').first().waitFor({ timeout: 20000 });
    assert.deepEqual(unexpected(problems), []);
  } finally {
    await close();
  }
  assert.deepEqual((await customer.api('/mb/fe/check')).missing, []);
});

test('users found by role, status and search; a client deleted and restored; both in the audit view', async () => {
  const customer = await newCustomer('borrar-restaurar');
  const { page, problems, close } = await openPage(browser(), '/admin', { prepare: signedInAs(demoAccounts.superAdmin) });
  try {
    await page.getByRole('heading', { name: 'Panel de Super Administrador', level: 1 }).waitFor();
    await pickOption(page, page, 'Rol', 'Admin');
    await page.getByText('admin@mbplatform.co', { exact: true }).waitFor();
    await page.getByText('cliente@mbplatform.co', { exact: true }).waitFor({ state: 'detached' });
    await pickOption(page, page, 'Estado', 'Inactivo');
    await page.getByText('No se encontraron usuarios con los filtros aplicados.').waitFor();
    await page.reload();

    const actions = await openUserDialog(page, customer.email, 'Cliente de Pagos');
    await actions.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await confirm.getByText(/Un SuperAdmin puede restaurarlo durante 30 días/).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Usuario eliminado').first().waitFor();
    await page.getByText('No se encontraron usuarios con los filtros aplicados.').waitFor();

    await pickOption(page, page, 'Estado', 'Eliminados');
    const restore = await openUserDialog(page, customer.email, 'Cliente de Pagos');
    await restore.getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Usuario restaurado').first().waitFor();
    // Able to sign in again (its sessions ended when it was deleted).
    const login = await fetch(new URL('/auth/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: 'Cliente2026!' }),
    });
    assert.equal(login.status, 200);

    await page.goto(new URL('/admin/auditoria', baseUrl).toString());
    await page.getByText('Restauró un usuario').first().waitFor({ timeout: 20000 });
    await page.getByText('Eliminó un usuario').first().waitFor();
    assert.deepEqual(unexpected(problems), []);
  } finally {
    await close();
  }
});

test("a client and a visitor at /admin see 'Acceso Denegado' and no admin call is made", async () => {
  for (const account of [demoAccounts.client, undefined]) {
    const adminCalls = [];
    const signIn = account && signedInAs(account);
    // Listening from before the first request the page makes.
    const prepare = async (page, context) => {
      page.on('request', (request) => {
        if (/^\/auth\/(dashboard\/admin|users|audit|subscriptions|payments)/.test(new URL(request.url()).pathname))
          adminCalls.push(request.url());
      });
      await signIn?.(page, context);
    };
    const { page, close } = await openPage(browser(), '/admin', { prepare });
    try {
      await page.getByText('Acceso Denegado').waitFor();
      await page.getByText('No tienes permisos para acceder a esta página.').waitFor();
      assert.deepEqual(adminCalls, []);
    } finally {
      await close();
    }
  }
});
