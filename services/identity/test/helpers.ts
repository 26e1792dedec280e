import { startTestService, testKeys } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { migrationsDir } from '../src/config.js';

/** A running identity on a fresh schema, signing with the tests' key pair. */
export const startIdentity = (namespace: string) =>
  startTestService('identity', migrationsDir, buildApp, {
    namespace,
    extra: { SESSION_PRIVATE_KEY: testKeys.privateKey, SESSION_TTL_HOURS: 1 },
  });
