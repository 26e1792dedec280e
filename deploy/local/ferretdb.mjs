// Local MongoDB: FerretDB 1.24.2, a MongoDB-compatible server that stores in the PostgreSQL the stack already runs
// (in a database of its own). Built once with the Go toolchain from the Go module proxy and cached under
// .local/ferretdb/bin, so only the first `up` on a machine pays for it (a few minutes on 2 cores).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canConnect, isLocalHost, waitFor } from './net.mjs';
import { findPgBin } from './packages.mjs';
import { localDir } from './paths.mjs';
import { postgresConfig } from './postgres.mjs';
import { commandLine, isAlive, readPidFile, run, tailFile, terminate, which } from './proc.mjs';

export const FERRETDB_VERSION = 'v1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';
export const DEFAULT_MONGODB_URL = 'mongodb://127.0.0.1:27017/';

const ferretDir = join(localDir, 'ferretdb');
export const ferretdbBinary = join(ferretDir, 'bin', `ferretdb-${FERRETDB_VERSION}`);
const stateDir = join(ferretDir, 'state');
const pidFile = join(ferretDir, 'ferretdb.pid');
const logFile = join(ferretDir, 'ferretdb.log');

/** MONGODB_URL's host and port (the services read the whole URL; a replica set or Atlas URL is simply reused). */
export function mongoConfig(url = process.env.MONGODB_URL || DEFAULT_MONGODB_URL) {
  const address = url
    .replace(/^mongodb(\+srv)?:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .split(/[/?,]/)[0];
  const [, host = '127.0.0.1', port = '27017'] = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(address) ?? [];
  return { url, host: host || '127.0.0.1', port: Number(port), srv: url.startsWith('mongodb+srv:') };
}

/** The PostgreSQL database FerretDB keeps its data in: FERRETDB_POSTGRESQL_URL, else the admin login on database `ferretdb`. */
function storageUrl() {
  if (process.env.FERRETDB_POSTGRESQL_URL) return process.env.FERRETDB_POSTGRESQL_URL;
  const url = new URL(postgresConfig().url);
  url.pathname = '/ferretdb';
  return url.toString();
}

/**
 * The FerretDB binary, built on first use: `go install` of the module builds a binary that panics for want of
 * build/version/version.txt, so the module is downloaded, copied somewhere writable, given that file, and built.
 */
export async function ensureFerretdbBinary(log = console.log) {
  if (existsSync(ferretdbBinary)) return ferretdbBinary;
  if (!which('go')) throw new Error(`ferretdb: the Go toolchain (go 1.24 or newer) is needed once to build FerretDB ${FERRETDB_VERSION}`);
  log(`ferretdb: building FerretDB ${FERRETDB_VERSION} from the Go module proxy (once; a few minutes)`);
  const work = mkdtempSync(join(tmpdir(), 'ferretdb-build-'));
  try {
    const download = await run('go', ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`], { cwd: work });
    const source = join(work, 'src');
    // The module cache is read-only: build in a writable copy.
    await run('cp', ['-R', JSON.parse(download.stdout).Dir, source]);
    await run('chmod', ['-R', 'u+w', source]);
    writeFileSync(join(source, 'build', 'version', 'version.txt'), FERRETDB_VERSION);
    mkdirSync(join(ferretDir, 'bin'), { recursive: true });
    // Built next to its final place and renamed, so a concurrent start never runs a half-written binary.
    const built = `${ferretdbBinary}.tmp-${process.pid}`;
    await run('go', ['build', '-buildvcs=false', '-trimpath', '-o', built, './cmd/ferretdb'], { cwd: source });
    renameSync(built, ferretdbBinary);
  } catch (err) {
    throw new Error(`ferretdb: building FerretDB ${FERRETDB_VERSION} failed:\n${err.message.split('\n').slice(-30).join('\n')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`ferretdb: built ${ferretdbBinary}`);
  return ferretdbBinary;
}

/** pid of the FerretDB we started (from .local/ferretdb/ferretdb.pid), or null. */
export function ourFerretdb() {
  const pid = readPidFile(pidFile);
  return isAlive(pid) && commandLine(pid).includes('ferretdb') ? pid : null;
}

/** Creates FerretDB's PostgreSQL database if it is missing (as the admin login; works on a reused server too). */
async function ensureStorageDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = postgresConfig().url;
  const psql = findPgBin() ? join(findPgBin(), 'psql') : which('psql');
  if (!psql) throw new Error('ferretdb: psql is needed to create its PostgreSQL database (Debian package: postgresql)');
  const query = (sql) => run(psql, [admin, '-w', '-X', '-Atqc', sql], { env: { PGCONNECT_TIMEOUT: '5' } });
  const exists = await query(`SELECT 1 FROM pg_database WHERE datname = '${name.replaceAll("'", "''")}'`);
  if (exists.stdout.trim() !== '1') await query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
}

export async function ferretdbUp(log = console.log, cfg = mongoConfig()) {
  const address = `${cfg.host}:${cfg.port}`;
  const ours = ourFerretdb();
  if (cfg.srv) return log(`ferretdb: not started, MONGODB_URL names a DNS seed list (${cfg.host})`);
  if (await canConnect(cfg.host, cfg.port))
    return log(ours ? `ferretdb: already up on ${address} (ours, pid ${ours})` : `mongodb: reused ${address}`);
  if (!isLocalHost(cfg.host)) throw new Error(`nothing listens at ${address} (MONGODB_URL), and that host is not local so none is started`);
  const binary = await ensureFerretdbBinary(log);
  if (ours) await terminate(ours, { timeoutMs: 10000 }); // ours but not answering: start afresh
  const storage = storageUrl();
  await ensureStorageDatabase(storage);
  mkdirSync(stateDir, { recursive: true });
  const out = openSync(logFile, 'a');
  const child = spawn(
    binary,
    [
      '--handler=postgresql',
      `--postgresql-url=${storage}`,
      `--listen-addr=${cfg.host}:${cfg.port}`,
      `--state-dir=${stateDir}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { cwd: ferretDir, detached: true, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  // Outlives this Node process: the pid file is how `down` finds it later.
  writeFileSync(pidFile, `${child.pid}\n`);
  child.unref();
  try {
    await waitFor(
      async () => {
        if (!isAlive(child.pid)) throw new Error('ferretdb: the process exited during start-up');
        return canConnect(cfg.host, cfg.port);
      },
      { timeoutMs: 30000, what: `FerretDB on ${address}` },
    );
  } catch (err) {
    await terminate(child.pid, { timeoutMs: 5000 }).catch(() => {});
    rmSync(pidFile, { force: true });
    throw new Error(`${err.message}\n--- last lines of ${logFile} ---\n${tailFile(logFile, 20)}`);
  }
  log(`ferretdb: started on ${address} (pid ${child.pid}, storing in PostgreSQL database ${new URL(storage).pathname.slice(1)})`);
}

export async function ferretdbDown(log = console.log) {
  const pid = ourFerretdb();
  if (!pid) return log('ferretdb: not running from .local (nothing to stop)');
  await terminate(pid, { timeoutMs: 10000 });
  rmSync(pidFile, { force: true });
  log(`ferretdb: stopped (pid ${pid})`);
}

export async function ferretdbStatus(cfg = mongoConfig()) {
  const reachable = !cfg.srv && (await canConnect(cfg.host, cfg.port));
  const pid = ourFerretdb();
  return { name: 'mongodb', address: `${cfg.host}:${cfg.port}`, reachable: reachable || cfg.srv, ours: Boolean(pid), pid };
}
