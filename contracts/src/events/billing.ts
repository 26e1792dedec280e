import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { planType } from '../domain/plans.js';

export const billingCycle = z.enum(['monthly', 'annual']);

export const billingPaymentApproved = defineEvent({
  type: 'billing.payment.approved',
  version: 1,
  topic: topics.billingPayment,
  payload: z.object({
    paymentId: z.uuid(),
    orderId: z.uuid(),
    userId: z.uuid(),
    reference: z.string(),
    /** Integer cents, as Wompi charged them. */
    amountInCents: z.number().int().nonnegative(),
    currency: z.literal('COP'),
    lines: z.array(
      z.object({
        productId: z.uuid(),
        planType: planType,
        billingCycle: billingCycle,
        months: z.number().int().min(1).max(12),
        quantity: z.number().int().positive(),
        /** Integer pesos. */
        unitPrice: z.number().int().nonnegative(),
      }),
    ),
  }),
});
