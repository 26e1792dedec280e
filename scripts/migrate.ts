// `npm run migrate`: one database, one schema and one login role per service, then each service's
// migrations applied by that role (so it owns its tables and nothing else).
// DATABASE_ADMIN_URL names a role that may create roles; MIGRATE_DATABASE picks another database and
// MIGRATE_RESET=1 drops it first (the e2e run).
import { join } from 'node:path';
import pg from 'pg';
import { quoteIdent, runMigrations } from '@mb/service-kit';
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

async function ensureRoleAndSchema(admin: pg.Client, name: string): Promise<void> {
  const password = new URL(serviceDatabaseUrl(name, database)).password;
  const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
  const literal = `'${password.replaceAll("'", "''")}'`;
  await admin.query(`${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${quoteIdent(name)} LOGIN PASSWORD ${literal}`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(name)} AUTHORIZATION ${quoteIdent(name)}`);
  // A service creates nothing outside its own schema; it may only use the extensions kept in public.
  await admin.query(`REVOKE ALL ON SCHEMA public FROM ${quoteIdent(name)}`);
  await admin.query(`GRANT USAGE ON SCHEMA public TO ${quoteIdent(name)}`);
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
    await ensureRoleAndSchema(admin, name);
    const applied = await runMigrations({
      url: serviceDatabaseUrl(name, database),
      schema: name,
      dir: join(root, 'services', name, 'migrations'),
      kitDir: join(root, 'services', 'kit', 'migrations'),
    });
    console.log(`migrate: ${name} ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  }
} finally {
  await admin.end();
}
