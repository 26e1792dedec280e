import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

/**
 * A Redis server of a test's own (Debian's redis-server, in memory), to stop and start again on the same port while
 * the services under test keep their connections: the shared one must never go down under other test files.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let server: ChildProcess | undefined;

  async function start(): Promise<void> {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    for (let tries = 0; ; tries += 1) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    probe.disconnect();
  }

  async function stop(): Promise<void> {
    const running = server;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
export type PrivateRedis = Awaited<ReturnType<typeof startPrivateRedis>>;
