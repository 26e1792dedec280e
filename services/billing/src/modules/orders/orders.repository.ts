import type { BillingCycle, Order, PlanType } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { PricedLine } from '../../domain/order-pricing.js';

export interface Customer {
  email: string;
  full_name: string;
  legal_id?: string | null;
  phone?: string | null;
}

export interface OrderRecord {
  id: string;
  user_id: string;
  kind: 'purchase' | 'renewal';
  status: 'pending' | 'paid';
  total: number;
  /** Integer pesos credited from the unused days of the plan an upgrade replaces (renewals only). */
  credit: number;
  customer_email: string;
  customer_name: string;
  customer_legal_id: string | null;
  customer_phone: string | null;
  subscription_id: string | null;
  created_at: Date;
  lines: {
    product_id: string;
    product_name: string;
    product_category: string | null;
    plan_type: PlanType;
    billing_cycle: BillingCycle;
    months: number;
    quantity: number;
    unit_price: number;
    total: number;
  }[];
}

export async function insertOrder(
  tx: Tx,
  order: {
    userId: string;
    kind: OrderRecord['kind'];
    notes: string;
    customer: Customer;
    subscriptionId?: string;
    total: number;
    credit?: { days: number; credit: number };
  },
  lines: readonly PricedLine[],
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (user_id, kind, total, notes, customer_email, customer_name, customer_legal_id, customer_phone, subscription_id, credit, credit_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      order.userId,
      order.kind,
      order.total,
      order.notes,
      order.customer.email,
      order.customer.full_name,
      order.customer.legal_id || null,
      order.customer.phone || null,
      order.subscriptionId ?? null,
      order.credit?.credit ?? 0,
      order.credit?.days ?? 0,
    ],
  );
  const id = rows[0]!.id;
  for (const [index, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, line_no, product_id, product_name, product_category, plan_type, billing_cycle, months, quantity, unit_price, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        index + 1,
        line.productId,
        line.productName,
        line.productCategory,
        line.planType,
        line.billingCycle,
        line.months,
        line.quantity,
        line.unitPrice,
        line.total,
      ],
    );
  }
  return id;
}

/** An order with its lines; `lock` holds it for the rest of the transaction. */
export async function findOrder(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<OrderRecord | undefined> {
  const { rows } = await db.query<Omit<OrderRecord, 'lines'>>(
    `SELECT id, user_id, kind, status, total, credit, customer_email, customer_name, customer_legal_id, customer_phone, subscription_id, created_at
     FROM orders WHERE id = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) return undefined;
  const lines = await db.query<OrderRecord['lines'][number]>(
    `SELECT product_id, product_name, product_category, plan_type, billing_cycle, months, quantity, unit_price, total
     FROM order_lines WHERE order_id = $1 ORDER BY line_no`,
    [id],
  );
  return { ...rows[0], lines: lines.rows };
}

export async function markOrderPaid(tx: Tx, id: string): Promise<void> {
  await tx.query("UPDATE orders SET status = 'paid', paid_at = coalesce(paid_at, now()) WHERE id = $1", [id]);
}

export function orderView(order: OrderRecord): Order {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    total: order.total,
    created_at: order.created_at.toISOString(),
    lines: order.lines.map(({ product_category: _category, ...line }) => line),
  };
}
