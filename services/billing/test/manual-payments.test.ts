import { randomUUID } from 'node:crypto';
import { manualPaymentMessages as texts, membershipStatusMessages as statusTexts, topics } from '@mb/contracts';
import { eventually, recordTopics, testNamespace } from '@mb/service-kit/testing';
import { payByCard } from '../../../simulators/wompi/src/testing.js';
import { multipart, pngOf } from '../../catalog/test/helpers.js';
import { newBuyer, paymentByReference, restaurantId, startBilling, startPurchase, subscriptionsOf, type TestBilling } from './helpers.js';

const namespace = testNamespace();
let billing: TestBilling;
let recorder: Awaited<ReturnType<typeof recordTopics>>;

beforeAll(async () => {
  billing = await startBilling(namespace);
  recorder = await recordTopics({ namespace, topics: [topics.billingPayment, topics.billingAudit] });
}, 60000);

afterAll(async () => {
  await recorder?.stop();
  await billing?.close();
});

/** A buyer with a Pro membership assigned by an administrator, waiting for its payment (12 months). */
async function pendingMembership() {
  const client = await newBuyer(billing);
  const assigned = await billing.admin.post(`/users/${client.userId}/subscriptions`, {
    product_id: restaurantId,
    plan_type: 'pro',
    duration_months: 12,
  });
  expect(assigned.json().subscription).toMatchObject({ status: 'pending_payment', plan_type: 'pro' });
  return { client, subscriptionId: assigned.json().subscription.id as string };
}

const pay = (subscriptionId: string, body: object) => billing.admin.post(`/subscriptions/${subscriptionId}/manual-payments`, body);

/** Receipts are stored by content: a height of their own makes a file no other test sends. */
async function uploadReceipt(height = 60): Promise<string> {
  // A phone's photo is bigger than the catalogue's 3000 px: a receipt is taken whatever its size.
  const form = multipart('image', 'comprobante.png', 'image/png', pngOf(3200, height));
  const uploaded = await billing.app.inject({
    method: 'POST',
    url: '/manual-payments/receipts',
    headers: { ...form.headers, authorization: billing.adminAuthorization },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  return uploaded.json().receipt_key;
}

describe('memberships follow their state machine', () => {
  it('an administrator cannot activate a pending or a cancelled membership: only a payment does', async () => {
    const { client: waiting, subscriptionId } = await pendingMembership();
    const pending = await billing.admin.put(`/subscriptions/${subscriptionId}/status`, { status: 'active' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(statusTexts.activationNeedsPayment('pending_payment'));
    // Only an active membership is deactivated by hand.
    const unpaid = await billing.admin.put(`/subscriptions/${subscriptionId}/status`, { status: 'cancelled' });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([
      409,
      'Solo se puede desactivar una membresía activa; esta está pendiente de pago',
    ]);
    expect((await subscriptionsOf(billing, waiting.userId))[0]).toMatchObject({ status: 'pending_payment' });

    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    await payByCard(billing.wompi, {
      reference: init.reference,
      amountInCents: init.amountInCents,
      signature: init.signatureIntegrity,
      email: client.email,
    });
    await eventually(async () => expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' }));
    const [active] = await subscriptionsOf(billing, client.userId);
    expect((await billing.admin.put(`/subscriptions/${active.id}/status`, { status: 'cancelled' })).json().subscription.status).toBe(
      'cancelled',
    );
    const cancelled = await billing.admin.put(`/subscriptions/${active.id}/status`, { status: 'active' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(
      "Una membresía solo se activa con un pago (con tarjeta o registrado con 'Tomar pago'); esta está cancelada",
    );
    expect((await billing.admin.put(`/subscriptions/${active.id}/status`, { status: 'cancelled' })).statusCode).toBe(409);

    const audited = (id: string, action: string) =>
      recorder.waitFor(
        (m) =>
          m.envelope.type === 'billing.audit.recorded' &&
          m.envelope.aggregateId === id &&
          (m.envelope.payload as { action: string }).action === action,
      );
    expect((await audited(subscriptionId, 'membership.activated')).envelope.payload).toMatchObject({
      actor: { role: 'Admin' },
      after: { status: 'pending_payment', plan_type: 'pro', months: 12 },
    });
    expect((await audited(active.id, 'membership.deactivated')).envelope.payload).toMatchObject({
      before: { status: 'active' },
      after: { status: 'cancelled' },
    });
    expect((await subscriptionsOf(billing, client.userId))[0]).toMatchObject({ status: 'cancelled' });
  });
});

describe('a payment recorded by hand (spec 2 §2.6)', () => {
  it('pays the membership with a transfer and cash, once however often it is sent, as a card payment would', async () => {
    const { client, subscriptionId } = await pendingMembership();
    expect((await billing.admin.get(`/subscriptions/${subscriptionId}/amount-due`)).json()).toEqual({
      success: true,
      subscription_id: subscriptionId,
      amount: 1620000,
    });
    const receipt = await uploadReceipt();
    const body = {
      idempotency_key: randomUUID(),
      methods: [
        { type: 'transfer', amount: 1000000, bank: 'bancolombia', reference: 'TRF-2026-001', receipt_key: receipt },
        { type: 'cash', amount: 620000 },
      ],
    };
    // The dialog's confirm pressed twice, both on their way at once.
    const [first, second] = await Promise.all([pay(subscriptionId, body), pay(subscriptionId, body)]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Pago registrado', payment: { amount: 1620000, status: 'paid' } });
    expect(second.json().payment.id).toBe(first.json().payment.id);
    const again = await pay(subscriptionId, body);
    expect(again.json().payment.id).toBe(first.json().payment.id);

    const { rows: payments } = await billing.db.query('SELECT id, method, status FROM payments WHERE user_id = $1', [client.userId]);
    expect(payments).toEqual([{ id: first.json().payment.id, method: 'manual', status: 'paid' }]);
    expect(await subscriptionsOf(billing, client.userId)).toEqual([
      expect.objectContaining({ id: subscriptionId, status: 'active', amount_paid: 1620000 }),
    ]);

    const approved = await recorder.waitFor(
      (m) => m.envelope.type === 'billing.payment.approved' && m.envelope.aggregateId === first.json().payment.id,
    );
    expect(approved.envelope.payload).toMatchObject({
      userId: client.userId,
      amountInCents: 162000000,
      customer: { email: client.email },
      means: ['transfer', 'cash'],
      lines: [{ planType: 'pro', billingCycle: 'annual' }],
    });
    const audit = await recorder.waitFor(
      (m) => m.envelope.type === 'billing.audit.recorded' && m.envelope.aggregateId === first.json().payment.id,
    );
    expect(audit.envelope.payload).toMatchObject({
      action: 'payment.manual_recorded',
      actor: { role: 'Admin' },
      after: { amount: 1620000 },
    });

    const listed = (await billing.admin.get(`/payments?q=${client.email}`)).json().payments;
    expect(listed).toEqual([
      expect.objectContaining({ method: 'manual', manual_methods: ['transfer', 'cash'], amount: 1620000, status: 'paid' }),
    ]);
    const seen = await billing.app.inject({ url: `/manual-payments/${receipt}`, headers: { authorization: billing.adminAuthorization } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('private');

    // Paid: nothing more to pay by hand.
    const twice = await pay(subscriptionId, { ...body, idempotency_key: randomUUID() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(texts.notPending);
  });

  it('keeps only the last four digits and the holder of a card', async () => {
    const { subscriptionId } = await pendingMembership();
    const paid = await pay(subscriptionId, {
      idempotency_key: randomUUID(),
      methods: [
        {
          type: 'card',
          amount: 1620000,
          card_last4: '4242',
          card_holder: 'Ana Pérez',
          card_number: '4242424242424242',
          card_cvv: '123',
          card_expiry: '12/29',
        },
      ],
    });
    expect(paid.statusCode).toBe(200);
    const { rows } = await billing.db.query(
      'SELECT row_to_json(m)::text AS everything FROM manual_payment_methods m WHERE payment_id = $1',
      [paid.json().payment.id],
    );
    expect(rows[0].everything).toContain('"card_last4":"4242"');
    for (const secret of ['4242424242424242', '123', '12/29']) expect(rows[0].everything).not.toContain(`"${secret}"`);
  });

  it('refuses with the dialog’s words and changes nothing', async () => {
    const { client, subscriptionId } = await pendingMembership();
    const key = randomUUID();
    const cases: [object[], string][] = [
      [[], texts.noMethod],
      [[{ type: 'cash', amount: 0 }], texts.noMethod],
      [[{ type: 'cash', amount: 1619999 }], texts.totalMismatch],
      [[{ type: 'card', amount: 1620000, card_holder: 'Ana' }], texts.cardIncomplete],
      [[{ type: 'transfer', amount: 1620000, bank: 'nequi' }], texts.transferIncomplete],
      [[{ type: 'pse', amount: 1620000 }], texts.pseUnavailable],
      [
        [{ type: 'transfer', amount: 1620000, bank: 'nequi', reference: 'X', receipt_key: 'receipts/0123456789abcdef.png' }],
        texts.receiptMissing,
      ],
    ];
    for (const [methods, message] of cases) {
      const refused = await pay(subscriptionId, { idempotency_key: key, methods });
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect((await subscriptionsOf(billing, client.userId))[0]).toMatchObject({ status: 'pending_payment' });
    const { rows } = await billing.db.query('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [client.userId]);
    expect(rows[0].n).toBe(0);
  });

  it("tells the administrator what the member's invoicing profile lacks, and keeps no receipt of a payment not recorded", async () => {
    const client = await newBuyer(billing, { ready: false });
    const assigned = await billing.admin.post(`/users/${client.userId}/subscriptions`, {
      product_id: restaurantId,
      plan_type: 'pro',
      duration_months: 12,
    });
    const subscriptionId = assigned.json().subscription.id as string;
    const receipt = await uploadReceipt(61);
    const receiptSeen = async () =>
      (await billing.app.inject({ url: `/manual-payments/${receipt}`, headers: { authorization: billing.adminAuthorization } })).statusCode;
    expect(await receiptSeen()).toBe(200);

    const refused = await pay(subscriptionId, {
      idempotency_key: randomUUID(),
      methods: [{ type: 'transfer', amount: 1620000, bank: 'nequi', reference: 'TRF-9', receipt_key: receipt }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: texts.buyerProfileIncomplete('Tipo de persona, Tipo de documento, Régimen, Municipio, Dirección'),
      ready: false,
      missing: ['person_type', 'type_document_identification_id', 'type_regime_id', 'municipality_id', 'address'],
    });
    expect(await receiptSeen()).toBe(404);
    expect((await subscriptionsOf(billing, client.userId))[0]).toMatchObject({ status: 'pending_payment' });
  });

  it('deletes the receipt of a refused payment, but not a file a recorded payment keeps', async () => {
    const { subscriptionId } = await pendingMembership();
    const receipt = await uploadReceipt(62);
    const seen = async () =>
      (await billing.app.inject({ url: `/manual-payments/${receipt}`, headers: { authorization: billing.adminAuthorization } })).statusCode;
    const transfer = (amount: number) => ({ type: 'transfer', amount, bank: 'nequi', reference: 'TRF-10', receipt_key: receipt });
    expect((await pay(subscriptionId, { idempotency_key: randomUUID(), methods: [transfer(5)] })).json().message).toBe(texts.totalMismatch);
    expect(await seen()).toBe(404);

    // Sent again (the dialog uploads it with each try): recorded, it stays even when another refused try names it.
    expect(await uploadReceipt(62)).toBe(receipt);
    expect((await pay(subscriptionId, { idempotency_key: randomUUID(), methods: [transfer(1620000)] })).statusCode).toBe(200);
    const { subscriptionId: other } = await pendingMembership();
    expect((await pay(other, { idempotency_key: randomUUID(), methods: [transfer(5)] })).statusCode).toBe(400);
    expect(await seen()).toBe(200);
  });

  it('is for administrators only: 403 to a client, 401 without a session before the body is read', async () => {
    const { client, subscriptionId } = await pendingMembership();
    const asClient = await billing.as(client.token).post(`/subscriptions/${subscriptionId}/manual-payments`, {
      idempotency_key: randomUUID(),
      methods: [{ type: 'cash', amount: 1620000 }],
    });
    expect(asClient.statusCode).toBe(403);
    expect((await billing.as(client.token).get(`/subscriptions/${subscriptionId}/amount-due`)).statusCode).toBe(403);
    const anonymous = await billing.app.inject({
      method: 'POST',
      url: `/subscriptions/${subscriptionId}/manual-payments`,
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await billing.app.inject({ method: 'POST', url: '/manual-payments/receipts' })).statusCode).toBe(401);
  });
});
