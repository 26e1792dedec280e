// Local PostgreSQL: a private cluster in .local/postgres, started with pg_ctl.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from './paths.mjs';
import { canConnect, isLocalHost, sleep } from './net.mjs';
import { commandLine, isAlive, isRoot, readPidFile, run, tailFile, which } from './proc.mjs';
import { findPgBin } from './packages.mjs';

export const DEFAULT_DATABASE_ADMIN_URL = 'postgres://mb:mb@127.0.0.1:5432/mb';

/** Where a cluster keeps its data, socket and log: `.local/postgres` for the stack, a temporary folder for a test's own. */
export function postgresPaths(pgDir = join(localDir, 'postgres')) {
  const logDir = join(pgDir, 'log');
  return {
    pgDir,
    dataDir: join(pgDir, 'data'),
    runDir: join(pgDir, 'run') /* unix socket */,
    logDir,
    logFile: join(logDir, 'postgres.log'),
  };
}
const defaultPaths = postgresPaths();
const { dataDir, logFile } = defaultPaths;

// PostgreSQL refuses to run as root, so as root every server-side command
// runs as Debian's `postgres` OS user (who then owns .local/postgres).
const PG_OS_USER = 'postgres';

// Dev/test tuning: durability is not needed, many connections are (tests).
export const POSTGRES_TUNING = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=400',
  'shared_buffers=256MB',
];

/** DATABASE_ADMIN_URL split into its parts. */
export function postgresConfig(url = process.env.DATABASE_ADMIN_URL || DEFAULT_DATABASE_ADMIN_URL) {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username) || 'postgres';
  return {
    url,
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 5432),
    user,
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.slice(1)) || user,
  };
}

function bin(tool) {
  const dir = findPgBin();
  if (!dir) throw new Error('PostgreSQL is not installed (Debian package: postgresql)');
  return join(dir, tool);
}

/** True if a login with the admin URL works (the only test that matters to the services). */
export async function canLogin(cfg) {
  const psql = findPgBin() ? bin('psql') : which('psql');
  if (!psql) return false;
  // -w: never prompt for a password on the terminal, just fail.
  const result = await run(psql, [cfg.url, '-w', '-X', '-Atqc', 'select 1'], {
    allowFail: true,
    env: { PGCONNECT_TIMEOUT: '3' },
    timeoutMs: 10000,
  });
  return result.status === 0;
}

/** { pid, port } of the server running from .local/postgres/data, or null. */
export function ourPostgres() {
  // postmaster.pid: line 1 pid, line 4 port.
  const pidFile = join(dataDir, 'postmaster.pid');
  const pid = readPidFile(pidFile);
  if (!isAlive(pid) || !commandLine(pid).includes('postgres')) return null;
  const port = Number(readLines(pidFile)[3]);
  return { pid, port };
}

export async function postgresUp(log = console.log, cfg = postgresConfig()) {
  const address = `${cfg.host}:${cfg.port}`;
  let ours = ourPostgres();
  if (await canLogin(cfg)) {
    log(ours?.port === cfg.port ? `postgres: already up on ${address} (ours, pid ${ours.pid})` : `postgres: reused ${address}`);
    return;
  }
  if (!isLocalHost(cfg.host)) {
    throw new Error(`cannot log in with DATABASE_ADMIN_URL at ${address}, and that host is not local so no server is started`);
  }

  if (ours && ours.port !== cfg.port) {
    // Ours, but on another port (the URL changed): restart it on the right one.
    await pgCtl(defaultPaths, ['stop', '-m', 'fast']);
    ours = null;
  }
  if (!ours && (await canConnect(cfg.host, cfg.port))) await freePortFromDebianCluster(cfg.port, log);

  let started = false;
  if (!ours) {
    await startCluster(defaultPaths, cfg.port, log);
    started = true;
  }
  // Also when the server is ours but the login failed: a previous `up` may
  // have died between start and role creation.
  await ensureRoleAndDatabase(defaultPaths, cfg);
  if (!(await canLogin(cfg))) throw new Error(`postgres: started but cannot log in with ${cfg.url}; see ${logFile}`);
  const pid = ourPostgres()?.pid;
  log(
    started
      ? `postgres: started on ${address} (pid ${pid})`
      : `postgres: already up on ${address} (ours, pid ${pid}); created role ${cfg.user}`,
  );
}

export async function postgresDown(log = console.log) {
  const ours = ourPostgres();
  if (!ours) {
    log('postgres: not running from .local (nothing to stop)');
    return;
  }
  await pgCtl(defaultPaths, ['stop', '-m', 'fast']);
  log(`postgres: stopped (pid ${ours.pid})`);
}

export async function postgresStatus(cfg = postgresConfig()) {
  const reachable = await canLogin(cfg);
  const ours = ourPostgres();
  return { name: 'postgres', address: `${cfg.host}:${cfg.port}`, reachable, ours: ours?.port === cfg.port, pid: ours?.pid };
}

/**
 * A cluster of a test's own in `dir` on `port`, with the admin login of `url` (initdb on first use): tests stop and
 * restart it while the shared one stays up. `stop` is `pg_ctl stop` in the given mode, `start` brings it back.
 */
export async function startPostgresCluster({ dir, port, log = () => {} }) {
  const paths = postgresPaths(dir);
  const cfg = postgresConfig(`postgres://mb:mb@127.0.0.1:${port}/mb`);
  const start = () => startCluster(paths, port, log);
  await start();
  await ensureRoleAndDatabase(paths, cfg);
  return { url: cfg.url, port, start, stop: (mode = 'fast') => pgCtl(paths, ['stop', '-m', mode]) };
}

async function startCluster(paths, port, log) {
  await prepareDirs(paths);
  if (!existsSync(join(paths.dataDir, 'PG_VERSION'))) await initdb(paths, log);
  await startServer(paths, port);
}

async function prepareDirs({ pgDir, runDir, logDir }) {
  for (const dir of [pgDir, runDir, logDir]) mkdirSync(dir, { recursive: true });
  if (!isRoot) return;
  // initdb must create (or own) the data dir, so hand the whole tree over.
  await run('chown', ['-R', `${PG_OS_USER}:${PG_OS_USER}`, pgDir]);
  const probe = await run('test', ['-w', pgDir], { asUser: PG_OS_USER, allowFail: true });
  if (probe.status !== 0) {
    throw new Error(
      `the "${PG_OS_USER}" OS user cannot reach ${pgDir}: a parent directory is not searchable by others ` +
        `(fix: chmod o+x on each parent directory, or put the repo elsewhere)`,
    );
  }
}

async function initdb({ pgDir, dataDir }, log) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty but has no PG_VERSION: remove it to start from scratch`);
  }
  log('postgres: initdb (first run)');
  await run(
    bin('initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      // pg_hba.conf: trust on the local socket, passwords over TCP (127.0.0.1 and ::1).
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--locale=C.UTF-8',
      '--encoding=UTF8',
      '--no-sync', // throwaway data: do not wait for the disk
      '--no-instructions',
    ],
    { asUser: PG_OS_USER, cwd: pgDir },
  );
}

async function startServer(paths, port) {
  const { runDir, logFile } = paths;
  if (/'/.test(runDir)) throw new Error(`the repo path must not contain a single quote: ${runDir}`);
  // pg_ctl hands -o to /bin/sh, hence the quoted socket path.
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-c unix_socket_directories='${runDir}'`,
    ...POSTGRES_TUNING.map((setting) => `-c ${setting}`),
  ].join(' ');
  try {
    await pgCtl(paths, ['start', '-l', logFile, '-o', options]);
  } catch (err) {
    throw new Error(`${err.message}\n--- last lines of ${logFile} ---\n${tailFile(logFile, 20)}`);
  }
}

function pgCtl({ pgDir, dataDir }, args) {
  return run(bin('pg_ctl'), ['-D', dataDir, '-w', '-t', '60', ...args], { asUser: PG_OS_USER, cwd: pgDir });
}

/** Creates (or fixes the password of) the admin role, and its database. */
async function ensureRoleAndDatabase({ runDir }, cfg) {
  // psql interpolates :'var' as a literal and :"var" as an identifier, so the
  // values from the URL are quoted by psql itself; \gexec runs the generated
  // statement only when the SELECT returns a row (CREATE DATABASE cannot run
  // inside a DO block).
  const sql = `
    SELECT format('CREATE ROLE %I', :'user') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'user') \\gexec
    ALTER ROLE :"user" WITH LOGIN SUPERUSER CREATEROLE PASSWORD :'password';
    SELECT format('CREATE DATABASE %I OWNER %I', :'database', :'user')
      WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'database') \\gexec
  `;
  await run(
    bin('psql'),
    [
      '-h',
      runDir,
      '-p',
      String(cfg.port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-v',
      `user=${cfg.user}`,
      '-v',
      `password=${cfg.password}`,
      '-v',
      `database=${cfg.database}`,
    ],
    { input: sql },
  );
}

/**
 * Something listens on our port but the admin login fails: typically the
 * cluster Debian's postgresql package created and started on 5432 (it has no
 * role mb). Stop Debian's clusters on that port so ours can take it.
 */
async function freePortFromDebianCluster(port, log) {
  const clusters = which('pg_lsclusters') ? (await run('pg_lsclusters', ['--no-header'], { allowFail: true })).stdout : '';
  const online = clusters
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, name, clusterPort, status]) => name && Number(clusterPort) === port && status === 'online');
  if (online.length && !isRoot) {
    throw new Error(
      `port ${port} is used by Debian's PostgreSQL cluster ${online[0][0]}/${online[0][1]}: stop it (sudo pg_ctlcluster ${online[0][0]} ${online[0][1]} stop) or change DATABASE_ADMIN_URL`,
    );
  }
  for (const [version, name] of online) {
    log(`postgres: stopping Debian's cluster ${version}/${name} on port ${port} (admin login fails there)`);
    await run('pg_ctlcluster', [version, name, 'stop']);
  }
  for (let i = 0; i < 50 && (await canConnect('127.0.0.1', port)); i++) await sleep(200);
  if (await canConnect('127.0.0.1', port)) {
    throw new Error(
      `port ${port} is taken by a server where the DATABASE_ADMIN_URL login fails (and it is not a Debian cluster we could stop): stop it or change DATABASE_ADMIN_URL`,
    );
  }
}

function readLines(file) {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}
