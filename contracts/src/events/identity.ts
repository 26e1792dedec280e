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
