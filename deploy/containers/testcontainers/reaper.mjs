// The reaper of infra-containers.mjs, detached from the run it watches: `node reaper.mjs <owner pid> <podman|docker>`.
// Once the owner is gone (ended, crashed or killed with -9), it removes every container labelled with that pid and
// ends the owner's `podman system service`, as Testcontainers' Ryuk would; the owner ends the reaper itself after a
// clean stop. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [owner, engine] = process.argv.slice(2);
const containersConf = fileURLToPath(new URL('../containers.conf', import.meta.url));

const alive = (pid) => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

const timer = setInterval(() => {
  if (alive(owner)) return;
  clearInterval(timer);
  const env = { ...process.env, CONTAINERS_CONF: containersConf };
  const filter = `label=mb.test-run=${owner}`;
  const ids = spawnSync(engine, ['ps', '-aq', '--filter', filter], { env, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  if (ids.length > 0) spawnSync(engine, ['rm', '-f', '-v', ...ids], { env, stdio: 'ignore' });
  // The API service infra.mjs started for the owner outlives it otherwise (it never times out).
  if (engine === 'podman') spawnSync('pkill', ['-f', `podman system service --time=0 unix://.*podman-${owner}.sock`], { stdio: 'ignore' });
}, 1000);
