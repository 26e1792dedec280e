import { messages } from '@mb/contracts';
import { AppError, SESSION_COOKIE, type App } from '@mb/service-kit';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Readable by the page's script, which echoes it in `x-csrf-token` (double submit, signed by `_csrf`). */
export const CSRF_COOKIE = 'mb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export interface SessionCookieOptions {
  secure: boolean;
  ttlSeconds: number;
}

/** The caller's token: the httpOnly cookie, else the bearer header (the specs keep it as `token`). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
  return request.cookies[SESSION_COOKIE] ?? bearer;
}

/** For calls that need a session: 401 'No token found' without one (the service checks the rest). */
export function requireSessionToken(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!token) throw new AppError(401, messages.noToken);
  return token;
}

/**
 * The browser's session lives in an httpOnly, SameSite=Lax cookie (Secure outside development), and
 * state-changing calls that carry it must echo the CSRF token. Only a call without the cookie, on a bearer
 * header alone, needs none: a cross-site page cannot set that header, but it can add one of its own beside
 * the victim's cookie, and the cookie is what picks the user.
 */
export async function registerSessionCookies(app: App, options: SessionCookieOptions) {
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure, maxAge: options.ttlSeconds };
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieOpts: { ...base, httpOnly: true },
    getToken: (request) => request.headers[CSRF_HEADER] as string | undefined,
  });

  const issueCsrf = (reply: FastifyReply) => reply.setCookie(CSRF_COOKIE, reply.generateCsrf(), { ...base, httpOnly: false });

  return {
    /**
     * After login, verification or Google: the session cookie and a fresh CSRF token. Without
     * 'Recordarme' the cookie is a browser-session cookie (the token itself still expires on its own).
     */
    start(reply: FastifyReply, token: string, { remember = true } = {}) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true, maxAge: remember ? options.ttlSeconds : undefined });
      issueCsrf(reply);
    },
    /** A session from before CSRF tokens existed, or a cleared cookie: hand out a token again. */
    ensureCsrf(request: FastifyRequest, reply: FastifyReply) {
      if (request.cookies[SESSION_COOKIE] && !request.cookies[CSRF_COOKIE]) issueCsrf(reply);
    },
    end(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
    },
    /** `onRequest` hook for state-changing calls authenticated by the cookie. */
    csrfGuard(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      if (!request.cookies[SESSION_COOKIE]) return done();
      app.csrfProtection(request, reply, done);
    },
  };
}
export type SessionCookies = Awaited<ReturnType<typeof registerSessionCookies>>;
