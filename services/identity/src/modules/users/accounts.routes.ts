import {
  credentialsCheckRequest,
  credentialsCheckResponse,
  loginRequest,
  meResponse,
  messages,
  sessionResponse,
  registerRequest,
  registerResponse,
  updateMeRequest,
  updateMeResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { IdentityDeps } from '../../deps.js';
import { checkPassword, currentUser, login, logout, register, updateMe } from './accounts.service.js';
import { toSessionUser } from './users.repository.js';

const ok = z.object({ success: z.literal(true) });

export function accountsRoutes(app: App, deps: IdentityDeps): void {
  app.post('/register', { schema: { body: registerRequest, response: { 201: registerResponse } } }, async (request, reply) => {
    await register(deps, request.body);
    return reply
      .status(201)
      .send({ success: true as const, message: messages.registered, verification_info: { email: request.body.email } });
  });

  app.post('/login', { schema: { body: loginRequest, response: { 200: sessionResponse } } }, async (request) => ({
    success: true as const,
    message: messages.loggedIn,
    ...(await login(deps, request.body, request.ip)),
  }));

  app.post(
    '/credentials/check',
    { schema: { body: credentialsCheckRequest, response: { 200: credentialsCheckResponse } } },
    async (request) => ({ success: true as const, user_id: (await checkPassword(deps, request.body, request.ip)).id }),
  );

  app.get('/me', { onRequest: [app.authenticate], schema: { response: { 200: meResponse } } }, async (request) => ({
    success: true as const,
    user: toSessionUser(await currentUser(deps, request.user)),
  }));

  app.put(
    '/me',
    { onRequest: [app.authenticate], schema: { body: updateMeRequest, response: { 200: updateMeResponse } } },
    async (request) => ({
      success: true as const,
      message: messages.profileUpdated,
      user: await updateMe(deps, request.user, request.body),
    }),
  );

  app.post('/logout', { onRequest: [app.authenticate], schema: { response: { 200: ok } } }, async (request) => {
    await logout(deps, request.user);
    return { success: true as const };
  });
}
