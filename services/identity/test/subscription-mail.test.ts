import { randomUUID } from 'node:crypto';
import { billingSubscriptionExpiryApproached, billingSubscriptionGraceStarted, type EventDefinition } from '@mb/contracts';
import { consumedPastMarkers, eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { signUpVerified, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;

beforeAll(async () => {
  identity = await startIdentity(namespace);
}, 60000);

afterAll(async () => {
  await identity?.close();
});

const subscription = (userId: string) => ({
  subscriptionId: randomUUID(),
  userId,
  productId: randomUUID(),
  productName: 'Software Restaurante',
  planType: 'pro' as const,
  startsAt: '2026-10-05T15:00:00.000Z',
  expiresAt: '2026-12-05T15:00:00.000Z',
});

function envelope(event: EventDefinition, payload: object) {
  return {
    id: randomUUID(),
    type: event.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'billing',
    aggregateId: randomUUID(),
    payload,
  };
}

it('mails the customer when billing announces an expiry, once even if the event comes twice', async () => {
  const { user } = await signUpVerified(identity, {
    email: 'recordatorio@example.com',
    password: 'Secreta123',
    full_name: 'Rosa Recordatorio',
    legal_id: '900123',
  });
  const event = envelope(billingSubscriptionExpiryApproached, { ...subscription(user.id), status: 'active', daysLeft: 3 });
  const message = { key: event.aggregateId, value: JSON.stringify(event) };
  await sendRaw({ namespace, topic: billingSubscriptionExpiryApproached.topic, messages: [message, message] });

  const mail = await identity.mailTo('recordatorio@example.com', 'Tu suscripción a Software Restaurante vence en 3 días');
  expect(mail.text).toContain('Tu plan Pro de Software Restaurante vence el 5 de diciembre de 2026.');
  expect(mail.text).toContain('http://web.test/cuenta');
  // The copy came before the markers: once the consumer is past them and the mail queue is dry, a second mail would be here.
  await consumedPastMarkers({ namespace, topic: billingSubscriptionExpiryApproached.topic, group: 'identity.subscription-mail' });
  await identity.mailSettled();
  expect(identity.mail.inbox.list({ to: 'recordatorio@example.com' }).filter((m) => m.subject.includes('vence en'))).toHaveLength(1);
});

it('mails the suspension date when a subscription enters grace', async () => {
  const { user } = await signUpVerified(identity, {
    email: 'gracia@example.com',
    password: 'Secreta123',
    full_name: 'Gabriel Gracia',
    legal_id: '900124',
  });
  const event = envelope(billingSubscriptionGraceStarted, { ...subscription(user.id), status: 'grace' });
  await sendRaw({
    namespace,
    topic: billingSubscriptionGraceStarted.topic,
    messages: [{ key: event.aggregateId, value: JSON.stringify(event) }],
  });
  const mail = await identity.mailTo('gracia@example.com', 'Tu suscripción a Software Restaurante venció');
  // expiry 5 Dec + 15 days of grace
  expect(mail.text).toContain('Puedes seguir usándola hasta el 20 de diciembre de 2026; después se suspenderá.');
  await eventually(() => expect(identity.mail.inbox.list({ to: 'gracia@example.com' })).toHaveLength(2));
});
