import { topics } from '@mb/contracts';
import {
  eventually,
  freePort,
  outboxPublished,
  recordedPastMarkers,
  recordTopics,
  signTestToken,
  testNamespace,
} from '@mb/service-kit/testing';
import { eventChecksum, integritySignature, payByCard, testCards } from '../../../simulators/wompi/src/testing.js';
import { reconcilePendingPayments } from '../src/jobs/reconcile-payments.js';
import { wompiClient } from '../src/wompi/wompi-client.js';
import {
  newBuyer,
  newClient,
  paymentByReference,
  restaurantId,
  startBilling,
  startPurchase,
  subscriptionsOf,
  type TestBilling,
} from './helpers.js';

const namespace = testNamespace();
let billing: TestBilling;
let recorder: Awaited<ReturnType<typeof recordTopics>>;

beforeAll(async () => {
  billing = await startBilling(namespace);
  recorder = await recordTopics({ namespace, topics: [topics.billingPayment, topics.billingSubscription] });
}, 60000);

afterAll(async () => {
  await recorder?.stop();
  await billing?.close();
});

const pay = (init: { reference: string; amountInCents: number; signatureIntegrity: string }, card: string = testCards.approved) =>
  payByCard(billing.wompi, {
    reference: init.reference,
    amountInCents: init.amountInCents,
    signature: init.signatureIntegrity,
    card,
    email: 'cliente@example.com',
  });

/** Before asserting an event was NOT published: billing's outbox is all on Kafka, and the recorder has read past it. */
async function everythingPublishedIsRecorded() {
  await outboxPublished(billing.db);
  await recordedPastMarkers(recorder, { namespace, topics: [topics.billingPayment, topics.billingSubscription] });
}

const eventsFor = (type: string, paymentOrSubscription: (payload: Record<string, unknown>) => boolean) =>
  recorder.received.filter(
    (message) => message.envelope.type === type && paymentOrSubscription(message.envelope.payload as Record<string, unknown>),
  );

const required = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

/** A transaction.updated event as Wompi sends it, signed with `secret` (over `properties`, at `timestamp`). */
function signedEvent(transaction: Record<string, unknown>, secret: string, options: { properties?: string[]; timestamp?: number } = {}) {
  const body = {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'test',
    signature: { properties: options.properties ?? required, checksum: '' },
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    sent_at: new Date().toISOString(),
  };
  body.signature.checksum = eventChecksum(body, secret);
  return body;
}

const postEvent = (body: { signature: { checksum: string } }) =>
  billing.app.inject({ method: 'POST', url: '/wompi/events', payload: body, headers: { 'x-event-checksum': body.signature.checksum } });

/** Pays with Wompi's events going nowhere, so the test alone decides what billing hears; waits for the final status. */
async function payUnannounced(init: Parameters<typeof pay>[0], card?: string) {
  billing.wompi.setDelivery({ eventsUrl: 'http://127.0.0.1:9/nowhere' });
  try {
    const transaction = await pay(init, card);
    return await eventually(() => {
      const final = billing.wompi.transactions.get(transaction.id)!;
      expect(final.status).not.toBe('PENDING');
      return final;
    });
  } finally {
    billing.wompi.setDelivery({ eventsUrl: billing.eventsUrl });
  }
}

describe('starting a payment', () => {
  it('prices from the catalogue and signs with the integrity secret, as Wompi checks it', async () => {
    const { token, email, full_name } = await newBuyer(billing);
    const order = await billing.as(token).post('/orders', {
      items: [{ product_id: restaurantId, plan_type: 'pro', billing_cycle: 'annual', quantity: 1 }],
    });
    expect(order.json().order).toMatchObject({
      total: 1620000,
      status: 'pending',
      lines: [{ unit_price: 1620000, months: 12, plan_type: 'pro' }],
    });

    const init = (await billing.as(token).post(`/orders/${order.json().order.id}/payments`)).json();
    expect(init).toMatchObject({
      success: true,
      publicKey: billing.wompi.publicKey,
      currency: 'COP',
      amountInCents: 162000000,
      redirectUrl: 'http://127.0.0.1:8080/tienda',
      customerData: { email, fullName: full_name },
      widgetUrl: `${billing.wompi.url}/widget.js`,
    });
    // The simulator's own implementation of the reference's hash agrees.
    expect(init.signatureIntegrity).toBe(
      integritySignature({ reference: init.reference, amountInCents: 162000000, currency: 'COP', secret: billing.wompi.integritySecret }),
    );
  });

  it("refuses another client's order and a price the buyer did not see", async () => {
    const owner = await newBuyer(billing);
    const init = await startPurchase(billing, owner.token);
    const stranger = await billing.as(newClient().token).post(`/orders/${init.order_id}/payments`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Orden no encontrada');

    const stale = await billing.as(owner.token).post('/orders', {
      items: [{ product_id: restaurantId, plan_type: 'pro', billing_cycle: 'monthly', quantity: 1, unit_price: 100 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El precio de Software Restaurante cambió. Revisa tu carrito antes de pagar.');
  });
});

describe('who is buying: identity and invoicing say, never the caller', () => {
  const orderRows = (db: TestBilling['db'], userId: string) =>
    db
      .query(
        'SELECT kind, customer_email, customer_name, customer_legal_id, customer_phone FROM orders WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
      .then((r) => r.rows);
  const forged = {
    email: 'gerencia@empresa-inventada.co',
    full_name: 'Empresa Inventada S.A.S.',
    legal_id: '900999999-1',
    phone: '3000000000',
  };

  it("a customer sent straight to billing is ignored: orders and renewals name identity's buyer, and so does the approval", async () => {
    const buyer = await newBuyer(billing);
    const order = await billing
      .as(buyer.token)
      .post('/orders', { items: [{ product_id: restaurantId, plan_type: 'estandar' }], customer: forged });
    expect(order.statusCode).toBe(200);
    const init = (await billing.as(buyer.token).post(`/orders/${order.json().order.id}/payments`)).json();
    expect(init.customerData).toEqual({ email: buyer.email, fullName: buyer.full_name });
    await pay(init);
    await recorder.waitFor(
      (m) => m.envelope.type === 'billing.payment.approved' && (m.envelope.payload as { reference: string }).reference === init.reference,
    );
    const approved = eventsFor('billing.payment.approved', (p) => p.reference === init.reference)[0]!;
    expect((approved.envelope.payload as { customer: unknown }).customer).toEqual({
      email: buyer.email,
      fullName: buyer.full_name,
      legalId: buyer.legal_id,
      phone: buyer.phone,
    });

    const renewal = await billing
      .as(buyer.token)
      .post('/renewals', { plan_type: 'pro', billing_cycle: 'monthly', months: 1, customer: forged });
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json().customerData).toEqual({ email: buyer.email, fullName: buyer.full_name });
    const named = {
      customer_email: buyer.email,
      customer_name: buyer.full_name,
      customer_legal_id: buyer.legal_id,
      customer_phone: buyer.phone,
    };
    expect(await orderRows(billing.db, buyer.userId)).toEqual([
      { kind: 'purchase', ...named },
      { kind: 'renewal', ...named },
    ]);
  });

  it('a buyer whose invoicing profile is not ready gets 409 with what is missing, and no order', async () => {
    const buyer = await newBuyer(billing, { ready: false });
    const order = await billing
      .as(buyer.token)
      .post('/orders', { items: [{ product_id: restaurantId, plan_type: 'pro' }], customer: forged });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({
      success: false,
      message: 'Configura tu perfil de Facturación Electrónica antes de pagar.',
      ready: false,
    });
    expect(order.json().missing).toEqual(expect.arrayContaining(['person_type', 'address']));
    expect(await orderRows(billing.db, buyer.userId)).toEqual([]);
  });

  it('a session identity does not know gets 401, and no order', async () => {
    const stranger = newClient();
    const order = await billing
      .as(stranger.token)
      .post('/orders', { items: [{ product_id: restaurantId, plan_type: 'pro' }], customer: forged });
    expect(order.statusCode).toBe(401);
    expect(await orderRows(billing.db, stranger.userId)).toEqual([]);
  });

  it('identity or invoicing out of reach: 503 with the reason, and no order', async () => {
    const buyer = await newBuyer(billing);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const cases = [
      {
        owners: { IDENTITY_URL: closed, INVOICING_URL: billing.config.INVOICING_URL },
        message: 'No se pudieron confirmar los datos de tu cuenta. Inténtalo de nuevo en un momento.',
      },
      {
        owners: { IDENTITY_URL: billing.config.IDENTITY_URL, INVOICING_URL: closed },
        message: 'No se pudo verificar tu perfil FE. Complétalo antes de pagar.',
      },
    ];
    for (const { owners, message } of cases) {
      const cut = await startBilling(testNamespace(), { owners, sendEvents: false });
      try {
        for (const [url, body] of [
          ['/orders', { items: [{ product_id: restaurantId, plan_type: 'pro' }], customer: forged }],
          ['/renewals', { plan_type: 'gold', billing_cycle: 'monthly', months: 1 }],
        ] as const) {
          const response = await cut.as(buyer.token).post(url, body);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({ success: false, message });
        }
        expect(await orderRows(cut.db, buyer.userId)).toEqual([]);
      } finally {
        await cut.close();
      }
    }
  });
});

describe('an approved payment', () => {
  it('activates the subscription from the signed event, with one payment.approved event', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    const transaction = await pay(init);

    await eventually(async () =>
      expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid', wompi_status: 'APPROVED' }),
    );
    const [subscription] = await subscriptionsOf(billing, client.userId);
    expect(subscription).toMatchObject({ plan_type: 'pro', status: 'active', amount_paid: 150000 });

    const approved = await recorder.waitFor(
      (m) => m.envelope.type === 'billing.payment.approved' && (m.envelope.payload as { reference: string }).reference === init.reference,
    );
    expect(approved.envelope.payload).toMatchObject({
      transactionId: transaction.id,
      amountInCents: 15000000,
      lines: [
        {
          productId: restaurantId,
          productName: 'Software Restaurante',
          planType: 'pro',
          billingCycle: 'monthly',
          months: 1,
          quantity: 1,
          unitPrice: 150000,
        },
      ],
    });
    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.activated' && m.envelope.aggregateId === subscription.id);

    // What the store's return page reads: confirmed by Wompi, the reference and the order.
    const result = await billing.as(client.token).get(`/payments/result?transaction_id=${transaction.id}`);
    expect(result.json()).toMatchObject({
      payment: { status: 'paid', wompi_status: 'APPROVED', reference: init.reference, amount: 150000, order: { id: init.order_id } },
    });
  });

  it('the same event 5 times and a racing lookup give exactly one subscription and one payment.approved', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    billing.wompi.setDelivery({ copies: 5, outOfOrder: true });
    try {
      const transaction = await pay(init);
      const lookups = Array.from({ length: 3 }, () => billing.as(client.token).get(`/payments/result?transaction_id=${transaction.id}`));
      await Promise.all(lookups);
      await eventually(() => {
        const deliveries = billing.wompi.deliveries.filter((attempt) => attempt.body.data.transaction.id === transaction.id);
        expect(deliveries.filter((attempt) => attempt.status === 200)).toHaveLength(10);
      });
      const replay = billing.wompi.deliveries.find(
        (attempt) => attempt.body.data.transaction.id === transaction.id && attempt.body.data.transaction.status === 'APPROVED',
      )!;
      for (let i = 0; i < 5; i += 1) {
        const again = await billing.app.inject({
          method: 'POST',
          url: '/wompi/events',
          payload: replay.body,
          headers: { 'x-event-checksum': replay.body.signature.checksum },
        });
        expect(again.statusCode).toBe(200);
      }
    } finally {
      billing.wompi.setDelivery({ copies: 1, outOfOrder: false });
    }
    const subscriptions = await subscriptionsOf(billing, client.userId);
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', amount_paid: 150000 })]);
    const { rows: periods } = await billing.db.query('SELECT count(*)::int AS n FROM subscription_periods WHERE subscription_id = $1', [
      subscriptions[0].id,
    ]);
    expect(periods[0].n).toBe(1);
    await everythingPublishedIsRecorded();
    expect(eventsFor('billing.payment.approved', (p) => p.reference === init.reference)).toHaveLength(1);
    expect(eventsFor('billing.subscription.activated', (p) => p.userId === client.userId)).toHaveLength(1);
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' });
  });

  it('a second payment of the same product extends the subscription by the paid months', async () => {
    const client = await newBuyer(billing);
    await pay(await startPurchase(billing, client.token));
    await eventually(async () => expect(await subscriptionsOf(billing, client.userId)).toHaveLength(1));
    const [before] = await subscriptionsOf(billing, client.userId);
    const second = await startPurchase(billing, client.token, { plan_type: 'gold', quantity: 2 });
    await pay(second);
    await eventually(async () => expect(await paymentByReference(billing, second.reference)).toMatchObject({ status: 'paid' }));
    const [after] = await subscriptionsOf(billing, client.userId);
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({ plan_type: 'gold', status: 'active', amount_paid: 150000 + 500000 });
    const expected = new Date(before.expires_at);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    expect(new Date(after.expires_at).getTime()).toBeCloseTo(expected.getTime(), -5);
    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.renewed' && m.envelope.aggregateId === before.id);
  });
});

describe('a declined payment', () => {
  it('marks the payment, creates no subscription, and a re-attempt on the reference can still approve it', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    await pay(init, testCards.declined);
    await eventually(async () =>
      expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'declined', wompi_status: 'DECLINED' }),
    );
    expect(await subscriptionsOf(billing, client.userId)).toEqual([]);
    await recorder.waitFor(
      (m) => m.envelope.type === 'billing.payment.declined' && (m.envelope.payload as { reference: string }).reference === init.reference,
    );
    const result = await billing.as(client.token).get(`/payments/result?reference=${init.reference}`);
    expect(result.json().payment).toMatchObject({ status: 'declined', wompi_status: 'DECLINED' });

    await pay(init, testCards.approved);
    await eventually(async () =>
      expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid', wompi_status: 'APPROVED' }),
    );
    expect(await subscriptionsOf(billing, client.userId)).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});

describe('what billing refuses to believe', () => {
  it('a forged event (bad checksum) gets 401 and changes nothing', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    const forged = signedEvent(
      { id: '1-1700000000-00001', status: 'APPROVED', amount_in_cents: init.amountInCents, reference: init.reference, currency: 'COP' },
      'test_events_not_ours',
    );
    const response = await billing.app.inject({ method: 'POST', url: '/wompi/events', payload: forged });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Firma del evento inválida' });

    // A right body checksum with a different header is forged too.
    const genuine = signedEvent(
      { id: '1-1700000000-00002', status: 'APPROVED', amount_in_cents: init.amountInCents, reference: init.reference, currency: 'COP' },
      billing.wompi.eventsSecret,
    );
    const mixed = await billing.app.inject({
      method: 'POST',
      url: '/wompi/events',
      payload: genuine,
      headers: { 'x-event-checksum': 'f'.repeat(64) },
    });
    expect(mixed.statusCode).toBe(401);

    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'pending', wompi_status: null });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([]);
  });

  it('a captured genuine event cannot be re-dressed to pay another pending order', async () => {
    const victim = await newBuyer(billing);
    // The same plan as the attacker's, so the amount the attacker's event signed is the victim's too.
    const pending = await startPurchase(billing, victim.token);
    const attacker = await newBuyer(billing);
    const own = await startPurchase(billing, attacker.token);
    const paid = await pay(own);
    await eventually(async () => expect(await paymentByReference(billing, own.reference)).toMatchObject({ status: 'paid' }));
    const captured = billing.wompi.deliveries.find(
      (attempt) => attempt.body.data.transaction.id === paid.id && attempt.status === 200,
    )!.body;
    const genuine = captured.data.transaction;
    const aimed = { ...genuine, reference: pending.reference, amount_in_cents: pending.amountInCents };
    const signedText = `${genuine.id}${genuine.status}${genuine.amount_in_cents}`;

    // The signed values moved into a property of the attacker's choosing: the checksum still matches.
    const ownList = {
      ...captured,
      data: { transaction: { ...aimed, id: '1-1-1', note: signedText } },
      signature: { ...captured.signature, properties: ['transaction.note'] },
    };
    expect(eventChecksum(ownList, billing.wompi.eventsSecret)).toBe(captured.signature.checksum);
    expect((await postEvent(ownList)).statusCode).toBe(401);

    // The required properties, split differently: a transaction id Wompi never had.
    const unknownId = { ...captured, data: { transaction: { ...aimed, id: `${genuine.id}${genuine.status}`, status: '' } } };
    expect(eventChecksum(unknownId, billing.wompi.eventsSecret)).toBe(captured.signature.checksum);
    expect((await postEvent(unknownId)).statusCode).toBe(200);

    // The genuine id with another order's reference and amount: Wompi's own answer names the attacker's payment.
    const otherReference = {
      ...captured,
      data: { transaction: { ...genuine, reference: pending.reference, amount_in_cents: pending.amountInCents } },
    };
    expect((await postEvent(otherReference)).statusCode).toBe(200);

    expect(await paymentByReference(billing, pending.reference)).toMatchObject({
      status: 'pending',
      wompi_status: null,
      wompi_transaction_id: null,
    });
    expect(await subscriptionsOf(billing, victim.userId)).toEqual([]);
    await everythingPublishedIsRecorded();
    expect(eventsFor('billing.payment.approved', (p) => p.reference === pending.reference)).toEqual([]);
    expect(eventsFor('billing.payment.approved', (p) => p.reference === own.reference)).toHaveLength(1);
  });

  it('a stale timestamp, or a signature without the transaction id, status or amount, gets 401', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    const transaction = await payUnannounced(init);
    const secret = billing.wompi.eventsSecret;
    const now = Math.floor(Date.now() / 1000);
    for (const body of [
      signedEvent({ ...transaction }, secret, { timestamp: now - 3600 }),
      signedEvent({ ...transaction }, secret, { timestamp: now + 3600 }),
      signedEvent({ ...transaction }, secret, {
        properties: ['transaction.status', 'transaction.amount_in_cents', 'transaction.reference'],
      }),
      signedEvent({ ...transaction }, secret, { properties: ['transaction.id', 'transaction.status'] }),
    ]) {
      const response = await postEvent(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Firma del evento inválida' });
    }
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'pending', wompi_status: null });
    // The same transaction, signed as Wompi signs it now, is heard.
    expect((await postEvent(signedEvent({ ...transaction }, secret))).statusCode).toBe(200);
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid', wompi_transaction_id: transaction.id });
  });

  it("a genuine event whose body lies is settled by what Wompi's API says", async () => {
    const client = await newBuyer(billing);
    const declinedInit = await startPurchase(billing, client.token);
    const declined = await payUnannounced(declinedInit, testCards.declined);
    expect(declined.status).toBe('DECLINED');
    expect((await postEvent(signedEvent({ ...declined, status: 'APPROVED' }, billing.wompi.eventsSecret))).statusCode).toBe(200);
    expect(await paymentByReference(billing, declinedInit.reference)).toMatchObject({ status: 'declined', wompi_status: 'DECLINED' });

    // A cheaper approved transaction under the order's reference, announced with the order's amount.
    const other = await newBuyer(billing);
    const init = await startPurchase(billing, other.token);
    const cheap = 100000;
    const signature = integritySignature({
      reference: init.reference,
      amountInCents: cheap,
      currency: 'COP',
      secret: billing.wompi.integritySecret,
    });
    const cheaper = await payUnannounced({ reference: init.reference, amountInCents: cheap, signatureIntegrity: signature });
    expect(cheaper.status).toBe('APPROVED');
    expect((await postEvent(signedEvent({ ...cheaper, amount_in_cents: init.amountInCents }, billing.wompi.eventsSecret))).statusCode).toBe(
      200,
    );
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'pending', wompi_status: null });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([]);
    expect(await subscriptionsOf(billing, other.userId)).toEqual([]);
  });

  it("Wompi's API down while an event is checked: non-200 and nothing changes, and a retry once it is back settles it", async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    const transaction = await payUnannounced(init);
    const event = signedEvent({ ...transaction }, billing.wompi.eventsSecret);
    billing.wompi.setApiDown(true);
    try {
      const refused = await postEvent(event);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('No se pudo consultar el pago en Wompi. Inténtalo de nuevo en un momento.');
    } finally {
      billing.wompi.setApiDown(false);
    }
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'pending', wompi_status: null });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([]);

    expect((await postEvent(event)).statusCode).toBe(200);
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid', wompi_status: 'APPROVED' });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([expect.objectContaining({ status: 'active' })]);
    await recorder.waitFor(
      (m) => m.envelope.type === 'billing.payment.approved' && (m.envelope.payload as { reference: string }).reference === init.reference,
    );
  });

  it("Wompi's API down during the payment result's lookup: 503 by transaction, the stored state by reference, settled once it is back", async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    const transaction = await payUnannounced(init);
    const buyer = billing.as(client.token);
    billing.wompi.setApiDown(true);
    try {
      const byTransaction = await buyer.get(`/payments/result?transaction_id=${transaction.id}`);
      expect(byTransaction.statusCode).toBe(503);
      expect(byTransaction.json().message).toBe('No se pudo consultar el pago en Wompi. Inténtalo de nuevo en un momento.');
      const byReference = await buyer.get(`/payments/result?reference=${init.reference}`);
      expect(byReference.statusCode).toBe(200);
      expect(byReference.json().payment).toMatchObject({ status: 'pending', reference: init.reference });
    } finally {
      billing.wompi.setApiDown(false);
    }
    expect(await subscriptionsOf(billing, client.userId)).toEqual([]);
    const settled = await buyer.get(`/payments/result?reference=${init.reference}`);
    expect(settled.json().payment).toMatchObject({ status: 'paid', wompi_status: 'APPROVED' });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it("a client cannot read another client's payment, by reference or by transaction", async () => {
    const owner = await newBuyer(billing);
    const init = await startPurchase(billing, owner.token);
    const transaction = await pay(init);
    const stranger = billing.as(newClient().token);
    for (const url of [`/payments/result?reference=${init.reference}`, `/payments/result?transaction_id=${transaction.id}`]) {
      const response = await stranger.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Pago no encontrado');
    }
    expect((await billing.as(owner.token).get(`/payments/result?reference=${init.reference}`)).statusCode).toBe(200);
    expect((await billing.as(signTestToken()).get('/payments/result')).statusCode).toBe(400);
  });
});

describe('reconciliation', () => {
  it('settles a payment whose event never came by asking Wompi for its reference', async () => {
    const client = await newBuyer(billing);
    const init = await startPurchase(billing, client.token);
    billing.wompi.setDelivery({ eventsUrl: 'http://127.0.0.1:9/nowhere' });
    try {
      await pay(init);
      await eventually(() =>
        expect(billing.wompi.transactions.list().some((t) => t.reference === init.reference && t.status === 'APPROVED')).toBe(true),
      );
    } finally {
      billing.wompi.setDelivery({ eventsUrl: billing.eventsUrl });
    }
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'pending' });
    // The job only asks about payments older than a minute: run it as if two minutes had passed.
    const wompi = wompiClient({ apiUrl: billing.config.WOMPI_API_URL, privateKey: billing.config.WOMPI_PRIVATE_KEY, timeoutMs: 3000 });
    await reconcilePendingPayments(
      { pool: billing.db, wompi, config: billing.config, log: billing.app.log },
      new Date(Date.now() + 120_000),
    );
    expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' });
    expect(await subscriptionsOf(billing, client.userId)).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});
