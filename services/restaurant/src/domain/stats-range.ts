/** The longest range the stats read at once. */
export const maxStatsDays = 93;

const dayMs = 86_400_000;

/** Today in Colombia (UTC−5, no daylight saving), as YYYY-MM-DD. */
export const colombianDay = (now: Date): string => new Date(now.getTime() - 5 * 3600_000).toISOString().slice(0, 10);

/**
 * The days the stats cover: `day`, or `from`..`to` (either alone is that one day), else today. Undefined when the
 * range is backwards, longer than 93 days, or names a day that does not exist (2026-02-30).
 */
export function statsRange(query: { day?: string; from?: string; to?: string }, now: Date): { from: string; to: string } | undefined {
  const from = query.day ?? query.from ?? query.to ?? colombianDay(now);
  const to = query.day ?? query.to ?? from;
  const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
  const real = (day: string, ms: number) => !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  if (!real(from, start) || !real(to, end) || end < start || (end - start) / dayMs >= maxStatsDays) return undefined;
  return { from, to };
}

/** How many days a range covers, both ends included. */
export const rangeDays = (range: { from: string; to: string }): number => (Date.parse(range.to) - Date.parse(range.from)) / dayMs + 1;
