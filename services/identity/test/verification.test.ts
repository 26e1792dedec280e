import { Redis } from 'ioredis';
import { messages } from '@mb/contracts';
import { eventually, testNamespace } from '@mb/service-kit/testing';
import { codeAndLink, postTo, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let post: ReturnType<typeof postTo>;

/** To clear an address's resend cooldown, as 10 s passing would. */
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

beforeAll(async () => {
  identity = await startIdentity(namespace);
  post = postTo(identity);
});
afterAll(async () => {
  await identity.close();
  redis.disconnect();
});

const subject = 'Verifica tu cuenta de MB Platform';
let counter = 0;
/** A fresh unverified sign-up and the code and link of its e-mail. */
async function signUp() {
  counter += 1;
  const email = `persona${counter}@example.com`;
  expect(
    (await post('/register', { email, password: 'secreto1', full_name: `Persona ${counter}`, legal_id: `10${counter}` })).statusCode,
  ).toBe(201);
  return { email, ...codeAndLink(await identity.mailTo(email, subject)) };
}
const mailsTo = (email: string) => identity.mail.inbox.list({ to: email }).length;
const expectRefused = (response: { statusCode: number; json(): unknown }, message: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, message });
};

describe('POST /verify-email', () => {
  it('accepts the typed code in lower case, signs the user in, and the code works only once', async () => {
    const { email, code } = await signUp();
    const response = await post('/verify-email', { token: ` ${code.toLowerCase()} `, email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: messages.verified, token: expect.any(String), user: { email } });
    const me = await identity.app.inject({ url: '/me', headers: { authorization: `Bearer ${response.json().token}` } });
    expect(me.json().user.email).toBe(email);
    expectRefused(await post('/verify-email', { token: code, email }), messages.invalidCode);
  });

  it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
    const { email, code } = await signUp();
    expectRefused(await post('/verify-email', { token: 'AAAAAA', email }), messages.invalidCode);
    for (let i = 0; i < 4; i += 1) await post('/verify-email', { token: 'BBBBBB', email });
    expectRefused(await post('/verify-email', { token: code, email }), messages.expiredCode);
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signUp();
    await identity.db.query("UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE email = $1", [email]);
    expectRefused(await post('/verify-email', { token: code, email }), messages.expiredCode);
  });

  it('verifies with the link token once; a reused or unknown link is refused', async () => {
    const { email, token } = await signUp();
    const response = await post('/verify-email', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expectRefused(await post('/verify-email', { token }), messages.invalidVerificationLink);
    expectRefused(await post('/verify-email', { token: 'x'.repeat(43) }), messages.invalidVerificationLink);
  });

  it('refuses an empty code with the spec message', async () => {
    const response = await post('/verify-email', { token: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.invalidCode);
  });
});

describe('POST /resend-verification', () => {
  /** Sign-up and resends started the address's 10 s in Redis; a test that means to be past them clears it. */
  const pastTheCooldown = async (email: string) => {
    await identity.db.query("UPDATE email_verifications SET created_at = now() - interval '11 seconds' WHERE email = $1", [email]);
    await redis.del(`mb-code-mail:${namespace}:${email}`);
  };
  const expectTooSoon = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): { retry_after: number; message: string };
  }) => {
    expect(response.statusCode).toBe(429);
    const { retry_after: seconds, message } = response.json();
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
    expect(message).toBe(`Acabamos de enviarte un código. Podrás pedir otro en ${seconds} s.`);
    expect(response.headers['retry-after']).toBe(String(seconds));
  };

  it('sends a new code after the 10 s cooldown; the old code and link stop working', async () => {
    const { email, code, token } = await signUp();
    await pastTheCooldown(email);
    const response = await post('/resend-verification', { email });
    expect(response.json()).toEqual({ success: true, message: messages.codeResent });
    await eventually(() => expect(mailsTo(email)).toBe(2));
    const fresh = codeAndLink(await identity.mailTo(email, subject));
    expect(fresh.code).not.toBe(code);
    expectRefused(await post('/verify-email', { token: code, email }), messages.invalidCode);
    expectRefused(await post('/verify-email', { token }), messages.invalidVerificationLink);
    expect((await post('/verify-email', { token: fresh.code, email })).statusCode).toBe(200);
  });

  it('right after sign-up says how long to wait (429, in Spanish) instead of answering "Código reenviado" and sending nothing', async () => {
    const { email } = await signUp();
    expectTooSoon(await post('/resend-verification', { email }));
    const { rows } = await identity.db.query('SELECT count(*)::int AS n FROM email_verifications WHERE email = $1', [email]);
    expect(rows[0].n).toBe(1);
    await identity.mailSettled();
    expect(mailsTo(email)).toBe(1);
  });

  it('answers an unknown e-mail exactly as a pending account: sent, then told to wait', async () => {
    const { email } = await signUp();
    await pastTheCooldown(email);
    const answers = async (address: string) => {
      const first = await post('/resend-verification', { email: address });
      const second = await post('/resend-verification', { email: address });
      return [first.statusCode, first.json(), second.statusCode, second.json().message.replace(/\d+ s\.$/, 'N s.')];
    };
    expect(await answers('nadie@example.com')).toEqual(await answers(email));
    await eventually(() => expect(mailsTo(email)).toBe(2));
    expect(mailsTo('nadie@example.com')).toBe(0);
  });

  it('a sign-up with an e-mail already verified starts the same wait, so a resend tells nothing about the account', async () => {
    const { email, code } = await signUp();
    expect((await post('/verify-email', { token: code, email })).statusCode).toBe(200);
    await redis.del(`mb-code-mail:${namespace}:${email}`);
    expect((await post('/register', { email, password: 'otraclave1', full_name: 'Otra', legal_id: '99' })).statusCode).toBe(201);
    expectTooSoon(await post('/resend-verification', { email }));
  });
});

describe('POST /update-pending-email', () => {
  it('moves an unverified account to the corrected address and sends the code there', async () => {
    const { email } = await signUp();
    const response = await post('/update-pending-email', { email, newEmail: 'Corregido@Example.com', password: 'secreto1' });
    expect(response.json()).toEqual({
      success: true,
      message: messages.emailUpdated,
      verification_info: { email: 'corregido@example.com' },
    });
    const { code } = codeAndLink(await identity.mailTo('corregido@example.com', 'Verifica tu nuevo email en MB Platform'));
    expect((await post('/verify-email', { token: code, email: 'corregido@example.com' })).statusCode).toBe(200);
  });

  it('refuses an empty or invalid new e-mail, a taken one, a wrong password, and a verified account', async () => {
    const { email } = await signUp();
    const stranger = await post('/update-pending-email', { email, newEmail: 'ladron@example.com', password: 'adivino' });
    expectRefused(stranger, messages.emailUpdateFailed);
    const invalid = await post('/update-pending-email', { email, newEmail: '', password: 'secreto1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Ingresa un email válido');

    const taken = await post('/update-pending-email', { email, newEmail: 'corregido@example.com', password: 'secreto1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: messages.emailTaken });

    const verified = await post('/update-pending-email', {
      email: 'corregido@example.com',
      newEmail: 'otra@example.com',
      password: 'secreto1',
    });
    expectRefused(verified, messages.emailUpdateFailed);
    const { rows } = await identity.db.query('SELECT 1 FROM users WHERE email = ANY($1)', [['otra@example.com', 'ladron@example.com']]);
    expect(rows).toHaveLength(0);
  });
});
