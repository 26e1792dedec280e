import { messages, topics } from '@mb/contracts';
import { recordTopics, testNamespace } from '@mb/service-kit/testing';
import { signUpVerified, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
const tokens: Record<'superAdmin' | 'admin' | 'client' | 'other', string> = { superAdmin: '', admin: '', client: '', other: '' };
const ids: Record<keyof typeof tokens, string> = { superAdmin: '', admin: '', client: '', other: '' };

/** Real accounts: signed up, verified, promoted in the database, then logged in again for a token with the role. */
async function account(key: keyof typeof tokens, role: string) {
  const person = { email: `${key.toLowerCase()}@example.com`, password: 'secreto1', full_name: `Cuenta ${key}`, legal_id: '9', phone: '5730012345' };
  const { user } = await signUpVerified(identity, person);
  await identity.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
  const login = await identity.app.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: person.password } });
  tokens[key] = login.json().token;
  ids[key] = user.id;
}

beforeAll(async () => {
  identity = await startIdentity(namespace);
  await account('superAdmin', 'SuperAdmin');
  await account('admin', 'Admin');
  await account('client', 'Client');
  await account('other', 'Client');
});
afterAll(() => identity.close());

const call = (who: keyof typeof tokens, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  identity.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

describe('admin user calls', () => {
  it('are refused to a client (403), including reading another user, and to nobody signed in (401)', async () => {
    const attempts = [
      call('client', 'GET', '/users'),
      call('client', 'GET', `/users/${ids.other}/profile`),
      call('client', 'PUT', `/users/${ids.other}`, { full_name: 'Hackeado' }),
      call('client', 'DELETE', `/users/${ids.other}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: messages.forbidden });
    }
    expect((await identity.app.inject({ url: '/users' })).statusCode).toBe(401);
    const { rows } = await identity.db.query('SELECT full_name FROM users WHERE id = $1', [ids.other]);
    expect(rows[0].full_name).toBe('Cuenta other');
  });

  it('list users filtered by role, status and text, without any hash', async () => {
    const all = (await call('admin', 'GET', '/users')).json();
    expect(all.users).toHaveLength(4);
    expect(JSON.stringify(all)).not.toMatch(/argon|hash/);
    expect(all.users[0]).toMatchObject({ permissions: ['view_own_data'], email_verified: true, status: 'active', last_login: expect.any(String) });

    const clients = (await call('admin', 'GET', '/users?role=Client')).json().users;
    expect(clients.map((u: { email: string }) => u.email).sort()).toEqual(['client@example.com', 'other@example.com']);
    expect((await call('admin', 'GET', '/users?q=SUPERADMIN')).json().users).toHaveLength(1);
    expect((await call('admin', 'GET', '/users?status=inactive')).json().users).toHaveLength(0);

    const bad = await call('admin', 'GET', '/users?role=Root');
    expect(bad.statusCode).toBe(400);
  });

  it('pages and sorts on the server, says how many match, and counts the cards over everyone', async () => {
    const byEmail = (await call('admin', 'GET', '/users?sort=email&order=asc&limit=3')).json();
    expect(byEmail.total).toBe(4);
    expect(byEmail.users.map((u: { email: string }) => u.email)).toEqual(['admin@example.com', 'client@example.com', 'other@example.com']);
    const second = (await call('admin', 'GET', '/users?sort=email&order=asc&limit=3&page=2')).json();
    expect(second.users.map((u: { email: string }) => u.email)).toEqual(['superadmin@example.com']);
    const clientsDown = (await call('admin', 'GET', '/users?role=Client&sort=email&order=desc')).json();
    expect([clientsDown.total, clientsDown.users.map((u: { email: string }) => u.email)]).toEqual([2, ['other@example.com', 'client@example.com']]);
    for (const query of ['limit=101', 'page=0', 'sort=password_hash', 'order=up']) expect((await call('admin', 'GET', `/users?${query}`)).statusCode).toBe(400);

    expect((await call('admin', 'GET', '/users/stats')).json()).toEqual({ success: true, stats: { active: 4, administrators: 2, clients: 2, inactive: 0 } });
    expect((await call('client', 'GET', '/users/stats')).statusCode).toBe(403);
  });

  it('reads one profile; an unknown id is 404', async () => {
    const profile = await call('admin', 'GET', `/users/${ids.client}/profile`);
    expect(profile.json()).toMatchObject({ success: true, user: { id: ids.client, email: 'client@example.com', role: 'Client' } });
    const missing = await call('admin', 'GET', '/users/00000000-0000-4000-8000-000000000000/profile');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: messages.userNotFound });
  });

  it('an Admin edits a client; disabling ends its sessions; an Admin cannot grant roles or touch a SuperAdmin', async () => {
    const edited = await call('admin', 'PUT', `/users/${ids.client}`, { company_name: 'Nueva S.A.S.', status: 'inactive' });
    expect(edited.json()).toMatchObject({ success: true, message: messages.userUpdated, user: { company_name: 'Nueva S.A.S.', status: 'inactive' } });
    expect((await call('client', 'GET', '/me')).statusCode).toBe(401);

    const grant = await call('admin', 'PUT', `/users/${ids.other}`, { role: 'Admin' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(messages.superAdminOnly);
    const touch = await call('admin', 'PUT', `/users/${ids.superAdmin}`, { status: 'inactive' });
    expect(touch.statusCode).toBe(403);
    const self = await call('superAdmin', 'PUT', `/users/${ids.superAdmin}`, { role: 'Client' });
    expect(self.json().message).toBe(messages.cannotChangeSelf);
    const { rows } = await identity.db.query('SELECT role, status FROM users WHERE id IN ($1, $2) ORDER BY email', [ids.other, ids.superAdmin]);
    expect(rows).toEqual([
      { role: 'Client', status: 'active' },
      { role: 'SuperAdmin', status: 'active' },
    ]);
  });

  it('a SuperAdmin deletes a user: gone, its token refused, and identity.user.deleted published', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.identityUser] });
    try {
      const response = await call('superAdmin', 'DELETE', `/users/${ids.other}`);
      expect(response.json()).toEqual({ success: true, message: messages.userDeleted });
      expect((await call('other', 'GET', '/me')).statusCode).toBe(401);
      const event = await recorder.waitFor((m) => m.envelope.type === 'identity.user.deleted');
      expect(event.envelope).toMatchObject({ aggregateId: ids.other, payload: { userId: ids.other, email: 'other@example.com' } });
      expect((await call('superAdmin', 'DELETE', `/users/${ids.other}`)).statusCode).toBe(404);
      expect((await call('superAdmin', 'DELETE', `/users/${ids.superAdmin}`)).json().message).toBe(messages.cannotChangeSelf);
    } finally {
      await recorder.stop();
    }
  });
});
