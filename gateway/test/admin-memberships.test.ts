import { randomUUID } from 'node:crypto';
import { manualPaymentMessages, membershipStatusMessages } from '@mb/contracts';
import { eventually, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { multipart, pngOf } from '../../services/catalog/test/helpers.js';
import { restaurantId } from '../../services/billing/test/helpers.js';
import { signUpVerified } from '../../services/identity/test/helpers.js';
import { completeProfile } from '../../services/invoicing/test/helpers.js';
import { startInvoicingStack, type InvoicingStack } from './invoicing-stack.js';
import { listeningGateways } from './listening-gateways.js';

// Issue 20, spec 2 §2.5–2.6 through the gateway with real identity, billing and invoicing on one bus: an
// administrator assigns a Restaurant membership (pending payment) and records how it was paid by hand; billing
// settles it like a card payment and invoicing issues the DIAN invoice in the APIDIAN simulator.
const namespace = testNamespace();
let stack: InvoicingStack;
const gateways = listeningGateways(namespace);
let base: string;

const admin = signTestToken({ sub: randomUUID(), role: 'Admin', email: 'admin@example.com' });

beforeAll(async () => {
  stack = await startInvoicingStack(namespace, gateways);
  base = await gateways.start();
}, 90_000);

afterAll(() => stack?.close());

const call = async (token: string | undefined, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

let person = 0;
/** A client with a ready invoicing profile and a Restaurant membership an administrator assigned, pending payment. */
async function clientWithPendingMembership() {
  person += 1;
  const email = `membresia${person}@example.com`;
  const { user, token } = await signUpVerified(stack.identity, {
    email,
    password: 'Secreta123',
    full_name: `Cliente ${person}`,
    legal_id: `30${person}`,
  });
  expect((await call(token, 'PUT', '/mb/fe/profile', completeProfile)).status).toBe(200);
  const assigned = await call(admin, 'POST', `/auth/users/${user.id}/subscriptions`, {
    product_id: restaurantId,
    plan_type: 'pro',
    duration_months: 12,
  });
  expect(assigned.body.subscription).toMatchObject({ status: 'pending_payment', plan_type: 'pro' });
  return { userId: user.id as string, email, token, subscriptionId: assigned.body.subscription.id as string };
}

async function uploadReceipt(token: string) {
  const form = multipart('image', 'comprobante.png', 'image/png', pngOf(800, 600));
  const response = await fetch(`${base}/auth/manual-payments/receipts`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: form.payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

it('a transfer with its receipt plus cash starts the membership, records one payment however often it is sent, shows in Pagos and is invoiced naming both', async () => {
  const client = await clientWithPendingMembership();
  expect((await call(admin, 'GET', `/auth/subscriptions/${client.subscriptionId}/amount-due`)).body).toEqual({
    success: true,
    subscription_id: client.subscriptionId,
    amount: 1620000,
  });
  const receipt = await uploadReceipt(admin);
  expect(receipt.status).toBe(200);
  const body = {
    idempotency_key: randomUUID(),
    methods: [
      { type: 'transfer', amount: 1000000, bank: 'davivienda', reference: 'TRF-77', receipt_key: receipt.body.receipt_key },
      { type: 'cash', amount: 620000 },
    ],
  };
  // The dialog's confirm pressed twice.
  const [first, second] = await Promise.all([
    call(admin, 'POST', `/auth/subscriptions/${client.subscriptionId}/manual-payments`, body),
    call(admin, 'POST', `/auth/subscriptions/${client.subscriptionId}/manual-payments`, body),
  ]);
  expect(first).toMatchObject({ status: 200, body: { success: true, payment: { amount: 1620000, status: 'paid' } } });
  expect(second.body.payment.id).toBe(first.body.payment.id);

  // The client sees it active; Pagos lists one payment with its ways.
  const mine = await call(client.token, 'GET', '/auth/dashboard/client');
  expect(mine.body.user.subscriptions).toEqual([
    expect.objectContaining({ id: client.subscriptionId, status: 'active', is_active: true, amount_paid: 1620000 }),
  ]);
  const payments = await call(admin, 'GET', `/auth/payments?q=${encodeURIComponent(client.email)}&limit=500`);
  expect(payments.body.payments).toEqual([
    expect.objectContaining({
      id: first.body.payment.id,
      method: 'manual',
      manual_methods: ['transfer', 'cash'],
      amount: 1620000,
      status: 'paid',
      user_email: client.email,
    }),
  ]);

  // Invoicing issued one invoice for it, naming a credit transfer (30) and cash (10) as the means of payment.
  const reference = first.body.payment.reference as string;
  await eventually(() =>
    expect(stack.apidian.documents.list().filter((document) => document.payload.notes === `Pago ${reference}`)).toHaveLength(1),
  );
  const [document] = stack.apidian.documents.list().filter((each) => each.payload.notes === `Pago ${reference}`);
  expect(document).toMatchObject({ outcome: 'accepted', payableAmount: '1620000.00' });
  expect((document!.payload.payment_form as { payment_method_id: number }[]).map((form) => form.payment_method_id)).toEqual([30, 10]);

  // The receipt is the administrators' to see, not the client's.
  const file = (receipt.body.receipt_key as string).replace('receipts/', '');
  expect((await fetch(`${base}/auth/manual-payments/receipts/${file}`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(
    200,
  );
  expect(
    (await fetch(`${base}/auth/manual-payments/receipts/${file}`, { headers: { authorization: `Bearer ${client.token}` } })).status,
  ).toBe(403);
});

it('refuses the dialog’s mistakes with its words, and keeps of a card only the last four digits and the holder', async () => {
  const client = await clientWithPendingMembership();
  const pay = (methods: object[]) =>
    call(admin, 'POST', `/auth/subscriptions/${client.subscriptionId}/manual-payments`, { idempotency_key: randomUUID(), methods });
  expect((await pay([])).body.message).toBe(manualPaymentMessages.noMethod);
  expect((await pay([{ type: 'cash', amount: 1000 }])).body.message).toBe(manualPaymentMessages.totalMismatch);
  expect((await pay([{ type: 'card', amount: 1620000, card_holder: 'Ana' }])).body.message).toBe(manualPaymentMessages.cardIncomplete);

  const paid = await pay([
    {
      type: 'card',
      amount: 1620000,
      card_last4: '1111',
      card_holder: 'Ana Pérez',
      card_number: '4111111111111111',
      card_cvv: '987',
      card_expiry: '01/30',
    },
  ]);
  expect(paid.status).toBe(200);
  // The payment's id is left out of the row: a random UUID can hold '987' by chance.
  const { rows } = await stack.billing.db.query(
    "SELECT to_jsonb(m) - 'payment_id' AS stored FROM manual_payment_methods m WHERE payment_id = $1",
    [paid.body.payment.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].stored).toMatchObject({ card_last4: '1111', card_holder: 'Ana Pérez' });
  for (const secret of ['4111111111111111', '987', '01/30']) expect(JSON.stringify(rows[0].stored)).not.toContain(secret);
});

it('a membership never becomes active by a status change: pending and cancelled ones are refused', async () => {
  const client = await clientWithPendingMembership();
  const pending = await call(admin, 'PUT', `/auth/subscriptions/${client.subscriptionId}/status`, { status: 'active' });
  expect(pending).toMatchObject({
    status: 409,
    body: { success: false, message: membershipStatusMessages.activationNeedsPayment('pending_payment') },
  });

  await call(admin, 'POST', `/auth/subscriptions/${client.subscriptionId}/manual-payments`, {
    idempotency_key: randomUUID(),
    methods: [{ type: 'cash', amount: 1620000 }],
  });
  expect(
    (await call(admin, 'PUT', `/auth/subscriptions/${client.subscriptionId}/status`, { status: 'cancelled' })).body.subscription,
  ).toMatchObject({ status: 'cancelled' });
  const cancelled = await call(admin, 'PUT', `/auth/subscriptions/${client.subscriptionId}/status`, { status: 'active' });
  expect(cancelled).toMatchObject({ status: 409, body: { message: membershipStatusMessages.activationNeedsPayment('cancelled') } });
  await eventually(async () =>
    expect((await call(client.token, 'GET', '/auth/dashboard/client')).body.user.subscriptions).toEqual([
      expect.objectContaining({ status: 'cancelled', is_active: false }),
    ]),
  );
});

it('every membership and manual-payment call is refused to a client (403) and to nobody signed in (401, before the body is read)', async () => {
  const client = await clientWithPendingMembership();
  const id = client.subscriptionId;
  const nonsense = { nonsense: true };
  const calls: [string, string, unknown][] = [
    ['GET', `/auth/subscriptions/${id}/amount-due`, undefined],
    ['POST', `/auth/subscriptions/${id}/manual-payments`, nonsense],
    ['POST', '/auth/manual-payments/receipts', nonsense],
    ['GET', '/auth/manual-payments/receipts/0123456789abcdef.png', undefined],
    ['PUT', `/auth/subscriptions/${id}/status`, nonsense],
    ['POST', `/auth/users/${client.userId}/subscriptions`, nonsense],
    ['GET', `/auth/subscriptions?user_id=${client.userId}`, undefined],
  ];
  for (const [method, path, body] of calls) {
    expect([method, path, (await call(undefined, method, path, body)).status]).toEqual([method, path, 401]);
    expect([method, path, (await call(client.token, method, path, body)).status]).toEqual([method, path, 403]);
  }
  const receipt = await uploadReceipt(client.token);
  expect(receipt.status).toBe(403);
  expect((await call(admin, 'GET', `/auth/subscriptions/${id}/amount-due`)).status).toBe(200);
});
