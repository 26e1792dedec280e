import { identityUserDeleted, identityUserSessionsRevoked, identityUserStatusChanged } from '@mb/contracts';
import { on, type EventHandler } from '@mb/service-kit';
import { recordAccountDeleted, recordAccountStatus, recordEndedSessions } from '../modules/session/platform-access.repository.js';

/** What identity says of a person's platform access, kept so the restaurant app's access ends with it. */
export const identityUserConsumers: EventHandler[] = [
  on(identityUserSessionsRevoked, (tx, revoked) => recordEndedSessions(tx, revoked.userId, revoked.reason, revoked.sessions)),
  on(identityUserStatusChanged, (tx, changed, envelope) => recordAccountStatus(tx, changed.userId, changed.status, envelope.occurredAt)),
  on(identityUserDeleted, (tx, deleted, envelope) => recordAccountDeleted(tx, deleted.userId, envelope.occurredAt)),
];
