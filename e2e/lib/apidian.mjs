// The stack's APIDIAN simulator, restarted the way an outage would: its process stopped and a new one started on
// the same port, which remembers nothing (no documents, no files). The journey stops the new one when it ends.
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const apidianUrl = process.env.E2E_APIDIAN_URL ?? 'http://127.0.0.1:4902';
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = new URL(apidianUrl).port;

/** The ids of the processes listening on the simulator's port (none while it is down). */
function listeners() {
  try {
    return execFileSync('lsof', ['-t', `-iTCP:${port}`, '-sTCP:LISTEN'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // lsof exits 1 when nothing listens
  }
}

async function until(check, what, timeoutMs = 20000) {
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

/** Stops the running simulator and starts a fresh one on its port; resolves with a way to stop that one. */
export async function restartApidianSimulator() {
  const running = listeners();
  if (running.length === 0) throw new Error(`no APIDIAN simulator listens on ${port}`);
  for (const pid of running) process.kill(pid, 'SIGTERM');
  await until(() => listeners().length === 0, 'the old process did not stop');
  const child = spawn(process.execPath, ['simulators/apidian/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: port, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await until(answers, 'the new process did not answer');
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
