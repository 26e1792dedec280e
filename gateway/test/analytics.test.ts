import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { adminToken, eventually, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { trackingPublisher } from '../src/clients/tracking.publisher.js';
import { browserAgent, countedCalls, pageview, startAnalytics, type TestAnalytics } from '../../services/analytics/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// Consent and tracking as the browser makes them: a listening gateway publishing to Kafka, a real analytics service
// consuming into PostgreSQL.
const namespace = testNamespace();
const gateways = listeningGateways(namespace);
let analytics: TestAnalytics;
let base: string;

beforeAll(async () => {
  analytics = await startAnalytics(namespace);
  gateways.urls.ANALYTICS_URL = await analytics.app.listen({ host: '127.0.0.1', port: 0 });
  base = await gateways.start();
}, 60000);

afterAll(async () => {
  await gateways.close();
  await analytics?.close();
});

const post = (path: string, body: string, userAgent = browserAgent) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': userAgent }, body });
const track = (event: unknown) => post('/auth/public/analytics/track', JSON.stringify(event));
const get = (path: string, token?: string) => fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const counted = () => countedCalls(analytics);

it('answers a tracking call at once with 202 and the event is stored with its path, UTM and truncated address', async () => {
  const event = pageview({ path: '/tienda', utm: { source: 'newsletter', medium: 'email', campaign: 'noviembre' } });
  const answer = await track(event);
  expect(answer.status).toBe(202);
  const row = await eventually(async () => {
    const [found] = await analytics.rows('SELECT * FROM events WHERE session_id = $1', [event.session_id]);
    if (!found) throw new Error('not stored yet');
    return found;
  });
  // The test talks to the gateway over loopback.
  expect(row).toMatchObject({ path: '/tienda', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'noviembre', ip: '127.0.0.0' });
});

it('never answers a bad tracking call with a 5xx: wrong types, NUL characters and 100 KB paths are dropped and counted', async () => {
  const before = await counted();
  const answers = await Promise.all([
    track({ ...pageview(), path: 42, session_id: ['x'] }),
    track({ ...pageview(), path: '/tienda\u0000' }),
    track({ ...pageview(), path: `/${'p'.repeat(100 * 1024)}` }),
    post('/auth/public/analytics/track', JSON.stringify(pageview()), 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
  await eventually(async () => expect(await counted()).toBe(before + 4));
  const drops = await analytics.rows<{ reason: string; count: number }>(
    'SELECT reason, sum(count)::int AS count FROM drop_counts GROUP BY reason ORDER BY reason',
  );
  expect(drops).toEqual([
    { reason: 'bot', count: 1 },
    { reason: 'invalid', count: 1 },
    { reason: 'nul', count: 1 },
    { reason: 'too_long', count: 1 },
  ]);

  const odd = await Promise.all([
    post('/auth/public/analytics/track', '{"path": '),
    post('/auth/public/analytics/track', JSON.stringify({ path: `/${'p'.repeat(200 * 1024)}` })),
    post('/auth/public/analytics/track', `${'['.repeat(100)}${']'.repeat(100)}`),
  ]);
  expect(odd.map((answer) => answer.status)).toEqual([400, 413, 400]);
});

it('stores the consent choice with the banner version as proof', async () => {
  const consentId = randomUUID();
  const answer = await post(
    '/auth/public/consent',
    JSON.stringify({ consent_id: consentId, status: 'accepted', categories: { analytics: true } }),
  );
  expect(answer.status).toBe(200);
  const [row] = await analytics.rows('SELECT * FROM consents WHERE consent_id = $1', [consentId]);
  expect(row).toMatchObject({
    status: 'accepted',
    analytics: true,
    banner_version: expect.any(String),
    ip: '127.0.0.0',
    user_agent: browserAgent,
  });
  expect((await post('/auth/public/consent', JSON.stringify({ consent_id: consentId, status: 'maybe', categories: {} }))).status).toBe(400);
});

it('shows the summary and the recent events to administrators only, refusing others before any validation', async () => {
  for (const path of ['/auth/analytics/summary', '/auth/analytics/events?limit=50']) {
    const admin = await get(path, adminToken());
    expect(admin.status).toBe(200);
  }
  const summary = (await (await get('/auth/analytics/summary', adminToken())).json()) as { data: { totals: { total_pageviews: number } } };
  expect(summary.data.totals.total_pageviews).toBeGreaterThanOrEqual(1);
  const events = (await (await get('/auth/analytics/events?limit=50', adminToken())).json()) as { items: unknown[] };
  expect(events.items[0]).toMatchObject({ event_type: 'pageview', ip: '127.0.0.0' });

  for (const path of ['/auth/analytics/summary?from=nonsense', '/auth/analytics/events?limit=-1']) {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, signTestToken())).status).toBe(403);
    expect((await get(path, adminToken())).status).toBe(400);
  }
});

it('holds a bounded number of calls while Kafka is away, refuses more, and stops without waiting for it', async () => {
  const publisher = trackingPublisher({
    brokers: [`127.0.0.1:${await freePort()}`],
    namespace,
    logger: pino({ level: 'silent' }),
    maxBuffered: 3,
    closeTimeoutMs: 500,
  });
  const call = { body: pageview(), ip: '190.24.131.7', userAgent: browserAgent, receivedAt: new Date().toISOString() };
  expect([1, 2, 3, 4].map(() => publisher.publish(call))).toEqual([true, true, true, false]);
  const stopping = Date.now();
  await publisher.close();
  expect(Date.now() - stopping).toBeLessThan(3000);
  expect(publisher.publish(call)).toBe(false);
});
