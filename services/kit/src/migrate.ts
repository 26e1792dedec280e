import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Postgrator from 'postgrator';

/** Where the kit's own migrations live when running from source; bundles pass `kitDir`. */
export const kitMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies to a service's schema first the kit's own tables (outbox, inbox), then the service's numbered
 * SQL files (`NNNN.do.<what>.sql`). Each set has its version table, so a second run is a no-op.
 */
export async function runMigrations(options: {
  url: string;
  schema: string;
  dir: string;
  kitDir?: string;
  role?: string;
}): Promise<string[]> {
  const client = new pg.Client({ connectionString: options.url, options: `-c search_path=${options.schema}` });
  await client.connect();
  try {
    // As the schema's owner role (see provisionServiceRoles), so the tables are its, not the login's.
    if (options.role) await client.query(`SET ROLE ${quoteIdent(options.role)}`);
    // The schema exists when migrate provisioned it: only create what is missing (tests).
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [options.schema]);
    if (exists.rowCount === 0) await client.query(`CREATE SCHEMA ${quoteIdent(options.schema)}`);
    const applied: string[] = [];
    for (const [dir, table] of [
      [options.kitDir ?? kitMigrationsDir, 'kit_schemaversion'],
      [options.dir, 'schemaversion'],
    ] as const) {
      const postgrator = new Postgrator({
        migrationPattern: `${dir}/*.sql`,
        driver: 'pg',
        schemaTable: table, // unqualified: created in the search_path schema, no CREATE SCHEMA needed
        currentSchema: options.schema,
        execQuery: (query) => client.query(query),
      });
      applied.push(...(await postgrator.migrate()).map((migration) => basename(migration.filename)));
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
