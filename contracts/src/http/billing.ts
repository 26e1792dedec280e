import { z } from 'zod';

/** Billing's answer to "does anyone still hold this product?" (live: pending payment, active or in grace). */
export const activeSubscriptionsResponse = z.object({ success: z.literal(true), count: z.number().int().nonnegative() });
