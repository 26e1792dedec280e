import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testKeys, infraEnv } from '@mb/service-kit/testing';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

const services = ['IDENTITY', 'CATALOG', 'BILLING', 'INVOICING', 'ANALYTICS', 'RESTAURANT'];

/** A tiny built web app: index.html only. */
export function testWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'mb-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>MB</title><div id="root"></div>');
  return webDist;
}

/**
 * A gateway (not listening) whose services are the ones `env` names (`CATALOG_URL`, ...) and a closed port for the
 * rest: an answer that needs one of those says 503, which shows what the gateway decided by itself.
 */
export function testGateway(env: Record<string, string> = {}) {
  const closed = Object.fromEntries(services.map((name) => [`${name}_URL`, 'http://127.0.0.1:9']));
  return buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      WEB_DIST: testWebDist(),
      DOWNSTREAM_TIMEOUT_MS: '1000',
      ...closed,
      ...env,
    }),
  );
}
