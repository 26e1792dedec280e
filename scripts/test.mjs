// `npm test`: the same set-up as `npm start`, then every suite: types, unit and integration tests
// (real PostgreSQL, Redis, Kafka) and the browser journeys (real Chromium against the built app).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elapsed, setUp } from './lib/setup.mjs';
import { localDir, run } from './lib/stack.mjs';

// Each runner also writes a machine-readable result, so the run ends with one total line.
const results = join(localDir, 'test-results');
mkdirSync(results, { recursive: true });
const jestResults = join(results, 'jest.json');
const journeyResults = join(results, 'journeys.tap');

const started = Date.now();
async function step(name, work) {
  const since = Date.now();
  console.log(`\n== ${name}`);
  await work();
  console.log(`== ${name}: done in ${elapsed(since)}`);
}

await step('set-up', setUp);
await step('typecheck', async () => {
  await run('npx', ['tsc', '-p', 'tsconfig.json']);
  await run('npx', ['tsc', '-p', 'frontends/tsconfig.json']);
});
await step('build', () => run(process.execPath, ['scripts/build.mjs']));
await step('unit and integration tests', () =>
  run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${jestResults}`], {
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  }),
);
await step('browser journeys', () => run(process.execPath, ['e2e/run.mjs'], { env: { ...process.env, E2E_TAP_FILE: journeyResults } }));

const jest = JSON.parse(readFileSync(jestResults, 'utf8'));
const tap = readFileSync(journeyResults, 'utf8');
const tapCount = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
const passed = jest.numPassedTests + tapCount('pass');
const failed = jest.numFailedTests + tapCount('fail');
console.log(`\nAll test suites passed in ${elapsed(started)} (${jest.numPassedTests} jest, ${tapCount('pass')} browser journeys).`);
console.log(`${passed} passed, ${failed} failed`);
