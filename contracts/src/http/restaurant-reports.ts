import { z } from 'zod';
import { branchMessages } from './restaurant-branches.js';
import { adjustmentKinds } from './restaurant-adjustments.js';
import { orderStatsQuery } from './restaurant-app.js';
import { paymentMethods } from './restaurant-checks.js';

/**
 * The restaurant's sales reports (issue 37 item 5), for its administrators only, over the stats' ranges: one day on
 * every plan (analisis_basico), up to 31 days on Pro (analisis_intermedio), up to 93 on Gold (reportes_avanzados).
 * Everything is read from the checks paid in the range (Colombia's days) and integer pesos.
 *
 * GET /restaurant/reportes/ventas?day | from&to        → the report (JSON)
 * GET /restaurant/reportes/ventas.csv?day | from&to    → the same figures in CSV
 * GET /restaurant/reportes/ventas.xlsx?day | from&to   → the same figures in an Excel workbook, a sheet per breakdown
 */
/** `sede`: one branch's report (issue 37 item 4); without it, every branch together. */
export const salesReportQuery = orderStatsQuery.extend({ sede: z.uuid(branchMessages.branchNotFound).optional() });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;
export const salesReportFormats = ['csv', 'xlsx'] as const;
export type SalesReportFormat = (typeof salesReportFormats)[number];

const pesos = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** What the reasons table lists: the check adjustments, and orders cancelled before they were charged. */
export const reportReasonKinds = [...adjustmentKinds, 'cancelacion'] as const;
export type ReportReasonKind = (typeof reportReasonKinds)[number];

/** The figures the report compares with the previous period, in this order. */
export const reportFigures = ['sales', 'checks', 'average_ticket', 'tips', 'discounts'] as const;
export type ReportFigure = (typeof reportFigures)[number];

export const salesReportSummary = z.object({
  /** What the paid checks came to (INC included, tips out): the sum of their lines after adjustments. */
  sales: pesos,
  /** `sales` before INC, and the INC in it. */
  net_sales: pesos,
  inc: pesos,
  checks: count,
  average_ticket: pesos,
  tips: pesos,
  /** What the discounts, courtesies and voids made in the range took off; orders cancelled and refunds made in it. */
  discounts: pesos,
  courtesies: pesos,
  voids: pesos,
  cancellations: pesos,
  refunds: pesos,
});
export type SalesReportSummary = z.infer<typeof salesReportSummary>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  /** The previous period of equal length, just before `from`. */
  previous: z.object({ from: z.string(), to: z.string() }),
  summary: salesReportSummary,
  previous_summary: salesReportSummary,
  /** Each figure now and then; `change_percent` rounded to the unit, null when the previous period had none. */
  comparison: z.array(
    z.object({ figure: z.enum(reportFigures), current: pesos, previous: pesos, change_percent: z.number().int().nullable() }),
  ),
  /** What each method took, tips included: they add up to `sales` + `tips`. */
  by_method: z.array(z.object({ method: z.enum(paymentMethods), payments: count, amount: pesos })),
  /** By the waiter who opened each check: its sales and tips. */
  by_waiter: z.array(z.object({ waiter_id: z.uuid(), name: z.string(), checks: count, sales: pesos, tips: pesos })),
  /**
   * By dish as sold, a row per name on the bill (options make their own: 'Sancocho (Adiciones: Arroz)'), voided lines
   * out and courtesies in at 0: `sales` INC included, `net_sales` before it; `cost` by today's recipes, the dish's and
   * those of the options chosen (null for a dish with none), and `margin` = `net_sales` − `cost`.
   */
  by_dish: z.array(
    z.object({
      dish_id: z.uuid().nullable(),
      name: z.string(),
      units: count,
      sales: pesos,
      net_sales: pesos,
      cost: pesos.nullable(),
      margin: z.number().int().nullable(),
    }),
  ),
  /** Checks paid and their sales per ISO weekday (1 Monday … 7 Sunday) and hour in Colombia; only cells that had any. */
  heatmap: z.array(
    z.object({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23), checks: count, sales: pesos }),
  ),
  /** Discounts, courtesies, voids and cancellations in the range, by kind and reason, the largest amount first. */
  reasons: z.array(z.object({ kind: z.enum(reportReasonKinds), reason: z.string(), count, amount: pesos })),
});
export type SalesReport = z.infer<typeof salesReport>;
export const salesReportResponse = z.object({ success: z.literal(true), data: salesReport });
