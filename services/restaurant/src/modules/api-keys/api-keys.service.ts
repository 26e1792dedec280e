import { apiAccessMessages, type ApiKey, type ApiKeyRequest } from '@mb/contracts';
import { notFound, type Pool } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { apiKeyDisplayPrefix, hashApiKeySecret, newApiKeySecret } from './api-key-secret.js';
import * as keys from './api-keys.repository.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const apiKeyView = (key: keys.ApiKeyRecord): ApiKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  expires_at: iso(key.expires_at),
  revoked_at: iso(key.revoked_at),
  last_used_at: iso(key.last_used_at),
  created_at: key.created_at.toISOString(),
});

/** A new key: its secret goes back this once and only its hash is kept. */
export async function createApiKey(pool: Pool, context: RestaurantContext, request: ApiKeyRequest) {
  const secret = newApiKeySecret();
  const key = await keys.insertApiKey(pool, {
    restaurantId: context.restaurantId,
    name: request.name,
    prefix: apiKeyDisplayPrefix(secret),
    secretHash: hashApiKeySecret(secret),
    scopes: request.scopes,
    expiresAt: request.expires_at ?? null,
    by: context.userId,
  });
  return { ...apiKeyView(key), secret };
}

export const listApiKeys = async (pool: Pool, context: RestaurantContext) =>
  (await keys.listApiKeys(pool, context.restaurantId)).map(apiKeyView);

export async function revokeApiKey(pool: Pool, context: RestaurantContext, id: string) {
  const key = await keys.revokeApiKey(pool, context.restaurantId, id);
  if (!key) throw notFound(apiAccessMessages.keyNotFound);
  return apiKeyView(key);
}
