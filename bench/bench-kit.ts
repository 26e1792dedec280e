// What the benchmarks share: starting a process, waiting for it to be ready, and reading latencies.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { testKeys } from '@mb/service-kit/testing';

/** One of the project's processes from its TypeScript source, quiet but for warnings, trusting the test session key. */
export function launch(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'warn', SESSION_PUBLIC_KEY: testKeys.publicKey, ...env },
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
