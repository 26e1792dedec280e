import { loginRequest, loginResponse, meResponse, messages, registerRequest, registerResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import { currentUser, login, logout, register, type AccountsDeps } from './accounts.service.js';

const ok = z.object({ success: z.literal(true) });

export function accountsRoutes(app: App, deps: AccountsDeps): void {
  app.post('/register', { schema: { body: registerRequest, response: { 201: registerResponse } } }, async (request, reply) => {
    const user = await register(deps.pool, request.body);
    return reply.status(201).send({ success: true as const, message: messages.registered, user });
  });

  app.post('/login', { schema: { body: loginRequest, response: { 200: loginResponse } } }, async (request) => {
    const session = await login(deps, request.body);
    return { success: true as const, message: messages.loggedIn, ...session };
  });

  app.get('/me', { onRequest: [app.authenticate], schema: { response: { 200: meResponse } } }, async (request) => ({
    success: true as const,
    user: await currentUser(deps, request.user),
  }));

  app.post('/logout', { onRequest: [app.authenticate], schema: { response: { 200: ok } } }, async (request) => {
    await logout(deps, request.user);
    return { success: true as const };
  });
}
