import { messages, topics } from '@mb/contracts';
import { recordTopics, testNamespace } from '@mb/service-kit/testing';
import { startOidcSimulator, type OidcSimulator } from '../../../simulators/oidc/src/app.js';
import { signInThroughForm } from '../../../simulators/oidc/src/testing.js';
import { postTo, signUpVerified, startIdentity } from './helpers.js';

// Google sign-in end to end against the OIDC simulator: discovery, PKCE, the form, the code exchange.
const namespace = testNamespace();
const redirectUri = 'http://web.test/auth/google/callback';
let oidc: OidcSimulator;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let post: ReturnType<typeof postTo>;

beforeAll(async () => {
  oidc = await startOidcSimulator({
    port: 0,
    clients: [{ client_id: 'mb-test', client_secret: 'secreto-google', redirect_uris: [redirectUri] }],
    logLevel: 'silent',
  });
  identity = await startIdentity(namespace, {
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'mb-test',
    GOOGLE_CLIENT_SECRET: 'secreto-google',
    GOOGLE_REDIRECT_URIS: redirectUri,
  });
  post = postTo(identity);
});
afterAll(async () => {
  await identity.close();
  await oidc.close();
});

/** Start → the simulator's form → back with the code → identity finishes. */
async function googleSignin(person: { email: string; name: string }) {
  const start = await post('/google/start', { redirect_uri: redirectUri });
  expect(start.statusCode).toBe(200);
  const url = new URL(start.json().url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await signInThroughForm(url, person);
  return post('/google/callback', { query: callback.search.slice(1) });
}

describe('Google sign-in', () => {
  it('creates a verified Client on plan Basic for a new person, without phone or legal id, and announces it', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.identityUser] });
    try {
      const response = await googleSignin({ email: 'Valentina@Gmail.test', name: 'Valentina Ruiz' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        is_new: true,
        token: expect.any(String),
        user: {
          email: 'valentina@gmail.test',
          full_name: 'Valentina Ruiz',
          role: 'Client',
          plan_type: 'Basic',
          phone: null,
          legal_id: null,
        },
      });
      expect(body.user.google_photo_url).toMatch(new RegExp(`^${oidc.issuer}/avatar/`));
      const { rows } = await identity.db.query('SELECT password_hash, email_verified_at FROM users WHERE id = $1', [body.user.id]);
      expect(rows[0]).toMatchObject({ password_hash: null, email_verified_at: expect.any(Date) });
      await recorder.waitFor((m) => m.envelope.aggregateId === body.user.id);

      const again = await googleSignin({ email: 'valentina@gmail.test', name: 'Valentina Ruiz' });
      expect(again.json()).toMatchObject({ is_new: false, user: { id: body.user.id } });
    } finally {
      await recorder.stop();
    }
  });

  it('links to the existing account with that e-mail instead of creating another', async () => {
    const { user } = await signUpVerified(identity, {
      email: 'jorge@gmail.test',
      password: 'secreto1',
      full_name: 'Jorge',
      legal_id: '77',
      phone: '573001',
    });
    const response = await googleSignin({ email: 'jorge@gmail.test', name: 'Jorge Díaz' });
    expect(response.json()).toMatchObject({ is_new: false, user: { id: user.id, legal_id: '77' } });
  });

  it('refuses a replayed or forged callback, a cancelled sign-in, and a redirect address not registered', async () => {
    const start = await post('/google/start', { redirect_uri: redirectUri });
    const callback = await signInThroughForm(start.json().url, { email: 'replay@gmail.test', name: 'Replay' });
    expect((await post('/google/callback', { query: callback.search.slice(1) })).statusCode).toBe(200);
    const replay = await post('/google/callback', { query: callback.search.slice(1) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, message: messages.googleFailed });

    const forged = await post('/google/callback', { query: 'code=abc&state=inventado' });
    expect(forged.json()).toEqual({ success: false, message: messages.googleFailed });
    const cancelled = await post('/google/callback', { query: 'error=access_denied&state=x' });
    expect(cancelled.json()).toEqual({ success: false, message: messages.googleCancelled });
    const elsewhere = await post('/google/start', { redirect_uri: 'http://evil.test/auth/google/callback' });
    expect(elsewhere.statusCode).toBe(400);
  });
});
