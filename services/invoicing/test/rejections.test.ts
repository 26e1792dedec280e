import { adminToken, eventually } from '@mb/service-kit/testing';
import { invoicesMessages, type InvoiceListItem } from '@mb/contracts';
import { issuerSideText } from '../src/domain/rejection-reasons.js';
import { approvedPayment, completeProfile, publishApproved, useIssuing, type TestInvoicing } from './helpers.js';

// Issue 34 item 6: a rejection says in plain Spanish who can fix it; only the buyer's own problems send them to their
// profile, and they never read DIAN's rule texts. Invoices come from approved payments on Kafka, sent to the simulator.
const suite = useIssuing();

const admin = (method: 'GET' | 'POST', url: string) =>
  suite.invoicing.app.inject({ method, url, headers: { authorization: `Bearer ${adminToken()}` } });
const statusOf = async (paymentId: string) =>
  (await suite.invoicing.db.query('SELECT status FROM invoices WHERE payment_id = $1', [paymentId])).rows[0]?.status;
async function invoiced(buyer: ReturnType<TestInvoicing['customer']>, customer: Parameters<typeof approvedPayment>[2], status: string) {
  const event = approvedPayment(buyer.userId, 120000, customer);
  await publishApproved(suite.namespace, event);
  await eventually(async () => expect(await statusOf(event.payload.paymentId)).toBe(status));
  return event.payload.paymentId;
}
const mine = async (buyer: ReturnType<TestInvoicing['customer']>, paymentId: string): Promise<InvoiceListItem> =>
  (await buyer.call('GET', '/invoices/mine')).json().invoices.find((item: InvoiceListItem) => item.payment_id === paymentId);

it('the FAD06 rejection does not point the buyer at their profile, shows no rule text, and Reintentar issues it once fixed', async () => {
  const buyer = suite.invoicing.customer();
  expect((await buyer.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  // DIAN answers FAD06 (the CUFE it computes differs) with FAJ43b (the issuer's name against its RUT): both the issuer's.
  suite.apidian.rejectNext(1);
  const paymentId = await invoiced(buyer, {}, 'rejected');

  const seen = await mine(buyer, paymentId);
  expect(seen).toMatchObject({ status: 'rejected', fix_in_profile: false, errors: [issuerSideText] });
  expect(seen.problems.map((problem) => problem.fixed_by)).toEqual(['issuer', 'issuer']);
  expect(JSON.stringify(seen)).not.toMatch(/Regla|FAD06|FAJ43b|Rechazo|[Pp]erfil/);
  const summary = (await buyer.call('GET', `/invoices/by-payment/${paymentId}`)).json().invoice;
  expect(summary).toMatchObject({ isValid: false, status: 'rejected', errors: [issuerSideText] });

  // The operator reads the rule, what it means and that it is theirs; the alert counts it and its filter lists it.
  const list = (await admin('GET', '/invoices?status=unsettled&limit=100')).json();
  const listed = list.invoices.find((item: InvoiceListItem) => item.payment_id === paymentId);
  expect(listed.problems[0]).toMatchObject({ rule: 'FAD06', fixed_by: 'issuer', explanation: expect.stringMatching(/CUFE/) });
  expect(listed.fix_in_profile).toBe(false);
  expect(list.unsettled).toBe(list.total);

  // The cause gone (the simulator accepts the next send), 'Reintentar' sends it again and DIAN accepts it.
  const retried = await admin('POST', `/invoices/by-payment/${paymentId}/retry`);
  expect(retried.json()).toMatchObject({ message: invoicesMessages.retried, invoice: { status: 'issued', problems: [] } });
  expect(await mine(buyer, paymentId)).toMatchObject({ status: 'issued', errors: [], fix_in_profile: false });
  const after = (await admin('GET', '/invoices?status=unsettled&limit=100')).json();
  expect(after.invoices.map((item: InvoiceListItem) => item.payment_id)).not.toContain(paymentId);
  expect(after.unsettled).toBe(after.total);
});

it('a problem of the buyer’s own document sends them to their profile, explained without a rule', async () => {
  const buyer = suite.invoicing.customer();
  // A NIT written with a wrong check digit: our own check stops the invoice before it leaves.
  await buyer.call('PUT', '/fe/profile', { ...completeProfile, type_document_identification_id: 6 });
  const paymentId = await invoiced(buyer, { legalId: '900123456-1' }, 'failed');

  const seen = await mine(buyer, paymentId);
  expect(seen).toMatchObject({ status: 'failed', fix_in_profile: true, problems: [{ rule: null, fixed_by: 'buyer' }] });
  expect(seen.errors).toHaveLength(1);
  expect(seen.errors[0]).toMatch(/NIT/);
  expect(seen.errors).not.toContain(issuerSideText);
});
