import {
  adminDashboardResponse,
  dashboardPlan,
  listUsersQuery,
  listUsersResponse,
  messageResponse,
  subscription,
  updateUserRequest,
  userProfileResponse,
  userResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import { queryString } from '../../clients/http.js';
import type { BillingClient } from '../../clients/billing.client.js';
import type { IdentityClient } from '../../clients/identity.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const params = z.object({ id: z.string().max(100) });
/** Spec 2 §7.2: the profile carries the user's subscriptions (billing's). */
const profileWithSubscriptions = userProfileResponse.extend({ subscriptions: z.array(subscription) });

/** Spec 2 §7.2. identity checks the role; the gateway only forwards who is asking. */
export function adminUsersRoutes(app: App, identity: IdentityClient, billing: BillingClient, cookies: SessionCookies): void {
  // Spec 2 §7.1: the page of users with their plan (billing, asked for just that page's users) and the cards.
  app.get(
    '/auth/dashboard/admin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Panel de Super Administrador (Admin, SuperAdmin)',
        querystring: listUsersQuery,
        response: { 200: adminDashboardResponse },
      },
    },
    async (request) => {
      const token = requireSessionToken(request);
      const [page, { stats }] = await Promise.all([
        identity.listUsers(token, queryString(request.query), request.id),
        identity.userStats(token, request.id),
      ]);
      const ids = page.users.map((user) => user.id);
      const plans = ids.length
        ? await billing.subscriptions(token, { user_ids: ids.join(',') }, request.id).then(
            ({ subscriptions }) => subscriptions,
            () => undefined,
          )
        : [];
      const live = (userId: string) =>
        (plans ?? []).filter(
          (subscription) => subscription.user_id === userId && (subscription.status === 'active' || subscription.status === 'grace'),
        );
      return {
        success: true as const,
        message: 'OK',
        users: page.users.map((user) => ({
          ...user,
          plan_type: dashboardPlan(live(user.id).map((subscription) => subscription.plan_type)),
        })),
        total: page.total,
        stats,
        unavailable: plans ? [] : ['plans' as const],
      };
    },
  );

  app.get(
    '/auth/users',
    {
      config: admin,
      schema: { tags, summary: 'Usuarios (Admin, SuperAdmin)', querystring: listUsersQuery, response: { 200: listUsersResponse } },
    },
    async (request) => identity.listUsers(requireSessionToken(request), queryString(request.query), request.id),
  );

  app.get(
    '/auth/users/:id/profile',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Perfil de un usuario con sus suscripciones (Admin, SuperAdmin)',
        params,
        response: { 200: profileWithSubscriptions },
      },
    },
    async (request) => {
      const token = requireSessionToken(request);
      // Asked together: an unknown user is identity's 404 either way.
      const [profile, { subscriptions }] = await Promise.all([
        identity.userProfile(token, request.params.id, request.id),
        billing.subscriptions(token, { user_id: request.params.id }, request.id),
      ]);
      return { ...profile, subscriptions };
    },
  );

  app.put(
    '/auth/users/:id',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: { tags, summary: 'Editar un usuario', params, body: updateUserRequest, response: { 200: userResponse } },
    },
    async (request) => identity.updateUser(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  app.post(
    '/auth/users/:id/restore',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: { tags, summary: 'Restaurar un usuario eliminado (SuperAdmin, dentro de 30 días)', params, response: { 200: userResponse } },
    },
    async (request) => identity.restoreUser(requireSessionToken(request), request.params.id, request.id),
  );

  app.delete(
    '/auth/users/:id',
    // identity refuses a burst of deletions (429) so one stolen admin session cannot empty the user base.
    {
      onRequest: cookies.csrfGuard,
      config: { ...admin, errors: [429] },
      schema: {
        tags,
        summary: 'Eliminar un usuario: restaurable 30 días, luego se borran sus datos (publica identity.user.deleted)',
        params,
        response: { 200: messageResponse },
      },
    },
    async (request) => identity.deleteUser(requireSessionToken(request), request.params.id, request.id),
  );
}
