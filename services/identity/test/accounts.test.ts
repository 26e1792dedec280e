import { messages, topics } from '@mb/contracts';
import { createPool } from '@mb/service-kit';
import { recordTopics, testKeys, testNamespace, testServiceConfig } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { migrationsDir } from '../src/config.js';

const namespace = testNamespace();
let app: Awaited<ReturnType<typeof buildApp>>;
let db: ReturnType<typeof createPool>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const env = await testServiceConfig('identity', migrationsDir, { namespace });
  cleanup = env.cleanup;
  app = await buildApp({ ...env.config, SESSION_PRIVATE_KEY: testKeys.privateKey, SESSION_TTL_HOURS: 1 });
  await app.ready();
  db = createPool({ url: env.config.DATABASE_URL, schema: env.config.DATABASE_SCHEMA, max: 2 });
});
afterAll(async () => {
  await db.end();
  await app.close();
  await cleanup();
});

const ana = { email: 'Ana.Gomez@Example.com', password: 'secreto1', full_name: 'Ana Gómez', legal_id: '1020304050', phone: '573001112233', company_name: 'Restaurante Ana' };
const post = (url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
const users = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

describe('POST /register', () => {
  it.each([
    [{ ...ana, password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ ...ana, legal_id: '   ' }, 'La identificación es obligatoria para facturación electrónica'],
    [{ ...ana, email: 'no-es-un-email' }, 'Ingresa un email válido'],
    [{ ...ana, full_name: '' }, 'El nombre es obligatorio'],
    [{ ...ana, phone: '+57 300' }, 'El teléfono solo admite dígitos'],
  ])('refuses bad input with the spec message and creates nothing (%#)', async (payload, message) => {
    const response = await post('/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toContain(message);
    expect(await users()).toBe(0);
  });

  it('creates a Client on plan Basic whatever the body says, stores an argon2id hash, and announces it', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.identityUser] });
    try {
      const response = await post('/register', { ...ana, role: 'SuperAdmin', plan_type: 'gold' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: messages.registered });
      expect(body.user).toMatchObject({ email: 'ana.gomez@example.com', full_name: 'Ana Gómez', role: 'Client', plan_type: 'Basic' });
      expect(body.user).not.toHaveProperty('password_hash');
      const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [body.user.id]);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      const event = await recorder.waitFor((m) => m.envelope.aggregateId === body.user.id);
      expect(event.envelope).toMatchObject({ type: 'identity.user.registered', payload: { email: 'ana.gomez@example.com', role: 'Client' } });
    } finally {
      await recorder.stop();
    }
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const response = await post('/register', { ...ana, email: 'ANA.GOMEZ@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: messages.emailTaken });
    expect(await users()).toBe(1);
  });
});

describe('sessions', () => {
  it('answers a wrong password and an unknown e-mail the same way', async () => {
    for (const payload of [{ email: ana.email, password: 'otra-clave' }, { email: 'nadie@example.com', password: 'secreto1' }]) {
      const response = await post('/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.wrongCredentials });
    }
    const empty = await post('/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('El email es obligatorio');
  });

  it('logs in, reads the current user, and a logout revokes the token at once', async () => {
    const login = await post('/login', { email: 'ANA.gomez@example.com', password: 'secreto1' });
    expect(login.statusCode).toBe(200);
    const { token, user, message } = login.json();
    expect(message).toBe(messages.loggedIn);
    expect(user.role).toBe('Client');

    const me = await app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual({ success: true, user: expect.objectContaining({ email: 'ana.gomez@example.com', legal_id: '1020304050' }) });
    const { rows } = await db.query('SELECT last_login FROM users WHERE id = $1', [user.id]);
    expect(rows[0].last_login).not.toBeNull();

    expect((await post('/logout', {}, token)).json()).toEqual({ success: true });
    const after = await app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: messages.sessionExpired });
  });

  it('a disabled account cannot sign in', async () => {
    await db.query("UPDATE users SET status = 'inactive'");
    const response = await post('/login', { email: ana.email, password: 'secreto1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.accountDisabled });
    await db.query("UPDATE users SET status = 'active'");
  });
});
