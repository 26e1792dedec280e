// `npm run migrate`: one database, and per service one schema with two roles: `<service>_owner` owns the schema and
// its tables and runs the migrations; `<service>` logs in and may only read and write rows (see provisionServiceRoles).
// DATABASE_ADMIN_URL names a role that may create roles; MIGRATE_DATABASE picks another database and
// MIGRATE_RESET=1 drops it first (the e2e run).
import { join } from 'node:path';
import pg from 'pg';
import { provisionServiceRoles, quoteIdent, runMigrations } from '@mb/service-kit';
import { adminUrl, root, serviceDatabaseUrl, services } from './lib/stack.mjs';

const database: string = process.env.MIGRATE_DATABASE ?? 'mb';

async function ensureDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl('postgres') });
  await client.connect();
  try {
    // The browser journeys start from an empty database each run.
    if (process.env.MIGRATE_RESET === '1') await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } finally {
    await client.end();
  }
}

await ensureDatabase();
const admin = new pg.Client({ connectionString: adminUrl(database) });
await admin.connect();
try {
  await admin.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  // Extensions need more than a service's role may do: made here, once per database, for the migrations to use
  // (identity's user search: trigram indexes).
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  for (const { name } of services as { name: string }[]) {
    const owner = `${name}_owner`;
    await provisionServiceRoles(admin, {
      schema: name,
      owner,
      service: name,
      password: new URL(serviceDatabaseUrl(name, database)).password,
    });
    const applied = await runMigrations({
      url: adminUrl(database),
      role: owner,
      schema: name,
      dir: join(root, 'services', name, 'migrations'),
      kitDir: join(root, 'services', 'kit', 'migrations'),
    });
    console.log(`migrate: ${name} ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  }
} finally {
  await admin.end();
}
