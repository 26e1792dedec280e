import { fileURLToPath } from 'node:url';
import type { Worker } from 'bullmq';
import { createQueue } from '../src/jobs.js';
import { createServiceApp, type ConsumerGroup } from '../src/service-app.js';
import { testNamespace, testServiceConfig } from '../src/testing/index.js';

const migrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));

it("builds a service's own dependencies once, after its connections, and hands the same ones to routes, consumers and workers", async () => {
  const env = await testServiceConfig('kit', migrations, { namespace: testNamespace() });
  const config = { ...env.config, GREETING: 'hola' };
  let builds = 0;
  const received: Record<string, unknown> = {};
  const app = await createServiceApp({
    name: 'deps',
    config,
    publishes: [],
    deps: ({ redis, config: { GREETING, BUS_NAMESPACE } }) => {
      builds += 1;
      return { greeting: GREETING, queue: createQueue<object>('deps-check', { connection: redis, namespace: BUS_NAMESPACE }) };
    },
    routes(app, { greeting, queue }) {
      received.routes = queue;
      app.get('/greeting', async () => ({ greeting }));
    },
    consumers: ({ queue }): ConsumerGroup[] => {
      received.consumers = queue;
      return [];
    },
    workers: ({ queue, log }): Worker[] => {
      received.workers = queue;
      log.info('workers started');
      return [];
    },
  });
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/greeting' })).json()).toEqual({ greeting: 'hola' });
    expect(builds).toBe(1);
    expect(received.routes).toBeDefined();
    expect(received.consumers).toBe(received.routes);
    expect(received.workers).toBe(received.routes);
  } finally {
    await (received.routes as { close(): Promise<void> } | undefined)?.close();
    await app.close();
    await env.cleanup();
  }
});
