import {
  apiAccessIdParams,
  webhookCreatedResponse,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookRequest,
  webhookResponse,
  webhooksResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { apiAccessGuards } from '../api-keys/api-keys.routes.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import * as webhooks from './webhooks.service.js';

/** Issue 37 item 6: the restaurant's webhooks (Gold, administrators), their delivery log and its re-send. */
export function webhooksRoutes(app: App, deps: webhooks.WebhookDeps, guards: RestaurantGuards): void {
  const gold = apiAccessGuards(guards);
  const path = '/restaurant/api/webhooks';
  app.get(path, { ...gold, schema: { response: { 200: webhooksResponse } } }, async (request) => ({
    success: true as const,
    data: await webhooks.listWebhooks(deps, request.restaurant),
  }));
  app.post(path, { ...gold, schema: { body: webhookRequest, response: { 200: webhookCreatedResponse } } }, async (request) => ({
    success: true as const,
    data: await webhooks.createWebhook(deps, request.restaurant, request.body),
  }));
  app.delete(`${path}/:id`, { ...gold, schema: { params: apiAccessIdParams, response: { 200: webhookResponse } } }, async (request) => ({
    success: true as const,
    data: await webhooks.revokeWebhook(deps, request.restaurant, request.params.id),
  }));
  app.get(
    `${path}/:id/envios`,
    { ...gold, schema: { params: apiAccessIdParams, response: { 200: webhookDeliveriesResponse } } },
    async (request) => ({
      success: true as const,
      data: await webhooks.listWebhookDeliveries(deps, request.restaurant, request.params.id),
    }),
  );
  app.post(
    `${path}/:id/envios/:deliveryId/reenviar`,
    { ...gold, schema: { params: webhookDeliveryParams, response: { 200: webhookDeliveryResponse } } },
    async (request) => ({
      success: true as const,
      data: await webhooks.resendDelivery(deps, request.restaurant, request.params.id, request.params.deliveryId),
    }),
  );
}
