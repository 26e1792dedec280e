import { messages, topics } from '@mb/contracts';
import { eventually, recordTopics, testNamespace } from '@mb/service-kit/testing';
import { eraseExpiredAccounts } from '../src/jobs/erase-deleted-users.job.js';
import { signUpVerified, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
const tokens: Record<'superAdmin' | 'admin' | 'client' | 'other', string> = { superAdmin: '', admin: '', client: '', other: '' };
const ids: Record<keyof typeof tokens, string> = { superAdmin: '', admin: '', client: '', other: '' };

/** Real accounts: signed up, verified, promoted in the database, then logged in again for a token with the role. */
async function account(key: keyof typeof tokens, role: string) {
  const person = {
    email: `${key.toLowerCase()}@example.com`,
    password: 'secreto1',
    full_name: `Cuenta ${key}`,
    legal_id: '9',
    phone: '5730012345',
  };
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

const call = (who: keyof typeof tokens, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
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
    expect(all.users[0]).toMatchObject({
      permissions: ['view_own_data'],
      email_verified: true,
      status: 'active',
      last_login: expect.any(String),
    });

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
    expect([clientsDown.total, clientsDown.users.map((u: { email: string }) => u.email)]).toEqual([
      2,
      ['other@example.com', 'client@example.com'],
    ]);
    for (const query of ['limit=101', 'page=0', 'sort=password_hash', 'order=up'])
      expect((await call('admin', 'GET', `/users?${query}`)).statusCode).toBe(400);

    expect((await call('admin', 'GET', '/users/stats')).json()).toEqual({
      success: true,
      stats: { active: 4, administrators: 2, clients: 2, inactive: 0 },
    });
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
    expect(edited.json()).toMatchObject({
      success: true,
      message: messages.userUpdated,
      user: { company_name: 'Nueva S.A.S.', status: 'inactive' },
    });
    expect((await call('client', 'GET', '/me')).statusCode).toBe(401);

    const grant = await call('admin', 'PUT', `/users/${ids.other}`, { role: 'Admin' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(messages.superAdminOnly);
    const touch = await call('admin', 'PUT', `/users/${ids.superAdmin}`, { status: 'inactive' });
    expect(touch.statusCode).toBe(403);
    const self = await call('superAdmin', 'PUT', `/users/${ids.superAdmin}`, { role: 'Client' });
    expect(self.json().message).toBe(messages.cannotChangeSelf);
    const { rows } = await identity.db.query('SELECT role, status FROM users WHERE id IN ($1, $2) ORDER BY email', [
      ids.other,
      ids.superAdmin,
    ]);
    expect(rows).toEqual([
      { role: 'Client', status: 'active' },
      { role: 'SuperAdmin', status: 'active' },
    ]);
  });

  it('audits an edit naming each field that changed, with its value before and after, and nothing else', async () => {
    const edited = await call('admin', 'PUT', `/users/${ids.other}`, {
      full_name: 'Otra Persona',
      phone: '573001112233',
      legal_id: '9',
      company_name: 'Otra S.A.S.',
    });
    expect(edited.statusCode).toBe(200);
    const entry = await eventually(async () => {
      const entries = (await call('admin', 'GET', `/audit?entity_type=user`)).json().entries as { entity_id: string; action: string }[];
      const found = entries.find((e) => e.entity_id === ids.other && e.action === 'user.updated');
      expect(found).toBeDefined();
      return found!;
    });
    expect(entry).toMatchObject({
      before: { full_name: 'Cuenta other', phone: '5730012345', company_name: null },
      after: { full_name: 'Otra Persona', phone: '573001112233', company_name: 'Otra S.A.S.' },
    });
    // What did not change (the legal id sent again, the role, the e-mail) is not in the entry.
    expect(Object.keys((entry as unknown as { after: object }).after).sort()).toEqual(['company_name', 'full_name', 'phone']);
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

  it('keeps a deleted account 30 days: out of the list and of sign-in, restorable by a SuperAdmin only, audited', async () => {
    const person = { email: 'borrable@example.com', password: 'secreto1', full_name: 'Borrable', legal_id: '77', phone: '5730099999' };
    const { user } = await signUpVerified(identity, person);
    expect((await call('admin', 'DELETE', `/users/${user.id}`)).statusCode).toBe(200);
    const login = await identity.app.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: person.password } });
    expect(login.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/users?q=borrable')).json().users).toEqual([]);
    const deleted = (await call('admin', 'GET', '/users?deleted=true&q=borrable')).json().users;
    expect(deleted).toEqual([expect.objectContaining({ id: user.id, status: 'inactive', deleted_at: expect.any(String) })]);

    expect((await call('admin', 'POST', `/users/${user.id}/restore`)).statusCode).toBe(403);
    const restored = await call('superAdmin', 'POST', `/users/${user.id}/restore`);
    expect(restored.json()).toMatchObject({ message: messages.userRestored, user: { status: 'active', deleted_at: null } });
    expect(
      (await identity.app.inject({ method: 'POST', url: '/login', payload: { email: person.email, password: person.password } }))
        .statusCode,
    ).toBe(200);
    expect((await call('superAdmin', 'POST', `/users/${user.id}/restore`)).json().message).toBe(messages.userNotDeleted);

    const { rows } = await identity.db.query(
      `SELECT payload->>'action' AS action FROM outbox WHERE type = 'identity.audit.recorded' AND aggregateid = $1 ORDER BY created_at`,
      [user.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['user.deleted', 'user.restored']);
  });

  it('erases the personal data of accounts deleted over 30 days ago, which can no longer be restored', async () => {
    const { user } = await signUpVerified(identity, {
      email: 'antiguo@example.com',
      password: 'secreto1',
      full_name: 'Antiguo',
      legal_id: '88',
      phone: '5730088888',
    });
    await call('superAdmin', 'DELETE', `/users/${user.id}`);
    await identity.db.query(`UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = $1`, [user.id]);
    expect(await eraseExpiredAccounts(identity.db, new Date())).toContain(user.id);
    const { rows } = await identity.db.query('SELECT email, full_name, phone, legal_id, password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0]).toEqual({
      email: `borrado-${user.id}@invalid`,
      full_name: 'Usuario eliminado',
      phone: null,
      legal_id: null,
      password_hash: null,
    });
    expect((await call('superAdmin', 'POST', `/users/${user.id}/restore`)).json().message).toBe(messages.restoreExpired);
    expect(await eraseExpiredAccounts(identity.db, new Date())).not.toContain(user.id);
  });

  it('lets an administrator delete only five accounts in ten minutes', async () => {
    const victims = [];
    for (let n = 0; n < 6; n += 1)
      victims.push(
        (
          await signUpVerified(identity, {
            email: `lote${n}@example.com`,
            password: 'secreto1',
            full_name: `Lote ${n}`,
            legal_id: `9${n}`,
            phone: `57300000${n}0`,
          })
        ).user.id,
      );
    // The admin of this file deleted one account above already.
    const answers = [];
    for (const id of victims) answers.push(await call('admin', 'DELETE', `/users/${id}`));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe(messages.tooManyDeletions);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await identity.db.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND deleted_at IS NULL', [victims]);
    expect(rows[0].n).toBe(refused.length);
  });
});
