// Process helpers: run commands, pid files, liveness, graceful termination.
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './net.mjs';

export const isRoot = process.getuid?.() === 0;

/** Full path of an executable found in PATH (plus the sbin dirs), or null. */
export function which(name) {
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin', '/usr/bin']);
  for (const dir of dirs) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Runs a command and resolves { status, stdout, stderr } (async so that the
 * servers can be brought up concurrently).
 * asUser: when we are root, run it as that OS user (PostgreSQL refuses root).
 * Rejects with the command's own output unless allowFail is set.
 */
export function run(cmd, args = [], { asUser, allowFail = false, input, cwd, env, timeoutMs } = {}) {
  const [file, argv] = asUser && isRoot ? ['runuser', ['-u', asUser, '--', cmd, ...args]] : [cmd, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd,
      env: env ? { ...process.env, ...env } : process.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    if (input !== undefined) child.stdin.end(input);
    child.once('error', (err) => finish(null, String(err.message)));
    child.once('close', (code) => finish(code, ''));
    let finished = false;
    function finish(status, extra) {
      if (finished) return;
      finished = true;
      const out = { status, stdout, stderr: stderr + extra };
      if (status === 0 || allowFail) return resolve(out);
      const output = (out.stderr + out.stdout).trim();
      reject(new Error(`command failed (exit ${status}): ${[file, ...argv].join(' ')}\n${output}`));
    }
  });
}

/** Alive and not a zombie (a zombie still answers kill(pid, 0)). */
export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err.code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The command line of a process as one string ('' if gone). */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** First line of a pid file as a number, or null. */
export function readPidFile(file) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** SIGTERM, wait up to timeoutMs, then SIGKILL. Resolves once the pid is gone. */
export async function terminate(pid, { timeoutMs = 30000 } = {}) {
  if (!signal(pid, 'SIGTERM')) return;
  if (await waitForExit(pid, timeoutMs)) return;
  signal(pid, 'SIGKILL');
  if (!(await waitForExit(pid, 5000))) throw new Error(`process ${pid} survived SIGKILL`);
}

/** Sends a signal; false if the process was already gone. */
function signal(pid, name) {
  try {
    process.kill(pid, name);
    return true;
  } catch (err) {
    if (err.code === 'ESRCH') return false;
    throw err;
  }
}

/** The last `lines` lines of a text file ('(no log)' if unreadable). */
export function tailFile(file, lines) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return `(no log at ${file})`;
  }
}
