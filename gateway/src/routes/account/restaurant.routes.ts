import {
  assignmentIdParams,
  assignmentResponse,
  assignmentsResponse,
  createAssignmentRequest,
  deleteAssignmentResponse,
  openRestaurantParams,
  openRestaurantResponse,
  sharedAppsResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['restaurant'];
const session = { access: 'session' as const };
/** The `/{product}` reading of open-restaurant names its parameter `subscription_id` (spec 2 §7.1). */
const productOpenParams = z.object({ subscription_id: openRestaurantParams.shape.id });

/**
 * Spec 2 §2.4, §7.1, §7.6: opening the restaurant app, the apps shared with the caller and the staff
 * assignments under `/{ns}` (PRODUCT_NAMESPACE). restaurant checks the session and who owns what.
 */
export function restaurantRoutes(app: App, restaurant: RestaurantClient, cookies: SessionCookies, namespace: string): void {
  const assignments = `/${namespace}/restaurant/config/assignments`;

  app.get(
    assignments,
    {
      config: session,
      schema: { tags, summary: 'Usuarios asignados a mi restaurante, con el plan y los cupos', response: { 200: assignmentsResponse } },
    },
    async (request) => restaurant.assignments(requireSessionToken(request), request.id),
  );

  app.post(
    assignments,
    {
      onRequest: cookies.csrfGuard,
      config: session,
      schema: {
        tags,
        summary: 'Asignar un usuario a mi restaurante',
        body: createAssignmentRequest,
        response: { 200: assignmentResponse },
      },
    },
    async (request) => restaurant.assign(requireSessionToken(request), request.body, request.id),
  );

  app.delete(
    `${assignments}/:id`,
    {
      onRequest: cookies.csrfGuard,
      config: { ...session, owns: { 'params.id': 'assignment' } },
      schema: { tags, summary: 'Eliminar un usuario asignado', params: assignmentIdParams, response: { 200: deleteAssignmentResponse } },
    },
    async (request) => restaurant.unassign(requireSessionToken(request), request.params.id, request.id),
  );

  app.get(
    '/auth/shared/apps',
    { config: session, schema: { tags, summary: 'Apps que otros clientes comparten conmigo', response: { 200: sharedAppsResponse } } },
    async (request) => restaurant.sharedApps(requireSessionToken(request), request.id),
  );

  const open = { tags, summary: 'Abrir la app del restaurante: restaurant_token', response: { 200: openRestaurantResponse } };
  app.post(
    '/auth/subscriptions/:id/open-restaurant',
    {
      onRequest: cookies.csrfGuard,
      config: { ...session, owns: { 'params.id': 'subscription' } },
      schema: { ...open, params: openRestaurantParams },
    },
    async (request) => restaurant.openRestaurant(requireSessionToken(request), request.params.id, request.id),
  );
  app.post(
    `/${namespace}/auth/subscriptions/:subscription_id/open-restaurant`,
    {
      onRequest: cookies.csrfGuard,
      config: { ...session, owns: { 'params.subscription_id': 'subscription' } },
      schema: { ...open, params: productOpenParams },
    },
    async (request) => restaurant.openRestaurant(requireSessionToken(request), request.params.subscription_id, request.id),
  );
}
