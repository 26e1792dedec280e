// What `npm run images` and `npm run test:containers` need on a fresh Debian machine, installed when missing:
// Podman and its helpers, debootstrap (the base image), Maven and a JRE (the Kafka image's jars), and podman-compose
// pinned from PyPI in a virtualenv of its own under .local (Debian 12's 1.0.3 predates what compose.mjs relies on).
// Where a Docker engine runs and Podman is absent, Docker does it all and nothing is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTAINER_PACKAGES, ensurePackages } from '../local/packages.mjs';
import { localDir } from '../local/paths.mjs';
import { run, which } from '../local/proc.mjs';

export const podmanComposeVersion = '1.6.0';
const venv = join(localDir, 'compose-venv');
const venvCompose = join(venv, 'bin', 'podman-compose');

/**
 * Whether a Docker engine answers: a `docker` client alone is not enough (some machines ship the CLI with no daemon,
 * where Docker would fail every call). Asked once: the scripts never install Docker.
 */
let dockerAnswers;
const dockerRuns = () =>
  (dockerAnswers ??= which('docker') !== null && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20000 }).status === 0);

/** Whether a container engine is here: Podman installed (its API is started on demand), or a Docker engine running. */
export const containerEngineAnswers = () => which('podman') !== null || dockerRuns();

/** Whether the scripts drive Podman (else Docker). Asked at each call: Podman may have just been installed. */
export const usePodman = () => which('podman') !== null || !dockerRuns();

/** The podman-compose to run: the pinned one once installed, else the one on PATH. */
export const podmanComposeCommand = () => (existsSync(venvCompose) ? venvCompose : 'podman-compose');

/** Installs what is missing (apt-get as root, pip in the virtualenv); quick when everything is there. */
export async function ensureContainerTools(log = console.log) {
  if (!usePodman()) return;
  await ensurePackages([...CONTAINER_PACKAGES, 'maven', 'openjdk-17-jre-headless', 'python3-venv'], log);
  const version = existsSync(venvCompose) ? spawnSync(venvCompose, ['version'], { encoding: 'utf8' }).stdout : '';
  if (version.match(/podman-compose version (\S+)/)?.[1] === podmanComposeVersion) return;
  log(`containers: installing podman-compose ${podmanComposeVersion} in ${venv}`);
  if (!existsSync(join(venv, 'bin', 'pip'))) await run('python3', ['-m', 'venv', venv]);
  await run(join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `podman-compose==${podmanComposeVersion}`]);
}
