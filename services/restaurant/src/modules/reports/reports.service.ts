import type { SalesReport } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { comparison, dishMargin, previousRange, reportSummary } from '../../domain/sales-report.js';
import { reportReasons, reportTotals, salesByDish, salesByMethod, salesByWaiter, salesHeatmap } from './reports.repository.js';

type Range = { from: string; to: string };

/** A period's summary and the reasons behind its adjustments and cancellations. */
async function periodOf(db: Queryable, restaurantId: string, range: Range) {
  const [totals, reasons] = await Promise.all([reportTotals(db, restaurantId, range), reportReasons(db, restaurantId, range)]);
  return { summary: reportSummary(totals, reasons), reasons };
}

/** The sales report of a range (already checked against the plan), beside the previous period of equal length. */
export async function salesReport(db: Queryable, restaurantId: string, range: Range): Promise<SalesReport> {
  const previous = previousRange(range);
  const [current, before, byMethod, byWaiter, byDish, heatmap] = await Promise.all([
    periodOf(db, restaurantId, range),
    periodOf(db, restaurantId, previous),
    salesByMethod(db, restaurantId, range),
    salesByWaiter(db, restaurantId, range),
    salesByDish(db, restaurantId, range),
    salesHeatmap(db, restaurantId, range),
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
