// `npm test`: the same set-up as `npm start`, then every suite: types, format and lint, unit and integration tests
// (real PostgreSQL, Redis, Kafka), the browser journeys (real Chromium against the built app) and the API probes
// (schemathesis and the node tests of e2e/api on a throwaway stack).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elapsed, setUpForTests } from './lib/setup.mjs';
import { localDir, run } from './lib/stack.mjs';
import { tapCounts } from './lib/test-results.mjs';
import { ensureJaegerBinary } from '../deploy/local/jaeger.mjs';

// Each runner also writes a machine-readable result, so the run ends with one total line.
const results = join(localDir, 'test-results');
mkdirSync(results, { recursive: true });
const jestResults = join(results, 'jest.json');
const journeyResults = join(results, 'journeys.tap');
const apiProbeResults = join(results, 'api-probes');

const started = Date.now();
// Jaeger's one-time build (minutes of Go on a fresh machine) runs beside the set-up, typecheck, lint and build steps;
// the purchase-trace test (gateway/test) waits for it rather than building it again.
ensureJaegerBinary((line) => console.log(line)).catch((error) => console.error(error.message));
async function step(name, work) {
  const since = Date.now();
  console.log(`\n== ${name}`);
  await work();
  console.log(`== ${name}: done in ${elapsed(since)}`);
}

// The infrastructure (containers where an engine answers, else local processes) is held for the whole run and
// removed at its end, even when a suite fails.
let infra;
await step('set-up', async () => {
  infra = await setUpForTests();
});
try {
  await step('typecheck', () => run('npx', ['tsc', '-p', 'tsconfig.json']));
  // Formatting and lint rules (biome.jsonc), floating promises included; `npm run format` fixes what it can. Then knip
  // (knip.json): no file that nothing imports, no export that nothing uses.
  await step('format and lint', () => run('npm', ['run', 'lint']));
  await step('build', () => run(process.execPath, ['scripts/build.mjs']));
  // The web apps after their build: the shell's check reads the types each remote's build writes (frontends/tsconfig.json).
  await step('typecheck the web apps', () => run('npx', ['tsc', '-p', 'frontends/tsconfig.json']));
  await step('unit and integration tests', () =>
    run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${jestResults}`], {
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    }),
  );
  await step('browser journeys', () => run(process.execPath, ['e2e/run.mjs'], { env: { ...process.env, E2E_TAP_FILE: journeyResults } }));
  await step('api probes', () =>
    run(process.execPath, ['e2e/api/run.mjs'], { env: { ...process.env, API_PROBES_RESULTS_DIR: apiProbeResults } }),
  );
} finally {
  await infra.stop();
}

const jest = JSON.parse(readFileSync(jestResults, 'utf8'));
const journeys = tapCounts(journeyResults);
// Schemathesis' operations and scenarios, and the TAP counts of e2e/api's node tests.
const api = JSON.parse(readFileSync(join(apiProbeResults, 'counts.json'), 'utf8'));
const apiPassed = api.probes.passed + api.tests.passed;
const passed = jest.numPassedTests + journeys.passed + apiPassed;
const failed = jest.numFailedTests + journeys.failed + api.probes.failed + api.tests.failed;
console.log(
  `\nAll test suites passed in ${elapsed(started)} (${jest.numPassedTests} jest, ${journeys.passed} browser journeys, ${apiPassed} api probes).`,
);
console.log(`${passed} passed, ${failed} failed`);
