// The API probes: the node tests beside this file, then schemathesis against the gateway's OpenAPI (anonymous, inside
// a restaurant's app with a session the matrix test leaves, then as an administrator), on a throwaway copy of the
// platform: its own database (made here, dropped at the end), ports +20000, bus namespace `probe` and a session key
// pair that exists only in this process. Whatever a probe deletes or changes, even as an administrator, is data this
// run created; its tokens open nothing else.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { newSessionKeys } from '../../scripts/lib/keys.mjs';
import { canConnect } from '../../deploy/local/net.mjs';
import {
  adminUrl,
  apidianUrl,
  gateway,
  localDir,
  mailWebUrl,
  root,
  run,
  services,
  simulators,
  startProcesses,
  waitUntilReady,
} from '../../scripts/lib/stack.mjs';
import { tapCounts } from '../../scripts/lib/test-results.mjs';
import { sessionCookie } from '../lib/session.mjs';
import { ensureSchemathesis } from './probe-venv.mjs';

const database = 'mb_probe';
const portOffset = 20000;
const demoAdmin = { email: 'admin@mbplatform.co', password: 'MbDemo2026!' };
const results = process.env.API_PROBES_RESULTS_DIR ?? join(localDir, 'test-results', 'api-probes');
const logDir = join(localDir, 'logs', 'probe');
const restaurantSessionFile = join(results, 'restaurant-session.txt');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const schemathesis = await ensureSchemathesis();
const counts = { probes: { passed: 0, failed: 0 }, tests: { passed: 0, failed: 0 } };
let stack;
let broken;
// Set once the ports were free: a run refused for busy ports leaves the running probe stack's database alone.
let ownsDatabase = false;
try {
  await refuseBusyPorts();
  ownsDatabase = true;
  const dbEnv = { ...process.env, MIGRATE_DATABASE: database };
  await run(process.execPath, ['scripts/dist/migrate.js'], { env: { ...dbEnv, MIGRATE_RESET: '1' } });
  await run(process.execPath, ['scripts/dist/seed.js'], { env: dbEnv });
  stack = startProcesses({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', BUS_NAMESPACE: 'probe' },
    keys: newSessionKeys(),
    portOffset,
    database,
    logDir,
  });
  await waitUntilReady(stack.gatewayUrl);
  // The node tests go first: the administrator's probes below may disable, delete or re-role the seeded accounts.
  counts.tests = await nodeTests(stack.gatewayUrl);
  const output = createWriteStream(join(results, 'schemathesis.txt'));
  const actors = {
    anonymous: () => [],
    // Inside a restaurant's app (one the matrix test made for it, with a menu, a table, its check and an open shift):
    // the calls the other runs only see refused at the gate. Before the administrator's run, which may delete or
    // disable its owner. The kitchen board's stream never ends: the matrix checks its status.
    restaurant: async () => [
      '--header',
      `Authorization: Bearer ${readFileSync(restaurantSessionFile, 'utf8')}`,
      '--include-path-regex',
      '^/restaurant/',
      '--exclude-name',
      'GET /restaurant/pedidos/stream',
    ],
    admin: async () => [
      '--header',
      `Authorization: Bearer ${await signIn(stack.gatewayUrl, demoAdmin)}`,
      // Signing out would turn every later call of this run anonymous; the anonymous run probes it.
      '--exclude-name',
      'POST /auth/logout',
    ],
  };
  const config = join(root, 'e2e/api/schemathesis.toml');
  for (const [actor, args] of Object.entries(actors)) {
    const report = join(results, `${actor}.xml`);
    console.log(`\n== api probes: schemathesis as ${actor}`);
    const exitCode = await tee(
      schemathesis,
      [
        '--config-file',
        config,
        '--no-color',
        'run',
        `${stack.gatewayUrl}/docs/json`,
        ...(await args()),
        '--report',
        'junit',
        '--report-junit-path',
        report,
      ],
      output,
    );
    const count = junitCounts(report);
    counts.probes.passed += count.passed;
    // A run that failed without a failing operation (the schema did not load, say) still fails.
    counts.probes.failed += exitCode !== 0 && count.failed === 0 ? 1 : count.failed;
  }
  output.end();
} catch (error) {
  broken = error;
  console.error(`${error.message}\nLogs of the probe stack: ${logDir}`);
} finally {
  await stack?.stop();
  if (ownsDatabase) await dropDatabase();
}

writeFileSync(join(results, 'counts.json'), JSON.stringify(counts));
const passed = counts.probes.passed + counts.tests.passed;
const failed = counts.probes.failed + counts.tests.failed + (broken ? 1 : 0);
console.log(`\napi probes: ${passed} passed, ${failed} failed (schemathesis output: ${join(results, 'schemathesis.txt')})`);
process.exit(failed > 0 ? 1 : 0);

/** Something already answering on one of the stack's ports would be probed in its place: this run probes only its own. */
async function refuseBusyPorts() {
  const simulatorPorts = simulators.flatMap((simulator) =>
    Object.entries(simulator.env(portOffset))
      .filter(([name]) => name.endsWith('PORT'))
      .map(([, port]) => Number(port)),
  );
  const ports = [gateway.port + portOffset, ...services.map((service) => service.port + portOffset), ...simulatorPorts];
  const busy = [];
  for (const port of ports) if (await canConnect('127.0.0.1', port)) busy.push(port);
  if (busy.length > 0)
    throw new Error(`ports ${busy.join(', ')} are in use: the probe stack (ports +${portOffset}) must start on free ones`);
}

async function signIn(baseUrl, account) {
  const response = await fetch(new URL('/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in of ${account.email} on the probe stack: ${response.status} ${body.message}`);
  // The session is the httpOnly cookie (the body carries no token); its value works as a bearer token too.
  return sessionCookie(response);
}

/** `node --test` on e2e/api/*.test.{mjs,ts}, TAP to a file for the counts; none yet is no failure. */
async function nodeTests(baseUrl) {
  const files = readdirSync(join(root, 'e2e/api'))
    .filter((name) => /\.test\.(mjs|ts)$/.test(name))
    .map((name) => `e2e/api/${name}`);
  if (files.length === 0) return { passed: 0, failed: 0 };
  const tap = join(results, 'tests.tap');
  const env = {
    ...process.env,
    PROBE_BASE_URL: baseUrl,
    PROBE_MAIL_URL: mailWebUrl(portOffset),
    PROBE_APIDIAN_URL: apidianUrl(portOffset),
    PROBE_ADMIN_EMAIL: demoAdmin.email,
    PROBE_ADMIN_PASSWORD: demoAdmin.password,
    PROBE_RESTAURANT_SESSION_FILE: restaurantSessionFile,
  };
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
  ];
  console.log(`\n== api probes: ${files.join(' ')}`);
  // A failing test exits non-zero; the TAP file has the counts.
  await run(process.execPath, ['--import', 'tsx', '--test', ...reporters, ...files], { env }).catch(() => {});
  return tapCounts(tap);
}

/** Runs a command, its output both on the terminal and appended to `file`; resolves with its exit code. */
function tee(command, args, file) {
  return new Promise((resolve, reject) => {
    // In the results folder: hypothesis leaves its working files in the current directory.
    const child = spawn(command, args, { cwd: results, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        process.stdout.write(chunk);
        file.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/** Operations (and stateful scenarios) that passed or failed, from schemathesis' JUnit report; no report is a failure. */
function junitCounts(path) {
  if (!existsSync(path)) return { passed: 0, failed: 1 };
  const cases = readFileSync(path, 'utf8')
    .split(/<testcase\b/)
    .slice(1);
  const failed = cases.filter((item) => /<(failure|error)\b/.test(item)).length;
  const skipped = cases.filter((item) => /<skipped\b/.test(item)).length;
  return { passed: cases.length - failed - skipped, failed };
}

async function dropDatabase() {
  const client = new pg.Client({ connectionString: adminUrl('postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
