// Issue 34's second must-show: buyers as they come. A consumidor final ticks one box in the invoicing profile and buys
// without regime, municipality or address; their invoice names DIAN's 222222222222. A passport holder living in Miami
// picks their country and writes city, region and address; the invoice DIAN (APIDIAN simulator) accepted carries
// their country, as the XML they download from their account shows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, openPage, sharedBrowser } from '../lib/browser.mjs';
import { newCustomer } from '../lib/customer.mjs';
import { payInWidget } from '../lib/wompi.mjs';
import { acceptedInvoiceCard } from '../lib/invoices.mjs';

const browser = sharedBrowser({ before, after });

/**
 * Opens the store, asks to buy the Pro plan, fills the invoicing profile the purchase stops at (`fill`), pays by card
 * and waits at /cuenta for the invoice DIAN accepted; returns the XML its 'Descargar XML' link serves.
 */
async function buyAndDownloadXml(buyer, fill) {
  const { page, close } = await openPage(browser(), '/tienda/software-restaurant', { prepare: buyer.prepare });
  try {
    await page.getByRole('heading', { name: 'Software Restaurante', level: 1 }).waitFor();
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro' });
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil de Facturación Electrónica' });
    await profile.getByRole('button', { name: 'Guardar' }).waitFor();
    await fill(profile);
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await profile.waitFor({ state: 'hidden' });
    await payInWidget(page, { amount: '$ 150.000', cardNumber: '4242 4242 4242 4242' });
    await page.waitForURL('**/cuenta', { timeout: 20000 });

    const card = await acceptedInvoiceCard(page);
    const link = card.getByRole('link', { name: 'Descargar XML' });
    const response = await page.context().request.get(new URL(await link.getAttribute('href'), baseUrl).toString());
    assert.equal(response.status(), 200);
    return (await response.body()).toString();
  } finally {
    await close();
  }
}

/** The buyer's part of the invoice's UBL. */
const customerParty = (xml) => /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(xml)?.[0] ?? '';

test('a consumidor final buys without regime, municipality or address, and the invoice names DIAN’s 222222222222', async () => {
  const buyer = await newCustomer('consumidor-final');
  const xml = await buyAndDownloadXml(buyer, async (profile) => {
    await profile.getByLabel('Compro como consumidor final').check();
    await profile.getByText('La factura no te identifica: va a nombre de «Consumidor final» (222222222222), sin dirección.').waitFor();
    // Nothing else to fill in: no regime, country, municipality or address.
    assert.equal(await profile.getByLabel('Régimen').count(), 0);
    assert.equal(await profile.getByRole('combobox', { name: 'Municipio' }).count(), 0);
    assert.equal(await profile.getByLabel('Dirección').count(), 0);
  });
  const party = customerParty(xml);
  assert.match(party, /schemeName="13">222222222222<\/cbc:CompanyID>/);
  assert.match(party, /<cbc:RegistrationName>Consumidor final<\/cbc:RegistrationName>/);
  assert.doesNotMatch(party, /<cac:PhysicalLocation>/, 'the consumidor final’s invoice names no address');
});

test('a passport holder living in Miami buys, and the invoice carries their country, city and address', async () => {
  const buyer = await newCustomer('extranjero');
  const xml = await buyAndDownloadXml(buyer, async (profile) => {
    await profile.getByLabel('Tipo de persona').selectOption({ label: 'Natural' });
    await profile.getByLabel('Tipo de documento').selectOption({ label: 'Pasaporte' });
    await profile.getByLabel('Número de documento').fill('X1234567');
    await profile.getByLabel('Régimen').selectOption({ label: 'No Responsable de IVA' });
    await profile.getByLabel('País de residencia').selectOption({ label: 'Estados Unidos' });
    // Abroad there is no DANE municipality to pick: the city and region are written.
    assert.equal(await profile.getByRole('combobox', { name: 'Municipio' }).count(), 0);
    await profile.getByLabel('Ciudad').fill('Miami');
    await profile.getByLabel('Estado, provincia o región').fill('Florida');
    await profile.getByLabel('Dirección').fill('1200 Brickell Avenue, Apt 5');
  });
  const party = customerParty(xml);
  assert.match(party, /schemeName="41">X1234567<\/cbc:CompanyID>/, 'the passport (DIAN code 41)');
  assert.match(party, /<cbc:IdentificationCode>US<\/cbc:IdentificationCode>/, 'the country’s ISO code');
  assert.match(party, /<cbc:Name languageID="es">Estados Unidos<\/cbc:Name>/);
  assert.match(party, /<cbc:CityName>Miami<\/cbc:CityName>/);
  assert.match(party, /<cbc:CountrySubentity>Florida<\/cbc:CountrySubentity>/);
  assert.match(party, /<cbc:Line>1200 Brickell Avenue, Apt 5<\/cbc:Line>/);
});
