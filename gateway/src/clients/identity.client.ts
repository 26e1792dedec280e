import {
  forgotUsernameResponse,
  googleSigninResponse,
  listUsersResponse,
  meResponse,
  messageResponse,
  messages,
  registerResponse,
  sessionResponse,
  updateMeResponse,
  updatePendingEmailResponse,
  userProfileResponse,
  userResponse,
  userStatsResponse,
} from '@mb/contracts';
import { z } from 'zod';
import { callService, type CallOptions } from './http.js';

const ok = z.object({ success: z.literal(true) });
const googleCallbackResponse = sessionResponse.extend({ is_new: z.boolean() });

/** One function per identity call the gateway makes; `fallback` is the spec's text when identity cannot answer. */
export function identityClient(baseUrl: string, timeoutMs: number) {
  const call = <S extends z.ZodType>(path: string, schema: S, fallback: string, options: CallOptions) =>
    callService(baseUrl, path, schema, { ...options, timeoutMs, fallback });
  const post =
    <S extends z.ZodType>(path: string, schema: S, fallback: string) =>
    (body: unknown, requestId: string) =>
      call(path, schema, fallback, { method: 'POST', body, requestId });

  return {
    register: post('/register', registerResponse, messages.registerFailed),
    /** Identity throttles sign-in failures by the client's address: every call carries it (see plugins/client-address). */
    login: post('/login', sessionResponse, messages.loginFailed),
    verifyEmail: post('/verify-email', sessionResponse, messages.verifyFailed),
    resendVerification: post('/resend-verification', messageResponse, messages.resendFailed),
    updatePendingEmail: post('/update-pending-email', updatePendingEmailResponse, messages.emailUpdateFailed),
    forgotPassword: post('/forgot-password', messageResponse, messages.recoveryFailed),
    resetPassword: post('/reset-password', messageResponse, messages.recoveryFailed),
    forgotUsername: post('/forgot-username', forgotUsernameResponse, messages.recoveryFailed),
    googleStart: post('/google/start', googleSigninResponse, messages.googleFailed),
    googleCallback: post('/google/callback', googleCallbackResponse, messages.googleFailed),

    // Identity out of reach says so (503): 'Sesión expirada' would send the browser to sign in again for nothing.
    me: (token: string, requestId: string) => call('/me', meResponse, messages.serviceUnavailable, { token, requestId }),
    updateMe: (token: string, body: unknown, requestId: string) =>
      call('/me', updateMeResponse, messages.profileUpdateFailed, { method: 'PUT', token, body, requestId }),
    logout: (token: string, requestId: string) => call('/logout', ok, messages.internal, { method: 'POST', token, requestId }),

    listUsers: (token: string, query: string, requestId: string) =>
      call(`/users${query}`, listUsersResponse, messages.usersLoadFailed, { token, requestId }),
    restoreUser: (token: string, id: string, requestId: string) =>
      call(`/users/${encodeURIComponent(id)}/restore`, userResponse, messages.userRestoreFailed, { method: 'POST', token, requestId }),
    userStats: (token: string, requestId: string) =>
      call('/users/stats', userStatsResponse, messages.usersLoadFailed, { token, requestId }),
    userProfile: (token: string, id: string, requestId: string) =>
      call(`/users/${encodeURIComponent(id)}/profile`, userProfileResponse, messages.profileLoadFailed, { token, requestId }),
    updateUser: (token: string, id: string, body: unknown, requestId: string) =>
      call(`/users/${encodeURIComponent(id)}`, userResponse, messages.userUpdateFailed, { method: 'PUT', token, body, requestId }),
    deleteUser: (token: string, id: string, requestId: string) =>
      call(`/users/${encodeURIComponent(id)}`, messageResponse, messages.userDeleteFailed, { method: 'DELETE', token, requestId }),
  };
}
export type IdentityClient = ReturnType<typeof identityClient>;
