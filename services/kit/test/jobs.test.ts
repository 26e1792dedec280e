import { createQueue, createRedis, createWorker } from '../src/jobs.js';
import { eventually, testNamespace } from '../src/testing/index.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

it('runs a job on real Redis, retrying it after a failure, once per deterministic job id', async () => {
  const namespace = testNamespace();
  const connection = createRedis(redisUrl);
  const queue = createQueue<{ to: string }>('mail', { namespace, connection });
  const attempts: number[] = [];
  const done: string[] = [];
  const worker = createWorker<{ to: string }>(
    'mail',
    async (job) => {
      attempts.push(job.attemptsMade);
      if (job.attemptsMade === 0) throw new Error('SMTP momentarily down');
      done.push(job.data.to);
    },
    { namespace, connection },
  );
  try {
    await queue.add('verify', { to: 'ana@example.com' }, { jobId: 'verify-ana', backoff: { type: 'fixed', delay: 50 } });
    await queue.add('verify', { to: 'ana@example.com' }, { jobId: 'verify-ana' });
    await eventually(() => expect(done).toEqual(['ana@example.com']), 15000);
    expect(attempts).toEqual([0, 1]);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  }
});
