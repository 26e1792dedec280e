// What both `npm start` and `npm test` do first on any machine: install what is missing and start the
// infrastructure (PostgreSQL, Redis, Kafka). Idempotent: a second run only checks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './stack.mjs';

export async function setUp() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    console.log('setup: installing npm packages');
    // Not `npm ci`: this registry lacks other platforms' optional binaries, which `npm ci` insists on.
    await run('npm', ['install', '--no-audit', '--no-fund']);
  }
  await run(process.execPath, ['deploy/local/infra.mjs', 'up']);
}

export function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
