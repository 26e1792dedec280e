import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretBasic,
  discovery,
  fetchUserInfo,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import { startOidcSimulator, type OidcSimulator } from '../src/app.js';
import { browse, CookieJar, expectCallback, expectPage, postForm } from '../src/testing.js';

const client = {
  client_id: 'mb-platform',
  client_secret: 'secreto-de-prueba',
  redirect_uris: ['http://127.0.0.1:8080/auth/google/callback'],
};
const redirectUri = client.redirect_uris[0]!;

describe('OIDC simulator', () => {
  let simulator: OidcSimulator;
  let config: Configuration;

  beforeAll(async () => {
    simulator = await startOidcSimulator({ port: 0, clients: [client], logLevel: 'silent' });
    // As the identity service does it against https://accounts.google.com (client_secret_post by default).
    config = await discovery(new URL(simulator.issuer), client.client_id, client.client_secret, undefined, {
      execute: [allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await simulator?.close();
  });

  /** Starts an authorization request and returns what the identity service keeps to finish it. */
  async function authorize(jar: CookieJar, configuration = config) {
    const pkceCodeVerifier = randomPKCECodeVerifier();
    const expectedState = randomState();
    const url = buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: expectedState,
      code_challenge: await calculatePKCECodeChallenge(pkceCodeVerifier),
      code_challenge_method: 'S256',
    });
    const form = expectPage(await browse(jar, url));
    expect(form.page.status).toBe(200);
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(form.html)![1]!, simulator.issuer);
    const cancel = new URL(/formaction="([^"]+)"/.exec(form.html)![1]!, simulator.issuer);
    return { pkceCodeVerifier, expectedState, form, action, cancel };
  }

  async function signIn(email: string, name: string, { jar = new CookieJar(), configuration = config } = {}) {
    const started = await authorize(jar, configuration);
    const callback = expectCallback(await postForm(jar, started.action, { email, name }));
    const tokens = await authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: started.pkceCodeVerifier,
      expectedState: started.expectedState,
    });
    return { tokens, claims: tokens.claims()!, form: started.form };
  }

  it('binds a real port, answers /healthz and publishes Google-like discovery', async () => {
    expect(simulator.port).toBeGreaterThan(0);
    expect(simulator.issuer).toBe(`http://127.0.0.1:${simulator.port}`);
    const health = await fetch(`${simulator.issuer}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(simulator.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'client_secret_post']);
    expect(metadata.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('signs a new person in through the form and returns their claims in the id_token', async () => {
    const { tokens, claims, form } = await signIn('Ana.Gomez@Example.test', 'Ana María Gómez');
    expect(form.page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(form.html).toContain('Iniciar sesión con Google');
    expect(form.html).toContain('Simulador de Google para desarrollo');
    expect(form.html).toMatch(/<input[^>]*name="email"[^>]*type="email"[^>]*required/);
    expect(form.html).toMatch(/<input[^>]*name="name"[^>]*required/);
    expect(form.html).toContain('<button type="submit" class="primary">Continuar</button>');

    expect(claims).toMatchObject({
      iss: simulator.issuer,
      aud: client.client_id,
      email: 'ana.gomez@example.test',
      email_verified: true,
      name: 'Ana María Gómez',
      given_name: 'Ana',
      family_name: 'María Gómez',
    });
    expect(claims.sub).toMatch(/^\d{21}$/);
    expect(claims.picture).toBe(`${simulator.issuer}/avatar/${claims.sub}.svg`);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');

    const avatar = await fetch(String(claims.picture));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await avatar.text()).toContain('>AG</text>');

    const userinfo = await fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toMatchObject({ email: 'ana.gomez@example.test', email_verified: true, name: 'Ana María Gómez' });
  });

  it('gives the same sub to the same e-mail on a later sign-in (client_secret_basic this time)', async () => {
    const basic = await discovery(new URL(simulator.issuer), client.client_id, undefined, ClientSecretBasic(client.client_secret), {
      execute: [allowInsecureRequests],
    });
    const first = await signIn('pedro@example.test', 'Pedro Pérez');
    const second = await signIn('PEDRO@example.test', 'Pedro Pablo Pérez', { configuration: basic });
    expect(second.claims.sub).toBe(first.claims.sub);
    expect(second.claims.name).toBe('Pedro Pablo Pérez');
  });

  it('shows the form again in the same browser and lets someone else sign in', async () => {
    const jar = new CookieJar();
    const first = await signIn('laura@example.test', 'Laura Ruiz', { jar });
    const again = await authorize(jar);
    expect(again.form.html).toContain('value="laura@example.test"');

    const second = await signIn('mario@example.test', 'Mario Díaz', { jar });
    expect(second.claims.email).toBe('mario@example.test');
    expect(second.claims.sub).not.toBe(first.claims.sub);
  });

  it('fills the e-mail from login_hint, as Google does', async () => {
    const url = buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 'pista',
      login_hint: 'sofia@example.test',
      code_challenge: await calculatePKCECodeChallenge(randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const form = expectPage(await browse(new CookieJar(), url));
    expect(form.html).toContain('value="sofia@example.test"');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid email profile', state: 'sin-pkce' });
    const callback = expectCallback(await browse(new CookieJar(), url));
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(callback.searchParams.get('state')).toBe('sin-pkce');
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const jar = new CookieJar();
    const started = await authorize(jar);
    const callback = expectCallback(await postForm(jar, started.action, { email: 'eva@example.test', name: 'Eva' }));
    await expect(
      authorizationCodeGrant(config, callback, { pkceCodeVerifier: randomPKCECodeVerifier(), expectedState: started.expectedState }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unknown redirect_uri without redirecting to it', async () => {
    const url = buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:9999/robado',
      scope: 'openid email profile',
      state: 'x',
      code_challenge: await calculatePKCECodeChallenge(randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('No se pudo iniciar sesión');
    expect(html).toContain('invalid_redirect_uri');
  });

  it("returns error=access_denied to the client on 'Cancelar'", async () => {
    const jar = new CookieJar();
    const started = await authorize(jar);
    expect(started.form.html).toMatch(/<button[^>]*formaction="[^"]+"[^>]*>Cancelar<\/button>/);
    const callback = expectCallback(await postForm(jar, started.cancel, {}));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(started.expectedState);
    expect(callback.searchParams.get('iss')).toBe(simulator.issuer);
  });

  it('shows the form again, escaped, when the e-mail is invalid', async () => {
    const jar = new CookieJar();
    const started = await authorize(jar);
    for (const email of ['', 'no-es-un-correo']) {
      const step = expectPage(await postForm(jar, started.action, { email, name: '<b>Ana</b> "Ruiz"' }));
      expect(step.page.status).toBe(400);
      expect(step.html).toContain('Ingresa un email válido');
      expect(step.html).toContain('Iniciar sesión con Google');
      expect(step.html).toContain('value="&lt;b&gt;Ana&lt;/b&gt; &quot;Ruiz&quot;"');
      expect(step.html).not.toContain('<b>Ana</b>');
    }
    // The interaction is still alive: a valid submission completes it.
    const callback = expectCallback(await postForm(jar, started.action, { email: 'ana@example.test', name: 'Ana Ruiz' }));
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('answers an expired or foreign interaction with a page, not a crash', async () => {
    const response = await fetch(`${simulator.issuer}/interaction/no-existe`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('La solicitud expiró');
  });
});
