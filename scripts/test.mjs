// `npm test`: the same set-up as `npm start`, then every suite: types, unit and integration tests
// (real PostgreSQL, Redis, Kafka) and the browser journeys (real Chromium against the built app).
import { elapsed, setUp } from './lib/setup.mjs';
import { run } from './lib/stack.mjs';

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
  run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci'], {
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  }),
);
await step('browser journeys', () => run(process.execPath, ['e2e/run.mjs']));
console.log(`\nAll test suites passed in ${elapsed(started)}.`);
