import { eventually } from '@mb/service-kit/testing';
import { buyerDocumentMessages } from '../src/domain/buyer-document.js';
import { fixInProfile } from '../src/domain/invoiced-buyer.js';
import { approvedPayment, completeProfile, publishApproved, useIssuing } from './helpers.js';

// Issue 18 item 1: the buyer's document is checked in the profile before paying, and an invoice that failed on it
// is issued again once the profile is corrected.
const suite = useIssuing();
const { namespace } = suite;

const nitType = 6; // APIDIAN's id of DIAN's code 31
const invoiceRow = async (paymentId: string) =>
  (await suite.invoicing.db.query('SELECT * FROM invoices WHERE payment_id = $1', [paymentId])).rows[0];
const sentFor = (reference: string) => suite.apidian.documents.list().filter((document) => document.payload.notes === `Pago ${reference}`);

it('refuses a NIT whose check digit is wrong with a Spanish message, stays not ready, and takes the corrected one', async () => {
  const buyer = suite.invoicing.customer();
  const company = {
    ...completeProfile,
    person_type: 'JURIDICA',
    type_document_identification_id: nitType,
    business_name: 'Restaurantes Andinos S.A.S.',
  };

  const wrong = await buyer.call('PUT', '/fe/profile', { ...company, identification_number: '900.123.456-1' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe(buyerDocumentMessages.nitCheckDigit('900123456', '1'));
  expect((await buyer.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: false, missing: Object.keys(completeProfile) });

  const withoutDigit = await buyer.call('PUT', '/fe/profile', { ...company, identification_number: '900123456' });
  expect(withoutDigit.json().message).toBe(buyerDocumentMessages.nitFormat);

  const right = await buyer.call('PUT', '/fe/profile', { ...company, identification_number: '900.123.456-8' });
  expect(right.statusCode).toBe(200);
  expect(right.json().profile).toMatchObject({ identification_number: '900123456-8', business_name: 'Restaurantes Andinos S.A.S.' });
  expect((await buyer.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });
});

it('refuses a cédula with letters, and asks a NIT and a company name of those who need them', async () => {
  const buyer = suite.invoicing.customer();
  const letters = await buyer.call('PUT', '/fe/profile', { ...completeProfile, identification_number: '10203A4050' });
  expect(letters.statusCode).toBe(400);
  expect(letters.json().message).toBe(buyerDocumentMessages.cedulaFormat);

  expect(
    (await buyer.call('PUT', '/fe/profile', { ...completeProfile, person_type: 'JURIDICA', type_document_identification_id: nitType }))
      .statusCode,
  ).toBe(200);
  expect((await buyer.call('GET', '/fe/check')).json()).toMatchObject({
    ready: false,
    missing: ['identification_number', 'business_name'],
  });
});

it("a company's invoice carries its business name and NIT with its check digit, not the account holder's name", async () => {
  const buyer = suite.invoicing.customer();
  const profile = {
    ...completeProfile,
    person_type: 'JURIDICA',
    type_document_identification_id: nitType,
    identification_number: '900123456-8',
    business_name: 'Restaurantes Andinos S.A.S.',
  };
  expect((await buyer.call('PUT', '/fe/profile', profile)).statusCode).toBe(200);
  const event = approvedPayment(buyer.userId, 120000, { fullName: 'Ana Pérez', legalId: '1020304050' });
  await publishApproved(namespace, event);

  await eventually(async () => expect((await invoiceRow(event.payload.paymentId))?.status).toBe('issued'));
  const [document] = sentFor(event.payload.reference);
  expect(document!.payload.customer).toMatchObject({
    identification_number: '900123456',
    dv: '8',
    name: 'Restaurantes Andinos S.A.S.',
    type_organization_id: 1,
  });
});

it("an invoice that failed on the buyer's NIT says what to fix and is issued once the profile is corrected", async () => {
  const buyer = suite.invoicing.customer();
  // A profile saved before the rule, naming a NIT but not writing it: the account's legal id carries a wrong digit.
  expect((await buyer.call('PUT', '/fe/profile', { ...completeProfile, type_document_identification_id: nitType })).statusCode).toBe(200);
  const event = approvedPayment(buyer.userId, 90000, { legalId: '900123456-1' });
  await publishApproved(namespace, event);

  const failed = await eventually(async () => {
    const row = await invoiceRow(event.payload.paymentId);
    expect(row?.status).toBe('failed');
    return row;
  });
  expect(failed.number).toBeNull();
  expect(failed.errors).toEqual([`${buyerDocumentMessages.nitCheckDigit('900123456', '1')} ${fixInProfile}`]);
  expect(sentFor(event.payload.reference)).toHaveLength(0);
  const summary = (await buyer.call('GET', `/invoices/by-payment/${event.payload.paymentId}`)).json().invoice;
  expect(summary).toMatchObject({ status: 'failed', isValid: false, errors: failed.errors });

  expect(
    (
      await buyer.call('PUT', '/fe/profile', {
        ...completeProfile,
        type_document_identification_id: nitType,
        identification_number: '900123456-8',
      })
    ).statusCode,
  ).toBe(200);
  const issued = await eventually(async () => {
    const row = await invoiceRow(event.payload.paymentId);
    expect(row?.status).toBe('issued');
    return row;
  });
  expect(issued.errors).toEqual([]);
  expect(issued.number).not.toBeNull();
  const [document] = sentFor(event.payload.reference);
  expect(document).toMatchObject({ outcome: 'accepted', customerId: '900123456' });
  expect(document!.payload.customer).toMatchObject({ dv: '8' });
});
