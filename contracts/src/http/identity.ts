import { z } from 'zod';
import { dashboardPlans } from '../domain/plans.js';
import { roles } from '../domain/roles.js';
import { userStatuses } from '../domain/users.js';
import { messages } from '../domain/messages.js';

export const role = z.enum(roles);
export const userStatus = z.enum(userStatuses);

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

const email = (message = 'Ingresa un email válido') => z.string(message).trim().toLowerCase().pipe(z.email(message).max(254));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const digits = z.string().trim().regex(/^\d*$/, 'El teléfono solo admite dígitos').max(20);
const optionalDigits = digits.optional().transform((value) => value || undefined);
const password = z.string().min(6, 'La contraseña debe tener al menos 6 caracteres').max(200);
/** Security answers are only ever stored hashed; the spec's sign-up sends a placeholder. */
const securityAnswer = optionalText(200);

/**
 * POST /auth/register (spec 1 §3, §5). Role and plan are never taken from the body: a sign-up is
 * always a Client on plan Basic, so extra keys are dropped.
 */
export const registerRequest = z.object({
  email: email(),
  password,
  full_name: z.string().trim().min(1, 'El nombre es obligatorio').max(200),
  company_name: optionalText(200),
  phone: optionalDigits,
  legal_id: z.string().trim().min(1, 'La identificación es obligatoria para facturación electrónica').max(50),
  security_q1: securityAnswer,
  security_q2: securityAnswer,
  security_q3: securityAnswer,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Where the verification dialog sends its code and the e-mail it was sent to. */
export const verificationInfo = z.object({ email: z.string() });

/** POST /auth/login */
export const loginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'El email es obligatorio').max(254),
  password: z.string().min(1, 'La contraseña es obligatoria').max(200),
  /** 'Recordarme': the cookie outlives the browser session; otherwise it ends when the browser closes. */
  remember_me: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;
/**
 * POST /credentials/check (between services, never through the gateway): whose active account these e-mail and
 * password are, under login's throttle and refusals; no session is started.
 */
export const credentialsCheckRequest = loginRequest.pick({ email: true, password: true });
export const credentialsCheckResponse = z.object({ success: z.literal(true), user_id: z.uuid() });

/** The same for a new e-mail and one that already has an account: the answer must not tell which. */
export const registerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  verification_info: verificationInfo,
});
/** Identity's answer when login, e-mail verification or Google sign-in start a session: the gateway sets the cookie from `token`. */
export const sessionResponse = z.object({ success: z.literal(true), message: z.string(), token: z.string(), user: sessionUser });
/** The browser's answer to login and verification: the httpOnly cookie is the session, so no script can read the token. */
export const signedInResponse = sessionResponse.omit({ token: true });
/** A 403 from login for an account whose e-mail is not verified yet: the dialog turns to the code view. */
export const unverifiedResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.literal('EMAIL_NOT_VERIFIED'),
  verification_info: verificationInfo,
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /auth/verify-email: `token` is the link token from the e-mail, or the code typed in the dialog
 * (then `email` says whose code it is).
 */
export const verifyEmailRequest = z.object({
  token: z.string().trim().min(1, 'Código inválido').max(200),
  email: email().optional(),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/** POST /auth/resend-verification */
export const resendVerificationRequest = z.object({ email: email() });
/**
 * POST /auth/update-pending-email. Beyond the spec's email and newEmail, the account's password: without
 * it, anyone who knew an unverified address could move the account to their own mailbox and take it.
 */
export const updatePendingEmailRequest = z.object({
  email: email(),
  newEmail: email(),
  password: z.string().min(1, 'La contraseña es obligatoria').max(200),
});
export const updatePendingEmailResponse = messageResponse.extend({ verification_info: verificationInfo });

/** POST /auth/forgot-password */
export const forgotPasswordRequest = z.object({ email: email() });
/** POST /auth/reset-password */
export const resetPasswordRequest = z.object({
  token: z.string().trim().min(1, 'El enlace para restablecer la contraseña no es válido o ha expirado').max(200),
  newPassword: password,
});
/** POST /auth/forgot-username: by e-mail or by phone, exactly one. */
export const forgotUsernameRequest = z.union(
  [z.object({ email: email() }).strict(), z.object({ phone: digits.min(7, 'Ingresa un teléfono válido') }).strict()],
  { error: 'Ingresa un email o un teléfono' },
);
/** The same whether or not an account matches; `masked_email` is the typed e-mail masked (null when searched by phone). */
export const forgotUsernameResponse = z.object({ success: z.literal(true), message: z.string(), masked_email: z.string().nullable() });

/**
 * PUT /auth/me: only the fields sent change; empty strings are ignored (spec 1 §5 "Profile update").
 * E-mail, role, status and plan are not the user's to change.
 */
export const updateMeRequest = z.object({
  full_name: optionalText(200),
  company_name: optionalText(200),
  phone: optionalDigits,
  legal_id: optionalText(50),
  // Shown as an <img> on https pages: any other scheme is mixed content at best, a script or a tracker at worst.
  google_photo_url: z
    .url({ protocol: /^https$/, error: messages.photoUrlHttps })
    .max(1000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  security_q1: securityAnswer,
  security_q2: securityAnswer,
  security_q3: securityAnswer,
});
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;
export const updateMeResponse = z.object({ success: z.literal(true), message: z.string(), user: sessionUser });

/** POST /auth/google-signin: the URL the popup opens. */
export const googleSigninResponse = z.object({ success: z.literal(true), url: z.url() });

/** A user as the administrators see it (spec 2 §3 "User (admin list)"); security answers never leave identity. */
export const adminUser = sessionUser.extend({
  status: userStatus,
  /** Set while the account is deleted and restorable (30 days); then its personal data is erased. */
  deleted_at: z.string().nullable(),
  permissions: z.array(z.string()),
  email_verified: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /auth/users?role=&status=&q= */
export const userSortFields = ['created_at', 'last_login', 'email', 'full_name', 'role', 'status'] as const;
export const listUsersQuery = z.object({
  role: role.optional(),
  status: userStatus.optional(),
  q: z.string().trim().max(200).optional(),
  /** Pages of `limit`, from 1; the answer says how many users match in all. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(userSortFields, 'Orden inválido').default('created_at'),
  order: z.enum(['asc', 'desc'], 'Orden inválido').default('desc'),
  /** 'true': the deleted accounts still restorable, instead of the others. */
  deleted: z.enum(['true', 'false'], 'Filtro inválido').default('false'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
export const listUsersResponse = z.object({ success: z.literal(true), users: z.array(adminUser), total: z.number().int().nonnegative() });

/** The admin dashboard's cards (spec 2 §2.5), over every user whatever the filters. */
export const userStats = z.object({
  active: z.number().int().nonnegative(),
  administrators: z.number().int().nonnegative(),
  clients: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof userStats>;
export const userStatsResponse = z.object({ success: z.literal(true), stats: userStats });

/** GET /auth/dashboard/admin (spec 2 §7.1): a page of users with the plan of their live subscriptions, and the cards. */
export const adminDashboardResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  users: z.array(adminUser.extend({ plan_type: z.enum(dashboardPlans) })),
  total: z.number().int().nonnegative(),
  stats: userStats,
  /** A part that could not be asked (billing's plans): the page says so and shows Basic. */
  unavailable: z.array(z.enum(['plans'])),
});

/** PUT /auth/users/{id}: what an administrator may change. */
export const updateUserRequest = z.object({
  full_name: optionalText(200),
  company_name: optionalText(200),
  phone: optionalDigits,
  legal_id: optionalText(50),
  role: role.optional(),
  status: userStatus.optional(),
  plan_type: optionalText(50),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export const userResponse = z.object({ success: z.literal(true), message: z.string(), user: adminUser });
/** GET /auth/users/{userId}/profile */
export const userProfileResponse = z.object({ success: z.literal(true), user: adminUser });
export const userIdParams = z.object({ id: z.uuid('Usuario no encontrado') });
