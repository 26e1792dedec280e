// Issue 35's must-show: the vendor's administrator makes a Pro restaurant an issuer of DIAN's equivalent documents
// (from the owner's request in the app, through the test set to production). A waiter's check (two dishes at prices
// with INC included, the suggested 10 % tip accepted) is paid; the receipt shows the POS document's number, CUDE and
// QR, and the CUDE recomputed here from DIAN's formula (reference §6.2, §11) equals the stored one. The restaurant's
// list shows the document with its PDF; a refund of one line issues a nota de ajuste referring to it; a diner who asks
// for a factura with a NIT gets a type-1 invoice instead. Beyond the must-show: a sale DIAN rejects shows its rule on
// the receipt and is issued after 'Reintentar' in the list.
import assert from 'node:assert/strict';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { apidianUrl } from '../lib/apidian.mjs';
import { testCertificateFile } from '../lib/apidian-certificate.mjs';
import { openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { eventually } from '../lib/eventually.mjs';
import { appCall, assignStaff, buyRestaurant, openApp, section, sendRound } from '../lib/restaurant.mjs';
import { createAndLinkIssuer, enablePosDocuments, newCompany, requestInvoicing } from '../lib/restaurant-invoicing.mjs';
import { demoAccounts, signedInAs } from '../lib/session.mjs';

const browser = sharedBrowser({ before, after });
const tablet = { width: 1024, height: 768 };

const company = newCompany('Asadero La Brasa');
const eqdocPin = String(randomInt(10_000, 99_999));

const amount = (scope, label) => scope.getByRole('group', { name: label, exact: true });

const resolution = (type, prefix, number, extra = {}) => ({
  type_document_id: type,
  prefix,
  resolution: number,
  resolution_date: '2026-01-01',
  from: 1,
  to: 5000,
  date_from: '2026-01-01',
  date_to: '2030-12-31',
  ...extra,
});

/**
 * The vendor's administrator, on the issuer screens (spec 3 tabs), takes the owner's request to production: the
 * company created from the request and linked to the restaurant and its owner, the guided enablement's POS track
 * (software and PIN, certificate, DIAN's test numbering, a POS document of the test set accepted, production), then
 * the restaurant's own numberings on the resolution tab, the invoices' software and production for them too.
 */
async function enableInAdmin() {
  const { page, problems, close } = await openPage(browser(), '/admin/facturacion', { prepare: signedInAs(demoAccounts.admin) });
  await createAndLinkIssuer(page, company);
  await enablePosDocuments(page, company, { pin: eqdocPin, certificate: await testCertificateFile() });
  const issuerLabel = `${company.name} — NIT ${company.nit}-${company.dv}`;

  // The restaurant's own numberings, on the resolution tab: its POS documents in production (DIAN's test numbering
  // stays with the test set, whose EPOS1 is taken), its notas de ajuste and the invoices a diner may ask for.
  await page.getByRole('tab', { name: 'Configuración Resolución' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Configuración Resolución' });
  await panel.getByLabel('Facturador', { exact: true }).selectOption({ label: issuerLabel });
  const answer = panel.getByLabel('Respuesta de APIDIAN');
  for (const body of resolutions) {
    await panel.getByLabel('Tipo de documento').selectOption(String(body.type_document_id));
    for (const [field, label] of resolutionFields) await panel.getByLabel(label, { exact: true }).fill(String(body[field] ?? ''));
    await panel.getByRole('button', { name: 'Guardar resolución' }).click();
    await eventually(
      () => answer.inputValue(),
      (value) => assert.match(value, new RegExp(`"prefix": "${body.prefix}"`), `APIDIAN saved the type-${body.type_document_id} numbering`),
    );
  }

  // The software of the invoices a diner may ask for (type 1), on the software tab.
  await page.getByRole('tab', { name: 'Configuración del Software' }).click();
  const software = page.getByRole('tabpanel', { name: 'Configuración del Software' });
  await software.getByLabel('Facturador', { exact: true }).first().selectOption({ label: issuerLabel });
  await software.getByLabel('ID del Software', { exact: true }).fill(randomUUID());
  await software.getByLabel('PIN', { exact: true }).fill('12345');
  await software.getByRole('button', { name: 'Configurar software', exact: true }).click();
  await page.getByText('Software creado/actualizado con éxito').first().waitFor();

  // Its invoices go to production too (DIAN takes the restaurant's own invoice numbering only there).
  await page.getByRole('tab', { name: 'Pasar a producción' }).click();
  const environment = page.getByRole('tabpanel', { name: 'Pasar a producción' });
  await environment.getByLabel('Facturador', { exact: true }).selectOption({ label: issuerLabel });
  await environment.getByLabel('Ambiente', { exact: true }).selectOption({ label: 'Producción (1)' });
  await environment.getByRole('button', { name: 'Pasar a producción' }).click();
  await environment.getByText('Ambiente actual: Producción (1)').waitFor({ timeout: 15000 });
  assert.deepEqual(problems, []);
  await close();
}

/** The restaurant's own numberings: POS documents (type 15), notas de ajuste (type 26), invoices (type 1). */
const resolutions = [
  resolution(15, 'LBRA', '18764000000091'),
  resolution(26, 'NAJ', '18764000000092'),
  resolution(1, 'FVR', '18764000000093', { technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' }),
];
const resolutionFields = [
  ['prefix', 'Prefijo'],
  ['resolution', 'Número de resolución'],
  ['resolution_date', 'Fecha de resolución'],
  ['technical_key', 'Clave técnica'],
  ['from', 'Desde'],
  ['to', 'Hasta'],
  ['date_from', 'Vigente desde'],
  ['date_to', 'Vigente hasta'],
];

/** Opens table `table`'s check and charges it whole by card, the suggested tip accepted, as `due` says. */
async function chargeByCard(page, table, due, beforeCharging = async () => {}) {
  await section(page, 'Cuentas').click();
  await page
    .getByRole('group', { name: `Cuenta · Mesa ${table}` })
    .getByRole('link', { name: 'Ver cuenta' })
    .click();
  await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await page.getByRole('button', { name: 'Tarjeta', exact: true }).click();
  const card = page.getByRole('group', { name: 'Pago 1: Tarjeta' });
  await card.getByLabel('Últimos 4 dígitos').fill('4242');
  await card.getByLabel('Código de aprobación').fill('AB12CD');
  await beforeCharging();
  await page.getByRole('button', { name: `Cobrar ${due}` }).click();
  await page.getByText('Cuenta cobrada').waitFor();
  return page.getByRole('region', { name: 'Recibo de pago' });
}

/** The CUDE as DIAN's formula computes it (reference §6.2): SHA-384 of the 15 fields, the software PIN for the key. */
function cude({ number, date, time, lineExtension, inc, payable, sellerNit, buyerId, pin, environment }) {
  const fields = [number, date, time, lineExtension, '01', '0.00', '04', inc, '03', '0.00', payable, sellerNit, buyerId, pin, environment];
  return createHash('sha384').update(fields.join('')).digest('hex');
}
const xmlValue = (xml, tag) => xml.match(new RegExp(`<cbc:${tag}[^>]*>([^<]*)</cbc:${tag}>`))?.[1];

test('a Pro restaurant documents its sales with DIAN: POS document with CUDE and QR, a nota de ajuste for a refund, a factura for a NIT', async () => {
  const owner = await newCustomer('duena-dian', { invoicingProfile: true });
  const staff = await newCustomer('mesero-dian');

  // The owner buys Pro, assigns the waiter, writes the menu (prices with INC included) and the floor.
  const office = await openPage(browser(), '/tienda/software-restaurant', { prepare: owner.prepare, viewport: tablet });
  const { page } = office;
  const card = await buyRestaurant(page, owner, { plan: 'Pro', amount: '$ 150.000' });
  await assignStaff(page, card, { email: staff.email, name: 'Mesero DIAN', role: 'Empleado' });
  await openApp(page, card);
  const dishes = await appCall(page, 'POST', '/restaurant/menu/categories', { name: 'Platos fuertes' });
  for (const [name, price] of [
    ['Bandeja paisa', 32000],
    ['Ajiaco', 28000],
  ])
    await appCall(page, 'POST', '/restaurant/menu/items', { category_id: dishes.id, name, price });
  for (const number of [1, 2]) await appCall(page, 'POST', '/restaurant/tables', { number, seats: 4, zone: 'Salón' });

  // The owner asks for electronic invoicing from the app's section, with the company's data.
  const status = await requestInvoicing(page, company);

  // The vendor's administrator enables it: test set, then production. The owner sees it enabled, each step done.
  await enableInAdmin();
  await page.reload();
  await status.getByText('Habilitado').waitFor({ timeout: 20000 });
  assert.equal(await page.getByRole('region', { name: 'Pasos' }).getByText('Por hacer', { exact: true }).count(), 0);

  // The waiter's table 1: a bandeja paisa and an ajiaco, 60.000 with INC included (55.556 + 4.444), 10 % tip (5.555).
  const floor = await openPage(browser(), '/cuenta', { prepare: staff.prepare, viewport: tablet });
  const waiter = floor.page;
  await openApp(
    waiter,
    waiter.getByRole('region', { name: 'Apps compartidas contigo' }).getByRole('article', { name: 'Software Restaurante' }),
  );
  await sendRound(waiter, 1, ['Bandeja paisa', 'Ajiaco'], 1);
  const receipt = await chargeByCard(waiter, 1, '65.555 COP');
  assert.match(await amount(receipt, 'INC 8 % (incluido)').textContent(), /4\.444 COP$/);
  assert.match(await amount(receipt, 'Propina').textContent(), /5\.555 COP$/);

  // The receipt shows the POS document once DIAN accepted it: number, legend, CUDE and QR.
  const dian = receipt.getByRole('note', { name: 'Documento electrónico DIAN' });
  await dian.getByText(/^Documento equivalente electrónico POS LBRA\d+$/).waitFor({ timeout: 30000 });
  const number = (await dian.getByText(/^Documento equivalente electrónico POS /).textContent()).replace(/^.* /, '');
  const storedCude = (await dian.getByLabel('CUDE').textContent()).replace('CUDE: ', '');
  assert.match(storedCude, /^[0-9a-f]{96}$/);
  const qr = dian.getByRole('img', { name: 'Código QR de la DIAN' });
  assert.equal(await qr.getAttribute('data-qr'), `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${storedCude}`);
  assert.ok((await qr.evaluate((image) => image.naturalWidth)) > 0, 'the QR is drawn');

  // The restaurant's list: the document issued, with its PDF; its XML gives what DIAN's formula needs.
  await page.getByRole('tab', { name: 'Documentos' }).click();
  const row = page.getByRole('row', { name: number });
  await row.getByText('Emitido').waitFor({ timeout: 20000 });
  assert.match(await row.textContent(), /Documento equivalente electrónico POS.*Consumidor final.*65\.555 COP/);
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'PDF' }).click()]);
  assert.equal((await readFile(await pdf.path())).subarray(0, 5).toString(), '%PDF-');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  assert.equal(csv.suggestedFilename(), 'documentos-dian.csv');
  assert.match(await readFile(await csv.path(), 'utf8'), new RegExp(`${number}.*65555`));
  const documents = await appCall(page, 'GET', `/restaurant/facturacion/documentos?numero=${number}`);
  const sale = documents.documents.find((candidate) => candidate.number === number);
  const xml = await appCall(page, 'GET', `/restaurant/facturacion/documentos/${sale.id}/xml`);
  assert.equal(xmlValue(xml, 'ID'), number);
  assert.equal(xmlValue(xml, 'ProfileExecutionID'), '1', 'issued in production');
  assert.equal(xmlValue(xml, 'LineExtensionAmount'), '55556.00');
  assert.equal(xmlValue(xml, 'PayableAmount'), '65555.00', 'the tip a charge outside the base');
  const recomputed = cude({
    number,
    date: xmlValue(xml, 'IssueDate'),
    time: xmlValue(xml, 'IssueTime'),
    lineExtension: '55556.00',
    inc: '4444.00',
    payable: '65555.00',
    sellerNit: company.nit,
    buyerId: '222222222222',
    pin: eqdocPin,
    environment: '1',
  });
  assert.equal(recomputed, storedCude);

  // A refund of one line (the ajiaco) issues a nota de ajuste referring to the POS document.
  await waiter.getByRole('button', { name: 'Volver a la cuenta' }).click();
  await waiter.getByRole('button', { name: 'Reembolsar' }).click();
  const refund = waiter.getByRole('region', { name: 'Reembolsar · Mesa 1' });
  await refund.getByLabel('Unidades de Ajiaco a reembolsar').fill('1');
  await refund.getByLabel('Motivo del reembolso').fill('Plato frío');
  await refund.getByLabel('Usuario del administrador').fill(owner.email);
  await refund.getByLabel('Contraseña del administrador').fill('Cliente2026!');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  const refunded = waiter.getByRole('group', { name: /^Reembolso del / });
  await refunded.getByText('1 × Ajiaco').waitFor();
  await refunded
    .getByRole('note', { name: 'Nota de ajuste' })
    .getByText(/^Nota de ajuste NAJ\d+$/)
    .waitFor({ timeout: 30000 });
  const notes = await eventually(
    () => appCall(page, 'GET', '/restaurant/facturacion/documentos?tipo=nota_ajuste'),
    (list) => assert.equal(list.documents.filter((note) => note.check_id === sale.check_id && note.status === 'emitido').length, 1),
  );
  const note = notes.documents.find((candidate) => candidate.check_id === sale.check_id);
  assert.equal(note.total, 28000);
  // DIAN took it as the adjustment (type 94) of the accepted POS document its billing reference names.
  const noteXml = await appCall(page, 'GET', `/restaurant/facturacion/documentos/${note.id}/xml`);
  assert.equal(xmlValue(noteXml, 'InvoiceTypeCode'), '94');
  assert.equal(xmlValue(noteXml, 'PayableAmount'), '28000.00');
  const notePdf = await appCall(page, 'GET', `/restaurant/facturacion/documentos/${note.id}/pdf`);
  assert.match(notePdf, new RegExp(`Documento referenciado: ${number} del ${xmlValue(xml, 'IssueDate')}`));

  // Table 2: the diner asks for a factura electrónica with their company's NIT: a type-1 invoice instead.
  await sendRound(waiter, 2, ['Bandeja paisa'], 2);
  const facturaReceipt = await chargeByCard(waiter, 2, '34.963 COP', async () => {
    await waiter.getByRole('checkbox', { name: 'El cliente pide factura electrónica a su nombre' }).check();
    const buyer = waiter.getByRole('group', { name: 'Datos para la factura electrónica' });
    await buyer.getByLabel('Tipo de documento').selectOption({ label: 'NIT' });
    await buyer.getByLabel('Número de documento').fill('900123456');
    await buyer.getByLabel('Nombre o razón social').fill('Comercializadora Andina SAS');
    await buyer.getByLabel('Correo para la factura').fill('compras@andina.co');
  });
  await facturaReceipt
    .getByRole('note', { name: 'Documento electrónico DIAN' })
    .getByText(/^Factura electrónica de venta FVR\d+$/)
    .waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page
    .getByRole('row', { name: /^FVR\d+$/ })
    .getByText('Comercializadora Andina SAS')
    .waitFor({ timeout: 20000 });

  // DIAN rejects the next sale (the simulator's switch): the receipt says so with DIAN's rule; once the cause is fixed
  // the owner sends it again from the list ('Reintentar'), under the same number, and DIAN accepts it.
  assert.equal(
    (
      await fetch(`${apidianUrl}/__sim/reject-next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: 1 }),
      })
    ).status,
    200,
  );
  await sendRound(waiter, 1, ['Ajiaco'], 3);
  const rejectedReceipt = await chargeByCard(waiter, 1, '30.592 COP');
  const rejection = rejectedReceipt.getByRole('alert');
  await rejection.getByText(/^La DIAN rechazó el documento LBRA\d+$/).waitFor({ timeout: 30000 });
  assert.match(await rejection.textContent(), /Regla \w+: /);
  const rejectedNumber = (await rejection.getByText(/^La DIAN rechazó el documento /).textContent()).replace(/^.* /, '');
  const filters = page.getByRole('form', { name: 'Filtrar' });
  await filters.getByLabel('Estado').selectOption({ label: 'Rechazado' });
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const rejectedRow = page.getByRole('row', { name: rejectedNumber });
  assert.match(await rejectedRow.getByRole('note').textContent(), /Regla \w+: /);
  await rejectedRow.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByRole('status').getByText('Documento reenviado a la DIAN').waitFor();
  await filters.getByLabel('Estado').selectOption({ label: 'Emitido' });
  await eventually(
    async () => {
      await page.getByRole('button', { name: 'Filtrar' }).click();
      return page.getByRole('row', { name: rejectedNumber }).count();
    },
    (rows) => assert.equal(rows, 1, `${rejectedNumber} issued after Reintentar`),
  );

  assert.deepEqual(floor.problems, []);
  assert.deepEqual(office.problems, []);
  await floor.close();
  await office.close();
});
