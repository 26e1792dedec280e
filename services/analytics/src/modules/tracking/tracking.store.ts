import type { Tx } from '@mb/service-kit';
import type { DropReason, StoredEvent } from '../../domain/tracked-event.js';
import { countBy, upsertCounts } from './rollups.js';

/**
 * Stores the batch's new events and adds them to the daily rollups, in the caller's transaction. An event whose id is
 * already stored (a redelivered batch) is skipped, so nothing is counted twice.
 */
export async function storeEvents(tx: Tx, events: StoredEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO events (id, received_at, event_type, path, url, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
                         session_id, consent_id, name, extra, ip, country)
     SELECT id, received_at, event_type, path, url, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
            session_id, consent_id, name, extra, ip, country
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, received_at timestamptz, event_type text, path text, url text, referrer text,
            utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, session_id text, consent_id text,
            name text, extra jsonb, ip text, country text)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      JSON.stringify(
        events.map((event) => ({
          id: event.id,
          received_at: event.receivedAt,
          event_type: event.eventType,
          path: event.path,
          url: event.url,
          referrer: event.referrer,
          utm_source: event.utm.source,
          utm_medium: event.utm.medium,
          utm_campaign: event.utm.campaign,
          utm_term: event.utm.term,
          utm_content: event.utm.content,
          session_id: event.sessionId,
          consent_id: event.consentId,
          name: event.name,
          extra: event.extra,
          ip: event.ip,
          country: event.country,
        })),
      ),
    ],
  );
  const inserted = new Set(rows.map((row) => row.id));
  const fresh = events.filter((event) => inserted.has(event.id));
  await addToRollups(tx, fresh);
  return fresh.length;
}

async function addToRollups(tx: Tx, events: StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const sessionDays = await tx.query<{ day: string }>(
    `INSERT INTO session_days (day, session_id)
     SELECT DISTINCT day, session_id FROM jsonb_to_recordset($1::jsonb) AS r(day date, session_id text) ORDER BY day, session_id
     ON CONFLICT DO NOTHING
     RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
    [JSON.stringify(events.map((event) => ({ day: event.day, session_id: event.sessionId })))],
  );
  const totals = new Map<string, { day: string; pageviews: number; clicks: number; sessions: number }>();
  const total = (day: string) => totals.get(day) ?? totals.set(day, { day, pageviews: 0, clicks: 0, sessions: 0 }).get(day)!;
  for (const event of events) total(event.day)[event.eventType === 'pageview' ? 'pageviews' : 'clicks'] += 1;
  for (const { day } of sessionDays.rows) total(day).sessions += 1;
  await upsertCounts(tx, 'daily_totals', ['day'], ['pageviews', 'clicks', 'sessions'], [...totals.values()]);

  const pageviews = events.filter((event) => event.eventType === 'pageview');
  await upsertCounts(
    tx,
    'daily_paths',
    ['day', 'path'],
    ['pageviews'],
    countBy(pageviews, (event) => ({ day: event.day, path: event.path }), 'pageviews'),
  );
  await upsertCounts(
    tx,
    'daily_referrers',
    ['day', 'referrer'],
    ['pageviews'],
    countBy(pageviews, (event) => ({ day: event.day, referrer: event.referrerHost }), 'pageviews'),
  );
  await upsertCounts(
    tx,
    'daily_utm',
    ['day', 'source', 'medium', 'campaign'],
    ['pageviews'],
    countBy(
      pageviews,
      (event) => ({ day: event.day, source: event.utm.source ?? '', medium: event.utm.medium ?? '', campaign: event.utm.campaign ?? '' }),
      'pageviews',
    ),
  );
  await upsertCounts(
    tx,
    'daily_countries',
    ['day', 'country'],
    ['pageviews'],
    countBy(pageviews, (event) => ({ day: event.day, country: event.country ?? '' }), 'pageviews'),
  );
}

/**
 * Counts the dropped calls by day and reason; an id already recorded (a redelivery) is not counted again. Calls that
 * carried no readable id (`unreadable`) are counted on `day` as they come.
 */
export async function countDropped(
  tx: Tx,
  dropped: Array<{ id: string; day: string; reason: DropReason }>,
  unreadable: number,
  day: string,
): Promise<void> {
  const counts: Array<{ day: string; reason: string; count: number }> = [];
  if (dropped.length > 0) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO dropped_events (id, reason, dropped_at)
       SELECT id, reason, now() FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, reason text)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [JSON.stringify(dropped.map(({ id, reason }) => ({ id, reason })))],
    );
    const inserted = new Set(rows.map((row) => row.id));
    counts.push(
      ...countBy(
        dropped.filter((drop) => inserted.has(drop.id)),
        (drop) => ({ day: drop.day, reason: drop.reason }),
        'count',
      ),
    );
  }
  if (unreadable > 0) counts.push({ day, reason: 'unreadable', count: unreadable });
  await upsertCounts(tx, 'drop_counts', ['day', 'reason'], ['count'], counts);
}
