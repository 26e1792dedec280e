import type { SessionUser } from '@mb/contracts';
import { ApiError, apiRequest } from '@mb/ui';

/** The browser calls of sign-in, registration and recovery (contracts/src/http/identity.ts). */

export interface SessionAnswer {
  success: true;
  message: string;
  user?: SessionUser;
}

export interface MessageAnswer {
  success: true;
  message: string;
}

interface VerificationAnswer extends MessageAnswer {
  verification_info?: { email?: string };
}

export interface RegisterPayload {
  email: string;
  password: string;
  full_name: string;
  company_name?: string;
  phone?: string;
  legal_id: string;
}

export interface ProfilePatch {
  full_name?: string;
  company_name?: string;
  phone?: string;
  legal_id?: string;
  google_photo_url?: string;
}

/** Spec 1 §3: the sign-up sends three security answers set to a placeholder, and plan Basic. */
export const securityAnswerPlaceholder = 'default';
export const signUpPlan = 'Basic';

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

export const authApi = {
  login: (body: { email: string; password: string; remember_me: boolean }) => post<SessionAnswer>('/auth/login', body),
  register: (body: RegisterPayload) =>
    post<VerificationAnswer & { user?: SessionUser }>('/auth/register', {
      ...body,
      security_q1: securityAnswerPlaceholder,
      security_q2: securityAnswerPlaceholder,
      security_q3: securityAnswerPlaceholder,
      plan_type: signUpPlan,
    }),
  /** `token` is the link token, or the code typed in the dialog (then with the e-mail it was sent to). */
  verifyEmail: (body: { token: string; email?: string }) => post<SessionAnswer>('/auth/verify-email', body),
  resendVerification: (email: string) => post<MessageAnswer>('/auth/resend-verification', { email }),
  updatePendingEmail: (email: string, newEmail: string, password: string) =>
    post<VerificationAnswer>('/auth/update-pending-email', { email, newEmail, password }),
  forgotPassword: (email: string) => post<MessageAnswer>('/auth/forgot-password', { email }),
  resetPassword: (token: string, newPassword: string) => post<MessageAnswer>('/auth/reset-password', { token, newPassword }),
  forgotUsername: (by: { email: string } | { phone: string }) =>
    post<MessageAnswer & { masked_email: string | null }>('/auth/forgot-username', by),
  me: () => apiRequest<{ success: true; user?: SessionUser | null }>('/auth/me'),
  session: () => apiRequest<{ success: true; authenticated: boolean }>('/auth/session'),
  updateMe: (body: ProfilePatch) => apiRequest<MessageAnswer & { user?: SessionUser }>('/auth/me', { method: 'PUT', body }),
};

/** The signed-in user, or null when nobody is (or the server cannot tell right now). */
export async function currentUser(): Promise<SessionUser | null> {
  try {
    return (await authApi.me()).user ?? null;
  } catch {
    return null;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Spec 1 §8: the server's message when it sent one, the connection texts when it could not be reached or its answer
 * could not be read ('Error de conexión'), otherwise the screen's own fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = serverMessage(error.body);
    if (message) return message;
    if (error.unanswered) return error.message;
  }
  return fallback;
}

/** A 4xx answer (the server refused what was sent), as opposed to a failure to answer. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/** A 429's seconds to wait (the body's `retry_after`), or undefined for any other failure. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429 || typeof error.body !== 'object' || error.body === null) return undefined;
  const seconds = (error.body as { retry_after?: unknown }).retry_after;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Login's 403 for an account whose e-mail is not verified yet: the e-mail the new code went to. */
export function unverifiedEmail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as { code?: unknown; verification_info?: { email?: unknown } };
  if (body.code !== 'EMAIL_NOT_VERIFIED') return undefined;
  const email = body.verification_info?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** Omits empty strings (after trimming): the profile update only sends what has a value (spec 1 §5). */
export function nonEmptyFields<T extends Record<string, string | null | undefined>>(fields: T): Partial<Record<keyof T, string>> {
  const result: Partial<Record<keyof T, string>> = {};
  for (const [key, value] of Object.entries(fields) as [keyof T, string | null | undefined][]) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed !== '') result[key] = trimmed;
  }
  return result;
}

export const onlyDigits = (value: string) => value.replace(/\D+/g, '');

/** Enough to catch typos; the server has the last word. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
