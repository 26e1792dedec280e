import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { roles } from '../domain/roles.js';
import { userStatuses } from '../domain/users.js';

export const identityUserRegistered = defineEvent({
  type: 'identity.user.registered',
  version: 1,
  topic: topics.identityUser,
  payload: z.object({
    userId: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(roles),
  }),
});

/** An administrator deleted the account: other services drop what they keep about the user. */
export const identityUserDeleted = defineEvent({
  type: 'identity.user.deleted',
  version: 1,
  topic: topics.identityUser,
  payload: z.object({
    userId: z.uuid(),
    email: z.string(),
  }),
});

/** Why identity ended sessions before their expiry. */
export const sessionEndReasons = ['logout', 'password_reset', 'disabled', 'role_changed', 'deleted'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * Identity ended these sessions (written with the revocation itself): services that handed out access of their own
 * on a session (the restaurant app) end it too, lastingly, beside the shared revocation list in Redis.
 */
export const identityUserSessionsRevoked = defineEvent({
  type: 'identity.user.sessions_revoked',
  version: 1,
  topic: topics.identityUser,
  payload: z.object({
    userId: z.uuid(),
    sessions: z.array(z.object({ id: z.uuid(), expiresAt: z.iso.datetime() })),
    reason: z.enum(sessionEndReasons),
  }),
});

/** An administrator disabled, suspended or re-enabled the account, or restored a deleted one (its status now). */
export const identityUserStatusChanged = defineEvent({
  type: 'identity.user.status_changed',
  version: 1,
  topic: topics.identityUser,
  payload: z.object({
    userId: z.uuid(),
    status: z.enum(userStatuses),
  }),
});
