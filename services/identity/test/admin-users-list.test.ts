import { signTestToken, testNamespace } from '@mb/service-kit/testing';
import { eraseExpiredAccounts } from '../src/jobs/erase-deleted-users.job.js';
import { startIdentity } from './helpers.js';

// The list's totals and cards come from counters and its search from a folded text column (migration 0005): they
// must say exactly what the users table says, whatever changed it.
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
const superAdmin = signTestToken({ role: 'SuperAdmin', email: 'super@example.com', sub: '00000000-0000-4000-8000-00000000000a' });

beforeAll(async () => {
  identity = await startIdentity(namespace);
  // 300 users in one statement, as an import would: 1 in 30 Admin, 1 in 4 inactive, 1 in 5 never signed in.
  await identity.db.query(
    `INSERT INTO users (email, full_name, company_name, legal_id, role, status, last_login, created_at)
     SELECT 'persona' || i || '@example.com', CASE WHEN i % 50 = 0 THEN 'Andrés GÓMEZ ' || i ELSE 'Persona ' || i END,
            CASE WHEN i % 3 = 0 THEN 'Panadería Núñez' END, (900000 + i)::text,
            CASE WHEN i % 30 = 0 THEN 'Admin' ELSE 'Client' END, CASE WHEN i % 4 = 0 THEN 'inactive' ELSE 'active' END,
            CASE WHEN i % 5 = 0 THEN NULL ELSE now() - i * interval '1 hour' END, now() - i * interval '1 day'
     FROM generate_series(1, 300) AS i`,
  );
});
afterAll(() => identity.close());

const get = async (url: string) => {
  const response = await identity.app.inject({ url, headers: { authorization: `Bearer ${superAdmin}` } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  identity.app.inject({ method, url, payload, headers: { authorization: `Bearer ${superAdmin}` } });
const idOf = async (email: string) => (await identity.db.query('SELECT id FROM users WHERE email = $1', [email])).rows[0].id as string;

/** What the table says, counted the slow way. */
async function counted() {
  const { rows } = await identity.db.query(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE role IN ('Admin', 'SuperAdmin'))::int AS administrators,
            count(*) FILTER (WHERE role = 'Client')::int AS clients, count(*) FILTER (WHERE status <> 'active')::int AS inactive,
            count(*) FILTER (WHERE role = 'Client' AND status = 'inactive')::int AS inactive_clients
     FROM users WHERE deleted_at IS NULL`,
  );
  const { inactive_clients: inactiveClients, ...stats } = rows[0];
  const deleted = (await identity.db.query('SELECT count(*)::int AS n FROM users WHERE deleted_at IS NOT NULL AND erased_at IS NULL'))
    .rows[0].n;
  return { stats, inactiveClients, deleted };
}

async function expectTotalsMatchTheTable() {
  const truth = await counted();
  expect((await get('/users/stats')).stats).toEqual(truth.stats);
  expect((await get('/users?limit=1')).total).toBe(truth.stats.active + truth.stats.inactive);
  expect((await get('/users?role=Client&status=inactive&limit=1')).total).toBe(truth.inactiveClients);
  expect((await get('/users?deleted=true&limit=1')).total).toBe(truth.deleted);
}

describe('the admin user list with many users', () => {
  it('finds people whatever the case and accents of the search (gomez finds GÓMEZ, nunez finds Núñez)', async () => {
    const gomez = await get('/users?q=gomez&limit=100');
    expect(gomez.total).toBe(6);
    expect(gomez.users.every((user: { full_name: string }) => user.full_name.startsWith('Andrés GÓMEZ'))).toBe(true);
    expect((await get('/users?q=ANDRES%20g%C3%B3mez&limit=1')).total).toBe(6);
    expect((await get('/users?q=nunez&limit=1')).total).toBe(100);
    expect((await get('/users?q=nunez&role=Admin&status=active&limit=1')).total).toBe(5); // i = 30, 90, 150, 210, 270
    expect((await get('/users?q=900150')).users.map((user: { email: string }) => user.email)).toEqual(['persona150@example.com']);
    // The search's wildcards are the user's text, not patterns.
    expect((await get('/users?q=%25')).total).toBe(0);
  });

  it('sorts by last sign-in with "never" as the oldest: first going up, last going down', async () => {
    const up = (await get('/users?sort=last_login&order=asc&limit=60')).users;
    expect(up.slice(0, 60).every((user: { last_login: string | null }) => user.last_login === null)).toBe(true);
    const down = await get('/users?sort=last_login&order=desc&limit=100&page=3');
    expect(down.users.at(-1).last_login).toBeNull();
    expect((await get('/users?sort=last_login&order=desc&limit=1')).users[0].last_login).not.toBeNull();
  });

  it('keeps the totals and the cards exact through role and status changes, deletion, restore and erasure', async () => {
    await expectTotalsMatchTheTable();

    expect((await send('PUT', `/users/${await idOf('persona1@example.com')}`, { role: 'Admin' })).statusCode).toBe(200);
    expect((await send('PUT', `/users/${await idOf('persona2@example.com')}`, { status: 'inactive' })).statusCode).toBe(200);
    await expectTotalsMatchTheTable();

    const [gone, back] = [await idOf('persona3@example.com'), await idOf('persona4@example.com')];
    expect((await send('DELETE', `/users/${gone}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/users/${back}`)).statusCode).toBe(200);
    await expectTotalsMatchTheTable();
    expect((await send('POST', `/users/${back}/restore`)).statusCode).toBe(200);
    await expectTotalsMatchTheTable();

    await identity.db.query(`UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = $1`, [gone]);
    expect(await eraseExpiredAccounts(identity.db, new Date())).toEqual([gone]);
    await expectTotalsMatchTheTable();
  });
});
