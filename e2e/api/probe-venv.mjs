// schemathesis in its own virtualenv under .local, pinned, made once and reused while it holds that version.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localDir, run } from '../../scripts/lib/stack.mjs';

export const schemathesisVersion = '4.32.5';
const venv = join(localDir, 'probe-venv');
const bin = (name) => join(venv, 'bin', name);

/** The path of the pinned `schemathesis` command, installing it from PyPI when missing or another version. */
export async function ensureSchemathesis() {
  const installed = existsSync(bin('schemathesis')) ? spawnSync(bin('schemathesis'), ['--version'], { encoding: 'utf8' }).stdout : '';
  if (installed.trim().endsWith(`version ${schemathesisVersion}`)) return bin('schemathesis');
  console.log(`api probes: installing schemathesis ${schemathesisVersion} in ${venv}`);
  // Debian's python3-venv provides ensurepip (deploy/local/packages.mjs installs it).
  if (!existsSync(bin('pip'))) await run('python3', ['-m', 'venv', venv]);
  await run(bin('pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${schemathesisVersion}`]);
  return bin('schemathesis');
}
