import { z } from 'zod';

/** Who is buying, as identity knows them: added by the gateway, never taken from the browser. */
export const customerField = z.object({
  email: z.string().min(3).max(320),
  full_name: z.string().max(200),
  /** The document number and phone of their profile, for the invoice; absent when they gave none. */
  legal_id: z.string().max(30).nullish(),
  phone: z.string().max(30).nullish(),
});
