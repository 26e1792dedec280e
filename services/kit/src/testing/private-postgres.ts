import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../../../../deploy/local/postgres.mjs';
import { freePort } from './free-port.js';

/**
 * A PostgreSQL cluster of a test's own (the stack's initdb and pg_ctl, a temporary folder, a free port), to stop and
 * start again while the services under test keep their pools: the shared one must never go down under other test
 * files. `close` stops it for good and removes its data.
 */
export async function startPrivatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'mb-pg-'));
  const cluster = await startPostgresCluster({ dir, port: await freePort() });
  return {
    /** The admin URL (role and database `mb`), as DATABASE_ADMIN_URL is for the shared one. */
    url: cluster.url,
    start: cluster.start,
    /** `fast` is a restart's shutdown: sessions are ended, transactions rolled back. */
    stop: (mode: 'fast' | 'immediate' = 'fast') => cluster.stop(mode),
    async close() {
      await cluster.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
