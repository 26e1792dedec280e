// Installs the Debian packages the local infrastructure needs, if missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, run, which } from './proc.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** bin dir of the highest PostgreSQL major version installed, or null. */
export function findPgBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(PG_ROOT, version, 'bin');
    if (['postgres', 'initdb', 'pg_ctl', 'psql'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return null;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own ${field} format, not a template.
const statusFormat = '-f=${Status}';
const dpkgInstalled = (name) =>
  spawnSync('dpkg-query', ['-W', statusFormat, name], { encoding: 'utf8' }).stdout?.includes('ok installed') === true;

// Debian package -> how to tell it is installed.
const PACKAGES = {
  postgresql: () => findPgBin() !== null,
  'redis-server': () => which('redis-server') !== null,
  chromium: () => which('chromium') !== null,
  // Maven and a JVM run Kafka; they are on the dev/CI image but cheap to check.
  'openjdk-17-jre-headless': () => which('java') !== null,
  maven: () => which('mvn') !== null,
  // Python's venv with ensurepip, for the API probes' schemathesis (e2e/api); pulls in python3 itself.
  'python3-venv': () => dpkgInstalled('python3-venv'),
};
// The local infrastructure's, installed by default (npm run infra:up).
const LOCAL_INFRA = Object.keys(PACKAGES);

// Podman as deploy/containers runs it (npm run images, npm run test:containers): debootstrap makes the base image,
// runc and cgroupfs because crun and systemd cannot be used here (deploy/README.md), iptables because netavark sets
// up every bridge network with it (only a Recommends of podman: without it each RUN step fails 'netavark: No such
// file or directory').
export const CONTAINER_PACKAGES = [
  'podman',
  'debootstrap',
  'uidmap',
  'slirp4netns',
  'fuse-overlayfs',
  'netavark',
  'aardvark-dns',
  'runc',
  'iptables',
];
for (const name of CONTAINER_PACKAGES) PACKAGES[name] = () => dpkgInstalled(name);

let aptUpdated = false;

/**
 * Installs the missing packages among `names` with apt-get (as root), or
 * throws telling which ones to install (not root).
 */
export async function ensurePackages(names = LOCAL_INFRA, log = console.log) {
  const missing = names.filter((name) => !PACKAGES[name]());
  if (missing.length === 0) return [];
  if (!isRoot) {
    throw new Error(
      `missing Debian packages: ${missing.join(' ')}\n` +
        `install them with: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
  }
  log(`packages: installing ${missing.join(' ')} (apt-get, may take a few minutes)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!aptUpdated) await run('apt-get', ['update'], { env });
    aptUpdated = true;
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
  } catch (err) {
    throw new Error(`apt-get failed:\n${tail(err.message, 40)}`);
  }
  const stillMissing = missing.filter((name) => !PACKAGES[name]());
  if (stillMissing.length) throw new Error(`apt-get ran but these are still missing: ${stillMissing.join(' ')}`);
  log(`packages: installed ${missing.join(' ')}`);
  return missing;
}

function tail(text, lines) {
  return text.split('\n').slice(-lines).join('\n');
}
