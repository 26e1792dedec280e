import { z } from 'zod';

/** The guided enablement (habilitación) of an issuer, step by step (issue 34 item 7; reference §8). */
export const enablementStepKeys = ['company', 'software', 'certificate', 'resolution', 'testSet', 'production'] as const;
export type EnablementStepKey = (typeof enablementStepKeys)[number];
/** Done; the one to do now; waiting for an earlier one. */
export const enablementStepStates = ['done', 'current', 'waiting'] as const;
export type EnablementStepState = (typeof enablementStepStates)[number];
export const testSetDocumentStatuses = ['pending', 'accepted', 'rejected'] as const;

export const testSetDocument = z.object({
  number: z.string().nullable(),
  status: z.enum(testSetDocumentStatuses),
  /** DIAN's reason when it refused the document or its upload. */
  message: z.string().nullable(),
  sent_at: z.string(),
});
export type TestSetDocument = z.infer<typeof testSetDocument>;

/** One track of the enablement: its environment, its steps, and its DIAN test set. */
const enablementTrack = z.object({
  type_environment_id: z.union([z.literal(1), z.literal(2)]),
  steps: z.array(z.object({ key: z.enum(enablementStepKeys), state: z.enum(enablementStepStates) })),
  /** DIAN's counters of the test set as its portal shows them, and each document sent, newest first. */
  test_set: z.object({
    accepted: z.number().int(),
    rejected: z.number().int(),
    pending: z.number().int(),
    documents: z.array(testSetDocument),
  }),
});
export type EnablementTrack = z.infer<typeof enablementTrack>;

/**
 * The invoices' track, and the equivalent documents' (issue 35: a restaurant's POS document, with its own software,
 * type-15 resolution, test set and environment).
 */
export const enablement = enablementTrack.extend({ issuer_id: z.number().int(), eqdocs: enablementTrack });
export type Enablement = z.infer<typeof enablement>;

/** GET /api/facturacion/facturadores/{id}/habilitacion */
export const enablementResponse = z.object({ success: z.literal(true), data: enablement });
export type EnablementResponse = z.infer<typeof enablementResponse>;
