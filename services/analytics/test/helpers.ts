import { randomUUID } from 'node:crypto';
import { analyticsTrackedRecorded, topics, type TrackEvent } from '@mb/contracts';
import { adminToken, eventually, sendRaw, signTestToken, startTestService } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { analyticsOwnEnv, migrationsDir } from '../src/config.js';

export const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A running analytics service on a fresh schema, consuming the tracking topic of `namespace`. */
export async function startAnalytics(namespace: string) {
  const service = await startTestService('analytics', migrationsDir, buildApp, { namespace, extra: analyticsOwnEnv.parse({}) });
  const get = (url: string, token?: string) =>
    service.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    ...service,
    asAdmin: (url: string) => get(url, adminToken()),
    asClient: (url: string) => get(url, signTestToken()),
    anonymous: (url: string) => get(url),
    /** Rows of a table, for assertions. */
    rows: async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await service.db.query(sql, params)).rows as R[],
  };
}
export type TestAnalytics = Awaited<ReturnType<typeof startAnalytics>>;

/** A tracking call as the gateway publishes it. */
export function trackedMessage(
  body: unknown,
  options: { ip?: string | null; userAgent?: string; receivedAt?: string; id?: string; key?: string } = {},
) {
  const receivedAt = options.receivedAt ?? new Date().toISOString();
  const envelope = {
    id: options.id ?? randomUUID(),
    type: analyticsTrackedRecorded.type,
    version: 1,
    occurredAt: receivedAt,
    source: 'gateway',
    aggregateId: 'tracking',
    payload: { body, ip: options.ip === undefined ? '190.24.131.7' : options.ip, userAgent: options.userAgent ?? browserAgent, receivedAt },
  };
  return { key: options.key ?? envelope.id, value: JSON.stringify(envelope) };
}

export const pageview = (overrides: Partial<TrackEvent> = {}): TrackEvent => ({
  event_type: 'pageview',
  path: '/tienda',
  url: 'http://127.0.0.1:8080/tienda?utm_source=google&utm_medium=cpc&utm_campaign=lanzamiento',
  referrer: 'https://www.google.com/search?q=mb',
  utm: { source: 'google', medium: 'cpc', campaign: 'lanzamiento', term: null, content: null },
  session_id: randomUUID(),
  consent_id: randomUUID(),
  ...overrides,
});

export const publish = (namespace: string, messages: Array<{ key: string; value: string }>) =>
  sendRaw({ namespace, topic: topics.analyticsTracked, messages });

/** How many calls the consumer has taken in: stored plus dropped. */
export async function countedCalls(analytics: TestAnalytics): Promise<number> {
  const [row] = await analytics.rows<{ count: number }>(
    'SELECT ((SELECT count(*) FROM events) + (SELECT coalesce(sum(count), 0) FROM drop_counts))::int AS count',
  );
  return row!.count;
}

/** Waits until the consumer has counted `total` calls, kept and dropped. */
export async function processed(analytics: TestAnalytics, total: number) {
  await eventually(async () => {
    const count = await countedCalls(analytics);
    if (count < total) throw new Error(`${count} of ${total} calls processed`);
  }, 30000);
}
