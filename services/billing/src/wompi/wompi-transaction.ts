import { z } from 'zod';
import { wompiStatuses } from '@mb/contracts';

/** The fields of Wompi's transaction object (reference §4.4) billing relies on; the rest is kept as it came. */
export const wompiTransaction = z.looseObject({
  id: z.string().min(1).max(100),
  status: z.enum(wompiStatuses),
  reference: z.string().min(1).max(255),
  amount_in_cents: z.number().int().nonnegative(),
  currency: z.string(),
});
export type WompiTransaction = z.infer<typeof wompiTransaction>;
