import { topics } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import type { IdentityConfig } from './config.js';
import { accountsRoutes } from './modules/users/accounts.routes.js';

export function buildApp(config: IdentityConfig) {
  const sessionTtlSeconds = config.SESSION_TTL_HOURS * 3600;
  return createServiceApp({
    name: 'identity',
    config,
    publishes: [topics.identityUser],
    signingKey: config.SESSION_PRIVATE_KEY,
    routes(app, { pool, redis }) {
      accountsRoutes(app, {
        pool,
        redis,
        sessionTtlSeconds,
        sign: (claims, expiresInSeconds) => app.jwt.sign(claims, { expiresIn: expiresInSeconds }),
      });
    },
  });
}
