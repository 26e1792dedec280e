import { messages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { postTo, resetToken, signUpVerified, startIdentity } from './helpers.js';

const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let post: ReturnType<typeof postTo>;
let session: Awaited<ReturnType<typeof signUpVerified>>;

const marta = { email: 'marta@example.com', password: 'clave-vieja', full_name: 'Marta Ríos', legal_id: '333', phone: '573105556677' };

beforeAll(async () => {
  identity = await startIdentity(namespace);
  post = postTo(identity);
  session = await signUpVerified(identity, marta);
});
afterAll(() => identity.close());

const resetSubject = 'Restablece tu contraseña de MB Platform';
const loginStatus = async (password: string) => (await post('/login', { email: marta.email, password })).statusCode;

describe('forgot and reset password', () => {
  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const response = await post('/forgot-password', { email: 'nadie@example.com' });
    expect(response.json()).toEqual({ success: true, message: messages.resetLinkSent });
    expect(messages.resetLinkSent).toContain('1 hora');
    const { rows } = await identity.db.query('SELECT count(*)::int AS n FROM password_resets');
    expect(rows[0].n).toBe(0);
    await identity.mailSettled();
    expect(identity.mail.inbox.list({ to: 'nadie@example.com' })).toHaveLength(0);
  });

  it('e-mails a link; the new password works, the old does not, open sessions end, and the link is single use', async () => {
    const response = await post('/forgot-password', { email: 'MARTA@example.com' });
    expect(response.json()).toEqual({ success: true, message: messages.resetLinkSent });
    const mail = await identity.mailTo(marta.email, resetSubject);
    expect(mail.text).toContain('El enlace expira en 1 hora.');
    const token = resetToken(mail);

    const short = await post('/reset-password', { token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('La contraseña debe tener al menos 6 caracteres');

    const reset = await post('/reset-password', { token, newPassword: 'clave-nueva' });
    expect(reset.json()).toEqual({ success: true, message: messages.passwordReset });
    expect(await loginStatus('clave-nueva')).toBe(200);
    expect(await loginStatus('clave-vieja')).toBe(401);
    const me = await identity.app.inject({ url: '/me', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.statusCode).toBe(401);

    const again = await post('/reset-password', { token, newPassword: 'otra-clave' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: messages.invalidResetLink });
    expect(await loginStatus('otra-clave')).toBe(401);
  });

  it('refuses an expired link', async () => {
    await identity.mail.inbox.clear();
    await post('/forgot-password', { email: marta.email });
    const token = resetToken(await identity.mailTo(marta.email, resetSubject));
    await identity.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const response = await post('/reset-password', { token, newPassword: 'clave-tardia' });
    expect(response.json()).toEqual({ success: false, message: messages.invalidResetLink });
    expect(await loginStatus('clave-tardia')).toBe(401);
  });
});

describe('POST /forgot-username', () => {
  it('mails the reminder to the account found by e-mail or by phone, and answers the same as when nothing matches', async () => {
    const byEmail = await post('/forgot-username', { email: marta.email });
    const unknownEmail = await post('/forgot-username', { email: 'nadie@example.com' });
    expect(byEmail.json()).toEqual({ success: true, message: messages.usernameSent, masked_email: 'ma***@example.com' });
    expect(unknownEmail.json()).toEqual({ success: true, message: messages.usernameSent, masked_email: 'na***@example.com' });
    const byPhone = await post('/forgot-username', { phone: marta.phone });
    const unknownPhone = await post('/forgot-username', { phone: '573000000000' });
    expect(byPhone.json()).toEqual({ success: true, message: messages.usernameSent, masked_email: null });
    expect(unknownPhone.json()).toEqual(byPhone.json());
    const reminder = await identity.mailTo(marta.email, 'Tu usuario de MB Platform');
    expect(reminder.text).toContain(marta.email);
  });

  it('refuses a body with neither or both', async () => {
    for (const body of [{}, { email: marta.email, phone: marta.phone }]) {
      const response = await post('/forgot-username', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});
