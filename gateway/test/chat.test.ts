import { chatLimits, chatMessages } from '@mb/contracts';
import { loadConfig } from '@mb/service-kit';
import { signTestToken, testNamespace } from '@mb/service-kit/testing';
import { assistantReply } from '../../simulators/chat/src/replies.js';
import { startChatSimulator, type ChatSimulator } from '../../simulators/chat/src/app.js';
import { gatewayEnv } from '../src/config.js';
import { testGateway } from './test-gateway.js';

// The chat assistant through the gateway to the chat simulator, which plays the automation webhook (n8n).
let sim: ChatSimulator;
let gateway: Awaited<ReturnType<typeof testGateway>>;
const namespace = testNamespace();
// Each test chats from an address of its own, so the per-IP limit only bites where a test means it to.
let address = 0;
let ip: string;

const gatewayFor = (env: Record<string, string> = {}) =>
  testGateway({ CHAT_WEBHOOK_URL: sim.webhookUrl, BUS_NAMESPACE: namespace, TRUST_PROXY: 'loopback', CHAT_TIMEOUT_MS: '2000', ...env });

beforeAll(async () => {
  sim = await startChatSimulator({ port: 0, logLevel: 'silent' });
  gateway = await gatewayFor();
});

afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

beforeEach(async () => {
  address += 1;
  ip = `203.0.113.${address}`;
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
});

type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> };

async function send(
  body: Record<string, unknown>,
  options: { at?: typeof gateway; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await (options.at ?? gateway).inject({
    method: 'POST',
    url: '/auth/public/chat',
    headers: { 'x-forwarded-for': ip, 'user-agent': 'JestBrowser/1.0', ...options.headers },
    payload: body,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const say = (message: string, sessionId = `chat-${address}`) =>
  send({ message, sessionId, metadata: { referrer: 'https://google.com/', url: 'http://127.0.0.1/tienda' } });

/** Nothing the browser gets may name the webhook: its address, port or secret. */
function expectNoWebhookDetails(answer: Answer) {
  const text = JSON.stringify(answer);
  expect(text).not.toContain(String(sim.port));
  expect(text).not.toContain('webhook/mb-chat');
  expect(text).not.toContain(sim.secret);
}

it('forwards the message as a form with the session, the signed-in user, the time, the metadata and the secret, and answers the reply', async () => {
  const token = signTestToken({ sub: '7b0f7a8e-0000-4000-8000-000000000009' });
  const before = Date.now();
  const answer = await send(
    {
      message: '  ¿Tienen plan anual?  ',
      sessionId: 'chat-abc',
      metadata: { referrer: 'https://google.com/', url: 'http://127.0.0.1/tienda' },
    },
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ success: true, reply: assistantReply('¿Tienen plan anual?') });

  expect(sim.received).toHaveLength(1);
  const [{ fields, secret, contentType }] = sim.received as [(typeof sim.received)[number]];
  expect(secret).toBe(sim.secret);
  expect(contentType).toBe('application/x-www-form-urlencoded');
  expect(fields).toMatchObject({ message: '¿Tienen plan anual?', sessionId: 'chat-abc', userId: '7b0f7a8e-0000-4000-8000-000000000009' });
  expect(Date.parse(fields.timestamp!)).toBeGreaterThanOrEqual(before - 1000);
  expect(JSON.parse(fields.metadata!)).toEqual({
    userAgent: 'JestBrowser/1.0',
    referrer: 'https://google.com/',
    url: 'http://127.0.0.1/tienda',
  });
});

it('leaves the user out for an anonymous visitor, and ignores a user id the browser made up', async () => {
  const answer = await send({ message: 'hola', sessionId: 'chat-anon', userId: 'someone-else' });
  expect(answer.status).toBe(200);
  expect(sim.received[0]!.fields).not.toHaveProperty('userId');
  expect(JSON.parse(sim.received[0]!.fields.metadata!)).toEqual({ userAgent: 'JestBrowser/1.0', referrer: '', url: '' });
});

it.each([
  ['response', 'response'],
  ['message', 'message'],
  ['text', 'text'],
  ['reply', 'reply'],
  ['data', 'data.reply'],
  ['other', 'the first string value'],
] as const)('reads the reply the automation gives under %s (%s)', async (shape, _where) => {
  await fetch(`${sim.url}/__sim/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shape }),
  });
  const answer = await say('¿Cuánto cuesta?');
  expect(answer).toMatchObject({ status: 200, body: { success: true, reply: assistantReply('¿Cuánto cuesta?') } });
});

it('answers 502 "Respuesta inválida del servidor" when the automation answers nothing readable', async () => {
  sim.configure({ shape: 'empty' });
  const answer = await say('hola');
  expect(answer).toMatchObject({ status: 502, body: { success: false, message: chatMessages.invalidReply } });
  expectNoWebhookDetails(answer);
});

it('treats an error field, a failed workflow and a refused secret as the assistant being unavailable (502), naming nothing of the webhook', async () => {
  sim.configure({ failure: 'error-field' });
  const errorField = await say('hola');
  expect(errorField).toMatchObject({ status: 502, body: { success: false, message: chatMessages.unavailable } });
  expectNoWebhookDetails(errorField);

  sim.configure({ failure: 'status' });
  const failed = await say('hola');
  expect(failed).toMatchObject({ status: 502, body: { success: false, message: chatMessages.unavailable } });
  expectNoWebhookDetails(failed);

  sim.configure({ failure: 'none' });
  const wrongSecret = await gatewayFor({ CHAT_WEBHOOK_SECRET: 'not-the-simulator-secret' });
  try {
    const refused = await send({ message: 'hola', sessionId: 'chat-secret' }, { at: wrongSecret });
    expect(refused).toMatchObject({ status: 502, body: { success: false, message: chatMessages.unavailable } });
    expectNoWebhookDetails(refused);
  } finally {
    await wrongSecret.close();
  }
});

it('waits for a slow automation within the time-out, and gives up after it with 504', async () => {
  sim.configure({ delayMs: 600 });
  const slow = await say('hola');
  expect(slow).toMatchObject({ status: 200, body: { success: true } });

  sim.configure({ delayMs: 5000 });
  const started = Date.now();
  const late = await say('hola');
  expect(Date.now() - started).toBeLessThan(4000);
  expect(late).toMatchObject({ status: 504, body: { success: false, message: chatMessages.unavailable } });
  expectNoWebhookDetails(late);
  // Production waits the spec's 130 s.
  expect(gatewayEnv.parse({ SESSION_PUBLIC_KEY: 'x' }).CHAT_TIMEOUT_MS).toBe(chatLimits.webhookTimeoutMs);
});

it('answers 503 when the webhook cannot be reached, without its address', async () => {
  const unreachable = await gatewayFor({ CHAT_WEBHOOK_URL: 'http://127.0.0.1:9/webhook/mb-chat' });
  try {
    const answer = await send({ message: 'hola', sessionId: 'chat-down' }, { at: unreachable });
    expect(answer).toMatchObject({ status: 503, body: { success: false, message: chatMessages.unavailable } });
    expect(JSON.stringify(answer)).not.toContain('127.0.0.1:9');
  } finally {
    await unreachable.close();
  }
});

it('refuses blank and too long messages in Spanish, before calling the automation', async () => {
  const blank = await say('   ');
  expect(blank.status).toBe(400);
  expect(blank.body.message).toContain(chatMessages.empty);
  const long = await say('a'.repeat(chatLimits.messageChars + 1));
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('El mensaje es demasiado largo: máximo 2000 caracteres');
  expect((await say('a'.repeat(chatLimits.messageChars))).status).toBe(200);
  expect(sim.received).toHaveLength(1);
});

it('limits messages per chat session, then per client address', async () => {
  for (let i = 0; i < 10; i += 1) expect((await say(`mensaje ${i}`, 'chat-busy')).status).toBe(200);
  const limited = await say('uno más', 'chat-busy');
  expect(limited).toMatchObject({
    status: 429,
    body: { success: false, message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.' },
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(sim.received).toHaveLength(10);

  // Fresh sessions from the same address: 30 a minute in all (11 already counted).
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) statuses.push((await say('hola', `chat-rotating-${i}`)).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(19);
  expect(statuses.at(-1)).toBe(429);
});

it('reports the assistant available when the webhook answers 405 to a GET, and unavailable when it fails or cannot be reached', async () => {
  const status = async (at = gateway) => (await at.inject({ method: 'GET', url: '/auth/public/chat/status' })).json();
  expect(await status()).toEqual({ success: true, available: true });
  sim.configure({ failure: 'status' });
  expect(await status()).toEqual({ success: true, available: false });
  const unreachable = await gatewayFor({ CHAT_WEBHOOK_URL: 'http://127.0.0.1:9/webhook/mb-chat' });
  try {
    expect(await status(unreachable)).toEqual({ success: true, available: false });
  } finally {
    await unreachable.close();
  }
});

it('refuses to start in production with the development webhook secret', () => {
  const env = {
    NODE_ENV: 'production',
    SESSION_PUBLIC_KEY: 'x',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
  };
  expect(() => loadConfig(gatewayEnv, env)).toThrow(/CHAT_WEBHOOK_SECRET still has its development default/);
  expect(loadConfig(gatewayEnv, { ...env, CHAT_WEBHOOK_SECRET: 'a-real-secret-of-the-automation' }).CHAT_WEBHOOK_SECRET).toBe(
    'a-real-secret-of-the-automation',
  );
});
