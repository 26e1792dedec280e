import type { SalesReport } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { comparison, dishMargin, previousRange, reportSummary } from '../../domain/sales-report.js';
import {
  type ReportScope,
  reportReasons,
  reportTotals,
  salesByDish,
  salesByMethod,
  salesByWaiter,
  salesHeatmap,
} from './reports.repository.js';

type Range = { from: string; to: string };

/** A period's summary and the reasons behind its adjustments and cancellations. */
async function periodOf(db: Queryable, at: ReportScope, range: Range) {
  const [totals, reasons] = await Promise.all([reportTotals(db, at, range), reportReasons(db, at, range)]);
  return { summary: reportSummary(totals, reasons), reasons };
}

/** The sales report of a range (already checked against the plan), beside the previous period of equal length. */
export async function salesReport(db: Queryable, at: ReportScope, range: Range): Promise<SalesReport> {
  const previous = previousRange(range);
  const [current, before, byMethod, byWaiter, byDish, heatmap] = await Promise.all([
    periodOf(db, at, range),
    periodOf(db, at, previous),
    salesByMethod(db, at, range),
    salesByWaiter(db, at, range),
    salesByDish(db, at, range),
    salesHeatmap(db, at, range),
  ]);
  return {
    ...range,
    previous,
    summary: current.summary,
    previous_summary: before.summary,
    comparison: comparison(current.summary, before.summary),
    by_method: byMethod,
    by_waiter: byWaiter,
    by_dish: byDish.map((dish) => ({ ...dish, margin: dishMargin(dish) })),
    heatmap,
    reasons: current.reasons,
  };
}
