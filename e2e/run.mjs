// The browser journeys: a second copy of the platform (own database, ports +10000, own bus namespace)
// so it runs beside `npm start`, then every journey under e2e/journeys with node's test runner.
// `node e2e/run.mjs [journey files]` runs only those; E2E_PORT_OFFSET, E2E_DATABASE and E2E_BUS_NAMESPACE give a
// copy of its own, to run beside another e2e run.
import { join } from 'node:path';
import { sessionKeys } from '../scripts/lib/keys.mjs';
import { apidianUrl, chatSimUrl, localDir, mailWebUrl, run, startProcesses, waitUntilReady, wompiUrl } from '../scripts/lib/stack.mjs';

const database = process.env.E2E_DATABASE ?? 'mb_e2e';
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 10000);
const only = process.argv.slice(2);
const dbEnv = { ...process.env, MIGRATE_DATABASE: database };
await run(process.execPath, ['scripts/dist/migrate.js'], { env: { ...dbEnv, MIGRATE_RESET: '1' } });
await run(process.execPath, ['scripts/dist/seed.js'], { env: dbEnv });

const logDir = join(localDir, 'logs', database);
const stack = startProcesses({
  env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', BUS_NAMESPACE: process.env.E2E_BUS_NAMESPACE ?? 'e2e' },
  keys: sessionKeys(),
  portOffset,
  database,
  logDir,
});
let failed = false;
try {
  await waitUntilReady(stack.gatewayUrl);
  // spec for people; TAP to a file when `npm test` wants the counts.
  const reporters = process.env.E2E_TAP_FILE
    ? [
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${process.env.E2E_TAP_FILE}`,
      ]
    : ['--test-reporter=spec'];
  await run(process.execPath, ['--test', ...reporters, ...(only.length ? only : ['e2e/journeys/'])], {
    env: {
      ...process.env,
      E2E_BASE_URL: stack.gatewayUrl,
      E2E_MAIL_URL: mailWebUrl(portOffset),
      E2E_APIDIAN_URL: apidianUrl(portOffset),
      E2E_CHAT_URL: chatSimUrl(portOffset),
      E2E_WOMPI_URL: wompiUrl(portOffset),
    },
  });
  if (!only.length) {
    console.log('\n== bundle budget: JavaScript of a first visit to /');
    await run(process.execPath, ['bench/first-visit-js.mjs', stack.gatewayUrl]);
    console.log("\n== Lighthouse: the storefront's first pages on a phone");
    await run(process.execPath, ['e2e/lighthouse/run.mjs', stack.gatewayUrl]);
  }
} catch (error) {
  failed = true;
  console.error(`${error.message}\nLogs of the e2e stack: ${logDir}`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
