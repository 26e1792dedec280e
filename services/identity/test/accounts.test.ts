import { messages, topics } from '@mb/contracts';
import { recordTopics, testNamespace } from '@mb/service-kit/testing';
import { codeAndLink, postTo, signUpVerified, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let post: ReturnType<typeof postTo>;

beforeAll(async () => {
  identity = await startIdentity(namespace);
  post = postTo(identity);
});
afterAll(() => identity.close());

const ana = {
  email: 'Ana.Gomez@Example.com',
  password: 'secreto1',
  full_name: 'Ana Gómez',
  legal_id: '1020304050',
  phone: '573001112233',
  company_name: 'Restaurante Ana',
};
const users = async () => (await identity.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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

  it('creates an unverified Client on plan Basic whatever the body says, hashes secrets, e-mails a code, and announces it', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.identityUser] });
    try {
      const response = await post('/register', { ...ana, role: 'SuperAdmin', plan_type: 'gold', security_q1: 'Firulais' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: messages.registered, verification_info: { email: 'ana.gomez@example.com' } });
      expect(body).not.toHaveProperty('user');
      const { rows } = await identity.db.query(
        'SELECT id, full_name, role, plan_type, password_hash, security_q1_hash, email_verified_at FROM users WHERE email = $1',
        ['ana.gomez@example.com'],
      );
      expect(rows[0]).toMatchObject({ full_name: 'Ana Gómez', role: 'Client', plan_type: 'Basic' });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0].security_q1_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0].email_verified_at).toBeNull();

      const mail = await identity.mailTo('ana.gomez@example.com', 'Verifica tu cuenta de MB Platform');
      const { code } = codeAndLink(mail);
      const stored = await identity.db.query('SELECT code_hash, token_hash FROM email_verifications');
      expect(JSON.stringify(stored.rows)).not.toContain(code);

      const event = await recorder.waitFor((m) => m.envelope.aggregateId === rows[0].id);
      expect(event.envelope).toMatchObject({
        type: 'identity.user.registered',
        payload: { email: 'ana.gomez@example.com', role: 'Client' },
      });
    } finally {
      await recorder.stop();
    }
  });

  it('answers a sign-up with a taken e-mail exactly like a new one, creates nothing and tells the owner by mail', async () => {
    const owner = { ...ana, email: 'duena@example.com' };
    await signUpVerified(identity, owner);
    const before = await users();
    const taken = await post('/register', { ...ana, email: 'DUENA@example.com', full_name: 'Otra Persona' });
    const fresh = await post('/register', { ...ana, email: 'nueva@example.com' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), verification_info: { email: 'duena@example.com' } });
    expect(await users()).toBe(before + 1);
    const warning = await identity.mailTo('duena@example.com', 'Alguien intentó registrarse con tu email en MB Platform');
    expect(warning.text).toContain('Si no fuiste tú, ignora este mensaje');
  });
});

describe('POST /login', () => {
  it('answers a wrong password and an unknown e-mail the same way', async () => {
    for (const payload of [
      { email: ana.email, password: 'otra-clave' },
      { email: 'nadie@example.com', password: 'secreto1' },
    ]) {
      const response = await post('/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.wrongCredentials });
    }
    const empty = await post('/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('El email es obligatorio');
  });

  it('refuses an unverified account (only to who knows the password) and says where the code went', async () => {
    const response = await post('/login', { email: ana.email, password: 'secreto1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: messages.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
      verification_info: { email: 'ana.gomez@example.com' },
    });
  });

  it('logs a verified user in; GET /me; a logout revokes the token at once', async () => {
    // The refused login above mailed a fresh code, which replaced the first: the newest mail must be that one.
    await identity.mailSettled();
    const { code } = codeAndLink(await identity.mailTo('ana.gomez@example.com', 'Verifica tu cuenta de MB Platform'));
    expect((await post('/verify-email', { token: code, email: ana.email })).statusCode).toBe(200);

    const login = await post('/login', { email: 'ANA.gomez@example.com', password: 'secreto1' });
    expect(login.statusCode).toBe(200);
    const { token, user, message } = login.json();
    expect(message).toBe(messages.loggedIn);
    expect(user.role).toBe('Client');

    const me = await identity.app.inject({ url: '/me', headers: bearer(token) });
    expect(me.json()).toEqual({ success: true, user: expect.objectContaining({ email: 'ana.gomez@example.com', legal_id: '1020304050' }) });
    const { rows } = await identity.db.query('SELECT last_login FROM users WHERE id = $1', [user.id]);
    expect(rows[0].last_login).not.toBeNull();

    expect((await post('/logout', {}, token)).json()).toEqual({ success: true });
    const after = await identity.app.inject({ url: '/me', headers: bearer(token) });
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

describe('PUT /me', () => {
  const put = (payload: unknown, token?: string) =>
    identity.app.inject({ method: 'PUT', url: '/me', payload: payload as object, headers: token ? bearer(token) : {} });

  it('needs a session', async () => {
    const response = await put({ full_name: 'X' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: messages.noToken });
  });

  it('changes only the string fields sent, ignores blanks and anything about role or e-mail, hashes answers', async () => {
    const { token, user } = await signUpVerified(identity, {
      email: 'pedro@example.com',
      password: 'secreto1',
      full_name: 'Pedro',
      legal_id: '111',
    });
    const response = await put(
      {
        full_name: '  Pedro Pérez ',
        company_name: '',
        phone: '573009998877',
        role: 'SuperAdmin',
        email: 'otro@example.com',
        security_q2: 'Bogotá',
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: messages.profileUpdated,
      user: { id: user.id, email: 'pedro@example.com', full_name: 'Pedro Pérez', phone: '573009998877', legal_id: '111', role: 'Client' },
    });
    const { rows } = await identity.db.query('SELECT company_name, security_q2_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].company_name).toBeNull();
    expect(rows[0].security_q2_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a phone with letters and changes nothing', async () => {
    const { token } = await signUpVerified(identity, {
      email: 'lucia@example.com',
      password: 'secreto1',
      full_name: 'Lucía',
      legal_id: '222',
      phone: '573001',
    });
    const response = await put({ phone: '300-abc', full_name: 'Otra' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('El teléfono solo admite dígitos');
    const me = await identity.app.inject({ url: '/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ full_name: 'Lucía', phone: '573001' });
  });

  it.each(['http://fotos.example.com/yo.png', 'javascript://fotos.example.com/%0Aalert(1)', 'data://x/yo.png'])(
    'accepts only an https photo URL, in Spanish, and changes nothing (%s)',
    async (url) => {
      const { token, user } = await signUpVerified(identity, {
        email: `foto${url.length}@example.com`,
        password: 'secreto1',
        full_name: 'Foto',
        legal_id: '333',
      });
      const response = await put({ google_photo_url: url, full_name: 'Otra' }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(messages.photoUrlHttps);
      const { rows } = await identity.db.query('SELECT full_name, google_photo_url FROM users WHERE id = $1', [user.id]);
      expect(rows[0]).toEqual({ full_name: 'Foto', google_photo_url: null });
      expect((await put({ google_photo_url: 'https://fotos.example.com/yo.png' }, token)).json().user.google_photo_url).toBe(
        'https://fotos.example.com/yo.png',
      );
    },
  );
});
