// Where things live. Everything at runtime goes under <repo>/.local (git-ignored).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// This file is <repo>/deploy/local/paths.mjs.
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
export const localDir = join(repoRoot, '.local');
export const kafkaConfigDir = join(repoRoot, 'deploy', 'kafka');
