/** Days are the platform's (Colombia, no daylight saving): what an administrator calls "today". */
export const platformTimeZone = 'America/Bogota';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: platformTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The platform's calendar day (YYYY-MM-DD) of an instant. */
export function platformDay(instant: string | Date): string {
  return dayFormat.format(new Date(instant));
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The summary's days: the ones asked for (the last 30 by default), and the period just before of the same length. */
export function summaryRange(query: { from?: string; to?: string }, now: Date) {
  const to = query.to ?? platformDay(now);
  const from = query.from ?? addDays(to, -29);
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), length };
}
