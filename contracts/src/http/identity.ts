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

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Ingresa un email válido').max(254));
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((value) => value || undefined);

/**
 * POST /auth/register (spec 1 §3, §5). Role and plan are never taken from the body: a sign-up is
 * always a Client on plan Basic, so extra keys are dropped.
 */
export const registerRequest = z.object({
  email,
  password: z.string().min(6, 'La contraseña debe tener al menos 6 caracteres').max(200),
  full_name: z.string().trim().min(1, 'El nombre es obligatorio').max(200),
  company_name: optionalText(200),
  phone: z
    .string()
    .trim()
    .regex(/^\d*$/, 'El teléfono solo admite dígitos')
    .max(20)
    .optional()
    .transform((value) => value || undefined),
  legal_id: z.string().trim().min(1, 'La identificación es obligatoria para facturación electrónica').max(50),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /auth/login */
export const loginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'El email es obligatorio').max(254),
  password: z.string().min(1, 'La contraseña es obligatoria').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerResponse = z.object({ success: z.literal(true), message: z.string(), user: sessionUser });
export const loginResponse = z.object({ success: z.literal(true), message: z.string(), token: z.string(), user: sessionUser });
