import { freePort, testNamespace } from '@mb/service-kit/testing';
import { payByCard } from '../../simulators/wompi/src/testing.js';
import { restaurantId } from '../../services/billing/test/helpers.js';
import { signUpVerified } from '../../services/identity/test/helpers.js';
import { completeProfile } from '../../services/invoicing/test/helpers.js';
import { startInvoicingStack, type InvoicingStack } from './invoicing-stack.js';
import { listeningGateways } from './listening-gateways.js';

// A paid purchase through the gateway, with real identity, billing and invoicing: billing's approval reaches
// invoicing over Kafka, invoicing issues the DIAN invoice in the APIDIAN simulator, and the payment result shows it.
const namespace = testNamespace();
let stack: InvoicingStack;
let apidian: InvoicingStack['apidian'];
let identity: InvoicingStack['identity'];
let billing: InvoicingStack['billing'];
const gateways = listeningGateways(namespace);
let base: string;

const gateway = gateways.start;

beforeAll(async () => {
  stack = await startInvoicingStack(namespace, gateways);
  ({ apidian, identity, billing } = stack);
  base = await gateway();
  billing.wompi.setDelivery({ eventsUrl: `${base}/webhooks/wompi` });
}, 90000);

afterAll(() => stack?.close());

const call = async (token: string, path: string, at = base) => {
  const response = await fetch(`${at}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const send = (token: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: /profile/.test(path) ? 'PUT' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => (await response.json()) as Record<string, any>);

let person = 0;
async function customer() {
  person += 1;
  const email = `facturado${person}@example.com`;
  const { token } = await signUpVerified(identity, {
    email,
    password: 'Secreta123',
    full_name: `Facturado ${person}`,
    legal_id: `20${person}`,
  });
  return { token, email };
}

it('the payment result shows the DIAN invoice once issued, with a PDF link the buyer alone can open', async () => {
  const { token, email } = await customer();
  await send(token, '/mb/fe/profile', completeProfile);
  const order = await send(token, '/auth/purchase', { product_id: restaurantId, plan_type: 'pro', billing_cycle: 'monthly' });
  const init = await send(token, '/auth/payments/wompi/init', { order_id: order.order.id });
  const transaction = await payByCard(billing.wompi, {
    reference: init.reference,
    amountInCents: 15000000,
    signature: init.signatureIntegrity,
    email,
  });

  // The browser polls the result until the invoice is there.
  let result = await call(token, `/auth/payments/result?transaction_id=${transaction.id}`);
  for (let i = 0; i < 100 && !result.body.invoice; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    result = await call(token, `/auth/payments/result?transaction_id=${transaction.id}`);
  }
  const paymentId = result.body.payment.id as string;
  expect(result.status).toBe(200);
  expect(result.body).toMatchObject({
    success: true,
    payment: { status: 'paid', reference: init.reference },
    invoice: { isValid: true, urls: { pdf: `/auth/invoices/${paymentId}/pdf` }, errors: [], status: 'issued', number: 'SETP990000000' },
  });

  // One document in APIDIAN, for exactly what the card was charged.
  const documents = apidian.documents.list().filter((document) => document.payload.notes === `Pago ${init.reference}`);
  expect(documents).toMatchObject([{ outcome: 'accepted', payableAmount: '150000.00', cufe: result.body.invoice.cufe }]);

  const pdf = await fetch(`${base}${result.body.invoice.urls.pdf}`, { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toContain('application/pdf');
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const stranger = await customer();
  expect(await call(stranger.token, result.body.invoice.urls.pdf)).toMatchObject({
    status: 404,
    body: { message: 'Factura no encontrada' },
  });
  const anonymous = await fetch(`${base}${result.body.invoice.urls.pdf}`);
  expect(anonymous.status).toBe(401);

  // Invoicing out of reach: the payment result still answers, without the invoice.
  const withoutInvoicing = await gateway({ INVOICING_URL: `http://127.0.0.1:${await freePort()}` });
  const degraded = await call(token, `/auth/payments/result?transaction_id=${transaction.id}`, withoutInvoicing);
  expect(degraded).toMatchObject({ status: 200, body: { success: true, payment: { status: 'paid' }, invoice: null } });
});
