import { messages, topics } from '@mb/contracts';
import { recordTopics, testNamespace } from '@mb/service-kit/testing';
import { startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;

beforeAll(async () => {
  identity = await startIdentity(namespace);
});
afterAll(() => identity.close());

const ana = { email: 'Ana.Gomez@Example.com', password: 'secreto1', full_name: 'Ana Gómez', legal_id: '1020304050', phone: '573001112233', company_name: 'Restaurante Ana' };
const post = (url: string, payload: unknown, token?: string) =>
  identity.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
const users = async () => (await identity.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

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
      const { rows } = await identity.db.query('SELECT password_hash FROM users WHERE id = $1', [body.user.id]);
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

    const me = await identity.app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual({ success: true, user: expect.objectContaining({ email: 'ana.gomez@example.com', legal_id: '1020304050' }) });
    const { rows } = await identity.db.query('SELECT last_login FROM users WHERE id = $1', [user.id]);
    expect(rows[0].last_login).not.toBeNull();

    expect((await post('/logout', {}, token)).json()).toEqual({ success: true });
    const after = await identity.app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: messages.sessionExpired });
  });

  it('a disabled account cannot sign in', async () => {
    await identity.db.query("UPDATE users SET status = 'inactive'");
    const response = await post('/login', { email: ana.email, password: 'secreto1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.accountDisabled });
    await identity.db.query("UPDATE users SET status = 'active'");
  });
});
