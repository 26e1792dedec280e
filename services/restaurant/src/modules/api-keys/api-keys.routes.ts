import { apiAccessIdParams, apiKeyCreatedResponse, apiKeyRequest, apiKeyResponse, apiKeysResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

/** The restaurant's administrators on Gold (`api_access`); a key itself manages nothing (no area). */
export const apiAccessGuards = (guards: RestaurantGuards) => ({
  onRequest: [...guards.admin, async (request: FastifyRequest) => requireFeature(request.restaurant, 'api_access')],
});

/** Issue 37 item 6: the restaurant's API keys, listed, made (secret shown once) and revoked. */
export function apiKeysRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const gold = apiAccessGuards(guards);
  const path = '/restaurant/api/llaves';
  app.get(path, { ...gold, schema: { response: { 200: apiKeysResponse } } }, async (request) => ({
    success: true as const,
    data: await listApiKeys(pool, request.restaurant),
  }));
  app.post(path, { ...gold, schema: { body: apiKeyRequest, response: { 200: apiKeyCreatedResponse } } }, async (request) => ({
    success: true as const,
    data: await createApiKey(pool, request.restaurant, request.body),
  }));
  app.delete(`${path}/:id`, { ...gold, schema: { params: apiAccessIdParams, response: { 200: apiKeyResponse } } }, async (request) => ({
    success: true as const,
    data: await revokeApiKey(pool, request.restaurant, request.params.id),
  }));
}
