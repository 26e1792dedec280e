// `npm start`: the whole platform with demo data on this machine. Ctrl-C stops it cleanly.
import { join } from 'node:path';
import { jaegerUp, tracingEnv } from '../deploy/local/jaeger.mjs';
import { sessionKeys } from './lib/keys.mjs';
import { elapsed, setUp } from './lib/setup.mjs';
import { localDir, run, startProcesses, waitUntilReady } from './lib/stack.mjs';

const started = Date.now();
await setUp();
// Jaeger, where every process sends its traces: built once (minutes of Go) while the platform builds. Without it (no
// Go toolchain, say) the platform starts untraced.
const tracing = jaegerUp().catch((error) => {
  console.warn(`${error.message}\nThe platform starts without traces.`);
  return null;
});
await run(process.execPath, ['scripts/build.mjs']);
await run(process.execPath, ['scripts/dist/migrate.js']);
await run(process.execPath, ['scripts/dist/seed.js']);
const jaeger = await tracing;

const logDir = join(localDir, 'logs');
const stack = startProcesses({
  env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...(jaeger ? tracingEnv(jaeger.otlpUrl) : {}) },
  keys: sessionKeys(),
  logDir,
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the platform...`);
  await stack.stop();
  console.log('Stopped. PostgreSQL, Redis, Kafka and Jaeger keep running: `npm run infra:down` stops the first three.');
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

try {
  await waitUntilReady(stack.gatewayUrl);
} catch (error) {
  console.error(`${error.message}\nLogs: ${logDir}`);
  await stack.stop();
  process.exit(1);
}

console.log(`
MB Platform is running (ready in ${elapsed(started)}):

  Web app        ${stack.gatewayUrl}/
  API docs       ${stack.gatewayUrl}/docs
  Readiness      ${stack.gatewayUrl}/readyz
  Mail inbox     http://127.0.0.1:1080/   (every e-mail the platform sends lands here: codes, links)
  Google (sim)   http://127.0.0.1:4903/   ('Continuar con Google' signs in any e-mail you type)
  Wompi (sim)    http://127.0.0.1:4901/   (card 4242 4242 4242 4242 approves, 4111 1111 1111 1111 declines)
  APIDIAN (sim)  http://127.0.0.1:4902/   (DIAN electronic invoicing; the platform's own issuer is seeded)
  Chat (sim)     http://127.0.0.1:4904/   (the assistant's automation webhook; POST /__sim/settings makes it slow or fail)
  Logs           ${logDir}/<process>.log   (each line inside a request, event or job names its trace_id)
  Traces         ${jaeger ? `${jaeger.uiUrl}/api/traces?service=gateway   (Jaeger; one purchase is one trace, from the gateway to APIDIAN)` : 'off (no Jaeger)'}

Demo logins ('Iniciar sesión' in the header; password MbDemo2026! for all three):
  SuperAdmin   superadmin@mbplatform.co
  Admin        admin@mbplatform.co
  Client       cliente@mbplatform.co

Press Ctrl-C to stop.`);
