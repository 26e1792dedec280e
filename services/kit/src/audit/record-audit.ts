import { auditRecorded, type AuditActor, type AuditingService, type PayloadInputOf } from '@mb/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db.js';
import { writeOutbox } from '../outbox/write-outbox.js';

/**
 * The administrator behind a request, as the audit log names them. Behind the gateway `request.ip` is the browser's
 * address: the gateway forwards it and services trust only their proxy's `X-Forwarded-For` (TRUST_PROXY).
 */
export function auditActor(request: FastifyRequest): AuditActor {
  return { id: request.user.sub, email: request.user.email, role: request.user.role, ip: request.ip || null };
}

type AuditPayload = PayloadInputOf<(typeof auditRecorded)['identity']>;
/** Snapshots are plain JSON objects; the event's contract checks them when it is written. */
type AuditChange = Omit<AuditPayload, 'at' | 'before' | 'after'> & { before?: object | null; after?: object | null };

/**
 * Records an administrative change in the change's own transaction: it is in the audit log if and only if the change
 * committed. Snapshots must not carry secrets, tokens or card numbers.
 */
export async function recordAudit(tx: Tx, service: AuditingService, change: AuditChange): Promise<void> {
  await writeOutbox(tx, auditRecorded[service], {
    aggregateId: change.entity.id,
    payload: { ...change, at: new Date().toISOString() } as AuditPayload,
  });
}

/**
 * An edit's snapshots for the audit log: each of `fields` whose value changed, before and after, and nothing else, so
 * the entry names what the administrator changed (and keeps no copy of what they did not touch).
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): { before: object; after: object } {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}
