import { adminRoles, apiKeyPrefix, messages, restaurantAppMessages, type Role } from '@mb/contracts';
import { AppError, type App, type SessionClaims } from '@mb/service-kit';
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { sessionToken } from './session-cookies.js';

/**
 * Who may call a route: anyone, anyone signed in, an administrator, or someone inside a restaurant's app (the
 * restaurant session from `POST /restaurant/auth/login`, which only the restaurant service can verify: the gateway
 * only requires one to be presented). Every documented gateway route declares it
 * (`config.access`); the gateway checks it before the body is read or validated, and the OpenAPI document states it,
 * which is what the authorization matrix test reads. The service behind checks again: this is the first gate, not
 * the only one.
 */
export type Access = 'public' | 'session' | 'admin' | 'superadmin' | 'restaurant';

/**
 * A parameter naming an object that belongs to one customer (`params.id`, `query.reference`, `body.order_id` → the
 * kind of object): declared so the authorization matrix can try another customer's object on it.
 */
export type OwnedObjects = Record<string, OwnedObject>;
export type OwnedObject =
  | 'subscription'
  | 'order'
  | 'payment'
  | 'payment-reference'
  | 'assignment'
  // Inside a restaurant's app: one restaurant's objects.
  | 'restaurant-category'
  | 'restaurant-station'
  | 'restaurant-dish'
  | 'restaurant-table'
  | 'restaurant-order'
  | 'restaurant-check'
  | 'restaurant-cart-item'
  | 'restaurant-favourite'
  | 'restaurant-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    owns?: OwnedObjects;
    /** Counted by a sign-in or recovery rate limit, so it can answer 429. */
    throttled?: boolean;
    /** The refusal's text where a screen words it its own way (spec 3's invoicing screens). */
    forbiddenMessage?: string;
    /** Takes the restaurant_token from open-restaurant (to enter the app) instead of the app's session. */
    restaurantEntry?: boolean;
    /** The media type of a file the route answers with instead of JSON (documented as its 200). */
    file?: string;
    /** Statuses the route answers beyond the usual ones (a third party's answer passed through, say). */
    errors?: number[];
  }
}

const roleAllowed: Record<Exclude<Access, 'public' | 'restaurant'>, readonly Role[]> = {
  session: ['Client', ...adminRoles],
  admin: adminRoles,
  // The operator's console of the event pipeline (replaying events between services) is the platform owner's.
  superadmin: ['SuperAdmin'],
};

/** Routes outside the API (health, docs, the web app, media files) are hidden from OpenAPI and need no declaration. */
const isDocumented = (route: RouteOptions) => route.schema?.hide !== true && !route.url.startsWith('/docs');

export function registerAccess(app: App, isRevoked: (claims: SessionClaims) => Promise<boolean>): void {
  async function verifiedSession(request: FastifyRequest): Promise<SessionClaims> {
    // The token the handler will forward (cookie first), so the gate and the service judge the same credential.
    const token = sessionToken(request);
    if (!token) throw new AppError(401, messages.noToken);
    let claims: SessionClaims;
    try {
      claims = await app.verifySession(token);
    } catch {
      throw new AppError(401, messages.sessionExpired);
    }
    let revoked: boolean;
    try {
      revoked = await isRevoked(claims);
    } catch (error) {
      request.log.warn({ err: error }, 'session revocation not checked');
      throw new AppError(503, messages.serviceUnavailable);
    }
    if (revoked) throw new AppError(401, messages.sessionExpired);
    return claims;
  }

  const gates = Object.fromEntries(
    Object.entries(roleAllowed).map(([access, roles]) => {
      const gate: onRequestHookHandler = async (request) => {
        const claims = await verifiedSession(request);
        if (!roles.includes(claims.role)) throw new AppError(403, request.routeOptions.config.forbiddenMessage ?? messages.forbidden);
        request.user = claims;
      };
      return [access, gate];
    }),
  ) as Record<Exclude<Access, 'public' | 'restaurant'>, onRequestHookHandler>;
  const apiKeyForm = new RegExp(`^${apiKeyPrefix}[A-Za-z0-9_-]{43}$`);
  // Only the restaurant service can verify its tokens (HS256, its own secret); the gate turns away what cannot be one:
  // none, a platform session (ES256) or anything that is not a JWT, or one past its expiry.
  const restaurantGate: onRequestHookHandler = async (request) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError(401, messages.noToken);
    // A restaurant API key (issue 37) is no JWT: the restaurant service checks it, its scopes and its rate limit.
    if (apiKeyForm.test(token)) return;
    type Decoded = { header: { alg?: string }; payload: { exp?: number } };
    let decoded: Decoded | null = null;
    try {
      decoded = app.jwt.decode<Decoded>(token, { complete: true });
    } catch {
      // Not a JWT at all.
    }
    const expired = typeof decoded?.payload.exp === 'number' && decoded.payload.exp * 1000 <= Date.now();
    if (decoded?.header.alg !== 'HS256' || expired) throw new AppError(401, restaurantAppMessages.sessionInvalid);
  };

  app.addHook('onRoute', (route) => {
    if (!isDocumented(route)) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`${String(route.method)} ${route.url}: declare config.access (public, session, admin, superadmin or restaurant)`);
    if (access === 'public') return;
    // First of the route's onRequest hooks: a stranger learns nothing of the body's schema or the CSRF check.
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [access === 'restaurant' ? restaurantGate : gates[access], ...own];
  });
}
