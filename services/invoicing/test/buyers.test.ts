import { invoicingMessages } from '@mb/contracts';
import { approvedPayment, completeProfile, publishApproved, useIssuing } from './helpers.js';

// Buyers as they come (issue 34, item 4): the consumidor final and a buyer abroad, from their profile to the document
// the APIDIAN simulator accepted (its DIAN rules check who the buyer is and where they live).
const issuing = useIssuing();

const finalConsumer = { person_type: 'NATURAL', type_document_identification_id: 3, identification_number: '222222222222' } as const;
/** A passport holder living in Miami (APIDIAN's countries id 65 is Estados Unidos, US). */
const abroad = {
  person_type: 'NATURAL',
  type_document_identification_id: 7,
  identification_number: 'X1234567',
  type_regime_id: 2,
  country_id: 65,
  city_name: 'Miami',
  state_name: 'Florida',
  address: '1200 Brickell Avenue, Apt 5',
} as const;

const sentFor = (reference: string) =>
  issuing.apidian.documents.list().filter((document) => document.payload.notes === `Pago ${reference}`);

async function issuedInvoiceOf(userId: string, legalId: string | null) {
  const event = approvedPayment(userId, 4000, { legalId });
  await publishApproved(issuing.namespace, event);
  await issuing.recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.issued' &&
      (message.envelope.payload as { paymentId: string }).paymentId === event.payload.paymentId,
  );
  const [document] = sentFor(event.payload.reference);
  return { document: document!, paymentId: event.payload.paymentId };
}

describe('the consumidor final', () => {
  it('saves 222222222222 as a cédula and may buy without regime, municipality or address', async () => {
    const ana = issuing.invoicing.customer();
    const saved = await ana.call('PUT', '/fe/profile', finalConsumer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ identification_number: '222222222222', municipality_id: null, address: null });
    expect((await ana.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });
  });

  it('is invoiced as DIAN’s consumidor final, without an address, and DIAN accepts it', async () => {
    const luis = issuing.invoicing.customer();
    // A Bogotá address left from before is not carried: the consumidor final's invoice names no place.
    await luis.call('PUT', '/fe/profile', { ...completeProfile, ...finalConsumer });
    const { document } = await issuedInvoiceOf(luis.userId, '222222222222');
    expect(document.outcome).toBe('accepted');
    expect(document.payload.customer).toMatchObject({
      identification_number: '222222222222',
      name: 'Consumidor final',
      type_document_identification_id: 3,
    });
    expect(document.payload.customer).not.toHaveProperty('address');
    expect(document.payload.customer).not.toHaveProperty('municipality_id');
  });
});

describe('a buyer abroad', () => {
  it('picks a country from DIAN’s list and writes a city; a Colombian municipality or an unknown country is refused', async () => {
    const john = issuing.invoicing.customer();
    const codes = (await john.call('GET', '/codes')).json().data;
    expect(codes.countries).toEqual(expect.arrayContaining([{ id: 65, code: 'US', name: 'Estados Unidos' }]));

    for (const [input, message] of [
      [{ ...abroad, municipality_id: 149 }, invoicingMessages.municipalityAbroad],
      [{ ...abroad, country_id: 9999 }, invoicingMessages.countryUnknown],
    ] as const) {
      const refused = await john.call('PUT', '/fe/profile', input);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message });
    }
    expect((await john.call('GET', '/fe/profile')).json().profile).toBeNull();

    await john.call('PUT', '/fe/profile', { ...abroad, city_name: null });
    expect((await john.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: false, missing: ['city_name'] });
    const saved = await john.call('PUT', '/fe/profile', abroad);
    expect(saved.json().profile).toMatchObject({ country_id: 65, city_name: 'Miami', state_name: 'Florida', municipality_id: null });
    expect((await john.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });
  });

  it('in Colombia a written city is not kept: the municipality says where', async () => {
    const eva = issuing.invoicing.customer();
    const saved = await eva.call('PUT', '/fe/profile', { ...completeProfile, city_name: 'Miami', state_name: 'Florida' });
    expect(saved.json().profile).toMatchObject({ country_id: null, city_name: null, state_name: null, municipality_id: 149 });
  });

  it('is invoiced with their country, city, region and passport, and the XML they download carries the country', async () => {
    const john = issuing.invoicing.customer();
    await john.call('PUT', '/fe/profile', abroad);
    const { document, paymentId } = await issuedInvoiceOf(john.userId, 'X1234567');
    expect(document.outcome).toBe('accepted');
    expect(document.payload.customer).toMatchObject({
      identification_number: 'X1234567',
      type_document_identification_id: 7,
      country_id: 65,
      municipality_name: 'Miami',
      state_name: 'Florida',
      address: abroad.address,
    });
    expect(document.payload.customer).not.toHaveProperty('municipality_id');

    const xml = await john.call('GET', `/invoices/by-payment/${paymentId}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<cbc:IdentificationCode>US</cbc:IdentificationCode>');
    expect(xml.body).toContain('<cbc:CityName>Miami</cbc:CityName>');
    expect(xml.body).toContain('schemeName="41">X1234567</cbc:CompanyID>');
  });
});

it('a VAT-included price with a cent over base + VAT carries it as PayableRoundingAmount, and DIAN accepts it', async () => {
  const ana = issuing.invoicing.customer();
  await ana.call('PUT', '/fe/profile', completeProfile);
  // 4 000 pesos at 19 %: base 3 361.34 + VAT 638.65 = 3 999.99, one cent short of the charge.
  const { document, paymentId } = await issuedInvoiceOf(ana.userId, '1020304050');
  expect(document.outcome).toBe('accepted');
  expect(document.payload.legal_monetary_totals).toMatchObject({
    charge_total_amount: '0.00',
    payable_rounding_amount: '0.01',
    payable_amount: '4000.00',
  });
  expect(document.payload).not.toHaveProperty('allowance_charges');
  const xml = await ana.call('GET', `/invoices/by-payment/${paymentId}/xml`);
  expect(xml.body).toContain('<cbc:PayableRoundingAmount currencyID="COP">0.01</cbc:PayableRoundingAmount>');
});
