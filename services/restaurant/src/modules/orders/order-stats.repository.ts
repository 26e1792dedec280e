import type { Queryable } from '@mb/service-kit';
import type { ReportScope } from '../reports/reports.repository.js';
import { localZone } from './orders.repository.js';

/**
 * The orders taken between two of Colombia's days (inclusive) in one branch of the restaurant, or (no `branchId`) in
 * every branch together: counts, paid pesos, top dishes, per hour.
 */
export async function orderStats(db: Queryable, at: ReportScope, from: string, to: string) {
  const inRange = `SELECT * FROM orders WHERE restaurant_id = $1 AND ($4::uuid IS NULL OR branch_id = $4::uuid)
    AND (created_at AT TIME ZONE '${localZone}')::date BETWEEN $2::date AND $3::date`;
  const params = [at.restaurantId, from, to, at.branchId ?? null];
  const [totals, top, hours] = await Promise.all([
    db.query<{ orders: number; cancelled: number; paid: number; revenue: number }>(
      `WITH o AS (${inRange})
       SELECT count(*)::int AS orders, (count(*) FILTER (WHERE status = 'cancelado'))::int AS cancelled,
              (count(*) FILTER (WHERE status = 'pagado'))::int AS paid, coalesce(sum(total) FILTER (WHERE status = 'pagado'), 0)::bigint AS revenue
       FROM o`,
      params,
    ),
    db.query<{ dish_id: string | null; name: string; quantity: number; revenue: number }>(
      `WITH o AS (${inRange})
       SELECT i.dish_id, i.name, sum(i.quantity)::int AS quantity, sum(i.quantity * i.unit_price)::bigint AS revenue
       FROM order_items i JOIN o ON o.id = i.order_id WHERE o.status <> 'cancelado'
       GROUP BY i.dish_id, i.name ORDER BY quantity DESC, revenue DESC, i.name LIMIT 10`,
      params,
    ),
    db.query<{ hour: number; orders: number; revenue: number }>(
      `WITH o AS (${inRange})
       SELECT h.hour, count(o.id)::int AS orders, coalesce(sum(o.total) FILTER (WHERE o.status = 'pagado'), 0)::bigint AS revenue
       FROM generate_series(0, 23) AS h(hour)
       LEFT JOIN o ON extract(hour FROM o.created_at AT TIME ZONE '${localZone}') = h.hour
       GROUP BY h.hour ORDER BY h.hour`,
      params,
    ),
  ]);
  return { ...totals.rows[0]!, top_dishes: top.rows, per_hour: hours.rows };
}
