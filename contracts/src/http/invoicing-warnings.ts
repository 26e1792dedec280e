import { z } from 'zod';

/** Said when invoicing cannot give the warnings. */
export const expiryWarningsLoadFailed = 'No se pudieron cargar los avisos de vencimiento';

/** Issue 34 item 8: what is about to run out. */
export const expiryWarningKinds = ['resolution_ending', 'resolution_numbers_low', 'certificate_expiring'] as const;

/** A threshold an issuer crossed (issuer_id 0: the platform's own numbering, which has no issuer row). */
export const expiryWarning = z.object({
  id: z.number().int(),
  issuer_id: z.number().int(),
  issuer_name: z.string(),
  kind: z.enum(expiryWarningKinds),
  /** The resolution as `type/resolution/prefix`, or the certificate's last day. */
  subject: z.string(),
  /** The last valid day (YYYY-MM-DD) of an ending resolution or certificate, and the days left to it (negative once past). */
  ends_on: z.string().nullable(),
  days_left: z.number().int().nullable(),
  numbers_left: z.number().int().nullable(),
  range_size: z.number().int().nullable(),
  raised_at: z.string(),
});
export type ExpiryWarningView = z.infer<typeof expiryWarning>;

/** GET /api/facturacion/avisos: the warnings that still apply, the issuer list and the dashboard show them. */
export const expiryWarningsResponse = z.object({ success: z.literal(true), data: z.array(expiryWarning) });
export type ExpiryWarningsResponse = z.infer<typeof expiryWarningsResponse>;

/** Identity's GET /administrators/contacts, for services inside the platform (the gateway's secret): who to warn. */
export const administratorContactsResponse = z.object({
  success: z.literal(true),
  administrators: z.array(z.object({ email: z.string(), full_name: z.string() })),
});
