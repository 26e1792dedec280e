import { createHash } from 'node:crypto';
import pg from 'pg';

export type Pool = pg.Pool;
/** A connection inside a transaction: repositories take it so one use case is one transaction. */
export type Tx = pg.PoolClient;
/** Either a pool (one statement, auto-commit) or a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

// COUNT(*) and BIGINT columns hold amounts in pesos far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Statements one connection keeps prepared at most, and the distinct texts named: SQL built per call stays unnamed past it. */
const preparedLimit = 1000;
const statementNames = new Map<string, string>();

/** The name a statement's text is prepared under: the same text, the same name on every connection. */
function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= preparedLimit) return known;
  const name = `mb_${createHash('sha1').update(text).digest('base64url')}`;
  statementNames.set(text, name);
  return name;
}

/**
 * A connection that prepares each statement with parameters once and then only binds and runs it: PostgreSQL parses
 * and analyses its text once per connection instead of on every call, and may keep a generic plan: PostgreSQL's CPU
 * per write in bench/offline-replay.bench.ts went from 5.5–6.1 to 4.3–4.8 ms. Statements without parameters (BEGIN,
 * COMMIT) go as simple queries, as before.
 */
class PreparingClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function prepared(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
    const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    const name = statementName(config);
    if (name && (parsed[name] !== undefined || Object.keys(parsed).length < preparedLimit))
      return (plainQuery as (...args: unknown[]) => unknown).call(this, { name, text: config, values }, callback);
  }
  return (plainQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
} as typeof plainQuery;

export function createPool(options: { url: string; schema: string; max?: number; min?: number; applicationName?: string }): Pool {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: options.url,
    max: options.max ?? 10,
    // Connections kept open however long they are idle (see `warmPool`).
    min: options.min ?? 0,
    // Unqualified table names resolve to the service's own schema (tests point it at a fresh one).
    options: `-c search_path=${options.schema}`,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one (a restart ends the relay's transaction while it waits on Kafka): its query fails, and the
  // pool drops the broken client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Opens `count` of the pool's connections at once and gives them back, so that the first burst of requests (a floor's
 * devices sending their offline queues together) does not pay for opening them: a new PostgreSQL connection costs a
 * SCRAM exchange, a backend process and that backend's cold catalogue caches, 300 ms for the first of ten requests
 * arriving at once in bench/offline-replay.bench.ts.
 */
export async function warmPool(pool: Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

export async function withTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
