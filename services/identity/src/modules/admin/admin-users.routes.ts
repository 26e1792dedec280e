import {
  listUsersQuery,
  listUsersResponse,
  messages,
  userStatsResponse,
  updateUserRequest,
  userIdParams,
  userProfileResponse,
  userResponse,
} from '@mb/contracts';
import { auditActor, requireRole, type App } from '@mb/service-kit';
import { z } from 'zod';
import type { IdentityDeps } from '../../deps.js';
import { countUsers } from '../users/users.repository.js';
import type { CountDeletion } from './deletion-throttle.js';
import { changeUser, findUsers, removeUser, restoreUser, userProfile } from './admin-users.service.js';

/** Spec 2 §7.2: Admin and SuperAdmin only; the role is checked before anything is read. */
export function adminUsersRoutes(app: App, deps: IdentityDeps & { countDeletion: CountDeletion }): void {
  const onRequest = [app.authenticate, requireRole('Admin', 'SuperAdmin')];

  app.get('/users', { onRequest, schema: { querystring: listUsersQuery, response: { 200: listUsersResponse } } }, async (request) => ({
    success: true as const,
    ...(await findUsers(deps, request.query)),
  }));

  app.get('/users/stats', { onRequest, schema: { response: { 200: userStatsResponse } } }, async () => ({
    success: true as const,
    stats: await countUsers(deps.pool),
  }));

  app.get(
    '/users/:id/profile',
    { onRequest, schema: { params: userIdParams, response: { 200: userProfileResponse } } },
    async (request) => ({
      success: true as const,
      user: await userProfile(deps, request.params.id),
    }),
  );

  app.put(
    '/users/:id',
    { onRequest, schema: { params: userIdParams, body: updateUserRequest, response: { 200: userResponse } } },
    async (request) => ({
      success: true as const,
      message: messages.userUpdated,
      user: await changeUser(deps, request.user, auditActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    { onRequest, schema: { params: userIdParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request) => {
      await removeUser(deps, request.user, auditActor(request), request.params.id);
      return { success: true as const, message: messages.userDeleted };
    },
  );

  app.post('/users/:id/restore', { onRequest, schema: { params: userIdParams, response: { 200: userResponse } } }, async (request) => ({
    success: true as const,
    message: messages.userRestored,
    user: await restoreUser(deps, request.user, auditActor(request), request.params.id),
  }));
}
