// Issue 34's first must-show: a customer buys a plan; their inbox (mail simulator) holds the zip with the XML and the
// PDF, whose text is the platform's printed form (issuer and NIT, resolution legend, CUFE, the buyer's address). The
// APIDIAN simulator is then restarted and forgets everything: the customer still downloads the PDF and the XML from
// their account, and an administrator re-sends the invoice, which mails it a second time.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { apidianUrl, restartApidianSimulator } from '../lib/apidian.mjs';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { mailUrl, waitForMail } from '../lib/mail.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';
import { payInWidget } from '../lib/wompi.mjs';
import { acceptedInvoiceCard } from '../lib/invoices.mjs';

const browser = sharedBrowser({ before, after });

const buyerAddress = 'Carrera 7 # 71-21, torre B';

/** The files of the zip a delivery mail carries, by name. */
async function zipOf(mail) {
  assert.deepEqual(
    mail.attachments.map((attachment) => attachment.contentType),
    ['application/zip'],
  );
  const response = await fetch(new URL(`/api/messages/${mail.id}/attachments/0`, mailUrl));
  assert.equal(response.status, 200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

/** A PDF's text as a reader copies it, and the same without spaces and line breaks (a CUFE wraps over lines). */
async function pdfText(pdf) {
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return { text, squeezed: text.replace(/\s+/g, '') };
  } finally {
    await parser.destroy();
  }
}

/** A link of the page fetched with the page's own session. */
async function download(page, link) {
  const response = await page.context().request.get(new URL(await link.getAttribute('href'), baseUrl).toString());
  assert.equal(response.status(), 200);
  return { type: response.headers()['content-type'], body: await response.body() };
}

test('the buyer gets the invoice zip with its printed form; after APIDIAN forgets everything, files and a re-send still work', async () => {
  const buyer = await newCustomer('entrega-factura', { invoicingProfile: true, address: buyerAddress });
  const { page, close } = await openPage(browser(), '/tienda/software-restaurant', { prepare: buyer.prepare });
  let number;
  try {
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro' });
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    await payInWidget(page, { amount: '$ 150.000', cardNumber: '4242 4242 4242 4242' });
    await page.waitForURL('**/cuenta', { timeout: 20000 });
    const card = await acceptedInvoiceCard(page);
    number = (await card.getByText(/^Factura SETP\d+$/).textContent()).replace('Factura ', '');
  } finally {
    await close();
  }

  // The buyer's inbox: one mail with the zip of the AttachedDocument XML and the PDF.
  const firstMail = await waitForMail(buyer.email, { subject: `Factura electrónica de venta ${number}` });
  const cufe = firstMail.text.match(/CUFE: ([0-9a-f]{96})/)?.[1];
  assert.ok(cufe, `the mail names the CUFE: ${firstMail.text}`);
  const zip = await zipOf(firstMail);
  assert.deepEqual(Object.keys(zip).sort(), [`${number}.pdf`, `ad-${number}.xml`]);
  assert.match(zip[`ad-${number}.xml`].toString(), /<AttachedDocument[\s>]/);
  assert.ok(zip[`ad-${number}.xml`].toString().includes(cufe), 'the AttachedDocument carries the CUFE');

  // The PDF is the printed form: issuer and NIT, the resolution legend, the CUFE and the buyer's address.
  const printed = await pdfText(zip[`${number}.pdf`]);
  assert.ok(printed.text.includes('MB Platform S.A.S.'), printed.text);
  assert.ok(printed.text.includes('NIT 900123456-8'), printed.text);
  assert.ok(
    printed.squeezed.includes(
      'AutorizacióndenumeracióndefacturaciónelectrónicaDIANNo.18760000001del2019-01-19,prefijoSETP,' +
        'delSETP990000000alSETP995000000,vigentedel2019-01-19al2030-01-19.',
    ),
    printed.text,
  );
  assert.ok(printed.squeezed.includes(`CUFE${cufe}`), printed.text);
  assert.ok(printed.text.includes(`Dirección: ${buyerAddress}`), printed.text);
  assert.ok(printed.text.includes('150.000,00 COP'), printed.text);

  // APIDIAN restarts and forgets every document: it no longer has the invoice's files.
  await restartApidianSimulator();
  assert.equal((await fetch(`${apidianUrl}/api/invoice/900123456/FES-${number}.pdf`)).status, 404);

  // The customer still downloads the PDF and the XML from their account (the platform's archive).
  const account = await openPage(browser(), '/cuenta', { prepare: buyer.prepare });
  try {
    const card = await acceptedInvoiceCard(account.page);
    const pdf = await download(account.page, card.getByRole('link', { name: 'Descargar PDF' }));
    assert.match(pdf.type, /application\/pdf/);
    assert.ok((await pdfText(pdf.body)).squeezed.includes(`CUFE${cufe}`));
    const xml = await download(account.page, card.getByRole('link', { name: 'Descargar XML' }));
    assert.match(xml.type, /application\/xml/);
    assert.ok(xml.body.toString().includes(cufe), 'the XML carries the CUFE');
  } finally {
    await account.close();
  }

  // An administrator re-sends it from the invoices view: a second mail with the zip arrives.
  const admin = await openPage(browser(), '/admin/facturacion/facturas', { prepare: signedInAs(demoAccounts.admin) });
  try {
    await admin.page.getByRole('heading', { name: 'Facturas electrónicas' }).waitFor();
    await admin.page.getByLabel('Buscar').fill(number);
    const row = admin.page.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Reenviar por correo' }).click();
    await admin.page.getByText('Factura reenviada por correo electrónico al cliente').waitFor();
  } finally {
    await admin.close();
  }
  const second = await waitForMail(buyer.email, { subject: `Factura electrónica de venta ${number}`, skip: [firstMail.id] });
  assert.match(second.text, new RegExp(`Te enviamos de nuevo la factura electrónica de venta ${number}`));
  assert.deepEqual(Object.keys(await zipOf(second)).sort(), [`${number}.pdf`, `ad-${number}.xml`]);
});
