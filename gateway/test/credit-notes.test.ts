import { randomUUID } from 'node:crypto';
import { signTestToken, testNamespace } from '@mb/service-kit/testing';
import { payByCard } from '../../simulators/wompi/src/testing.js';
import { restaurantId } from '../../services/billing/test/helpers.js';
import { signUpVerified } from '../../services/identity/test/helpers.js';
import { completeProfile } from '../../services/invoicing/test/helpers.js';
import { startInvoicingStack, type InvoicingStack } from './invoicing-stack.js';
import { listeningGateways } from './listening-gateways.js';

// Issue 18 items 2 and 3 through the gateway, with real identity, billing and invoicing and the Wompi and APIDIAN
// simulators: a card payment voided in Wompi after approval, or refunded by an administrator, ends the subscription
// and its invoice gets a DIAN credit note, which the customer's invoices and the administrators' view show.
const namespace = testNamespace();
let stack: InvoicingStack;
let base: string;
const gateways = listeningGateways(namespace);
const admin = signTestToken({ sub: randomUUID(), role: 'Admin', email: 'admin@example.com' });

beforeAll(async () => {
  stack = await startInvoicingStack(namespace, gateways);
  base = await gateways.start();
  stack.billing.wompi.setDelivery({ eventsUrl: `${base}/webhooks/wompi` });
}, 90000);
afterAll(() => stack?.close());

const request = async (token: string | null, path: string, method = 'GET', body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: Record<string, any> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // a file
  }
  return { status: response.status, body: json, text, type: response.headers.get('content-type') ?? '' };
};
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 150 && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

let person = 0;
/** A new customer who buys the restaurant software's pro plan by card and gets its invoice. */
async function paidPurchase() {
  person += 1;
  const email = `anulado${person}@example.com`;
  const { token } = await signUpVerified(stack.identity, {
    email,
    password: 'Secreta123',
    full_name: `Anulado ${person}`,
    legal_id: `30${person}`,
  });
  await request(token, '/mb/fe/profile', 'PUT', completeProfile);
  const order = await request(token, '/auth/purchase', 'POST', { product_id: restaurantId, plan_type: 'pro', billing_cycle: 'monthly' });
  const init = await request(token, '/auth/payments/wompi/init', 'POST', { order_id: order.body.order.id });
  const transaction = await payByCard(stack.billing.wompi, {
    reference: init.body.reference,
    amountInCents: 15000000,
    signature: init.body.signatureIntegrity,
    email,
  });
  const result = await until(
    () => request(token, `/auth/payments/result?transaction_id=${transaction.id}`),
    (answer) => answer.body.invoice?.status === 'issued',
  );
  expect(result.body.invoice).toMatchObject({ status: 'issued' });
  return { token, transaction, paymentId: result.body.payment.id as string, number: result.body.invoice.number as string };
}
const subscriptionStatus = async (paymentId: string) =>
  (
    await stack.billing.db.query(
      'SELECT s.status FROM subscriptions s JOIN subscription_periods p ON p.subscription_id = s.id WHERE p.payment_id = $1',
      [paymentId],
    )
  ).rows[0]?.status;
const mine = async (token: string, paymentId: string) =>
  (await request(token, '/auth/invoices')).body.invoices?.find((invoice: { payment_id: string }) => invoice.payment_id === paymentId);

it('a card payment voided in Wompi after approval ends the subscription and cancels its invoice with a credit note, shown to both', async () => {
  const { token, transaction, paymentId, number } = await paidPurchase();
  expect(await subscriptionStatus(paymentId)).toBe('active');

  stack.billing.wompi.settle(transaction.id, 'VOIDED');
  const invoice = await until(
    () => mine(token, paymentId),
    (found) => found?.credit_note?.status === 'issued',
  );
  expect(invoice).toMatchObject({
    number,
    status: 'issued',
    pdf_url: `/auth/invoices/${paymentId}/pdf`,
    credit_note: {
      number: expect.stringMatching(/^NC\d+$/),
      status_text: 'Anulada con nota crédito',
      reason: 'voided',
      pdf_url: `/auth/invoices/${paymentId}/credit-note/pdf`,
    },
  });
  expect(await subscriptionStatus(paymentId)).toBe('cancelled');
  const [note] = stack.apidian.documents.list().filter((document) => document.fullNumber === invoice.credit_note.number);
  expect(note).toMatchObject({ typeDocumentId: 4, outcome: 'accepted', payableAmount: '150000.00' });
  expect(note!.payload.billing_reference).toMatchObject({ number, uuid: invoice.cufe });

  const pdf = await fetch(`${base}${invoice.credit_note.pdf_url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const listed = await request(admin, `/api/facturacion/facturas?q=${number}`);
  expect(listed.status).toBe(200);
  expect(listed.body.invoices).toMatchObject([
    { payment_id: paymentId, xml_url: `/auth/invoices/${paymentId}/xml`, credit_note: { reason: 'voided', status: 'issued' } },
  ]);
  const csv = await request(admin, `/api/facturacion/facturas/export?status=voided`);
  expect(csv.type).toContain('text/csv');
  expect(csv.text).toContain(number);
  expect(csv.text).toContain(invoice.credit_note.number);
});

it("an administrator's refund of an approved payment does the same; clients and anonymous callers are refused", async () => {
  const { token, paymentId } = await paidPurchase();
  expect((await request(token, `/auth/payments/${paymentId}/refund`, 'POST')).status).toBe(403);
  expect((await request(null, `/auth/payments/${paymentId}/refund`, 'POST')).status).toBe(401);
  expect((await request(token, '/api/facturacion/facturas')).status).toBe(403);
  expect((await request(null, '/api/facturacion/facturas')).status).toBe(401);

  const refunded = await request(admin, `/auth/payments/${paymentId}/refund`, 'POST');
  expect(refunded).toMatchObject({ status: 200, body: { success: true, payment: { id: paymentId, status: 'voided' } } });
  expect(await subscriptionStatus(paymentId)).toBe('cancelled');
  expect((await request(admin, `/auth/payments/${paymentId}/refund`, 'POST')).status).toBe(409);
  const invoice = await until(
    () => mine(token, paymentId),
    (found) => found?.credit_note?.status === 'issued',
  );
  expect(invoice.credit_note).toMatchObject({ reason: 'refunded', reason_text: 'Pago reembolsado por un administrador' });
  const audit = await stack.billing.db.query(`SELECT payload FROM outbox WHERE type = 'billing.audit.recorded' AND aggregateid = $1`, [
    paymentId,
  ]);
  expect(audit.rows.map((row) => row.payload.action)).toEqual(['payment.refunded']);
});

it("a client never gets another's invoice files or retries: 404 or 403", async () => {
  const { paymentId } = await paidPurchase();
  const { token: stranger } = await signUpVerified(stack.identity, {
    email: 'extrano@example.com',
    password: 'Secreta123',
    full_name: 'Extraño',
    legal_id: '999',
  });
  for (const file of ['pdf', 'xml', 'credit-note/pdf'])
    expect((await request(stranger, `/auth/invoices/${paymentId}/${file}`)).status).toBe(404);
  expect((await request(stranger, '/auth/invoices')).body.invoices).toEqual([]);
  expect((await request(stranger, `/api/facturacion/facturas/${paymentId}/reintentar`, 'POST')).status).toBe(403);
  expect((await request(admin, `/api/facturacion/facturas/${paymentId}/reintentar`, 'POST')).status).toBe(409);
  expect((await request(admin, `/api/facturacion/facturas/${paymentId}/reenviar`, 'POST')).body).toMatchObject({
    success: true,
    message: 'Factura reenviada por correo electrónico al cliente',
  });
});
