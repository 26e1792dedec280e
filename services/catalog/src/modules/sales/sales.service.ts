import type { PayloadOf, billingPaymentApproved } from '@mb/contracts';
import { withTransaction, type Pool, type Tx } from '@mb/service-kit';
import { addSoldCount, recomputeSoldCounts, recordSale } from './sales.repository.js';

// Sold counts are not announced as catalog.product.upserted: they change no product's definition (billing
// does not care) and every sale would become an event. The public list picks them up within its cache
// lifetime (PUBLIC_CACHE_TTL_SECONDS); a product page reads them fresh.

/** A paid order sells `quantity` units of each line's product, once per payment. */
export async function countSale(tx: Tx, payment: PayloadOf<typeof billingPaymentApproved>): Promise<void> {
  const sold = new Map<string, number>();
  for (const line of payment.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of sold) {
    if (await recordSale(tx, { paymentId: payment.paymentId, productId, quantity })) await addSoldCount(tx, productId, quantity);
  }
}

/** POST /admin/reconcile/sold-count; returns how many products changed. */
export async function reconcileSoldCounts(pool: Pool, resetAll: boolean): Promise<number> {
  return (await withTransaction(pool, (tx) => recomputeSoldCounts(tx, resetAll))).length;
}
