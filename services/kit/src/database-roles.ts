import type pg from 'pg';
import { quoteIdent } from './migrate.js';

export interface ServiceRoles {
  schema: string;
  /** Owns the schema and its tables; never logs in: migrations run as it (`SET ROLE`). */
  owner: string;
  /** The service's login role: reads and writes rows, changes no table, trigger or grant. */
  service: string;
  password: string;
}

/**
 * One service's two roles on its schema. The service's own role may only use the tables the owner made: SELECT,
 * INSERT, UPDATE and DELETE (no TRUNCATE, no DDL), so it can neither disable the audit log's append-only trigger nor
 * drop or rewrite what a trigger protects. Idempotent; a schema from before the split is handed to the owner.
 * `admin` must be allowed to create roles and is made a member of the owner, to run the migrations as it.
 */
export async function provisionServiceRoles(admin: pg.Client, roles: ServiceRoles): Promise<void> {
  const [schema, owner, service] = [quoteIdent(roles.schema), quoteIdent(roles.owner), quoteIdent(roles.service)];
  const exists = async (name: string) => ((await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).rowCount ?? 0) > 0;

  if (!(await exists(roles.owner))) await admin.query(`CREATE ROLE ${owner} NOLOGIN`);
  await admin.query(`GRANT ${owner} TO CURRENT_USER`);
  const serviceExisted = await exists(roles.service);
  const password = `'${roles.password.replaceAll("'", "''")}'`;
  await admin.query(`${serviceExisted ? 'ALTER' : 'CREATE'} ROLE ${service} LOGIN PASSWORD ${password}`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${owner}`);
  await admin.query(`ALTER SCHEMA ${schema} OWNER TO ${owner}`);
  // Before the split the service's role owned its tables: they become the owner's.
  if (serviceExisted) await admin.query(`REASSIGN OWNED BY ${service} TO ${owner}`);

  await admin.query(`REVOKE ALL ON SCHEMA ${schema} FROM ${service}`);
  await admin.query(`GRANT USAGE ON SCHEMA ${schema} TO ${service}`);
  await admin.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${service}`);
  await admin.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${service}`);
  // What later migrations create, likewise.
  const later = `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema}`;
  await admin.query(`${later} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${service}`);
  await admin.query(`${later} GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${service}`);
  // Nothing outside its own schema either: only the extensions kept in public may be used.
  await admin.query(`REVOKE ALL ON SCHEMA public FROM ${service}, ${owner}`);
  await admin.query(`GRANT USAGE ON SCHEMA public TO ${service}, ${owner}`);
}
