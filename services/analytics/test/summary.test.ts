import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { platformDay } from '../src/domain/days.js';
import { pageview, processed, publish, startAnalytics, trackedMessage, type TestAnalytics } from './helpers.js';

// The admin dashboard's reads and the banner's proof of consent, on the rollups the consumer keeps.
const namespace = testNamespace();
let analytics: TestAnalytics;
const today = platformDay(new Date());
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  analytics = await startAnalytics(namespace);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  await publish(namespace, [
    trackedMessage(pageview({ session_id: a, path: '/tienda' })),
    trackedMessage(pageview({ session_id: a, path: '/tienda' })),
    trackedMessage(pageview({ session_id: a, path: '/', referrer: '', url: 'http://127.0.0.1:8080/', utm: {} })),
    trackedMessage(
      pageview({ session_id: b, path: '/', referrer: 'http://127.0.0.1:8080/tienda', url: 'http://127.0.0.1:8080/', utm: {} }),
      { ip: '10.1.2.3' },
    ),
    trackedMessage({ event_type: 'click', path: '/tienda', session_id: b, name: 'comprar' }),
    // Nine days ago: in the previous period of a 7-day summary.
    trackedMessage(pageview({ session_id: c, path: '/antes' }), { receivedAt: daysAgo(9) }),
  ]);
  await processed(analytics, 6);
  for (const status of ['accepted', 'accepted', 'rejected'] as const) {
    const answer = await analytics.app.inject({
      method: 'POST',
      url: '/consent',
      payload: { consent_id: randomUUID(), status, categories: { analytics: status === 'accepted' } },
    });
    expect(answer.statusCode).toBe(200);
  }
}, 60000);

afterAll(() => analytics?.close());

it('sums a period from the rollups: totals, sessions, consents, top lists and the chart with the previous period', async () => {
  const from = platformDay(daysAgo(6));
  const answer = await analytics.asAdmin(`/summary?from=${from}&to=${today}`);
  expect(answer.statusCode).toBe(200);
  const { data } = answer.json();
  expect(data.totals).toEqual({ total_pageviews: 4, unique_sessions: 2, total_clicks: 1 });
  expect(data.consents).toEqual([
    { status: 'accepted', count: 2 },
    { status: 'rejected', count: 1 },
  ]);
  expect(data.top_paths).toEqual([
    { path: '/', count: 2 },
    { path: '/tienda', count: 2 },
  ]);
  // Its own pages are no referral: '' is shown as '(direct)'.
  expect(data.top_referrers).toEqual([
    { referrer: '', count: 2 },
    { referrer: 'www.google.com', count: 2 },
  ]);
  expect(data.utm).toEqual([
    { source: '', medium: '', campaign: '', count: 2 },
    { source: 'google', medium: 'cpc', campaign: 'lanzamiento', count: 2 },
  ]);
  expect(data.countries).toEqual([
    { country: 'CO', count: 3 },
    { country: '', count: 1 },
  ]);
  expect(data.pageviews_by_day).toHaveLength(7);
  expect(data.pageviews_by_day.at(-1)).toEqual({ day: today, pageviews: 4 });
  expect(data.previous_pageviews_by_day).toHaveLength(7);
  expect(data.previous_pageviews_by_day.reduce((sum: number, day: { pageviews: number }) => sum + day.pageviews, 0)).toBe(1);
});

it('lists the newest events with their truncated IP and country', async () => {
  const answer = await analytics.asAdmin('/events?limit=2');
  expect(answer.statusCode).toBe(200);
  const { items } = answer.json();
  expect(items).toHaveLength(2);
  expect(items[0]).toMatchObject({ ip: expect.stringMatching(/\.0$/) });
  expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1].createdAt));
});

it('keeps each consent choice with its time, banner version and truncated address', async () => {
  const rows = await analytics.rows<{ status: string; banner_version: string; ip: string; recorded_at: Date; analytics: boolean }>(
    'SELECT * FROM consents ORDER BY id',
  );
  expect(rows).toHaveLength(3);
  expect(rows[2]).toMatchObject({ status: 'rejected', analytics: false, banner_version: expect.any(String), ip: '127.0.0.0' });
  expect(rows[2]!.recorded_at).toBeInstanceOf(Date);
});

it('answers the summary and the events to administrators only', async () => {
  for (const url of ['/summary', '/events']) {
    expect((await analytics.anonymous(url)).statusCode).toBe(401);
    expect((await analytics.asClient(url)).statusCode).toBe(403);
  }
  expect((await analytics.asAdmin(`/summary?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
  expect((await analytics.asAdmin('/summary?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  expect((await analytics.asAdmin('/summary?from=0000-01-01&to=0000-01-30')).statusCode).toBe(400);
});
