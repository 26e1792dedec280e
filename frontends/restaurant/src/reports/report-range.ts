import { colombiaDay } from '../stats/colombia-day.js';

export type ReportRange = { from: string; to: string };

/** The ranges offered at a click: today, yesterday, the last 7, 30 and 90 days (today included). */
export const rangePresets = [
  { key: 'today', range: () => ({ from: colombiaDay(), to: colombiaDay() }) },
  { key: 'yesterday', range: () => ({ from: colombiaDay(1), to: colombiaDay(1) }) },
  { key: 'week', range: () => ({ from: colombiaDay(6), to: colombiaDay() }) },
  { key: 'month', range: () => ({ from: colombiaDay(29), to: colombiaDay() }) },
  { key: 'quarter', range: () => ({ from: colombiaDay(89), to: colombiaDay() }) },
] as const;

/** How many days a range covers, both ends included. */
export const rangeDays = (range: ReportRange) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;

/**
 * The plan feature a range needs, as the service decides it: one day is every plan's basic analysis, up to 31 days
 * intermediate analysis (Pro), up to 93 advanced reports (Gold). Undefined: none needed.
 */
export function rangeFeature(range: ReportRange): string | undefined {
  const days = rangeDays(range);
  if (days <= 1) return undefined;
  return days <= 31 ? 'analisis_intermedio' : 'reportes_avanzados';
}

/** The report's address for a range (of one branch, `sede`, or of all), as JSON or as one of its files. */
export const reportPath = (range: ReportRange, format?: 'csv' | 'xlsx', sede?: string) =>
  `/restaurant/reportes/ventas${format ? `.${format}` : ''}?from=${range.from}&to=${range.to}${sede ? `&sede=${sede}` : ''}`;
