import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, startTestService } from '@mb/service-kit/testing';
import { buildApp as buildBilling } from '../../billing/src/app.js';
import { billingOwnEnv, migrationsDir as billingMigrations } from '../../billing/src/config.js';
import { buildApp } from '../src/app.js';
import { migrationsDir } from '../src/config.js';
import { insertCategory } from '../src/modules/categories/categories.repository.js';

/** A real billing, listening, for the changes catalog must ask it about (who holds a product). */
export const startBilling = (namespace: string) =>
  startTestService('billing', billingMigrations, buildBilling, { namespace, extra: billingOwnEnv.parse({}) });

/**
 * A running catalog on a fresh schema and media folder, with one category to file products under. Billing is a
 * closed port unless `billingUrl` names a running one or `withBilling` starts one: a change that must ask it (deleting,
 * deactivating, moving the slug) then answers 503.
 */
export async function startCatalog(
  namespace: string,
  options: { kafkaBrokers?: string[]; redisUrl?: string; billingUrl?: string; withBilling?: boolean; mediaMongoUrl?: string } = {},
) {
  const billing = options.withBilling ? await startBilling(namespace) : undefined;
  const billingUrl = billing ? await billing.app.listen({ host: '127.0.0.1', port: 0 }) : options.billingUrl;
  const mediaDir = mkdtempSync(join(tmpdir(), 'mb-media-'));
  const catalog = await startTestService('catalog', migrationsDir, buildApp, {
    namespace,
    kafkaBrokers: options.kafkaBrokers,
    extra: {
      MEDIA_DIR: mediaDir,
      MEDIA_MONGODB_URL: options.mediaMongoUrl,
      PUBLIC_CACHE_TTL_SECONDS: 300,
      BILLING_URL: billingUrl ?? 'http://127.0.0.1:9',
      BILLING_TIMEOUT_MS: 5000,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    },
  });
  const category = await insertCategory(catalog.db, { name: 'Software', color: '#0f766e' });
  const auth = { authorization: `Bearer ${adminToken()}` };
  return {
    ...catalog,
    category,
    mediaDir,
    /** An admin call with a JSON body. */
    admin: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      catalog.app.inject({ method, url, headers: auth, ...(payload !== undefined ? { payload: payload as object } : {}) }),
    async close() {
      await catalog.close();
      await billing?.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
export type TestCatalog = Awaited<ReturnType<typeof startCatalog>>;

export const validProduct = {
  name: 'Software Restaurante',
  description: 'Gestión de menú, pedidos y mesas',
  category: 'Software',
  price_estandar: 80000,
  price_pro: 150000,
  price_gold: 250000,
};

export { pngOf } from '@mb/service-kit/testing';

/** The first bytes of an MP4 file: enough for its signature. */
export const mp4Bytes = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);

/** A multipart body with one file, built by hand as a browser sends it. */
export function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----mbtest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
