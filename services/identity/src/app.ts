import { topics } from '@mb/contracts';
import { createServiceApp, smtpSettings } from '@mb/service-kit';
import type { IdentityConfig } from './config.js';
import { auditLogConsumers } from './consumers/audit-log.consumer.js';
import { eraseDeletedUsersWorker } from './jobs/erase-deleted-users.job.js';
import { subscriptionMailConsumers } from './consumers/subscription-mail.consumer.js';
import type { IdentityDeps } from './deps.js';
import { administratorContactsRoutes } from './modules/admin/administrator-contacts.routes.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import { deletionThrottle } from './modules/admin/deletion-throttle.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createGoogleClient } from './modules/google/google-client.js';
import { googleRoutes } from './modules/google/google.routes.js';
import { createMailQueue } from './modules/mail/mail-queue.js';
import { startMailWorker } from './modules/mail/mail-worker.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { keepRevocationListComplete } from './modules/sessions/revocation-list.js';
import { isSessionRevoked } from './modules/sessions/sessions.repository.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { accountsRoutes } from './modules/users/accounts.routes.js';
import { signInThrottle } from './modules/users/sign-in-throttle.js';
import { codeMailCooldown } from './modules/verification/code-mail-cooldown.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';

export function buildApp(config: IdentityConfig) {
  const jobs = (connection: IdentityDeps['redis']) => ({ connection, namespace: config.BUS_NAMESPACE });
  return createServiceApp({
    name: 'identity',
    config,
    publishes: [topics.identityUser, topics.identityAudit],
    signingKey: config.SESSION_PRIVATE_KEY,
    revocationSource: (pool) => (sid) => isSessionRevoked(pool, sid),
    deps({ pool, redis, requestRedis, log }, app): IdentityDeps {
      const mail = createMailQueue(jobs(redis));
      app.addHook('onClose', () => mail.close());
      return {
        pool,
        redis,
        mail,
        google: createGoogleClient({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
        }),
        signIn: signInThrottle(requestRedis, config.BUS_NAMESPACE, log),
        codeMail: codeMailCooldown(requestRedis, config.BUS_NAMESPACE, log),
        log,
        sign: (claims, expiresInSeconds) => app.jwt.sign(claims, { expiresIn: expiresInSeconds }),
        sessionTtlSeconds: config.SESSION_TTL_HOURS * 3600,
        webUrl: config.WEB_URL,
      };
    },
    consumers: (deps) => [
      { group: 'identity.subscription-mail', handlers: subscriptionMailConsumers(deps) },
      { group: 'identity.audit-log', handlers: auditLogConsumers },
    ],
    routes(app, deps) {
      const { pool, requestRedis } = deps;
      accountsRoutes(app, deps);
      verificationRoutes(app, deps);
      recoveryRoutes(app, deps);
      googleRoutes(app, deps, config.GOOGLE_REDIRECT_URIS);
      adminUsersRoutes(app, { ...deps, countDeletion: deletionThrottle(requestRedis, config.BUS_NAMESPACE, app.log) });
      auditRoutes(app, pool);
      administratorContactsRoutes(app, pool, config.GATEWAY_SECRET);
      sessionsRoutes(app, pool);
      keepRevocationListComplete(app, { pool, redis: requestRedis });
    },
    workers: ({ redis, pool, log }) => [
      eraseDeletedUsersWorker({ pool, connection: redis, namespace: config.BUS_NAMESPACE, everyMs: config.ERASE_EVERY_MS, log }),
      startMailWorker({
        ...jobs(redis),
        smtp: smtpSettings(config),
        from: config.MAIL_FROM,
      }),
    ],
  });
}
