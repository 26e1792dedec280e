import { startChatSimulator, type ChatSimulator } from '../src/app.js';
import { assistantReply } from '../src/replies.js';

let sim: ChatSimulator;
beforeAll(async () => {
  sim = await startChatSimulator({ port: 0, logLevel: 'silent' });
});
afterAll(() => sim.close());
beforeEach(() => fetch(`${sim.url}/__sim/reset`, { method: 'POST' }));

const post = (fields: Record<string, string>, secret = sim.secret) =>
  fetch(sim.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(secret ? { 'x-webhook-secret': secret } : {}) },
    body: new URLSearchParams(fields),
  });

it('answers a form-encoded message like an n8n webhook, and keeps what it received', async () => {
  const response = await post({ message: 'hola', sessionId: 's-1', timestamp: '2026-01-01T00:00:00Z', metadata: '{}' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ response: assistantReply('hola') });
  const { data } = (await (await fetch(`${sim.url}/__sim/messages`)).json()) as { data: unknown[] };
  expect(data).toEqual([
    {
      fields: { message: 'hola', sessionId: 's-1', timestamp: '2026-01-01T00:00:00Z', metadata: '{}' },
      secret: sim.secret,
      contentType: 'application/x-www-form-urlencoded',
    },
  ]);
});

it('refuses a call without the secret, as n8n’s header auth does', async () => {
  const response = await post({ message: 'hola' }, '');
  expect(response.status).toBe(403);
  expect(sim.received).toHaveLength(0);
});

it('answers the availability check with 405, and can be switched to fail, answer an error field, or be slow', async () => {
  expect((await fetch(sim.webhookUrl)).status).toBe(405);
  const set = (body: object) =>
    fetch(`${sim.url}/__sim/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  await set({ failure: 'status' });
  expect((await fetch(sim.webhookUrl)).status).toBe(503);
  expect((await post({ message: 'hola' })).status).toBe(500);

  await set({ failure: 'error-field' });
  expect(await (await post({ message: 'hola' })).json()).toEqual({ error: 'El flujo del asistente falló' });

  await set({ failure: 'none', delayMs: 300, shape: 'data' });
  const started = Date.now();
  expect(await (await post({ message: 'hola' })).json()).toEqual({ data: { reply: assistantReply('hola') } });
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect((await set({ shape: 'sideways' })).status).toBe(400);
});
