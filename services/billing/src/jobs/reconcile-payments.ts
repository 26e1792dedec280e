import { settleAll, type PaymentsDeps } from '../modules/payments/payments.service.js';
import { pendingPayments } from '../modules/payments/payments.repository.js';

/** Wompi stops retrying an event after about 24 h; payments are asked about for a while longer. */
const lookBackMs = 3 * 24 * 60 * 60 * 1000;
/** A payment younger than this is most likely still in the buyer's hands. */
const graceMs = 60 * 1000;

/**
 * The safety net of reference §7.7: payments still pending are looked up at Wompi by reference and settled
 * through the same state change as the events, so a lost event cannot leave a paid customer without access.
 */
export async function reconcilePendingPayments(deps: PaymentsDeps, now: Date): Promise<number> {
  const pending = await pendingPayments(deps.pool, {
    createdBefore: new Date(now.getTime() - graceMs),
    createdAfter: new Date(now.getTime() - lookBackMs),
    limit: 100,
  });
  for (const payment of pending) await settleAll(deps, payment.reference);
  return pending.length;
}
