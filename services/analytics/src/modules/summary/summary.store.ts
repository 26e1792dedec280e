import type { AnalyticsEventView, AnalyticsSummary } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import type { summaryRange } from '../../domain/days.js';

/** How many rows each top list shows. */
export const topLimit = 10;

type Range = ReturnType<typeof summaryRange>;
const count = 'sum(pageviews)::int AS count';
const period = 'day BETWEEN $1 AND $2';

/**
 * The dashboard's figures for a period, read from the daily rollups only: a 90-day summary reads a few thousand rows
 * however many events there are. The queries run side by side on the pool.
 */
export async function readSummary(pool: Pool, range: Range): Promise<AnalyticsSummary> {
  const days = [range.from, range.to];
  const top = (table: string, columns: string) =>
    pool.query(
      `SELECT ${columns}, ${count} FROM ${table} WHERE ${period} GROUP BY ${columns} ORDER BY count DESC, ${columns} LIMIT ${topLimit}`,
      days,
    );
  const series = (from: string, to: string) =>
    pool.query<{ day: string; pageviews: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(t.pageviews, 0)::int AS pageviews
         FROM generate_series($1::date, $2::date, interval '1 day') AS d LEFT JOIN daily_totals t ON t.day = d::date ORDER BY d`,
      [from, to],
    );
  const [totals, consents, paths, referrers, utm, countries, current, previous] = await Promise.all([
    pool.query<{ pageviews: number; clicks: number; sessions: number }>(
      `SELECT coalesce(sum(pageviews), 0)::int AS pageviews, coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(sessions), 0)::int AS sessions
         FROM daily_totals WHERE ${period}`,
      days,
    ),
    pool.query<{ status: string; count: number }>(
      `SELECT status, sum(count)::int AS count FROM daily_consents WHERE ${period} GROUP BY status ORDER BY status`,
      days,
    ),
    top('daily_paths', 'path'),
    top('daily_referrers', 'referrer'),
    top('daily_utm', 'source, medium, campaign'),
    top('daily_countries', 'country'),
    series(range.from, range.to),
    series(range.previousFrom, range.previousTo),
  ]);
  const { pageviews, clicks, sessions } = totals.rows[0]!;
  return {
    from: range.from,
    to: range.to,
    totals: { total_pageviews: pageviews, unique_sessions: sessions, total_clicks: clicks },
    consents: consents.rows,
    top_paths: paths.rows,
    top_referrers: referrers.rows,
    utm: utm.rows,
    countries: countries.rows,
    pageviews_by_day: current.rows,
    previous_pageviews_by_day: previous.rows,
  };
}

/** The newest stored events (the index on received_at). */
export async function recentEvents(pool: Pool, limit: number): Promise<AnalyticsEventView[]> {
  const { rows } = await pool.query<AnalyticsEventView>(
    `SELECT id, to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", event_type, path, url, referrer, name, ip, country
       FROM events ORDER BY received_at DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
