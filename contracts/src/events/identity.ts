import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { roles } from '../domain/roles.js';

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
