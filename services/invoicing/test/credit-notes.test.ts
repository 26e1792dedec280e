import { adminToken, eventually } from '@mb/service-kit/testing';
import { creditNoteErrors } from '../src/modules/credit-notes/credit-notes.service.js';
import { approvedPayment, completeProfile, publishApproved, publishRefunded, refunded, useIssuing } from './helpers.js';

// Issue 18 item 3: a payment undone after approval (billing.payment.refunded) cancels its invoice with a DIAN credit
// note through APIDIAN (the simulator), shown in the invoices view and to the customer.
const suite = useIssuing();
const { namespace } = suite;

const publish = (...envelopes: ReturnType<typeof refunded>[]) => publishRefunded(namespace, ...envelopes);
const row = async (table: 'invoices' | 'credit_notes', paymentId: string) =>
  (await suite.invoicing.db.query(`SELECT * FROM ${table} WHERE payment_id = $1`, [paymentId])).rows[0];
const admin = (url: string) => suite.invoicing.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken()}` } });

it('a payment voided after approval gets a credit note DIAN accepts, cancelling its invoice whole; both lists show it', async () => {
  const ana = suite.invoicing.customer();
  await ana.call('PUT', '/fe/profile', completeProfile);
  const approved = approvedPayment(ana.userId, 150000);
  const { paymentId } = approved.payload;
  // Approval and void in a row on the payment's key, as billing publishes them: the note waits for the invoice.
  await publishApproved(namespace, approved);
  await publish(refunded(approved, 'voided'), refunded(approved, 'voided'));

  const note = await eventually(async () => {
    const found = await row('credit_notes', paymentId);
    expect(found?.status).toBe('issued');
    return found;
  });
  const invoice = await row('invoices', paymentId);
  expect(note).toMatchObject({ reason: 'voided', prefix: 'NC', status_code: '00', errors: [], pdf_filename: `NCS-NC${note.number}.pdf` });
  const sent = suite.apidian.documents
    .list()
    .filter(
      (document) => document.typeDocumentId === 4 && (document.payload.billing_reference as { uuid: string }).uuid === invoice.dian_cufe,
    );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    outcome: 'accepted',
    fullNumber: `NC${note.number}`,
    payableAmount: '150000.00',
    customerId: '1020304050',
  });
  expect(sent[0]!.payload).toMatchObject({
    discrepancyresponsecode: 2,
    billing_reference: { number: `SETP${invoice.number}`, uuid: invoice.dian_cufe, issue_date: invoice.request.date },
    credit_note_lines: invoice.request.invoice_lines,
  });

  const listed = (await admin(`/invoices?q=SETP${invoice.number}`)).json().invoices[0];
  expect(listed).toMatchObject({
    status: 'issued',
    credit_note: {
      number: `NC${note.number}`,
      status: 'issued',
      status_text: 'Anulada con nota crédito',
      reason: 'voided',
      pdf_url: `/invoices/by-payment/${paymentId}/credit-note/pdf`,
    },
  });
  expect((await admin('/invoices?status=voided')).json().invoices.map((item: { payment_id: string }) => item.payment_id)).toContain(
    paymentId,
  );
  expect((await ana.call('GET', '/invoices/mine')).json().invoices[0].credit_note).toMatchObject({
    number: `NC${note.number}`,
    reason_text: 'Pago anulado en Wompi',
  });

  const pdf = await ana.call('GET', `/invoices/by-payment/${paymentId}/credit-note/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  expect((await suite.invoicing.customer().call('GET', `/invoices/by-payment/${paymentId}/credit-note/pdf`)).statusCode).toBe(404);
});

it('an invoice DIAN never accepted has nothing to cancel: the refund says so and the invoice is never issued again', async () => {
  const luis = suite.invoicing.customer();
  await luis.call('PUT', '/fe/profile', { ...completeProfile, type_document_identification_id: 6 });
  const approved = approvedPayment(luis.userId, 90000, { legalId: '900123456-1' });
  await publishApproved(namespace, approved);
  await eventually(async () => expect((await row('invoices', approved.payload.paymentId))?.status).toBe('failed'));
  await publish(refunded(approved, 'refunded'));
  await eventually(async () =>
    expect(await row('credit_notes', approved.payload.paymentId)).toMatchObject({
      status: 'failed',
      errors: [creditNoteErrors.invoiceNotIssued],
    }),
  );

  // A later payment of his fails on the same profile: its invoice is the barrier below.
  const later = approvedPayment(luis.userId, 80000, { legalId: '900123456-1' });
  await publishApproved(namespace, later);
  await eventually(async () => expect((await row('invoices', later.payload.paymentId))?.status).toBe('failed'));

  // Correcting the profile afterwards issues nothing for the undone payment. His invoices are issued again one after
  // another, oldest first: once the later one is issued, the undone one has had its turn.
  await luis.call('PUT', '/fe/profile', { ...completeProfile, type_document_identification_id: 6, identification_number: '900123456-8' });
  await eventually(async () => expect((await row('invoices', later.payload.paymentId)).status).toBe('issued'));
  expect((await row('invoices', approved.payload.paymentId)).status).toBe('failed');
  const retry = await suite.invoicing.app.inject({
    method: 'POST',
    url: `/invoices/by-payment/${approved.payload.paymentId}/retry`,
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(retry.statusCode).toBe(409);
});
