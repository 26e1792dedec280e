import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Postgrator from 'postgrator';

const kitMigrations = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies to a service's schema first the kit's own tables (outbox, inbox), then the service's numbered
 * SQL files (`NNNN.do.<what>.sql`). Each set has its version table, so a second run is a no-op.
 */
export async function runMigrations(options: { url: string; schema: string; dir: string }): Promise<string[]> {
  const client = new pg.Client({ connectionString: options.url, options: `-c search_path=${options.schema}` });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    const applied: string[] = [];
    for (const [dir, table] of [
      [kitMigrations, 'kit_schemaversion'],
      [options.dir, 'schemaversion'],
    ] as const) {
      const postgrator = new Postgrator({
        migrationPattern: `${dir}/*.sql`,
        driver: 'pg',
        schemaTable: `${options.schema}.${table}`,
        currentSchema: options.schema,
        execQuery: (query) => client.query(query),
      });
      applied.push(...(await postgrator.migrate()).map((migration) => migration.filename));
    }
    return applied;
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return `"${name}"`;
}
