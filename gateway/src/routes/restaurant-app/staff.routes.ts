import {
  deviceSettings,
  deviceSettingsResponse,
  restaurantLoginResponse,
  setStaffPinRequest,
  setStaffPinResponse,
  staffMembersResponse,
  staffPinParams,
  switchPersonRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Issue 36 item 5: the people who work the devices, their PINs, switching person by PIN, and the idle lock. */
export function restaurantStaffRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/personal',
      summary: 'Las personas del restaurante con su rol y si tienen PIN',
      response: staffMembersResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/personal/:id/pin',
      summary: 'Fijar el PIN (4 a 6 dígitos) propio, o el de otra persona (admin del restaurante)',
      params: staffPinParams,
      body: setStaffPinRequest,
      response: setStaffPinResponse,
      owns: { 'params.id': 'restaurant-user' },
    },
    {
      method: 'POST',
      url: '/restaurant/personal/cambiar',
      summary: 'Cambiar de persona en este dispositivo con su PIN: la sesión de la app pasa a esa persona',
      body: switchPersonRequest,
      response: restaurantLoginResponse,
      owns: { 'body.user_id': 'restaurant-user' },
      errors: [409, 429],
    },
    {
      method: 'GET',
      url: '/restaurant/personal/ajustes',
      summary: 'Tras cuántos minutos sin uso se bloquean los dispositivos (0: nunca)',
      response: deviceSettingsResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/personal/ajustes',
      summary: 'Cambiar el bloqueo por inactividad de los dispositivos (admin del restaurante)',
      body: deviceSettings,
      response: deviceSettingsResponse,
    },
  ]);
}
