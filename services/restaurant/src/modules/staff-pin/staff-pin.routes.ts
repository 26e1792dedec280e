import {
  deviceSettings,
  deviceSettingsResponse,
  restaurantAppMessages,
  restaurantLoginResponse,
  setStaffPinRequest,
  setStaffPinResponse,
  staffMembersResponse,
  staffPinParams,
  switchPersonRequest,
} from '@mb/contracts';
import { AppError, type App, type Pool } from '@mb/service-kit';
import { bearerToken, type RestaurantGuards } from '../session/restaurant-session.js';
import type { SessionTokens } from '../session/session-token.js';
import { findDeviceSettings, saveDeviceSettings } from './device-settings.repository.js';
import { setPin, staffMembers, switchPerson } from './staff-pin.service.js';

/** Issue 36 item 5: the people who work the restaurant's devices, their PINs, switching person by PIN, and the idle lock. */
export function staffPinRoutes(app: App, pool: Pool, guards: RestaurantGuards, tokens: SessionTokens): void {
  const member = { onRequest: guards.member };
  app.get('/restaurant/personal', { ...member, schema: { response: { 200: staffMembersResponse } } }, async (request) => ({
    success: true as const,
    data: await staffMembers(pool, request.restaurant),
  }));
  app.put(
    '/restaurant/personal/:id/pin',
    { ...member, schema: { params: staffPinParams, body: setStaffPinRequest, response: { 200: setStaffPinResponse } } },
    async (request) => ({
      success: true as const,
      message: await setPin(pool, request.restaurant, request.params.id, request.body),
    }),
  );
  app.post(
    '/restaurant/personal/cambiar',
    { ...member, schema: { body: switchPersonRequest, response: { 200: restaurantLoginResponse } } },
    async (request) => {
      // The member guard verified this very token a moment ago.
      const device = tokens.verify(bearerToken(request) ?? '');
      if (!device) throw new AppError(401, restaurantAppMessages.sessionInvalid);
      return switchPerson(pool, tokens, request.restaurant, device, request.body);
    },
  );
  app.get('/restaurant/personal/ajustes', { ...member, schema: { response: { 200: deviceSettingsResponse } } }, async (request) => ({
    success: true as const,
    data: await findDeviceSettings(pool, request.restaurant.restaurantId),
  }));
  app.put(
    '/restaurant/personal/ajustes',
    { onRequest: guards.admin, schema: { body: deviceSettings, response: { 200: deviceSettingsResponse } } },
    async (request) => ({
      success: true as const,
      data: await saveDeviceSettings(pool, request.restaurant.restaurantId, request.body, request.restaurant.userId),
    }),
  );
}
