// Issue 35 item 1, the vendor's side in the browser: a Pro restaurant's owner asks for electronic invoicing in the
// app; the administrator sees the request in the issuer list, creates the company with its data, links it to the
// restaurant (the list then names the restaurant and its owner), and takes its POS documents through the guided
// enablement's own track (software of equivalent documents, numbering, DIAN's test set, production) while its invoices
// stay apart. The owner then sees the restaurant enabled.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { testCertificateFile } from '../lib/apidian-certificate.mjs';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { buyRestaurant, openApp } from '../lib/restaurant.mjs';
import { newCompany, requestInvoicing } from '../lib/restaurant-invoicing.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const company = newCompany('Fonda El Portal');
const required = (label) => new RegExp(`^${label} \\*?$`);

test('the administrator turns an owner’s request into an issuer of POS documents, through the test set to production', async () => {
  const owner = await newCustomer('duena-portal', { invoicingProfile: true });
  const office = await openPage(browser(), '/tienda/software-restaurant', {
    prepare: owner.prepare,
    viewport: { width: 1024, height: 768 },
  });
  let admin;
  try {
    const card = await buyRestaurant(office.page, owner, { plan: 'Pro', amount: '$ 150.000' });
    await openApp(office.page, card);
    const status = await requestInvoicing(office.page, company);

    // The request in the issuer list (opened after it was sent); the company created from it and linked.
    admin = await openPage(browser(), '/admin/facturacion', { prepare: signedInAs(demoAccounts.admin) });

    const { page } = admin;
    await page.getByRole('tab', { name: 'Creación de Facturadores' }).click();
    const requests = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Propietario' }) });
    const request = requests.getByRole('row').filter({ hasText: company.name });
    await request.getByRole('button', { name: /^Crear el facturador de / }).click({ timeout: 15000 });
    const form = page.getByRole('dialog', { name: 'Agregar Nuevo Facturador' });
    assert.equal(await form.getByLabel(required('NIT')).inputValue(), company.nit, 'the modal starts from the request');
    assert.equal(await form.getByLabel(required('Razón Social')).inputValue(), company.name);
    await form.getByRole('button', { name: 'Crear facturador' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15000 });
    await request.getByRole('button', { name: new RegExp(`^Vincular .* a ${company.name}$`) }).click();
    await request.getByText(/^Vinculado al facturador \d+$/).waitFor({ timeout: 15000 });
    const listed = page.getByRole('row').filter({ hasText: company.nit }).filter({ hasText: 'Propietario:' });
    await listed.getByText(`Propietario: ${owner.email}`).waitFor();
    await listed.getByText('Documentos POS: Pruebas (2)').waitFor();

    // The guided enablement of its POS documents.
    await page.getByRole('tab', { name: 'Habilitación guiada' }).click();
    await page.getByLabel('Facturador', { exact: true }).selectOption({ label: `${company.name} — NIT ${company.nit}-${company.dv}` });
    await page.getByText(/^Documentos POS del restaurante/).click();
    const step = (name) => page.getByRole('listitem', { name });
    const done = (name) => step(name).getByText('Hecho', { exact: true }).waitFor({ timeout: 15000 });
    await step('Software')
      .getByText(/software de documentos equivalentes/)
      .waitFor();
    await step('Software').getByLabel('ID del software').fill(randomUUID());
    await step('Software').getByLabel('PIN del software').fill('54321');
    await step('Software').getByRole('button', { name: 'Guardar software' }).click();
    await done('Software');
    const certificate = await testCertificateFile();
    await step('Certificado digital').getByLabel('Archivo del certificado').setInputFiles(certificate.path);
    await step('Certificado digital').getByLabel('Contraseña del certificado').fill(certificate.password);
    await step('Certificado digital').getByRole('button', { name: 'Configurar certificado' }).click();
    await done('Certificado digital');
    await step('Resolución de numeración')
      .getByRole('button', { name: 'Usar la numeración de pruebas de la DIAN (EPOS 1–1000000)' })
      .click();
    await done('Resolución de numeración');
    const testSet = step('Set de pruebas');
    await testSet.getByLabel('TEST_SET_ID de la DIAN').fill(randomUUID());
    await testSet.getByRole('button', { name: 'Enviar documento POS de prueba' }).click();
    for (let attempt = 0; attempt < 20 && !(await testSet.getByText('Aceptados: 1', { exact: true }).isVisible()); attempt++) {
      await testSet.getByRole('button', { name: 'Consultar resultados de la DIAN' }).click();
      await page.waitForTimeout(300);
    }
    await done('Set de pruebas');
    await step('Producción').getByRole('button', { name: 'Pasar a producción' }).click();
    await step('Producción').getByText('El restaurante emite sus documentos POS en producción.').waitFor({ timeout: 15000 });

    // The invoices' track stayed in test; the owner sees the restaurant enabled.
    await page.getByText('Facturas electrónicas', { exact: true }).click();
    await step('Producción').getByText('En espera', { exact: true }).waitFor();
    await office.page.reload();
    await status.getByText('Habilitado').waitFor({ timeout: 20000 });
    assert.deepEqual(admin.problems, []);
  } finally {
    await office.close();
    await admin?.close();
  }
});
