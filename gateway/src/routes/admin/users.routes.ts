import { listUsersQuery, listUsersResponse, messageResponse, updateUserRequest, userProfileResponse, userResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import { queryString } from '../../clients/http.js';
import type { IdentityClient } from '../../clients/identity.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const params = z.object({ id: z.string().max(100) });

/** Spec 2 §7.2. identity checks the role; the gateway only forwards who is asking. */
export function adminUsersRoutes(app: App, identity: IdentityClient, cookies: SessionCookies): void {
  app.get(
    '/auth/users',
    { config: admin, schema: { tags, summary: 'Usuarios (Admin, SuperAdmin)', querystring: listUsersQuery, response: { 200: listUsersResponse } } },
    async (request) => identity.listUsers(requireSessionToken(request), queryString(request.query), request.id),
  );

  app.get(
    '/auth/users/:id/profile',
    { config: admin, schema: { tags, summary: 'Perfil de un usuario (Admin, SuperAdmin)', params, response: { 200: userProfileResponse } } },
    async (request) => identity.userProfile(requireSessionToken(request), request.params.id, request.id),
  );

  app.put(
    '/auth/users/:id',
    { onRequest: cookies.csrfGuard, config: admin, schema: { tags, summary: 'Editar un usuario', params, body: updateUserRequest, response: { 200: userResponse } } },
    async (request) => identity.updateUser(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/auth/users/:id',
    { onRequest: cookies.csrfGuard, config: admin, schema: { tags, summary: 'Eliminar un usuario (publica identity.user.deleted)', params, response: { 200: messageResponse } } },
    async (request) => identity.deleteUser(requireSessionToken(request), request.params.id, request.id),
  );
}
