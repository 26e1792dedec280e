import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdent, runMigrations } from '../migrate.js';

export const adminDatabaseUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://mb:mb@127.0.0.1:5432/mb';

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * A fresh schema with the service's migrations applied, so test files can run in parallel; on the shared server unless
 * `url` names another (a private cluster a test restarts).
 */
export async function createTestSchema(service: string, migrationsDir: string, url = adminDatabaseUrl): Promise<string> {
  const schema = uniqueName(`t_${service}`);
  await runMigrations({ url, schema, dir: migrationsDir });
  return schema;
}

export async function dropSchema(schema: string, url = adminDatabaseUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
