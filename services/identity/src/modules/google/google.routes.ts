import { googleSigninResponse, sessionResponse, messages } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { IdentityDeps } from '../../deps.js';
import { finishGoogleSignin, startGoogleSignin } from './google.service.js';

/** Called by the gateway only: it knows its public callback address and holds the browser's query. */
export function googleRoutes(app: App, deps: IdentityDeps, allowedRedirects: string[]): void {
  app.post(
    '/google/start',
    { schema: { body: z.object({ redirect_uri: z.url() }), response: { 200: googleSigninResponse } } },
    async (request) => ({ success: true as const, url: await startGoogleSignin(deps, request.body.redirect_uri, allowedRedirects) }),
  );

  app.post(
    '/google/callback',
    { schema: { body: z.object({ query: z.string().max(4000) }), response: { 200: sessionResponse.extend({ is_new: z.boolean() }) } } },
    async (request) => {
      const { isNew, ...session } = await finishGoogleSignin(deps, request.body.query);
      return { success: true as const, message: messages.loggedIn, ...session, is_new: isNew };
    },
  );
}
