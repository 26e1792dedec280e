// What the benchmarks share: starting a process, waiting for it to be ready, and reading latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { testKeys } from '@mb/service-kit/testing';
import { tracingEnv } from '../deploy/local/jaeger.mjs';

/**
 * One of the project's processes from its TypeScript source, quiet but for warnings, trusting the test session key.
 * With `BENCH_CPU_PROF=<dir>`, each writes a V8 CPU profile there when it stops (to open in Chrome's DevTools). With
 * `BENCH_OTLP_ENDPOINT=<url>`, each is traced and sends its spans there (the bench's own process, the load, is not).
 */
export function launch(script: string, env: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      ...(process.env.BENCH_OTLP_ENDPOINT ? tracingEnv(process.env.BENCH_OTLP_ENDPOINT) : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `url` (a /readyz) until it answers 2xx; 30 s at most. */
export async function ready(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** The p-th quantile (0–1) of ascending latencies. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Milliseconds to two decimals, for the printed figures. */
export const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * CPU milliseconds a process has used (Linux: user + system clock ticks of 10 ms). On a machine shared with other
 * work, CPU per request says more about a service than requests per second do.
 */
export const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The local TCP ports of a process's sockets (its fds' inodes matched in /proc/net/tcp). */
function localPorts(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[9] && inodes.has(fields[9])) ports.add(Number.parseInt(fields[1]!.split(':')[1]!, 16));
  }
  return ports;
}

/**
 * PostgreSQL's CPU so far serving one process: the backends whose client is one of that process's connections. Other
 * work on the same database (other schemas' tests on a shared machine) is left out.
 */
export async function postgresCpuMs(
  db: { query: (sql: string) => Promise<{ rows: Array<{ pid: number; client_port: number }> }> },
  clientPid: number,
) {
  const ports = localPorts(clientPid);
  const { rows } = await db.query('SELECT pid, client_port FROM pg_stat_activity WHERE client_port IS NOT NULL');
  const each = rows
    .filter((row) => ports.has(row.client_port))
    .map(({ pid }) => {
      try {
        return cpuMs(pid);
      } catch {
        return 0; // a backend that ended meanwhile
      }
    });
  return each.reduce((sum, ms) => sum + ms, 0);
}

/** CPU so far of a stack's service, gateway and the PostgreSQL backends serving the service. */
export async function stackCpuMs(db: Parameters<typeof postgresCpuMs>[0], service: number, gateway: number) {
  return { service: cpuMs(service), gateway: cpuMs(gateway), postgres: await postgresCpuMs(db, service) };
}
