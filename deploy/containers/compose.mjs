// docker-compose.yml brought up and down by scripts: `docker compose up --wait` where Docker runs, and with
// Podman in stages, because podman-compose ignores `depends_on: condition` on Podman < 4.6 and Podman runs
// health checks from systemd timers, which these machines lack: here each check is run on demand
// (`podman healthcheck run`) until it passes. Every service and the gateway run MB_REPLICAS (2) replicas behind the
// balancer (HAProxy): each replica's check must pass.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../local/paths.mjs';
import { podman, podmanEnv } from './podman.mjs';
import { podmanComposeCommand, usePodman } from './tools.mjs';

const infra = ['postgres', 'redis', 'kafka'];
const simulators = ['mail', 'chat', 'wompi', 'apidian', 'oidc'];
/** The replicated ones (docker-compose.yml's x-node-service), the gateway last. */
export const replicated = ['identity', 'catalog', 'billing', 'invoicing', 'analytics', 'restaurant', 'gateway'];

function compose(project, args) {
  return usePodman()
    ? podman(['-p', project, ...args], { command: podmanComposeCommand(), cwd: repoRoot, quiet: true })
    : podman(['compose', '-p', project, ...args], { command: 'docker', cwd: repoRoot });
}

const containerOf = (project, service) => `${project}_${service}_1`;
const podmanSync = (args) => spawnSync('podman', args, { env: podmanEnv(), encoding: 'utf8' });
/** The engine's CLI, `docker` where Docker runs the stack. */
export const engineSync = (args) => (usePodman() ? podmanSync(args) : spawnSync('docker', args, { encoding: 'utf8' }));
/** The same without blocking: for a `stop` that waits for a graceful exit while the caller's traffic goes on. */
export const engineRun = (args) => promisify(execFile)(usePodman() ? 'podman' : 'docker', args, { env: podmanEnv() });

/** The names of a service's containers in the stack (one per replica), running or not, by the labels both composes set. */
export function containersOf(project, service) {
  const labels = [`com.docker.compose.project=${project}`, `com.docker.compose.service=${service}`];
  const listed = engineSync(['ps', '-a', ...labels.flatMap((label) => ['--filter', `label=${label}`]), '--format', '{{.Names}}']);
  return listed.stdout.split('\n').filter(Boolean).sort();
}

/** Runs each replica's health check until it passes; fails at once if one stopped. */
async function healthy(project, service, timeoutMs) {
  const replicas = containersOf(project, service);
  if (replicas.length === 0) throw new Error(`${service}: no container`);
  await Promise.all(replicas.map((container) => containerHealthy(container, service, timeoutMs)));
}

async function containerHealthy(container, service, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (podmanSync(['healthcheck', 'run', container]).status === 0) return;
    const state = podmanSync(['inspect', '--format', '{{.State.Status}}', container]).stdout.trim();
    if (state !== 'running' || Date.now() > deadline) {
      const logs = podmanSync(['logs', '--tail', '30', container]);
      throw new Error(`${container} (${service}) is not healthy (${state || 'no container'}):\n${logs.stdout}${logs.stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The whole stack of docker-compose.yml under `project`, ready once this resolves (every health check passed). */
export async function stackUp(project, { timeoutMs = 300_000, log = console.log } = {}) {
  if (!usePodman()) return compose(project, ['up', '-d', '--wait', '--wait-timeout', String(Math.round(timeoutMs / 1000))]);
  const stage = async (names) => {
    const started = Date.now();
    await compose(project, ['up', '-d', '--no-deps', ...names]);
    await Promise.all(names.map((name) => healthy(project, name, timeoutMs)));
    log(`containers: ${names.join(', ')} healthy in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await compose(project, ['up', '-d', '--no-deps', ...simulators]);
  // The balancer needs nobody: it finds the replicas as they come. Jaeger neither, and it answers before the first
  // process sends a span.
  await stage(['balancer', 'jaeger']);
  await stage(infra);
  // FerretDB (the document archive) once PostgreSQL, where it keeps its data, answers.
  await stage(['mongodb']);
  // The one-shot migrate-and-seed job must exit 0 before any service starts.
  await compose(project, ['up', '-d', '--no-deps', 'migrate']);
  const exit = podmanSync(['wait', containerOf(project, 'migrate')]).stdout.trim();
  if (exit !== '0') {
    const logs = podmanSync(['logs', '--tail', '40', containerOf(project, 'migrate')]);
    throw new Error(`migrate exited ${exit}:\n${logs.stdout}${logs.stderr}`);
  }
  // One service at a time (its replicas together): on a new broker, services starting together race to create the
  // same topics, and on 2 cores the retries outlast Fastify's 10 s onReady timeout (the service exits before it is healthy).
  for (const service of replicated) await stage([service]);
}

/** Stops and removes the stack, its network and (with volumes) its data; nothing to do when none of it exists. */
export async function stackDown(project, { volumes = true } = {}) {
  if (usePodman()) {
    const label = `label=io.podman.compose.project=${project}`;
    if (
      !podmanSync(['ps', '-aq', '--filter', label]).stdout?.trim() &&
      !podmanSync(['volume', 'ls', '-q', '--filter', label]).stdout?.trim()
    )
      return;
    // The services and the gateway first, while Kafka still answers: a service's graceful close leaves its consumer
    // groups (about 5 s), which against a broker stopping at the same time hangs until Podman kills it (10 s).
    await compose(project, ['stop', ...replicated]).catch(() => {});
  }
  await compose(project, ['down', ...(volumes ? ['-v'] : [])]);
}
