import { reportFigures, type ReportFigure, type ReportReasonKind, type SalesReportSummary } from '@mb/contracts';
import { rangeDays } from './stats-range.js';

const dayMs = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of equal length just before a range: 1–7 March comes after 22–28 February. */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return { from: dayOf(start - rangeDays(range) * dayMs), to: dayOf(start - dayMs) };
}

/** The change from `previous` to `current` in whole percent (half away from zero); null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = ((current - previous) * 100) / previous;
  return Math.sign(change) * Math.round(Math.abs(change));
}

/** Each compared figure now and in the previous period. */
export const comparison = (current: SalesReportSummary, previous: SalesReportSummary) =>
  reportFigures.map((figure: ReportFigure) => ({
    figure,
    current: current[figure],
    previous: previous[figure],
    change_percent: changePercent(current[figure], previous[figure]),
  }));

/** The average check, rounded to the peso; 0 without checks. */
const averageTicket = (sales: number, checks: number): number => (checks ? Math.round(sales / checks) : 0);

/** A dish's margin: its sales before INC less what its portions cost (null without a recipe: the cost is unknown). */
export const dishMargin = (dish: { net_sales: number; cost: number | null }): number | null =>
  dish.cost === null ? null : dish.net_sales - dish.cost;

/**
 * The report's summary: the paid checks' totals, and what discounts, courtesies, voids and cancellations came to
 * (the sums of their reasons, so the two cannot disagree).
 */
export function reportSummary(
  totals: { sales: number; net_sales: number; inc: number; checks: number; tips: number; refunds: number },
  reasons: ReadonlyArray<{ kind: ReportReasonKind; amount: number }>,
): SalesReportSummary {
  const of = (kind: ReportReasonKind) => reasons.reduce((sum, reason) => sum + (reason.kind === kind ? reason.amount : 0), 0);
  return {
    ...totals,
    average_ticket: averageTicket(totals.sales, totals.checks),
    discounts: of('descuento'),
    courtesies: of('cortesia'),
    voids: of('anulacion'),
    cancellations: of('cancelacion'),
  };
}
