import { randomUUID } from 'node:crypto';
import type { PlanType, SubscriptionStatus } from '@mb/contracts';
import { messages } from '@mb/contracts';
import { withTransaction } from '@mb/service-kit';
import { eventually, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { restaurantId, startBilling } from '../../services/billing/test/helpers.js';
import { insertSubscription } from '../../services/billing/src/modules/subscriptions/subscriptions.repository.js';
import { signUpVerified, startIdentity } from '../../services/identity/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// The administrators' user calls through the gateway, with real identity and billing on one bus: the dashboard's plan
// comes from billing's live subscriptions, the profile carries them, and a deletion cancels them while the account
// stays restorable.
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let billing: Awaited<ReturnType<typeof startBilling>>;
const gateways = listeningGateways(namespace);
let base: string;

const superAdmin = signTestToken({ sub: randomUUID(), role: 'SuperAdmin', email: 'super@example.com' });
const admin = signTestToken({ sub: randomUUID(), role: 'Admin', email: 'admin@example.com' });
const clients: Record<'ana' | 'beto' | 'carla' | 'dario', { id: string; token: string }> = {} as never;

async function subscribe(userId: string, planType: PlanType, status: SubscriptionStatus) {
  const day = 86_400_000;
  await withTransaction(billing.db, (tx) =>
    insertSubscription(tx, {
      userId,
      productId: restaurantId,
      planType,
      status,
      startsAt: new Date(Date.now() - day),
      expiresAt: new Date(Date.now() + 30 * day),
      amountPaid: 1,
    }),
  );
}

beforeAll(async () => {
  identity = await startIdentity(namespace);
  gateways.urls.IDENTITY_URL = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  // Nothing here is bought: billing never needs invoicing.
  billing = await startBilling(namespace, { owners: { IDENTITY_URL: gateways.urls.IDENTITY_URL, INVOICING_URL: 'http://127.0.0.1:9' } });
  gateways.urls.BILLING_URL = new URL(billing.eventsUrl).origin;
  base = await gateways.start();
  for (const name of ['ana', 'beto', 'carla', 'dario'] as const) {
    const { user, token } = await signUpVerified(identity, {
      email: `${name}@example.com`,
      password: 'Secreta123',
      full_name: `Cliente ${name}`,
      legal_id: '1',
    });
    clients[name] = { id: user.id, token };
  }
  await subscribe(clients.ana.id, 'gold', 'active');
  await subscribe(clients.beto.id, 'pro', 'grace');
  await subscribe(clients.carla.id, 'gold', 'cancelled');
  await subscribe(clients.carla.id, 'estandar', 'active');
}, 90_000);

afterAll(async () => {
  await gateways.close();
  await Promise.all([identity?.close(), billing?.close()]);
});

const call = async (token: string | undefined, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
};
const emailsAndPlans = (users: { email: string; plan_type: string }[]) => users.map((user) => [user.email, user.plan_type]);

it("the dashboard pages the users with the best plan of their live subscriptions, lowercased, else 'básico' (spec 2 §3), and the cards", async () => {
  const page = await call(admin, 'GET', '/auth/dashboard/admin?role=Client&sort=email&order=asc');
  expect(page.status).toBe(200);
  expect(emailsAndPlans(page.body.users)).toEqual([
    ['ana@example.com', 'gold'],
    ['beto@example.com', 'pro'],
    ['carla@example.com', 'estandar'], // her gold is cancelled
    ['dario@example.com', 'básico'],
  ]);
  expect(page.body).toMatchObject({
    success: true,
    total: 4,
    stats: { active: 4, administrators: 0, clients: 4, inactive: 0 },
    unavailable: [],
  });
  const searched = await call(admin, 'GET', '/auth/dashboard/admin?q=BETO&limit=1');
  expect([searched.body.total, emailsAndPlans(searched.body.users)]).toEqual([1, [['beto@example.com', 'pro']]]);
  expect((await call(admin, 'GET', '/auth/users?status=inactive')).body).toEqual({ success: true, users: [], total: 0 });
});

it('a user’s profile carries their subscriptions; an unknown user is 404', async () => {
  const profile = await call(admin, 'GET', `/auth/users/${clients.carla.id}/profile`);
  expect(profile.body.user).toMatchObject({ id: clients.carla.id, email: 'carla@example.com' });
  expect(profile.body.subscriptions.map((s: { plan_type: string; status: string }) => [s.plan_type, s.status]).sort()).toEqual([
    ['estandar', 'active'],
    ['gold', 'cancelled'],
  ]);
  const unknown = await call(admin, 'GET', `/auth/users/${randomUUID()}/profile`);
  expect([unknown.status, unknown.body.message]).toEqual([404, messages.userNotFound]);
});

it('deleting a user cancels their subscriptions and hides them; a SuperAdmin alone restores them', async () => {
  expect((await call(admin, 'DELETE', `/auth/users/${clients.ana.id}`)).body).toEqual({ success: true, message: messages.userDeleted });
  await eventually(async () => {
    const { rows } = await billing.db.query('SELECT status FROM subscriptions WHERE user_id = $1', [clients.ana.id]);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
  expect((await call(clients.ana.token, 'GET', '/auth/me')).status).toBe(401);
  const listed = await call(admin, 'GET', '/auth/dashboard/admin?role=Client');
  expect(listed.body.users.map((user: { email: string }) => user.email)).not.toContain('ana@example.com');
  const deleted = await call(admin, 'GET', '/auth/users?deleted=true');
  expect(deleted.body.users).toEqual([expect.objectContaining({ id: clients.ana.id, deleted_at: expect.any(String) })]);

  expect((await call(admin, 'POST', `/auth/users/${clients.ana.id}/restore`)).status).toBe(403);
  const restored = await call(superAdmin, 'POST', `/auth/users/${clients.ana.id}/restore`);
  expect(restored.body).toMatchObject({
    success: true,
    message: messages.userRestored,
    user: { id: clients.ana.id, status: 'active', deleted_at: null },
  });
  const back = await call(admin, 'GET', '/auth/dashboard/admin?q=ana@');
  // Back in the list, on 'básico': a cancelled subscription is not revived by a restore.
  expect(emailsAndPlans(back.body.users)).toEqual([['ana@example.com', 'básico']]);
});

it('an administrator past five deletions in ten minutes is told to wait, with Retry-After', async () => {
  const deleter = signTestToken({ sub: randomUUID(), role: 'Admin', email: 'borrador@example.com' });
  const victims = [];
  for (let n = 0; n < 6; n += 1) {
    victims.push(
      (await signUpVerified(identity, { email: `lote${n}@example.com`, password: 'Secreta123', full_name: `Lote ${n}`, legal_id: '2' }))
        .user.id,
    );
  }
  const answers = [];
  for (const id of victims) answers.push(await call(deleter, 'DELETE', `/auth/users/${id}`));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
  expect(answers[5]!.body.message).toBe(messages.tooManyDeletions);
  expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another administrator is not held back by it.
  expect((await call(admin, 'DELETE', `/auth/users/${victims[5]}`)).status).toBe(200);
  // The API's description says so, so a client (and the API probe) expects it.
  const spec = (await (await fetch(`${base}/docs/json`)).json()) as {
    paths: Record<string, { delete: { responses: Record<string, unknown> } }>;
  };
  expect(Object.keys(spec.paths['/auth/users/{id}']!.delete.responses)).toContain('429');
});

it('every admin user call is refused to a client (403) and to nobody signed in (401), before the body is read', async () => {
  const id = clients.dario.id;
  const calls: [string, string, unknown?][] = [
    ['GET', '/auth/dashboard/admin'],
    ['GET', '/auth/users?role=Client'],
    ['GET', `/auth/users/${id}/profile`],
    ['PUT', `/auth/users/${id}`, { role: 'Root' }],
    ['POST', `/auth/users/${id}/restore`, { nonsense: true }],
    ['DELETE', `/auth/users/${id}`],
  ];
  for (const [method, path, body] of calls) {
    const asClient = await call(clients.dario.token, method, path, body);
    expect([method, path, asClient.status, asClient.body.message]).toEqual([method, path, 403, messages.forbidden]);
    const asNobody = await call(undefined, method, path, body);
    expect([method, path, asNobody.status]).toEqual([method, path, 401]);
  }
  const { rows } = await identity.db.query('SELECT role, deleted_at FROM users WHERE id = $1', [id]);
  expect(rows).toEqual([{ role: 'Client', deleted_at: null }]);
});
