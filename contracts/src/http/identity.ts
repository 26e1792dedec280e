import { z } from 'zod';
import { roles } from '../domain/roles.js';

export const role = z.enum(roles);

/** The signed-in user as the browser sees it (spec 1 §3 "User (session)"). */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  full_name: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  legal_id: z.string().nullable().optional(),
  company_name: z.string().nullable().optional(),
  role,
  plan_type: z.string().optional(),
  google_photo_url: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET /auth/me: the current user, or null when nobody is signed in. */
export const meResponse = z.object({ success: z.literal(true), user: sessionUser.nullable() });
