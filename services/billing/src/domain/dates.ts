export const dayMs = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * dayMs);

/** Calendar months in UTC, keeping the time of day; the 31st of a shorter month lands on its last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whole days left until `until`, counting a started day as a day (0 or less once it has passed). */
export const daysUntil = (until: Date, now: Date): number => Math.ceil((until.getTime() - now.getTime()) / dayMs);

/** Whole days from `from` to `until`, a started day not counted (0 once it has passed). */
export const wholeDaysBetween = (from: Date, until: Date): number => Math.max(0, Math.floor((until.getTime() - from.getTime()) / dayMs));
