import { adminToken, signTestToken, testNamespace } from '@mb/service-kit/testing';
import type { PipelineResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { startAnalytics, type TestAnalytics } from '../../services/analytics/test/helpers.js';
import { testGateway } from './test-gateway.js';

// The operator console through the gateway: a real analytics service answers for its pipeline; the other services
// are unreachable here, which the console shows per service instead of failing as a whole.
let analytics: TestAnalytics;
let gateway: App;

beforeAll(async () => {
  analytics = await startAnalytics(testNamespace());
  const url = await analytics.app.listen({ host: '127.0.0.1', port: 0 });
  gateway = await testGateway({ ANALYTICS_URL: url });
}, 60000);

afterAll(async () => {
  await gateway?.close();
  await analytics?.close();
});

const superAdmin = { authorization: `Bearer ${signTestToken({ role: 'SuperAdmin', email: 'operador@example.com' })}` };

it("shows each service's pipeline to a SuperAdmin, and says which service did not answer", async () => {
  const answer = await gateway.inject({ method: 'GET', url: '/auth/pipeline', headers: superAdmin });
  expect(answer.statusCode).toBe(200);
  const { services } = answer.json<PipelineResponse>();
  expect(services.map((row) => row.service)).toEqual(['identity', 'catalog', 'billing', 'invoicing', 'analytics', 'restaurant']);
  expect(services.find((row) => row.service === 'analytics')).toEqual({
    service: 'analytics',
    pipeline: {
      health: {
        outbox: { backlog: 0, oldest_age_seconds: 0 },
        groups: [{ group: 'analytics.ingestion', lag: expect.any(Number), dead_letters: 0 }],
        jobs: expect.arrayContaining([expect.objectContaining({ failed: 0 })]),
      },
      dead_letters: [],
      failed_jobs: [],
    },
    error: null,
  });
  expect(services.find((row) => row.service === 'billing')).toEqual({
    service: 'billing',
    pipeline: null,
    error: 'No se pudo leer el estado de la mensajería',
  });
});

it('refuses an Admin and a client at the gate (403), and an unknown service or dead letter with 400', async () => {
  for (const token of [adminToken(), signTestToken()]) {
    const answer = await gateway.inject({ method: 'GET', url: '/auth/pipeline', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(403);
  }
  const replay = (path: string) => gateway.inject({ method: 'POST', url: `/auth/pipeline/${path}/replay`, headers: superAdmin });
  expect((await replay('pagos/dead-letters/1')).statusCode).toBe(400);
  expect((await replay('analytics/dead-letters/uno')).statusCode).toBe(400);
  const gone = await replay('analytics/dead-letters/999');
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toEqual({ success: false, message: 'Ese mensaje ya no está pendiente: fue reenviado o descartado' });
});
