import type { Pool, SessionClaims } from '@mb/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { GoogleClient } from './modules/google/google-client.js';
import type { MailQueue } from './modules/mail/mail-queue.js';
import type { SignInThrottle } from './modules/users/sign-in-throttle.js';
import type { CodeMailCooldown } from './modules/verification/code-mail-cooldown.js';

/** What identity's use cases need, built once in app.ts. */
export interface IdentityDeps {
  pool: Pool;
  redis: Redis;
  mail: MailQueue;
  google: GoogleClient;
  signIn: SignInThrottle;
  codeMail: CodeMailCooldown;
  log: FastifyBaseLogger;
  sign(claims: SessionClaims, expiresInSeconds: number): string;
  sessionTtlSeconds: number;
  /** The web app's public origin, for the links in e-mails. */
  webUrl: string;
}
