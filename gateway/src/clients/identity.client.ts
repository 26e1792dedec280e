import { loginResponse, meResponse, messages, registerResponse, type LoginRequest, type RegisterRequest } from '@mb/contracts';
import { z } from 'zod';
import { callService } from './http.js';

/** One function per identity call the gateway makes. */
export function identityClient(baseUrl: string, timeoutMs: number) {
  return {
    register: (body: RegisterRequest, requestId: string) =>
      callService(baseUrl, '/register', registerResponse, { method: 'POST', body, requestId, timeoutMs, fallback: messages.registerFailed }),
    login: (body: LoginRequest, requestId: string) =>
      callService(baseUrl, '/login', loginResponse, { method: 'POST', body, requestId, timeoutMs, fallback: messages.loginFailed }),
    me: (token: string, requestId: string) => callService(baseUrl, '/me', meResponse, { token, requestId, timeoutMs, fallback: messages.sessionExpired }),
    logout: (token: string, requestId: string) =>
      callService(baseUrl, '/logout', z.object({ success: z.literal(true) }), { method: 'POST', token, requestId, timeoutMs, fallback: messages.internal }),
  };
}
export type IdentityClient = ReturnType<typeof identityClient>;
