import { loginRequest, loginResponse, meResponse, registerRequest, registerResponse } from '@mb/contracts';
import { SESSION_COOKIE, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdentityClient } from '../../clients/identity.client.js';

/** The caller's token: the httpOnly cookie, else the bearer header (the specs keep it as `token`). */
function sessionToken(request: FastifyRequest): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
  return request.cookies[SESSION_COOKIE] ?? bearer;
}

/** Sign-up, sign-in and the session (spec 1 §7 "Auth"). */
export function sessionRoutes(app: App, identity: IdentityClient, options: { secureCookie: boolean; sessionTtlSeconds: number }): void {
  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], summary: 'Registro de cuenta', body: registerRequest, response: { 201: registerResponse } } },
    async (request, reply) => reply.status(201).send(await identity.register(request.body, request.id)),
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Inicio de sesión', body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const session = await identity.login(request.body, request.id);
      // The browser keeps the session in an httpOnly cookie; the token is also returned for bearer use.
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        path: '/',
        maxAge: options.sessionTtlSeconds,
      });
      return session;
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'Usuario de la sesión actual', response: { 200: meResponse } } },
    async (request) => {
      const token = sessionToken(request);
      if (!token) return { success: true as const, user: null };
      return identity.me(token, request.id);
    },
  );

  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], summary: 'Si hay una sesión válida', response: { 200: z.object({ success: z.literal(true), authenticated: z.boolean() }) } } },
    async (request) => {
      const authenticated = await request.jwtVerify().then(
        () => true,
        () => false,
      );
      return { success: true as const, authenticated };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Cerrar sesión', response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      const token = sessionToken(request);
      // Logging out always ends the browser's session, even if the server-side revocation fails.
      if (token) await identity.logout(token, request.id).catch((error: unknown) => request.log.warn({ err: error }, 'logout not revoked'));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );
}
