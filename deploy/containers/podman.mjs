// Podman as this repo's scripts run it: with deploy/containers/containers.conf (runc, cgroupfs,
// ulimits within the hard limits), output streamed to the terminal, a rejection on failure.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const containersConf = fileURLToPath(new URL('./containers.conf', import.meta.url));
/** The environment every podman / podman-compose call gets (read at each call: callers set variables for compose). */
export const podmanEnv = () => ({ ...process.env, CONTAINERS_CONF: containersConf });

/**
 * Runs podman (or another tool that calls it, e.g. podman-compose) showing its output; rejects on a non-zero exit.
 * `buffered`: the output is held and shown in one block once it ends, so that calls running together do not interleave.
 */
export function podman(args, { command = 'podman', cwd, input, quiet = false, buffered = false } = {}) {
  return new Promise((resolve, reject) => {
    const output = buffered ? 'pipe' : 'inherit';
    const child = spawn(command, args, { cwd, env: podmanEnv(), stdio: [input ? 'pipe' : 'ignore', quiet ? 'ignore' : output, output] });
    if (input) input.pipe(child.stdin);
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`));
    });
  });
}

/** podman's answer as text (for inspect/ls); '' when it fails. */
export function podmanOutput(args) {
  const result = spawnSync('podman', args, { env: podmanEnv(), encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

export const imageExists = (name) => spawnSync('podman', ['image', 'exists', name], { env: podmanEnv() }).status === 0;

/** Size of a local image in bytes. */
export const imageSize = (name) => Number(podmanOutput(['image', 'inspect', '--format', '{{.Size}}', name]) || 0);
