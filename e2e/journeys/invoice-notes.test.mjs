// Issue 34's third must-show: from the invoices view an administrator issues a partial credit note (an amount) and a
// debit note, each with a reason from DIAN's list; DIAN (APIDIAN simulator) accepts both, the invoice shows them with
// their PDFs, the buyer gets each by mail and sees them in their account, and the CSV carries them with base, VAT and
// time of issue.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { acceptedInvoiceCard } from '../lib/invoices.mjs';
import { waitForMail } from '../lib/mail.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';
import { payInWidget } from '../lib/wompi.mjs';

const browser = sharedBrowser({ before, after });

/** A link of the page, fetched with the page's own session: it must be a PDF. */
async function assertPdf(page, link) {
  const response = await page.context().request.get(new URL(await link.getAttribute('href'), baseUrl).toString());
  assert.equal(response.status(), 200);
  assert.equal((await response.body()).subarray(0, 5).toString(), '%PDF-');
}

/** 'Emitir nota' on the invoice's row: the kind, DIAN's reason, an amount and a description, then DIAN's answer. */
async function issueNote(page, row, { kind, reason, amount, description, accepted }) {
  await row.getByRole('button', { name: 'Emitir nota' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Motivo (lista de la DIAN)' }).click();
  await page.getByRole('option', { name: reason }).click();
  if (kind === 'Nota crédito') await dialog.getByText('Un valor', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Valor en pesos/ }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill(description);
  await dialog.getByRole('button', { name: kind === 'Nota crédito' ? 'Emitir nota crédito' : 'Emitir nota débito' }).click();
  await page.getByText(accepted).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

test('the admin issues a partial credit note and a debit note from the invoices view; the buyer gets and sees both', async () => {
  const buyer = await newCustomer('notas', { invoicingProfile: true });
  let invoiceNumber;
  const shop = await openPage(browser(), '/tienda/software-restaurant', { prepare: buyer.prepare });
  try {
    await shop.page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await shop.page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro' });
    await shop.page.getByRole('button', { name: 'Comprar ahora' }).click();
    await payInWidget(shop.page, { amount: '$ 150.000', cardNumber: '4242 4242 4242 4242' });
    await shop.page.waitForURL('**/cuenta', { timeout: 20000 });
    const card = await acceptedInvoiceCard(shop.page);
    invoiceNumber = (await card.getByText(/^Factura SETP\d+$/).textContent()).replace('Factura ', '');
  } finally {
    await shop.close();
  }

  const admin = await openPage(browser(), '/admin/facturacion/facturas', { prepare: signedInAs(demoAccounts.admin) });
  let creditNumber;
  let debitNumber;
  try {
    await admin.page.getByRole('heading', { name: 'Facturas electrónicas' }).waitFor();
    await admin.page.getByLabel('Buscar').fill(buyer.email);
    const row = admin.page.getByRole('row').filter({ hasText: invoiceNumber });
    await row.getByText('Aceptada por la DIAN').waitFor();

    await issueNote(admin.page, row, {
      kind: 'Nota crédito',
      reason: '3 · Rebaja o descuento parcial o total',
      amount: '50000',
      description: 'Descuento por el primer mes',
      accepted: 'Nota crédito aceptada por la DIAN',
    });
    const notes = row.getByTestId('invoice-notes');
    await notes.getByText(/NC\d+ · Rebaja o descuento parcial o total · 50\.000\sCOP · Descuento por el primer mes/).waitFor();
    creditNumber = /NC\d+/.exec(await notes.textContent())[0];

    await issueNote(admin.page, row, {
      kind: 'Nota débito',
      reason: '2 · Gastos por cobrar',
      amount: '11900',
      description: 'Gastos de instalación',
      accepted: 'Nota débito aceptada por la DIAN',
    });
    await notes.getByText(/ND\d+ · Gastos por cobrar · 11\.900\sCOP · Gastos de instalación/).waitFor();
    debitNumber = /ND\d+/.exec(await notes.textContent())[0];
    // The invoice stays accepted: a partial note corrects it, it does not cancel it.
    assert.match(await row.textContent(), /Aceptada por la DIAN/);
    await assertPdf(admin.page, row.getByRole('link', { name: `PDF ${creditNumber}` }));
    await assertPdf(admin.page, row.getByRole('link', { name: `PDF ${debitNumber}` }));

    // The CSV of the same search: base, VAT and time of issue, and both notes.
    const exportLink = admin.page.getByRole('link', { name: 'Exportar CSV' });
    const csv = (await (await admin.page.context().request.get(new URL(await exportLink.getAttribute('href'), baseUrl).toString())).body())
      .toString()
      .replace(/^\uFEFF/, '');
    const [header, line] = csv.split('\r\n');
    assert.match(header, /Hora de emisión,.*Base \(COP\),IVA \(COP\),Total \(COP\),.*Notas/);
    assert.match(line, new RegExp(`^${invoiceNumber},\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2}:\\d{2},.*,126050\\.42,23949\\.58,150000,`));
    assert.match(line, new RegExp(`${creditNumber} crédito 50000 \\(Nota crédito aceptada por la DIAN\\) \\| ${debitNumber} débito 11900`));
  } finally {
    await admin.close();
  }

  // Each note reaches the buyer's mailbox, and their account lists both with their PDFs.
  await waitForMail(buyer.email, { subject: `Nota crédito electrónica ${creditNumber}` });
  await waitForMail(buyer.email, { subject: `Nota débito electrónica ${debitNumber}` });
  const account = await openPage(browser(), '/cuenta', { prepare: buyer.prepare });
  try {
    await account.page.getByRole('tab', { name: 'Facturas' }).click();
    const card = account.page.getByTestId('invoice-card').filter({ hasText: invoiceNumber });
    await card.getByText(`Nota crédito ${creditNumber}`, { exact: false }).waitFor();
    await card.getByText(`Nota débito ${debitNumber}`, { exact: false }).waitFor();
    await assertPdf(account.page, card.getByRole('link', { name: `PDF de la nota ${debitNumber}` }));
  } finally {
    await account.close();
  }
});
