// Local Redis: a daemonized redis-server keeping an append-only file, files in .local/redis.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from './paths.mjs';
import { canConnect, isLocalHost, tcpRequest, waitFor } from './net.mjs';
import { commandLine, isAlive, readPidFile, run, tailFile, terminate } from './proc.mjs';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const redisDir = join(localDir, 'redis');
const pidFile = join(redisDir, 'redis.pid');
const logFile = join(redisDir, 'redis.log');

export function redisConfig(url = process.env.REDIS_URL || DEFAULT_REDIS_URL) {
  const parsed = new URL(url);
  return { url, host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1', port: Number(parsed.port || 6379) };
}

/** True if a Redis answers at host:port (an inline PING over a raw socket). */
export async function redisPing(host, port) {
  const answer = await tcpRequest(host, port, 'PING\r\n', 1000);
  // -NOAUTH: a password-protected Redis, still a Redis we can reuse.
  return answer !== null && (answer.startsWith('+PONG') || answer.startsWith('-NOAUTH'));
}

/** pid of the redis-server we started (from .local/redis/redis.pid), or null. */
export function ourRedis() {
  const pid = readPidFile(pidFile);
  return isAlive(pid) && commandLine(pid).includes('redis-server') ? pid : null;
}

export async function redisUp(log = console.log, cfg = redisConfig()) {
  const address = `${cfg.host}:${cfg.port}`;
  if (await redisPing(cfg.host, cfg.port)) {
    const pid = ourRedis();
    // A system redis-server (e.g. auto-started by Debian's package) is fine: Redis has no login.
    log(pid ? `redis: already up on ${address} (ours, pid ${pid})` : `redis: reused ${address}`);
    return;
  }
  if (!isLocalHost(cfg.host)) throw new Error(`no Redis answers at ${address}, and that host is not local so none is started`);
  if (await canConnect(cfg.host, cfg.port)) throw new Error(`port ${cfg.port} is taken by something that does not answer a Redis PING`);

  mkdirSync(redisDir, { recursive: true });
  // redis-server daemonizes itself: the command returns once it forked.
  await run('redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    String(cfg.port),
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    logFile,
    '--dir',
    redisDir,
    // The append-only file keeps what must outlive a restart (the revoked sessions' list, queued jobs); written once a
    // second, no snapshots (no fork for BGSAVE).
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
  ]);
  try {
    await waitFor(() => redisPing(cfg.host, cfg.port), { timeoutMs: 15000, what: `Redis on ${address}` });
    await waitFor(() => ourRedis(), { timeoutMs: 5000, what: `${pidFile}` });
  } catch (err) {
    throw new Error(`${err.message}\n--- last lines of ${logFile} ---\n${tailFile(logFile, 20)}`);
  }
  log(`redis: started on ${address} (pid ${ourRedis()})`);
}

export async function redisDown(log = console.log) {
  const pid = ourRedis();
  if (!pid) {
    log('redis: not running from .local (nothing to stop)');
    return;
  }
  await terminate(pid, { timeoutMs: 10000 });
  log(`redis: stopped (pid ${pid})`);
}

export async function redisStatus(cfg = redisConfig()) {
  const reachable = await redisPing(cfg.host, cfg.port);
  const pid = ourRedis();
  return { name: 'redis', address: `${cfg.host}:${cfg.port}`, reachable, ours: Boolean(pid), pid };
}
