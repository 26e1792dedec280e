import { sessionRevocations, type App, type Pool } from '@mb/service-kit';
import type { Redis } from 'ioredis';
import { revokedLiveSessions } from './sessions.repository.js';
import { announceRevoked } from './sessions.service.js';

/**
 * Keeps Redis's revocation list complete: whenever it lacks its completeness mark (a Redis flushed or replaced, whose
 * disk copy was lost), every revoked session whose token has not expired is written again from the `sessions` table,
 * then the mark. Until then every process asks the table (see `sessionRevocations`). Checked at start and every
 * `everyMs` (2 s): one EXISTS.
 */
export function keepRevocationListComplete(app: App, options: { pool: Pool; redis: Redis; everyMs?: number }): void {
  const revocations = sessionRevocations(options.redis);
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      if (await revocations.isComplete()) return;
      const sessions = await revokedLiveSessions(options.pool);
      await announceRevoked(options.redis, sessions);
      await revocations.markComplete();
      app.log.info({ sessions: sessions.length }, 'session revocation list written again from the sessions table');
    } catch (error) {
      app.log.warn({ err: error }, 'session revocation list not checked; next try soon');
    }
  };
  app.addHook('onReady', async () => {
    await check();
    timer = setInterval(() => void check(), options.everyMs ?? 2000);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
