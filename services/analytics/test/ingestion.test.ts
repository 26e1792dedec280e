import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { pageview, processed, publish, startAnalytics, trackedMessage, type TestAnalytics } from './helpers.js';

// The consumer of the gateway's tracking topic, on a real Kafka and PostgreSQL.
const namespace = testNamespace();
let analytics: TestAnalytics;

beforeAll(async () => {
  analytics = await startAnalytics(namespace);
}, 60000);

afterAll(() => analytics?.close());

const dropCounts = async () =>
  Object.fromEntries(
    (
      await analytics.rows<{ reason: string; count: number }>('SELECT reason, sum(count)::int AS count FROM drop_counts GROUP BY reason')
    ).map((row) => [row.reason, row.count]),
  );
const stored = () => analytics.rows<{ count: number }>('SELECT count(*)::int AS count FROM events').then((rows) => rows[0]!.count);

let expected = 0;
async function send(messages: Array<{ key: string; value: string }>, counted = messages.length) {
  await publish(namespace, messages);
  expected += counted;
  await processed(analytics, expected);
}

it('stores a page view with its path, UTM and referrer, the IP cut to its /24 and the country looked up offline', async () => {
  const event = pageview({ path: '/tienda/restaurante' });
  await send([trackedMessage(event, { ip: '190.24.131.7' })]);
  const [row] = await analytics.rows('SELECT * FROM events WHERE session_id = $1', [event.session_id]);
  expect(row).toMatchObject({
    event_type: 'pageview',
    path: '/tienda/restaurante',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'lanzamiento',
    ip: '190.24.131.0',
    country: 'CO',
  });
  expect(JSON.stringify(await analytics.rows('SELECT * FROM events'))).not.toContain('190.24.131.7');
});

it('keeps only the /48 of an IPv6 address', async () => {
  const event = pageview();
  await send([trackedMessage(event, { ip: '2800:e2:3c80:1a2b:3c4d:5e6f:7a8b:9c0d' })]);
  const [row] = await analytics.rows<{ ip: string }>('SELECT ip FROM events WHERE session_id = $1', [event.session_id]);
  expect(row!.ip).toBe('2800:e2:3c80::');
});

it('drops and counts wrong types, NUL characters, 100 KB paths, bots and unreadable messages, storing none of them', async () => {
  const before = await stored();
  const hundredKb = `/${'a'.repeat(100 * 1024)}`;
  await send([
    trackedMessage({ ...pageview(), path: 42 }),
    trackedMessage({ ...pageview(), event_type: 'purchase' }),
    trackedMessage({ ...pageview(), utm: 'google' }),
    trackedMessage('not an object'),
    trackedMessage({ ...pageview(), path: '/tienda\u0000' }),
    trackedMessage({ ...pageview(), extra: { 'k\u0000': 1 } }),
    trackedMessage({ ...pageview(), path: hundredKb }),
    trackedMessage({ ...pageview(), url: `http://x/${'u'.repeat(5000)}` }),
    trackedMessage(pageview(), { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    { key: 'garbage', value: 'not json {' },
    { key: 'not-envelope', value: JSON.stringify({ hello: 'world' }) },
  ]);
  expect(await stored()).toBe(before);
  expect(await dropCounts()).toEqual({ invalid: 4, nul: 2, too_long: 2, bot: 1, unreadable: 2 });
});

it('counts a redelivered batch once: events, rollups and drops', async () => {
  const session = randomUUID();
  // One key: one partition, so the marker below is read after the repeated messages.
  const key = { key: session };
  const batch = [
    trackedMessage(pageview({ session_id: session, path: '/redelivery' }), key),
    trackedMessage(pageview({ session_id: session, path: '/redelivery' }), key),
    trackedMessage({ event_type: 'click', path: '/redelivery', session_id: session, name: 'comprar' }, key),
    trackedMessage({ ...pageview(), path: 7 }, key),
  ];
  const dropsBefore = (await dropCounts()).invalid ?? 0;
  await send(batch);
  // The same messages again, as after a crash between the commit and the offset's; plus a marker to wait for.
  await send([...batch, trackedMessage(pageview({ path: '/marker' }), key)], 1);
  const [paths] = await analytics.rows<{ pageviews: number }>(
    `SELECT sum(pageviews)::int AS pageviews FROM daily_paths WHERE path = '/redelivery'`,
  );
  expect(paths!.pageviews).toBe(2);
  expect(await analytics.rows('SELECT event_type FROM events WHERE session_id = $1 ORDER BY event_type', [session])).toEqual([
    { event_type: 'click' },
    { event_type: 'pageview' },
    { event_type: 'pageview' },
  ]);
  expect((await dropCounts()).invalid).toBe(dropsBefore + 1);
});

it('purges raw events older than 13 months and keeps the rest', async () => {
  const old = pageview({ path: '/old' });
  await send([trackedMessage(old, { receivedAt: new Date(Date.now() - 14 * 30 * 86_400_000).toISOString() })]);
  const { purgeExpired } = await import('../src/jobs/purge-events.job.js');
  const purged = await purgeExpired(analytics.db, new Date());
  expect(purged).toBe(1);
  expect(await analytics.rows('SELECT 1 FROM events WHERE session_id = $1', [old.session_id])).toEqual([]);
  expect(await stored()).toBeGreaterThan(0);
});
