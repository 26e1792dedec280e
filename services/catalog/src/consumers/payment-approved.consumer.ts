import { billingPaymentApproved } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { addSoldCount } from '../modules/products/products.repository.js';

/** A paid order line sells `quantity` units of its product. */
export const paymentApprovedConsumer = on(billingPaymentApproved, async (tx, payment) => {
  for (const line of payment.lines) {
    await addSoldCount(tx, line.productId, line.quantity);
  }
});
