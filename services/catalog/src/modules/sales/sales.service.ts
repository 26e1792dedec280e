import type { PayloadOf, billingPaymentApproved } from '@mb/contracts';
import { withTransaction, type Pool, type Tx } from '@mb/service-kit';
import { announceProduct } from '../products/product-view.js';
import { findProduct } from '../products/products.repository.js';
import { addSoldCount, recomputeSoldCounts, recordSale } from './sales.repository.js';

async function announce(tx: Tx, productIds: Iterable<string>, correlationId?: string): Promise<void> {
  for (const id of productIds) {
    const row = await findProduct(tx, id);
    if (row) await announceProduct(tx, row, correlationId);
  }
}

/** A paid order sells `quantity` units of each line's product; the new counts are announced (store order). */
export async function countSale(tx: Tx, payment: PayloadOf<typeof billingPaymentApproved>, correlationId?: string): Promise<void> {
  const sold = new Map<string, number>();
  for (const line of payment.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  const changed: string[] = [];
  for (const [productId, quantity] of sold) {
    if (!(await recordSale(tx, { paymentId: payment.paymentId, productId, quantity }))) continue;
    await addSoldCount(tx, productId, quantity);
    changed.push(productId);
  }
  await announce(tx, changed, correlationId);
}

/** POST /admin/reconcile/sold-count */
export function reconcileSoldCounts(pool: Pool, resetAll: boolean, correlationId?: string): Promise<number> {
  return withTransaction(pool, async (tx) => {
    const changed = await recomputeSoldCounts(tx, resetAll);
    await announce(tx, changed, correlationId);
    return changed.length;
  });
}
