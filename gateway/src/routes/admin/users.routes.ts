import { listUsersQuery, listUsersResponse, messages, updateUserRequest, userProfileResponse, userResponse, messageResponse } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdentityClient } from '../../clients/identity.client.js';
import { sessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin'];
const params = z.object({ id: z.string().max(100) });

function tokenOf(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!token) throw new AppError(401, messages.noToken);
  return token;
}

/** Spec 2 §7.2. identity checks the role; the gateway only forwards who is asking. */
export function adminUsersRoutes(app: App, identity: IdentityClient, cookies: SessionCookies): void {
  app.get(
    '/auth/users',
    { schema: { tags, summary: 'Usuarios (Admin, SuperAdmin)', querystring: listUsersQuery, response: { 200: listUsersResponse } } },
    async (request) => {
      const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return identity.listUsers(tokenOf(request), query.size ? `?${query}` : '', request.id);
    },
  );

  app.get(
    '/auth/users/:id/profile',
    { schema: { tags, summary: 'Perfil de un usuario (Admin, SuperAdmin)', params, response: { 200: userProfileResponse } } },
    async (request) => identity.userProfile(tokenOf(request), request.params.id, request.id),
  );

  app.put(
    '/auth/users/:id',
    { onRequest: cookies.csrfGuard, schema: { tags, summary: 'Editar un usuario', params, body: updateUserRequest, response: { 200: userResponse } } },
    async (request) => identity.updateUser(tokenOf(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/auth/users/:id',
    { onRequest: cookies.csrfGuard, schema: { tags, summary: 'Eliminar un usuario (publica identity.user.deleted)', params, response: { 200: messageResponse } } },
    async (request) => identity.deleteUser(tokenOf(request), request.params.id, request.id),
  );
}
