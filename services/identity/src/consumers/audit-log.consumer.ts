import { auditRecorded } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { insertAuditEntry } from '../modules/audit/audit.repository.js';

/** Every service's audit events land in one log, so the admin view reads one table. */
export const auditLogConsumers = Object.values(auditRecorded).map((event) =>
  on(event, (tx, entry, envelope) => insertAuditEntry(tx, { ...entry, id: envelope.id, service: envelope.source })),
);
