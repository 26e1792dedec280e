import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A TypeScript script run by tsx in an OS process of its own, for a test to crash it with SIGKILL: no handler, no
 * clean-up, its connections simply drop. `node --import tsx` rather than the tsx command, which would put a second
 * process between the test and the script.
 */
export function startScript(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    /** What the script wrote so far (stdout and stderr). */
    output: () => output,
    exited,
    /** Sends the signal (SIGKILL unless told) and resolves once the process is gone. */
    async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
export type RunningScript = ReturnType<typeof startScript>;
