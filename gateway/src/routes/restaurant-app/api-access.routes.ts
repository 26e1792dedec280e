import {
  apiAccessIdParams,
  apiKeyCreatedResponse,
  apiKeyRequest,
  apiKeyResponse,
  apiKeysResponse,
  webhookCreatedResponse,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookRequest,
  webhookResponse,
  webhooksResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/**
 * Issue 37 item 6: the restaurant's API keys and webhooks, for its administrators on Gold (`api_access`); the
 * restaurant service checks the role, the plan and that each id is the session's restaurant's.
 */
export function restaurantApiAccessRoutes(app: App, restaurant: RestaurantClient): void {
  const keys = '/restaurant/api/llaves';
  const webhooks = '/restaurant/api/webhooks';
  relayRoutes(app, restaurant, [
    { method: 'GET', url: keys, summary: 'Llaves de API del restaurante (Gold, administradores)', response: apiKeysResponse },
    {
      method: 'POST',
      url: keys,
      summary: 'Crear una llave de API: nombre, permisos por área (lectura o escritura), vencimiento; el secreto se muestra una vez',
      body: apiKeyRequest,
      response: apiKeyCreatedResponse,
    },
    { method: 'DELETE', url: `${keys}/:id`, summary: 'Revocar una llave de API', params: apiAccessIdParams, response: apiKeyResponse },
    { method: 'GET', url: webhooks, summary: 'Webhooks del restaurante (Gold, administradores)', response: webhooksResponse },
    {
      method: 'POST',
      url: webhooks,
      summary: 'Registrar un webhook: URL pública y eventos; el secreto de firma se muestra una vez',
      body: webhookRequest,
      response: webhookCreatedResponse,
    },
    { method: 'DELETE', url: `${webhooks}/:id`, summary: 'Dar de baja un webhook', params: apiAccessIdParams, response: webhookResponse },
    {
      method: 'GET',
      url: `${webhooks}/:id/envios`,
      summary: 'Registro de envíos del webhook, cada intento con su estado, duración y error',
      params: apiAccessIdParams,
      response: webhookDeliveriesResponse,
    },
    {
      method: 'POST',
      url: `${webhooks}/:id/envios/:deliveryId/reenviar`,
      summary: 'Reenviar un envío del webhook',
      params: webhookDeliveryParams,
      response: webhookDeliveryResponse,
    },
  ]);
}
