import { createRedis } from '@mb/service-kit';
import { testNamespace } from '@mb/service-kit/testing';
import type { PaymentsDeps } from '../src/modules/payments/payments.service.js';
import { billingWorkers } from '../src/jobs/billing-jobs.js';

it("logs the maintenance workers' own errors (a lost connection, say) instead of leaving them unhandled", async () => {
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const logged: string[] = [];
  const log = { error: (_details: object, message: string) => logged.push(message) };
  // The jobs never run here (a day apart): only the workers' own error reporting is under test.
  const deps = {
    config: { BUS_NAMESPACE: testNamespace(), RECONCILE_EVERY_MS: 86_400_000, LIFECYCLE_EVERY_MS: 86_400_000 },
    log,
  } as unknown as PaymentsDeps;
  const workers = billingWorkers(deps, connection);
  try {
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    // What BullMQ raises when its Redis connection breaks under a worker.
    for (const worker of workers) worker.emit('error', new Error('Connection is closed.'));
    expect(logged.filter((message) => message.endsWith('worker error'))).toHaveLength(workers.length);
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
    connection.disconnect();
  }
});
