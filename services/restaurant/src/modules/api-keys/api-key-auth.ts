import { apiAccessMessages, apiKeyCallsPerMinute, branchHeader } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { accessNeeded, scopeDecision } from '../../domain/api-scopes.js';
import { assertWorksOn } from '../session/branch-ownership.js';
import { currentContext, requireFeature, type RestaurantContext } from '../session/restaurant-session.js';
import { findUserStanding } from '../session/standing.repository.js';
import { hashApiKeySecret } from './api-key-secret.js';
import { findApiKeyBySecret, keyBranch, touchApiKey } from './api-keys.repository.js';

export type ApiKeyAuthenticator = (request: FastifyRequest, secret: string) => Promise<RestaurantContext>;

const accessNames = { read: 'lectura', write: 'escritura' } as const;

/**
 * A call made with an API key (`Bearer mbk_…`), checked in this order: the key exists, is not revoked and not expired
 * (401); its calls this minute, counted in Redis across replicas (429 with Retry-After); the restaurant still stands
 * and the administrator who made the key still belongs to it (as for a session); the plan includes `api_access`
 * (403); the route is in an area the key's scopes grant, with write for anything but reads (403); the branch `X-Sede`
 * names (its id or short name) is one of the restaurant's (404), else its main branch. The key then acts as the
 * administrator who made it, in its restaurant only, in that branch. Redis down: the call is not counted and the log
 * says so.
 */
export function apiKeyAuthenticator(pool: Pool, redis: Redis, namespace: string, log: FastifyBaseLogger): ApiKeyAuthenticator {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `mb-api-key:${namespace}`,
    points: apiKeyCallsPerMinute,
    duration: 60,
  });
  const throttle = async (keyId: string) => {
    try {
      await limiter.consume(keyId);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) return log.warn({ err: refusal }, 'API key call not counted');
      throw new AppError(429, apiAccessMessages.keyRateLimited, { retry_after: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) });
    }
  };
  return async (request, secret) => {
    const key = await findApiKeyBySecret(pool, hashApiKeySecret(secret));
    if (!key || key.revoked_at || (key.expires_at && key.expires_at <= new Date())) throw new AppError(401, apiAccessMessages.keyInvalid);
    await throttle(key.id);
    const standing = await findUserStanding(pool, key.restaurant_id, key.created_by);
    if (!standing) throw new AppError(401, apiAccessMessages.keyInvalid);
    const context = currentContext(standing);
    requireFeature(context, 'api_access');
    const decision = scopeDecision(key.scopes, request.method, request.routeOptions.url ?? '');
    if (!decision.allowed && decision.reason === 'route') throw new AppError(403, apiAccessMessages.keyRouteDenied);
    if (!decision.allowed) {
      const needed = accessNames[accessNeeded(request.method)];
      throw new AppError(403, apiAccessMessages.keyScopeMissing.replace('{needed}', needed).replace('{area}', decision.area), {
        area: decision.area,
      });
    }
    const branchId = await calledBranch(pool, key.restaurant_id, request);
    // Administrators work in every branch; a key whose maker is no longer one stays in that person's own.
    assertWorksOn(context, new Set([branchId]));
    await touchApiKey(pool, key.id);
    return { ...context, branchId };
  };
}

/** The branch a key's call names in `X-Sede` (its id or short name), else the main branch; 404 for none of the restaurant's. */
async function calledBranch(pool: Pool, restaurantId: string, request: FastifyRequest): Promise<string> {
  const named = request.headers[branchHeader];
  const branchId = typeof named === 'string' || named === undefined ? await keyBranch(pool, restaurantId, named ?? null) : undefined;
  if (!branchId) throw new AppError(404, apiAccessMessages.keyBranchUnknown);
  return branchId;
}
