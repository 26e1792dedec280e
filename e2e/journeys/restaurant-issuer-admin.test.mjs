// Issue 35 item 1, the vendor's side in the browser: a Pro restaurant's owner asks for electronic invoicing in the
// app; the administrator sees the request in the issuer list, creates the company with its data, links it to the
// restaurant (the list then names the restaurant and its owner), and takes its POS documents through the guided
// enablement's own track (software of equivalent documents, numbering, DIAN's test set, production) while its invoices
// stay apart. In production on DIAN's sample test numbering, the owner is told to register the restaurant's own range.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { testCertificateFile } from '../lib/apidian-certificate.mjs';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { buyRestaurant, openApp } from '../lib/restaurant.mjs';
import { createAndLinkIssuer, enablePosDocuments, newCompany, requestInvoicing } from '../lib/restaurant-invoicing.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const company = newCompany('Fonda El Portal');

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
    await createAndLinkIssuer(page, company);
    const listed = page.getByRole('row').filter({ hasText: company.nit }).filter({ hasText: 'Propietario:' });
    await listed.getByText(`Propietario: ${owner.email}`).waitFor();
    await listed.getByText('Documentos POS: Pruebas (2)').waitFor();

    // The guided enablement of its POS documents.
    const step = await enablePosDocuments(page, company, { pin: '54321', certificate: await testCertificateFile() });

    // The invoices' track stayed in test. The POS documents are in production on DIAN's sample test numbering, so
    // the owner is told to register the restaurant's own range before the restaurant counts as enabled.
    await page.getByText('Facturas electrónicas', { exact: true }).click();
    await step('Producción').getByText('En espera', { exact: true }).waitFor();
    await office.page.reload();
    await status.getByText('En pruebas').waitFor({ timeout: 20000 });
    await office.page
      .getByText(/la numeración de pruebas no sirve en producción/)
      .first()
      .waitFor();
    assert.deepEqual(admin.problems, []);
  } finally {
    await office.close();
    await admin?.close();
  }
});
