import type { Queryable } from '@mb/service-kit';

/** Records a paid line once per (payment, product); returns false when it was already counted. */
export async function recordSale(db: Queryable, sale: { paymentId: string; productId: string; quantity: number }): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO product_sales (payment_id, product_id, quantity)
     SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM products WHERE id = $2)
     ON CONFLICT DO NOTHING`,
    [sale.paymentId, sale.productId, sale.quantity],
  );
  return rowCount === 1;
}

export async function addSoldCount(db: Queryable, productId: string, quantity: number): Promise<void> {
  await db.query('UPDATE products SET sold_count = sold_count + $2, updated_at = now() WHERE id = $1', [productId, quantity]);
}

/**
 * Sets sold_count to the recorded sales. With `resetAll` every product is recomputed (no sales → 0);
 * otherwise only products that have recorded sales. Returns the ids that changed.
 */
export async function recomputeSoldCounts(db: Queryable, resetAll: boolean): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH totals AS (SELECT product_id, sum(quantity)::int AS sold FROM product_sales GROUP BY product_id)
     UPDATE products p SET sold_count = COALESCE(t.sold, 0), updated_at = now()
       FROM products p2 LEFT JOIN totals t ON t.product_id = p2.id
      WHERE p2.id = p.id AND ($1 OR t.product_id IS NOT NULL) AND p.sold_count <> COALESCE(t.sold, 0)
     RETURNING p.id`,
    [resetAll],
  );
  return rows.map((row) => row.id);
}
