import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';

/** Who made an administrative change: a signed-in administrator, or the platform itself (a scheduled job). */
export const auditActor = z.object({
  id: z.string().min(1),
  email: z.string(),
  role: z.string(),
  /** The client's address as the service read it (behind the gateway: the browser's); null for jobs. */
  ip: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActor>;

/** The actor of changes nobody asked for at the time (the 30-day erasure, say). */
export const systemActor: AuditActor = { id: 'system', email: 'system', role: 'system', ip: null };

/** One administrative change, published by the service that made it in the change's own transaction. */
const auditEntry = z.object({
  actor: auditActor,
  /** `<entity>.<verb>`, e.g. `user.deleted`, `payment.manual_recorded`. */
  action: z.string().regex(/^[a-z_]+\.[a-z_]+$/),
  entity: z.object({ type: z.string().min(1), id: z.string().min(1) }),
  before: z.json().nullable().default(null),
  after: z.json().nullable().default(null),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditEvent = <T extends string>(service: T, topic: string) =>
  defineEvent({ type: `${service}.audit.recorded` as const, version: 1, topic, payload: auditEntry });

/** The services whose administrators' changes are audited, each on its own `<service>.audit` topic. */
export const auditRecorded = {
  identity: auditEvent('identity', topics.identityAudit),
  billing: auditEvent('billing', topics.billingAudit),
  catalog: auditEvent('catalog', topics.catalogAudit),
  invoicing: auditEvent('invoicing', topics.invoicingAudit),
  analytics: auditEvent('analytics', topics.analyticsAudit),
  restaurant: auditEvent('restaurant', topics.restaurantAudit),
};
export type AuditingService = keyof typeof auditRecorded;
