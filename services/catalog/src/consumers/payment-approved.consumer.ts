import { billingPaymentApproved } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { countSale } from '../modules/sales/sales.service.js';

/** A paid order line sells `quantity` units of its product, once per payment. */
export const paymentApprovedConsumer = on(billingPaymentApproved, (tx, payment) => countSale(tx, payment));
