import {
  checkoutResponse,
  qrMenuSettingsRequest,
  qrMenuSettingsResponse,
  tableOrderIdParams,
  tableOrderResponse,
  tableOrdersResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Issue 37 item 3: the 'Menú QR' screen (administrators) and the table orders waiting for staff to confirm. */
export function restaurantQrMenuRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/menu-qr',
      summary: 'Menú QR: su dirección pública, si acepta pedidos desde la mesa y el código de cada mesa',
      response: qrMenuSettingsResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/menu-qr',
      summary: "Menú QR: 'Permitir pedidos desde la mesa'",
      body: qrMenuSettingsRequest,
      response: qrMenuSettingsResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/menu-qr/pedidos',
      summary: 'Pedidos desde la mesa pendientes de confirmar',
      response: tableOrdersResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/menu-qr/pedidos/:id/confirmar',
      summary: 'Confirmar un pedido desde la mesa: pasa a la cocina como una ronda',
      params: tableOrderIdParams,
      response: checkoutResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/menu-qr/pedidos/:id/rechazar',
      summary: 'Rechazar un pedido desde la mesa',
      params: tableOrderIdParams,
      response: tableOrderResponse,
    },
  ]);
}
