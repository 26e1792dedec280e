import {
  googleSigninResponse,
  loginRequest,
  meResponse,
  registerRequest,
  registerResponse,
  signedInResponse,
  updateMeRequest,
  updateMeResponse,
  verifyEmailRequest,
  messages,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdentityClient } from '../../clients/identity.client.js';
import { limits, type RateLimits } from '../../plugins/rate-limits.js';
import { requireSessionToken, sessionToken, type SessionCookies } from '../../plugins/session-cookies.js';
import { popupPage, popupScript, popupScriptPath } from './google-popup.js';

const tags = ['auth'];
const ok = z.object({ success: z.literal(true) });

/** Where Google sends the popup back: this gateway, as the browser reached it. */
const googleCallbackUrl = (request: FastifyRequest) => new URL('/auth/google/callback', `${request.protocol}://${request.host}`).href;

/** Sign-up, sign-in, the session and the profile (spec 1 §7 "Auth"). */
export function sessionRoutes(app: App, identity: IdentityClient, cookies: SessionCookies, rateLimits: RateLimits): void {
  app.post(
    '/auth/register',
    {
      config: { access: 'public', throttled: true },
      preHandler: rateLimits.limit('register', limits.signUpPerIp),
      schema: {
        tags,
        summary: 'Registro de cuenta (envía el código de verificación)',
        body: registerRequest,
        response: { 201: registerResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await identity.register(request.body, request.id)),
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', throttled: true, errors: [401] },
      preHandler: rateLimits.limit('login', limits.loginPerIp),
      schema: { tags, summary: 'Inicio de sesión', body: loginRequest, response: { 200: signedInResponse } },
    },
    async (request, reply) => {
      const { token, ...signedIn } = await identity.login(request.body, request.id);
      cookies.start(reply, token, { remember: request.body.remember_me !== false });
      return signedIn;
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', throttled: true },
      preHandler: rateLimits.limit('verify', limits.recoveryPerIp),
      schema: {
        tags,
        summary: 'Verificar el email (token del enlace o código del diálogo)',
        body: verifyEmailRequest,
        response: { 200: signedInResponse },
      },
    },
    async (request, reply) => {
      const { token, ...signedIn } = await identity.verifyEmail(request.body, request.id);
      cookies.start(reply, token);
      return signedIn;
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'public', errors: [401] },
      schema: { tags, summary: 'Usuario de la sesión actual', response: { 200: meResponse } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (!token) return { success: true as const, user: null };
      const me = await identity.me(token, request.id);
      cookies.ensureCsrf(request, reply);
      return me;
    },
  );

  app.put(
    '/auth/me',
    {
      onRequest: cookies.csrfGuard,
      config: { access: 'session' },
      schema: { tags, summary: 'Actualizar el perfil propio', body: updateMeRequest, response: { 200: updateMeResponse } },
    },
    async (request) => identity.updateMe(requireSessionToken(request), request.body, request.id),
  );

  app.get(
    '/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Si hay una sesión válida',
        response: { 200: z.object({ success: z.literal(true), authenticated: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const authenticated = await app.authenticate(request, reply).then(
        () => true,
        () => false,
      );
      return { success: true as const, authenticated };
    },
  );

  // CSRF like every other cookie-carried write: a forged logout would sign the victim out (and into an attacker's session
  // after a forged login). The shell sends the token; a bearer-only call needs none.
  app.post(
    '/auth/logout',
    { onRequest: cookies.csrfGuard, config: { access: 'public' }, schema: { tags, summary: 'Cerrar sesión', response: { 200: ok } } },
    async (request, reply) => {
      const token = sessionToken(request);
      // Logging out always ends the browser's session, even if the server-side revocation fails.
      if (token) await identity.logout(token, request.id).catch((error: unknown) => request.log.warn({ err: error }, 'logout not revoked'));
      cookies.end(reply);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/google-signin',
    {
      config: { access: 'public', throttled: true },
      preHandler: rateLimits.limit('google', limits.loginPerIp),
      schema: { tags, summary: 'Iniciar sesión con Google: URL que abre la ventana emergente', response: { 200: googleSigninResponse } },
    },
    async (request) => identity.googleStart({ redirect_uri: googleCallbackUrl(request) }, request.id),
  );

  app.get(popupScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupScript),
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, summary: 'Regreso de Google (página de la ventana emergente)', hide: true } },
    async (request, reply) => {
      const query = request.raw.url?.split('?')[1] ?? '';
      // The popup arrives here from Google's origin: any other opener policy would cut it from the page that opened it.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('cross-origin-opener-policy', 'unsafe-none');
      try {
        const session = await identity.googleCallback({ query }, request.id);
        cookies.start(reply, session.token);
        const { full_name, email, google_photo_url, legal_id, phone } = session.user;
        return popupPage({
          type: 'google-auth-success',
          token: session.token,
          user: { full_name, email, google_photo_url, legal_id, phone },
        });
      } catch (error) {
        const message = error instanceof AppError && error.statusCode < 500 ? error.message : messages.googleFailed;
        return reply.status(error instanceof AppError ? error.statusCode : 502).send(popupPage({ type: 'google-auth-error', message }));
      }
    },
  );
}
