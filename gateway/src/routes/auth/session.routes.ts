import { meResponse, messages, type SessionUser } from '@mb/contracts';
import { SESSION_COOKIE, unauthorized, type App } from '@mb/service-kit';
import { z } from 'zod';

/**
 * The session as the shell needs it on start. Until the identity service answers profile look-ups
 * (identity issue), the user is what the verified token says: id, email and role.
 */
export function sessionRoutes(app: App): void {
  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'Usuario de la sesión actual', response: { 200: meResponse } } },
    async (request) => {
      const hasToken = Boolean(request.headers.authorization) || Boolean(request.cookies[SESSION_COOKIE]);
      if (!hasToken) return { success: true as const, user: null };
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized(messages.sessionExpired);
      }
      const user: SessionUser = { id: request.user.sub, email: request.user.email, role: request.user.role };
      return { success: true as const, user };
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
    async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );
}
