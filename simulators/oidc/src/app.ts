import { createPrivateKey, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { AccountStore, accountClaims } from './accounts.js';
import { avatarSvg, errorPage, loginPage } from './pages.js';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the one bound is in the result. */
  port: number;
  /** Defaults to http://<host>:<bound port>. Origin only: the simulator serves its routes at the root. */
  issuer?: string;
  clients: OidcClient[];
  /** trace, debug, info, warn, error, fatal or silent; tests pass 'silent'. */
  logLevel?: string;
}

export interface OidcSimulator {
  issuer: string;
  port: number;
  close(): Promise<void>;
}

type Log = Record<'debug' | 'info' | 'warn' | 'error', (message: string, detail?: unknown) => void>;

/** Starts an OpenID Connect provider that behaves like Google's for `openid email profile`. */
export async function startOidcSimulator(options: OidcSimulatorOptions): Promise<OidcSimulator> {
  const host = options.host ?? '127.0.0.1';
  const log = createLog(options.logLevel ?? 'info');

  // The issuer depends on the bound port, and the provider on the issuer: listen first, attach the provider after.
  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (!handle) return sendText(res, 503, 'text/plain; charset=utf-8', 'Iniciando');
    handle(req, res).catch((error: unknown) => {
      log.error('error no controlado', error);
      if (!res.headersSent) sendText(res, 500, 'text/html; charset=utf-8', errorPage('Error del simulador', 'Inténtalo de nuevo.'));
      else res.end();
    });
  });
  const port = await listen(server, host, options.port);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const issuer = (options.issuer ?? `http://${hostForUrl(shownHost)}:${port}`).replace(/\/+$/, '');
  const accounts = new AccountStore();
  let provider: Provider;
  try {
    if (URL.parse(issuer)?.pathname !== '/') throw new Error(`El issuer del simulador OIDC debe ser un origen sin ruta: ${issuer}`);
    provider = new Provider(issuer, buildConfiguration(options.clients, accounts, issuer));
    // oidc-provider validates client metadata on first use; a bad redirect URI should stop the start instead.
    for (const client of options.clients) await provider.Client.find(client.client_id);
  } catch (error) {
    await closeServer(server);
    if (error instanceof errors.OIDCProviderError) throw new Error(`Cliente OIDC inválido: ${error.error_description ?? error.message}`);
    throw error;
  }
  // Lets a TLS-terminating proxy in front of an https issuer say so (X-Forwarded-Proto), for the cookies' secure flag.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => log.error('error interno de oidc-provider', error));
  // What a client got wrong (bad redirect_uri, missing PKCE, bad code...), worth seeing while developing.
  const clientError = (event: string) => (_ctx: unknown, error: errors.OIDCProviderError) =>
    log.warn(`${event}: ${error.error} ${error.error_description ?? ''}`.trim());
  provider.on('authorization.error', clientError('authorization.error'));
  provider.on('grant.error', clientError('grant.error'));
  provider.on('userinfo.error', clientError('userinfo.error'));
  const oidc = provider.callback();

  handle = async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/healthz' && isRead(req)) {
      return sendText(res, 200, 'application/json; charset=utf-8', JSON.stringify({ ok: true }));
    }
    const avatar = /^\/avatar\/(\d+)\.svg$/.exec(url.pathname);
    if (avatar && isRead(req)) {
      const account = accounts.find(avatar[1]!);
      if (!account) return sendText(res, 404, 'text/plain; charset=utf-8', 'No existe');
      return sendText(res, 200, 'image/svg+xml', avatarSvg(account.name, account.sub));
    }
    const interaction = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(url.pathname);
    if (interaction) {
      return handleInteraction(req, res, { provider, accounts, log, uid: interaction[1]!, abort: !!interaction[2] });
    }
    return oidc(req, res);
  };

  return {
    issuer,
    port,
    close: () => closeServer(server),
  };
}

function buildConfiguration(clients: OidcClient[], accounts: AccountStore, issuer: string): Configuration {
  const policy = interactionPolicy.base();
  // Google shows its account chooser on each sign-in; here the form is shown every time, so a browser test can sign
  // in as someone else without logging out first. Coming back from the form (result.login) satisfies it.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('account_chooser', 'the simulator asks for the account on every sign-in', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  return {
    clients: clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // oidc-provider accepts client_secret_post as well for a client registered with client_secret_basic.
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google puts the profile claims in the id_token too, not only behind userinfo.
    conformIdTokenClaims: false,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: {
      devInteractions: { enabled: false },
      // Google has none of these: no end_session_endpoint, no PAR, no DPoP.
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 3600, Session: 86400, Grant: 86400 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    findAccount(_ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => accountClaims(account, `${issuer}/avatar/${sub}.svg`) };
    },
    loadExistingGrant: grantEverythingRequested,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage('No se pudo iniciar sesión', `${out.error}: ${out.error_description ?? ''}`);
    },
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
  };
}

/**
 * Consent is implicit, as for a Google app already approved: the grant always covers the scopes and claims of the
 * request (oidc-provider's documented way to skip the consent prompt).
 */
async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.account!.accountId;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant?.accountId !== accountId) grant = new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(oidc.requestParamClaims);
  await grant.save();
  return grant;
}

interface InteractionRequest {
  provider: Provider;
  accounts: AccountStore;
  log: Log;
  uid: string;
  abort: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function handleInteraction(req: IncomingMessage, res: ServerResponse, { provider, accounts, log, uid, abort }: InteractionRequest) {
  res.setHeader('Cache-Control', 'no-store');
  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    return expired(res);
  }
  // The cookie names the interaction; the path must be the same one.
  if (details.uid !== uid) return expired(res);

  if (req.method !== 'POST' && abort) return sendText(res, 405, 'text/plain; charset=utf-8', 'Método no permitido');
  if (abort) {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'La persona canceló el inicio de sesión' },
      { mergeWithLastSubmission: false },
    );
  }

  const session = details.session?.accountId ? accounts.find(details.session.accountId) : undefined;
  const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
  const page = {
    action: `/interaction/${uid}`,
    cancelAction: `/interaction/${uid}/abort`,
    clientId: String(details.params.client_id),
  };

  if (isRead(req)) {
    return sendText(
      res,
      200,
      'text/html; charset=utf-8',
      loginPage({ ...page, email: session?.email ?? loginHint, name: session?.name ?? '' }),
    );
  }
  if (req.method !== 'POST') return sendText(res, 405, 'text/plain; charset=utf-8', 'Método no permitido');

  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim();
  const name = (form.get('name') ?? '').trim();
  const error = !emailPattern.test(email) ? 'Ingresa un email válido' : !name ? 'Ingresa tu nombre completo' : undefined;
  if (error) return sendText(res, 400, 'text/html; charset=utf-8', loginPage({ ...page, email, name, error }));

  const account = accounts.signIn(email, name);
  const returnTo = await provider.interactionResult(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  // Someone else was signed in this browser: forget them here, or oidc-provider would first show its own
  // (English, script-driven) logout confirmation. Done after interactionResult, which refuses a changed session.
  if (details.session && details.session.accountId !== account.sub) {
    const stored = await provider.Session.findByUid(details.session.uid);
    if (stored) {
      stored.accountId = undefined;
      stored.authorizations = undefined;
      await stored.persist();
    }
  }
  log.info(`inicio de sesión de ${account.email} (sub ${account.sub})`);
  res.writeHead(303, { Location: returnTo, 'Content-Length': '0' }).end();
}

function expired(res: ServerResponse) {
  sendText(res, 400, 'text/html; charset=utf-8', errorPage('La solicitud expiró', 'Vuelve a la aplicación e inicia sesión de nuevo.'));
}

function signingKey() {
  // Encoded by the generation itself, and read back as a key of its own: exporting the generated KeyObject can
  // deadlock Node 20 when a garbage collection during the export finalizes the generation job (a hung start).
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { ...createPrivateKey(privateKey).export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function isRead(req: IncomingMessage) {
  return req.method === 'GET' || req.method === 'HEAD';
}

function sendText(res: ServerResponse, status: number, contentType: string, body: string) {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

async function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > limit) throw new Error('cuerpo demasiado grande');
  }
  return body;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  // Keep-alive sockets (browsers, fetch) would otherwise hold close() open.
  server.closeIdleConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** IPv6 hosts need brackets in host:port. */
export function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Plain console lines: a simulator needs no logger dependency. */
function createLog(level: string): Log {
  const threshold = levels.includes(level) ? levels.indexOf(level) : levels.indexOf('info');
  const at = (name: keyof Log) => (message: string, detail?: unknown) => {
    if (levels.indexOf(name) < threshold) return;
    const line = `[sim-oidc] ${message}`;
    const write = name === 'error' || name === 'warn' ? console.error : console.log;
    if (detail === undefined) write(line);
    else write(line, detail);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
