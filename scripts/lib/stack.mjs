// The processes of the platform and how to start them: shared by `npm start`, the e2e run and the build.
// Plain Node (no dependencies) because `npm start` runs it before anything is installed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const localDir = join(root, '.local');

export const services = [
  { name: 'identity', port: 4101 },
  { name: 'catalog', port: 4102 },
  { name: 'billing', port: 4103 },
  { name: 'invoicing', port: 4104 },
  { name: 'analytics', port: 4105 },
  { name: 'restaurant', port: 4106 },
];
export const gateway = { name: 'gateway', port: 8080, dir: 'gateway' };
/** The web shell (host) and the remotes it loads at run time. */
export const webApps = ['shell', 'store', 'account', 'admin', 'restaurant'];
/** The gateway's public address for a stack at this port offset: links in e-mails and Google's callback. */
export const webUrl = (portOffset = 0) => `http://127.0.0.1:${gateway.port + portOffset}`;
export const oidcIssuer = (portOffset = 0) => `http://127.0.0.1:${4903 + portOffset}`;
export const mailWebUrl = (portOffset = 0) => `http://127.0.0.1:${1080 + portOffset}`;
/** Wompi's sandbox stand-in: REST API under /v1, widget script and hosted checkout. */
export const wompiUrl = (portOffset = 0) => `http://127.0.0.1:${4901 + portOffset}`;
/** APIDIAN's stand-in (DIAN electronic invoicing), with the platform's own issuer company seeded. */
export const apidianUrl = (portOffset = 0) => `http://127.0.0.1:${4902 + portOffset}`;
/** The chat's automation webhook stand-in (n8n-style); its switches are at /__sim/settings. */
export const chatSimUrl = (portOffset = 0) => `http://127.0.0.1:${4904 + portOffset}`;
/** A service's own address for a stack at this port offset. */
export const serviceUrl = (name, portOffset = 0) => `http://127.0.0.1:${services.find((s) => s.name === name).port + portOffset}`;
/** Uploaded product media of a stack, one folder per database so the e2e stack never touches the dev one's. */
export const mediaDir = (database = 'mb') => join(localDir, 'media', database);
/** The stack's remotes list, which a remote deployed on its own switches (deploy/README.md): one per stack. */
export const remotesFile = (database = 'mb') => join(localDir, 'remotes', `${database}.json`);
const googleCallbacks = (portOffset) =>
  [webUrl(portOffset), `http://localhost:${gateway.port + portOffset}`].map((origin) => `${origin}/auth/google/callback`).join(',');

export const simulators = [
  { name: 'mail', dir: 'simulators/mail', env: (base) => ({ SMTP_PORT: String(1025 + base), WEB_PORT: String(1080 + base) }) },
  // Plays Google: the client id and secret are its defaults, which identity's defaults match.
  { name: 'oidc', dir: 'simulators/oidc', env: (base) => ({ PORT: String(4903 + base), REDIRECT_URIS: googleCallbacks(base) }) },
  // Plays Wompi's sandbox: its keys and secrets are its defaults, which billing's defaults match.
  { name: 'wompi', dir: 'simulators/wompi', env: (base) => ({ PORT: String(4901 + base), EVENTS_URL: `${webUrl(base)}/webhooks/wompi` }) },
  // Plays APIDIAN: its seeded platform company's token is invoicing's default.
  { name: 'apidian', dir: 'simulators/apidian', env: (base) => ({ PORT: String(4902 + base) }) },
  // Plays the chat's automation webhook: its secret is its default, which the gateway's default matches.
  { name: 'chat', dir: 'simulators/chat', env: (base) => ({ PORT: String(4904 + base) }) },
];

/** Every bundled entry, source and output (see scripts/build.mjs). */
const app = (dir) => ({ src: `${dir}/src/server.ts`, out: `${dir}/dist/server.js` });
export const entries = [
  ...services.map((service) => app(`services/${service.name}`)),
  app(gateway.dir),
  ...simulators.map((simulator) => app(simulator.dir)),
  { src: 'scripts/migrate.ts', out: 'scripts/dist/migrate.js' },
  { src: 'scripts/seed.ts', out: 'scripts/dist/seed.js' },
];

export function adminUrl(database = 'mb') {
  const url = new URL(process.env.DATABASE_ADMIN_URL ?? 'postgres://mb:mb@127.0.0.1:5432/mb');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Each service logs in with its own role, named like the service (password: same, in development). */
export function serviceDatabaseUrl(name, database = 'mb') {
  const url = new URL(adminUrl(database));
  url.username = name;
  url.password = process.env[`${name.toUpperCase()}_DB_PASSWORD`] ?? name;
  return url.toString();
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Starts every service, the simulators and the gateway from their bundles, each logging to
 * `<logDir>/<name>.log`. `portOffset` and `database` let a second stack (e2e) run beside the dev one.
 */
export function startProcesses({ env, keys, portOffset = 0, database = 'mb', logDir }) {
  mkdirSync(logDir, { recursive: true });
  const children = [];
  const launch = (name, script, extraEnv, { restart = false } = {}) => {
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const childEnv = { ...process.env, ...env, SESSION_PUBLIC_KEY: keys.SESSION_PUBLIC_KEY, ...extraEnv };
    const child = spawn(process.execPath, [script], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const entry = { name, child };
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); see ${join(logDir, `${name}.log`)}`);
      // A simulator is started again, fresh, as a process manager would (a journey restarts APIDIAN's on purpose);
      // one that stops within seconds of starting would only stop again.
      if (restart && Date.now() - startedAt > 3000) {
        children.splice(children.indexOf(entry), 1);
        launch(name, script, extraEnv, { restart });
      }
    });
    children.push(entry);
  };
  let stopping = false;

  for (const service of services) {
    launch(service.name, `services/${service.name}/dist/server.js`, {
      PORT: String(service.port + portOffset),
      DATABASE_URL: serviceDatabaseUrl(service.name, database),
      DATABASE_SCHEMA: service.name,
      // Who answers whether a session was revoked while Redis's list cannot say (billing also asks it who is buying).
      IDENTITY_URL: serviceUrl('identity', portOffset),
      // The stack's own mail simulator, for every service that sends mail (identity's codes, restaurant's receipts).
      SMTP_PORT: String(1025 + portOffset),
      // Catalog asks billing who holds a product before it is deactivated or its slug moves.
      ...(service.name === 'catalog' ? { MEDIA_DIR: mediaDir(database), BILLING_URL: serviceUrl('billing', portOffset) } : {}),
      ...(service.name === 'invoicing' ? { APIDIAN_URL: apidianUrl(portOffset) } : {}),
      // The restaurant asks invoicing for its DIAN issuer state and its sales' documents.
      ...(service.name === 'restaurant' ? { INVOICING_URL: serviceUrl('invoicing', portOffset) } : {}),
      ...(service.name === 'billing'
        ? {
            WOMPI_API_URL: `${wompiUrl(portOffset)}/v1`,
            WOMPI_WIDGET_URL: `${wompiUrl(portOffset)}/widget.js`,
            PAYMENT_REDIRECT_URL: `${webUrl(portOffset)}/tienda`,
            // Who is buying: asked of identity (above) and invoicing with the buyer's session.
            INVOICING_URL: serviceUrl('invoicing', portOffset),
          }
        : {}),
      // Only identity signs sessions and talks to Google.
      ...(service.name === 'identity'
        ? {
            SESSION_PRIVATE_KEY: keys.SESSION_PRIVATE_KEY,
            WEB_URL: webUrl(portOffset),
            GOOGLE_ISSUER: oidcIssuer(portOffset),
            GOOGLE_REDIRECT_URIS: googleCallbacks(portOffset),
          }
        : {}),
    });
  }
  for (const simulator of simulators) {
    launch(simulator.name, `${simulator.dir}/dist/server.js`, simulator.env(portOffset), { restart: true });
  }
  const serviceUrls = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_URL`, serviceUrl(s.name, portOffset)]));
  launch(gateway.name, 'gateway/dist/server.js', {
    PORT: String(gateway.port + portOffset),
    ...serviceUrls,
    WOMPI_ORIGINS: wompiUrl(portOffset),
    CHAT_WEBHOOK_URL: `${chatSimUrl(portOffset)}/webhook/mb-chat`,
    REMOTES_FILE: remotesFile(database),
  });

  return {
    gatewayUrl: `http://127.0.0.1:${gateway.port + portOffset}`,
    /** SIGTERM to all, then wait: each process drains and closes its connections. */
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Polls the gateway's /readyz until every dependency is ready. */
export async function waitUntilReady(gatewayUrl, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${gatewayUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      const body = await response.json();
      if (response.ok && body.ready) return body;
      last = JSON.stringify(body.checks);
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not become ready in ${timeoutMs / 1000} s: ${last}`);
}
