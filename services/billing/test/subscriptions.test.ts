import { randomUUID } from 'node:crypto';
import { identityUserDeleted, topics } from '@mb/contracts';
import { eventually, recordTopics, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { payByCard } from '../../../simulators/wompi/src/testing.js';
import { sweepSubscriptions } from '../src/jobs/subscription-lifecycle.js';
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
  recorder = await recordTopics({ namespace, topics: [topics.billingSubscription] });
}, 60000);

afterAll(async () => {
  await recorder?.stop();
  await billing?.close();
});

/** A client holding an active restaurant subscription on `plan`, paid through Wompi. */
async function subscribedClient(plan = 'pro') {
  const client = await newBuyer(billing);
  const init = await startPurchase(billing, client.token, { plan_type: plan });
  await payByCard(billing.wompi, {
    reference: init.reference,
    amountInCents: init.amountInCents,
    signature: init.signatureIntegrity,
    email: client.email,
  });
  await eventually(async () => expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' }));
  const [subscription] = await subscriptionsOf(billing, client.userId);
  return { ...client, subscription };
}

const day = 24 * 60 * 60 * 1000;
const eventsOf = (subscriptionId: string, type: string) =>
  recorder.received.filter((m) => m.envelope.aggregateId === subscriptionId && m.envelope.type === type);

describe('renewal (spec 2 §2.3)', () => {
  it('refuses the same or a lower plan with the spec message', async () => {
    const { token } = await subscribedClient('pro');
    for (const plan_type of ['pro', 'estandar']) {
      const response = await billing.as(token).post('/renewals', { plan_type, billing_cycle: 'monthly', months: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Ya tiene un plan igual o superior activo. Solo se permiten upgrades.');
    }
    const { rows } = await billing.db.query("SELECT count(*)::int AS n FROM orders WHERE kind = 'renewal'");
    expect(rows[0].n).toBe(0);
  });

  it('prices an upgrade as months of the new plan less the unused days of the old one, and paying it raises the plan from today', async () => {
    const { token, userId, subscription } = await subscribedClient('estandar');
    const { rows: periods } = await billing.db.query('SELECT starts_at, ends_at FROM subscription_periods WHERE subscription_id = $1', [
      subscription.id,
    ]);
    const length = Math.floor((periods[0].ends_at.getTime() - periods[0].starts_at.getTime()) / day);

    const quoted = await billing.as(token).get(`/subscriptions/${subscription.id}/renewal-quote?plan_type=pro&months=3`);
    expect(quoted.statusCode).toBe(200);
    const { quote } = quoted.json();
    // Bought seconds ago: every day but the one already started is unused, valued at 80.000 for the whole period.
    const credit = Math.floor((80000 * (length - 1)) / length);
    expect(quote).toMatchObject({
      plan_type: 'pro',
      months: 3,
      monthly_price: 150000,
      subtotal: 450000,
      credit_days: length - 1,
      credit,
      total: 450000 - credit,
    });

    const response = await billing
      .as(token)
      .post('/renewals', { subscription_id: subscription.id, plan_type: 'pro', billing_cycle: 'monthly', months: 3 });
    expect(response.statusCode).toBe(200);
    const init = response.json();
    expect(init.amountInCents).toBe((450000 - credit) * 100);
    const before = Date.now();
    await payByCard(billing.wompi, {
      reference: init.reference,
      amountInCents: init.amountInCents,
      signature: init.signatureIntegrity,
      email: 'cliente@example.com',
    });
    await eventually(async () =>
      expect(await subscriptionsOf(billing, userId)).toEqual([expect.objectContaining({ id: subscription.id, plan_type: 'pro' })]),
    );
    const [raised] = await subscriptionsOf(billing, userId);
    // Three months from the payment, not from the old expiry, and what was charged is what was paid.
    const threeMonths = new Date(before);
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    expect(Math.abs(new Date(raised.expires_at).getTime() - threeMonths.getTime())).toBeLessThan(day);
    expect(raised.amount_paid).toBe(80000 + 450000 - credit);
    const renewed = await recorder.waitFor(
      (m) => m.envelope.type === 'billing.subscription.renewed' && m.envelope.aggregateId === subscription.id,
    );
    expect(renewed.envelope.payload).toMatchObject({ planType: 'pro', previousPlanType: 'estandar' });

    // The estandar days were credited once: a later upgrade to gold credits only the pro period.
    const again = (await billing.as(token).get(`/subscriptions/${subscription.id}/renewal-quote?plan_type=gold&months=3`)).json().quote;
    expect(again.credit_days).toBeLessThanOrEqual(93);
    expect(again.credit).toBeLessThanOrEqual(450000);
    expect(again.credit).toBeGreaterThan(450000 - 2 * 5000);
  });

  it("quotes only the caller's own live subscription, and refuses a credit that covers the whole upgrade", async () => {
    const { token, subscription } = await subscribedClient('estandar');
    const stranger = await billing.as(newClient().token).get(`/subscriptions/${subscription.id}/renewal-quote?plan_type=pro&months=1`);
    expect(stranger.statusCode).toBe(404);
    const lower = await billing.as(token).get(`/subscriptions/${subscription.id}/renewal-quote?plan_type=estandar&months=1`);
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('Ya tiene un plan igual o superior activo. Solo se permiten upgrades.');
    // An annual estandar (864.000) has far more unused value than one month of pro (150.000).
    const annual = await newBuyer(billing);
    const init = await startPurchase(billing, annual.token, { plan_type: 'estandar', billing_cycle: 'annual' });
    await payByCard(billing.wompi, {
      reference: init.reference,
      amountInCents: init.amountInCents,
      signature: init.signatureIntegrity,
      email: 'cliente@example.com',
    });
    await eventually(async () => expect(await paymentByReference(billing, init.reference)).toMatchObject({ status: 'paid' }));
    const [held] = await subscriptionsOf(billing, annual.userId);
    const covered = await billing.as(annual.token).get(`/subscriptions/${held.id}/renewal-quote?plan_type=pro&months=1`);
    expect(covered.statusCode).toBe(409);
    expect(covered.json().message).toBe('El crédito de tu plan actual cubre este cambio: elige más meses.');
  });

  it('checks months and billing cycle, and that there is something to renew', async () => {
    const { token } = await subscribedClient('estandar');
    const cases: [object, number, string][] = [
      [{ plan_type: 'gold', billing_cycle: 'monthly', months: 13 }, 400, 'Meses inválidos: de 1 a 12'],
      [{ plan_type: 'gold', billing_cycle: 'monthly', months: 0 }, 400, 'Meses inválidos: de 1 a 12'],
      [{ plan_type: 'gold', billing_cycle: 'annual', months: 2 }, 400, 'La renovación se factura mensualmente'],
      [{ plan_type: 'platino', billing_cycle: 'monthly', months: 2 }, 400, 'Plan inválido: usa estandar, pro o gold'],
    ];
    for (const [body, status, message] of cases) {
      const response = await billing.as(token).post('/renewals', { ...body });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const nobody = await billing
      .as((await newBuyer(billing)).token)
      .post('/renewals', { plan_type: 'gold', billing_cycle: 'monthly', months: 1 });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No tienes una suscripción vigente para renovar');
  });
});

describe('lifecycle with a controllable clock', () => {
  it('goes into grace at expiry, expires 15 days later, publishing each step once', async () => {
    const { subscription } = await subscribedClient('pro');
    const expiry = new Date(subscription.expires_at);

    await sweepSubscriptions(billing.db, new Date(expiry.getTime() - 1000));
    expect((await billing.db.query('SELECT status FROM subscriptions WHERE id = $1', [subscription.id])).rows[0].status).toBe('active');

    await sweepSubscriptions(billing.db, new Date(expiry.getTime() + 1000));
    await sweepSubscriptions(billing.db, new Date(expiry.getTime() + 2000));
    expect((await billing.db.query('SELECT status FROM subscriptions WHERE id = $1', [subscription.id])).rows[0].status).toBe('grace');

    const stillGrace = new Date(expiry.getTime() + 15 * day - 1000);
    await sweepSubscriptions(billing.db, stillGrace);
    expect((await billing.db.query('SELECT status FROM subscriptions WHERE id = $1', [subscription.id])).rows[0].status).toBe('grace');

    await sweepSubscriptions(billing.db, new Date(expiry.getTime() + 15 * day));
    expect((await billing.db.query('SELECT status FROM subscriptions WHERE id = $1', [subscription.id])).rows[0].status).toBe('expired');

    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.expired' && m.envelope.aggregateId === subscription.id);
    expect(eventsOf(subscription.id, 'billing.subscription.grace_started')).toHaveLength(1);
    expect(eventsOf(subscription.id, 'billing.subscription.expired')).toHaveLength(1);
  });

  it('announces reminders 7, 3 and 1 days before expiry, each once', async () => {
    const { subscription } = await subscribedClient('gold');
    const expiry = new Date(subscription.expires_at).getTime();
    for (const at of [8, 6.5, 6, 2.5, 2, 0.5, 0.2]) await sweepSubscriptions(billing.db, new Date(expiry - at * day));
    await eventually(() => expect(eventsOf(subscription.id, 'billing.subscription.expiry_approached')).toHaveLength(3));
    expect(
      eventsOf(subscription.id, 'billing.subscription.expiry_approached').map((m) => (m.envelope.payload as { daysLeft: number }).daysLeft),
    ).toEqual([7, 3, 1]);
  });

  it('shows the suspension date, and the app still counts as open during grace', async () => {
    const { token, subscription } = await subscribedClient('pro');
    await sweepSubscriptions(billing.db, new Date(new Date(subscription.expires_at).getTime() + 1000));
    const [mine] = (await billing.as(token).get('/subscriptions/mine')).json().subscriptions;
    expect(mine).toMatchObject({ status: 'grace', is_active: true, product_name: 'Software Restaurante', plan_type: 'pro' });
    expect(new Date(mine.suspension_date).getTime() - new Date(mine.expiry_date).getTime()).toBe(15 * day);
  });
});

describe('administration (spec 2 §2.5, §7.2)', () => {
  it('assigns a licence pending payment for 12 months; paying for it starts it', async () => {
    const client = await newBuyer(billing);
    const assigned = await billing.admin.post(`/users/${client.userId}/subscriptions`, { product_id: restaurantId, plan_type: 'pro' });
    expect(assigned.statusCode).toBe(200);
    const licence = assigned.json().subscription;
    expect(licence).toMatchObject({ status: 'pending_payment', is_active: false, plan_type: 'pro' });
    const months =
      (new Date(licence.expiry_date).getUTCFullYear() - new Date(licence.subscription_date).getUTCFullYear()) * 12 +
      new Date(licence.expiry_date).getUTCMonth() -
      new Date(licence.subscription_date).getUTCMonth();
    expect(months).toBe(12);

    const twice = await billing.admin.post(`/users/${client.userId}/subscriptions`, { product_id: restaurantId, plan_type: 'pro' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El usuario ya tiene una membresía vigente de este producto');

    const init = await startPurchase(billing, client.token);
    await payByCard(billing.wompi, {
      reference: init.reference,
      amountInCents: init.amountInCents,
      signature: init.signatureIntegrity,
      email: 'cliente@example.com',
    });
    await eventually(async () =>
      expect(await subscriptionsOf(billing, client.userId)).toEqual([expect.objectContaining({ id: licence.id, status: 'active' })]),
    );
  });

  it('deactivation sets cancelled and publishes it; clients cannot administer', async () => {
    const { token, subscription } = await subscribedClient('pro');
    expect((await billing.as(token).put(`/subscriptions/${subscription.id}/status`, { status: 'cancelled' })).statusCode).toBe(403);
    expect((await billing.as(token).get('/subscriptions')).statusCode).toBe(403);
    expect((await billing.as(token).get('/payments')).statusCode).toBe(403);

    const bad = await billing.admin.put(`/subscriptions/${subscription.id}/status`, { status: 'expired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Estado inválido: usa active o cancelled');

    const response = await billing.admin.put(`/subscriptions/${subscription.id}/status`, { status: 'cancelled' });
    expect(response.json()).toMatchObject({
      message: 'Estado de suscripción actualizado',
      subscription: { status: 'cancelled', is_active: false },
    });
    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.cancelled' && m.envelope.aggregateId === subscription.id);
  });

  it('lists payments for administrators, searched by customer, reference or product', async () => {
    const { subscription, email, full_name } = await subscribedClient('gold');
    const { rows } = await billing.db.query(
      'SELECT reference FROM payments p JOIN subscription_periods s ON s.payment_id = p.id WHERE s.subscription_id = $1',
      [subscription.id],
    );
    const listed = (await billing.admin.get(`/payments?q=${rows[0].reference}&limit=500`)).json();
    expect(listed.payments).toEqual([
      expect.objectContaining({
        wompi_reference: rows[0].reference,
        user_email: email,
        user_full_name: full_name,
        product_name: 'Software Restaurante',
        amount: 250000,
        currency: 'COP',
        status: 'paid',
        wompi_status: 'APPROVED',
      }),
    ]);
    expect((await billing.admin.get('/payments?limit=501')).statusCode).toBe(400);
    expect((await billing.admin.get('/payments?q=%25')).json().payments).toEqual([]);
  });
});

describe('a deleted account', () => {
  it('loses its live subscriptions (cancelled, announced); its payments stay', async () => {
    const { userId, subscription } = await subscribedClient('pro');
    const envelope = {
      id: randomUUID(),
      type: identityUserDeleted.type,
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'identity',
      aggregateId: userId,
      payload: { userId, email: 'borrado@example.com' },
    };
    await sendRaw({ namespace, topic: identityUserDeleted.topic, messages: [{ key: userId, value: JSON.stringify(envelope) }] });
    await eventually(async () =>
      expect(await subscriptionsOf(billing, userId)).toEqual([expect.objectContaining({ id: subscription.id, status: 'cancelled' })]),
    );
    await recorder.waitFor((m) => m.envelope.type === 'billing.subscription.cancelled' && m.envelope.aggregateId === subscription.id);
    const { rows } = await billing.db.query("SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND status = 'paid'", [userId]);
    expect(rows[0].n).toBe(1);
  });
});
