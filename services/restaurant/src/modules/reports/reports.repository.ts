import type { PaymentMethod, ReportReasonKind } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { localZone } from '../orders/orders.repository.js';

/** Whose figures: the restaurant's, of one branch or (no `branchId`) of every branch together. */
export interface ReportScope {
  restaurantId: string;
  branchId?: string | undefined;
}
/**
 * A range of Colombia's days (inclusive) as the restaurant's id, the instants it starts and ends and the branch (null:
 * all): $1, $2, $3, $4.
 */
const scope = (at: ReportScope, range: { from: string; to: string }) => [at.restaurantId, range.from, range.to, at.branchId ?? null];
const within = (column: string) =>
  `${column} >= $2::date::timestamp AT TIME ZONE '${localZone}' AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE '${localZone}'`;
/** Whether the check `checkId` names is of the branch asked for, if one was. */
const ofBranch = (checkId: string) => `($4::uuid IS NULL OR ${checkId} IN (SELECT id FROM checks WHERE branch_id = $4::uuid))`;
/** The checks paid in the range: what every sales figure is read from. */
const paidChecks = `SELECT * FROM checks
  WHERE restaurant_id = $1 AND status = 'pagada' AND ${within('paid_at')} AND ($4::uuid IS NULL OR branch_id = $4::uuid)`;

export interface ReportTotalsRecord {
  sales: number;
  net_sales: number;
  inc: number;
  checks: number;
  tips: number;
  refunds: number;
}

/** The paid checks' totals, and the refunds made in the range. */
export async function reportTotals(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const { rows } = await db.query<ReportTotalsRecord>(
    `WITH paid AS (${paidChecks})
     SELECT coalesce(sum(total), 0)::bigint AS sales, coalesce(sum(subtotal), 0)::bigint AS net_sales, coalesce(sum(inc), 0)::bigint AS inc,
            count(*)::int AS checks, coalesce(sum(tip), 0)::bigint AS tips,
            (SELECT coalesce(sum(total), 0) FROM check_refunds
              WHERE restaurant_id = $1 AND ${within('created_at')} AND ${ofBranch('check_id')})::bigint AS refunds
     FROM paid`,
    scope(at, range),
  );
  return rows[0]!;
}

/** Discounts, courtesies and voids made in the range, and the orders cancelled in it, by kind and reason. */
export async function reportReasons(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const { rows } = await db.query<{ kind: ReportReasonKind; reason: string; count: number; amount: number }>(
    `SELECT kind, reason, count(*)::int AS count, sum(amount)::bigint AS amount
     FROM check_adjustments WHERE restaurant_id = $1 AND ${within('created_at')} AND ${ofBranch('check_id')} GROUP BY kind, reason
     UNION ALL
     SELECT 'cancelacion', ch.reason, count(*)::int, sum(o.total)::bigint
     FROM order_status_changes ch JOIN orders o ON o.id = ch.order_id
     WHERE o.restaurant_id = $1 AND ch.to_status = 'cancelado' AND ${within('ch.changed_at')}
       AND ($4::uuid IS NULL OR $4::uuid = coalesce((SELECT branch_id FROM checks WHERE id = o.check_id),
         (SELECT branch_id FROM restaurant_tables WHERE id = o.table_id), (SELECT id FROM branches WHERE restaurant_id = $1 AND is_main)))
     GROUP BY ch.reason
     ORDER BY amount DESC, kind, reason`,
    scope(at, range),
  );
  return rows;
}

/** What each payment method took on the paid checks (tips included), the most first: each check's payments by its index. */
export async function salesByMethod(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const { rows } = await db.query<{ method: PaymentMethod; payments: number; amount: number }>(
    `WITH paid AS (${paidChecks})
     SELECT p.method, count(*)::int AS payments, sum(p.amount)::bigint AS amount
     FROM paid c CROSS JOIN LATERAL (SELECT method, amount FROM check_payments WHERE check_id = c.id) p
     GROUP BY p.method ORDER BY amount DESC, p.method`,
    scope(at, range),
  );
  return rows;
}

/** Checks, sales and tips by the waiter who opened each check, named as the restaurant knows them. */
export async function salesByWaiter(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const { rows } = await db.query<{ waiter_id: string; name: string; checks: number; sales: number; tips: number }>(
    `WITH paid AS (${paidChecks})
     SELECT c.waiter_id, coalesce(a.assigned_name, u.email) AS name, count(*)::int AS checks, sum(c.total)::bigint AS sales,
            sum(c.tip)::bigint AS tips
     FROM paid c JOIN restaurant_users u ON u.id = c.waiter_id
     LEFT JOIN assignments a ON a.subscription_id = u.restaurant_id AND a.assigned_email = lower(u.email)
     GROUP BY c.waiter_id, a.assigned_name, u.email ORDER BY sales DESC, name`,
    scope(at, range),
  );
  return rows;
}

/**
 * The paid checks' lines by dish as sold (voided lines out, as `check_sold_lines` keeps them): units, sales with and without INC, and what those units
 * cost by the recipes: the dish's own and those of the options chosen on each line (found as the stock finds them, by
 * group and name in the dish's groups as they are now). Exact numeric arithmetic, rounded once; null for a dish with
 * no recipe at all.
 */
export async function salesByDish(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const { rows } = await db.query<{
    dish_id: string | null;
    name: string;
    units: number;
    sales: number;
    net_sales: number;
    cost: number | null;
  }>(
    `WITH lines AS (
       SELECT l.dish_id, l.name, sum(l.quantity)::int AS units, sum(l.line_total)::bigint AS sales, sum(l.inc_base)::bigint AS net_sales,
              min(l.order_id::text || '/' || l.position) AS sample
       FROM check_sold_lines l WHERE l.restaurant_id = $1 AND ${within('l.paid_at')} AND ${ofBranch('l.check_id')}
       GROUP BY l.dish_id, l.name
     ),
     -- A name as sold is the dish's with its options (see soldLineName): one line of each tells the options of all.
     sold AS (
       SELECT l.dish_id, l.name, l.units, l.sales, l.net_sales, coalesce(i.options, '[]') AS options
       FROM lines l LEFT JOIN order_items i ON i.order_id = split_part(l.sample, '/', 1)::uuid AND i.position = split_part(l.sample, '/', 2)::int
     ),
     costed AS (
       SELECT s.*, EXISTS (SELECT 1 FROM recipes r WHERE r.restaurant_id = $1 AND r.dish_id = s.dish_id) AS has_recipe,
              (SELECT coalesce(sum(r.quantity::numeric * su.cost / su.cost_quantity), 0)
               FROM recipes r JOIN supplies su ON su.id = r.supply_id JOIN dishes d ON d.id = r.dish_id
               WHERE r.restaurant_id = $1 AND r.dish_id = s.dish_id AND (r.option_id IS NULL OR r.option_id IN (
                 SELECT (o->>'id')::uuid
                 FROM jsonb_array_elements(s.options) chosen, jsonb_array_elements(d.option_groups) g, jsonb_array_elements(g->'options') o
                 WHERE g->>'name' = chosen->>'group' AND o->>'name' = chosen->>'name'))) AS portion
       FROM sold s
     )
     SELECT dish_id, name, units, sales, net_sales, CASE WHEN has_recipe THEN round(units * portion)::bigint END AS cost
     FROM costed ORDER BY sales DESC, units DESC, name`,
    scope(at, range),
  );
  return rows;
}

/** Checks paid and their sales by ISO weekday and hour in Colombia, the cells that had any. */
export async function salesHeatmap(db: Queryable, at: ReportScope, range: { from: string; to: string }) {
  const local = `paid_at AT TIME ZONE '${localZone}'`;
  const { rows } = await db.query<{ weekday: number; hour: number; checks: number; sales: number }>(
    `WITH paid AS (${paidChecks})
     SELECT extract(isodow FROM ${local})::int AS weekday, extract(hour FROM ${local})::int AS hour, count(*)::int AS checks,
            sum(total)::bigint AS sales
     FROM paid GROUP BY 1, 2 ORDER BY 1, 2`,
    scope(at, range),
  );
  return rows;
}
