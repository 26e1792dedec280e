import pg from 'pg';
import { provisionServiceRoles, quoteIdent, runMigrations } from '@mb/service-kit';
import { adminDatabaseUrl, testNamespace, uniqueName } from '@mb/service-kit/testing';
import { migrationsDir } from '../src/config.js';
import { signUpVerified, startIdentity } from './helpers.js';

// identity on roles made as `npm run migrate` makes them: the migrations ran as the schema's owner, identity logs in
// with its own role, which may read and write rows and nothing more.
const schema = uniqueName('t_identity');
const roles = { schema, owner: `${schema}_owner`, service: `${schema}_svc`, password: 'clave-de-prueba' };
let admin: pg.Client;
let identity: Awaited<ReturnType<typeof startIdentity>>;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await provisionServiceRoles(admin, roles);
  await runMigrations({ url: adminDatabaseUrl, role: roles.owner, schema, dir: migrationsDir });
  const login = new URL(adminDatabaseUrl);
  [login.username, login.password] = [roles.service, roles.password];
  identity = await startIdentity(testNamespace(), { DATABASE_URL: login.toString(), DATABASE_SCHEMA: schema });
});
afterAll(async () => {
  await identity?.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  for (const role of [roles.service, roles.owner]) {
    await admin.query(`DROP OWNED BY ${quoteIdent(role)}`);
    await admin.query(`DROP ROLE ${quoteIdent(role)}`);
  }
  await admin.end();
});

it('serves with its own role: sign-up, verification and sign-in write and read their rows', async () => {
  const { user } = await signUpVerified(identity, { email: 'rol@example.co', password: 'secreto1', full_name: 'Rol', legal_id: '77' });
  const { rows } = await identity.db.query('SELECT current_user AS who, (SELECT count(*)::int FROM users WHERE id = $1) AS n', [user.id]);
  expect(rows[0]).toEqual({ who: roles.service, n: 1 });
});

it('cannot switch off, rewrite, empty or drop the audit log, nor change any table', async () => {
  const entry = `INSERT INTO audit_log (id, service, at, actor_id, actor_email, actor_role, action, entity_type, entity_id)
    VALUES (gen_random_uuid(), 'identity', now(), 'a-1', 'admin@example.co', 'Admin', 'user.updated', 'user', 'u-1')`;
  await identity.db.query(entry);
  const attempts = {
    'ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete': /must be owner/,
    'ALTER TABLE audit_log DISABLE TRIGGER ALL': /must be owner/,
    'DROP TRIGGER audit_log_no_update_or_delete ON audit_log': /must be owner/,
    "UPDATE audit_log SET actor_email = 'otro@example.co'": /append-only/,
    'DELETE FROM audit_log': /append-only/,
    'TRUNCATE audit_log': /permission denied/,
    'DROP TABLE audit_log': /must be owner/,
    'ALTER TABLE users ADD COLUMN backdoor text': /must be owner/,
    'CREATE TABLE escape (id int)': /permission denied for schema/,
  };
  for (const [statement, refusal] of Object.entries(attempts)) {
    const error = await identity.db.query(statement).then(
      () => undefined,
      (refused: Error) => refused.message,
    );
    expect({ statement, error }).toEqual({ statement, error: expect.stringMatching(refusal) });
  }
  const { rows } = await identity.db.query('SELECT actor_email FROM audit_log');
  expect(rows).toEqual([{ actor_email: 'admin@example.co' }]);
});
