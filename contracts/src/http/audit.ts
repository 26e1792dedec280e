import { z } from 'zod';

/** GET /auth/audit: the administrators' changes, newest first, a page at a time (keyset on time and id). */
export const auditQuery = z.object({
  /** The start of the actor's e-mail. */
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(80).optional(),
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  service: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  actor_role: z.string(),
  actor_ip: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.json().nullable(),
  after: z.json().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntryView),
  next_cursor: z.string().nullable(),
});
