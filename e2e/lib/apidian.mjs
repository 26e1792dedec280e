// The stack's APIDIAN simulator, restarted the way an outage would: its process stopped, and the stack starting a
// fresh one on the same port (scripts/lib/stack.mjs), which remembers nothing (no documents, no files).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export const apidianUrl = process.env.E2E_APIDIAN_URL ?? 'http://127.0.0.1:4902';
const port = new URL(apidianUrl).port;

/** The sockets listening on the simulator's port, by inode, from Linux's tables (state 0A is LISTEN). */
function listeningSockets() {
  const hexPort = Number(port).toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    for (const fields of rows.map((row) => row.trim().split(/\s+/))) {
      if (fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The ids of the processes listening on the simulator's port (none while it is down): whose descriptors hold those sockets. */
function listeners() {
  const inodes = listeningSockets();
  if (inodes.size === 0) return [];
  const holds = (pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1]);
        } catch {
          return false; // the descriptor closed meanwhile
        }
      });
    } catch {
      return false; // the process ended meanwhile
    }
  };
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && holds(name))
    .map(Number);
}

async function until(check, what, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`APIDIAN simulator: ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answers = () =>
  fetch(`${apidianUrl}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/** Stops the running simulator and waits for the stack's fresh one to answer on its port. */
export async function restartApidianSimulator() {
  const running = listeners();
  if (running.length === 0) throw new Error(`no APIDIAN simulator listens on ${port}`);
  for (const pid of running) process.kill(pid, 'SIGTERM');
  await until(() => {
    const now = listeners();
    return now.length > 0 && now.every((pid) => !running.includes(pid));
  }, 'no fresh process took its port');
  await until(answers, 'the fresh process did not answer');
}
