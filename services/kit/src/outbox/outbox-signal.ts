import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from '../db.js';

/**
 * PostgreSQL's channel an outbox write notifies; the payload is the writer's schema, since the services (and every
 * test's schema) share one database and each relay only cares about its own outbox.
 */
export const outboxChannel = 'mb_outbox';

export interface OutboxSignal {
  stop(): Promise<void>;
}

/**
 * Wakes the relay as soon as a transaction that wrote to its outbox commits (`LISTEN`), so events leave in
 * milliseconds while the relay polls only as a fallback. The connection is its own, outside the pool (a listening
 * connection cannot serve queries); if it drops, polling carries on and it reconnects after a pause.
 */
export function listenForOutbox(pool: Pool, wake: () => void, log: FastifyBaseLogger, retryMs = 5000): OutboxSignal {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const listener = new pg.Client(pool.options);
    listener.on('error', () => {}); // 'end' follows, and reconnects
    listener.on('end', () => {
      if (stopped) return;
      client = undefined;
      retry = setTimeout(connect, retryMs);
    });
    try {
      await listener.connect();
      const { rows } = await listener.query<{ schema: string }>('SELECT current_schema() AS schema');
      listener.on('notification', (message) => {
        if (message.payload === rows[0]!.schema) wake();
      });
      await listener.query(`LISTEN ${outboxChannel}`);
      client = listener;
      if (stopped) await listener.end();
      // Rows committed while no one listened are found by the round this wake starts.
      else wake();
    } catch (error) {
      log.warn({ err: error, retryInMs: retryMs }, 'outbox listener could not connect; polling meanwhile');
      await listener.end().catch(() => {});
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
