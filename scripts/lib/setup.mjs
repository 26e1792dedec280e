// What both `npm start` and `npm test` do first on any machine: install what is missing and start the
// infrastructure (PostgreSQL, Redis, Kafka, MongoDB). Idempotent: a second run only checks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { containerEngineAnswers } from '../../deploy/containers/tools.mjs';
import { ensurePackages } from '../../deploy/local/packages.mjs';
import { root, run } from './stack.mjs';

async function installNpmPackages() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    console.log('setup: installing npm packages');
    // Not `npm ci`: this registry lacks other platforms' optional binaries, which `npm ci` insists on.
    await run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** `npm start`: the infrastructure as local processes (deploy/local), kept running for the next start. */
export async function setUp() {
  await installNpmPackages();
  await run(process.execPath, ['deploy/local/infra.mjs', 'up']);
}

/**
 * `npm test`: the infrastructure from Testcontainers wherever a container engine answers (Podman or Docker), else
 * the local processes; MB_INFRA=local|containers forces either. Containers live for the run: `stop` removes them
 * (and a reaper does if the run is killed). Their addresses go into this process's environment, which every test
 * runner and the stacks it starts inherit.
 */
export async function setUpForTests() {
  await installNpmPackages();
  const infra = process.env.MB_INFRA ?? (containerEngineAnswers() ? 'containers' : 'local');
  if (infra !== 'containers') {
    console.log(`setup: the infrastructure as local processes${process.env.MB_INFRA ? '' : ' (no container engine answers)'}`);
    await run(process.execPath, ['deploy/local/infra.mjs', 'up']);
    return { stop: async () => {} };
  }
  // Chromium, and PostgreSQL's and Kafka's programs for the tests that run private servers.
  await ensurePackages();
  // This repo's images of the four servers (their layers are kept: a second run only checks them).
  if (process.env.MB_TEST_IMAGES !== 'official') {
    await run(process.execPath, ['scripts/images.mjs', 'postgres', 'redis', 'kafka', 'ferretdb']);
  }
  const { startInfraContainers } = await import('../../deploy/containers/testcontainers/infra-containers.mjs');
  const containers = await startInfraContainers();
  Object.assign(process.env, containers.env);
  return containers;
}

export function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
