import { mkdtempSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@mb/contracts';
import { testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { startCatalog } from '../../services/catalog/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

const webDist = mkdtempSync(join(tmpdir(), 'mb-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>MB</title><div id="root"></div>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'main.3f9a1c2b.js'), 'console.log(1)');
const remotesDir = mkdtempSync(join(tmpdir(), 'mb-remotes-'));
for (const remote of ['store', 'account', 'admin', 'restaurant']) {
  mkdirSync(join(remotesDir, remote, 'dist'), { recursive: true });
  writeFileSync(join(remotesDir, remote, 'dist', 'mf-manifest.json'), `{"name":"${remote}"}`);
  writeFileSync(join(remotesDir, remote, 'dist', 'remoteEntry.js'), `/* ${remote} */`);
  writeFileSync(join(remotesDir, remote, 'dist', '41.1e3c6d97.js'), `/* ${remote} chunk */`);
}

let catalog: Awaited<ReturnType<typeof startCatalog>>;
let catalogUrl: string;

beforeAll(async () => {
  catalog = await startCatalog(testNamespace());
  catalogUrl = await catalog.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => catalog.close());

/**
 * Services other than catalog point at a closed port: the gateway must say so, not hang or crash. The time limit is the
 * deployed one: a closed port refuses at once, and a catalog slowed by a busy machine must not fail the test.
 */
function gateway(overrides: Record<string, string> = {}) {
  const closed = 'http://127.0.0.1:9';
  return buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      REMOTES_DIR: remotesDir,
      CATALOG_URL: catalogUrl,
      IDENTITY_URL: closed,
      BILLING_URL: closed,
      INVOICING_URL: closed,
      ANALYTICS_URL: closed,
      RESTAURANT_URL: closed,
      ...overrides,
    }),
  );
}

it('GET /auth/public/categories comes from catalog and its PostgreSQL', async () => {
  const app = await gateway();
  const response = await app.inject({ method: 'GET', url: '/auth/public/categories' });
  expect([response.statusCode, response.json()]).toEqual([
    200,
    { success: true, categories: [{ id: catalog.category.id, name: 'Software', color: '#0f766e' }] },
  ]);
  expect(response.headers['x-request-id']).toBeTruthy();
  await app.close();
});

it('a catalog that cannot be reached gives 503 and the spec message', async () => {
  const app = await gateway({ CATALOG_URL: 'http://127.0.0.1:9' });
  const categories = await app.inject({ method: 'GET', url: '/auth/public/categories' });
  expect(categories.statusCode).toBe(503);
  expect(categories.json()).toEqual({ success: false, message: messages.categoriesLoadFailed });
  const products = await app.inject({ method: 'GET', url: '/auth/public/products' });
  expect(products.json()).toEqual({ success: false, message: messages.productsLoadFailed });
  await app.close();
});

it('/readyz names the services that are not ready', async () => {
  const app = await gateway();
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  expect(response.statusCode).toBe(503);
  const body = response.json();
  expect(body.ready).toBe(false);
  expect(body.checks.catalog).toEqual({
    ready: true,
    checks: { postgres: { ready: true }, redis: { ready: true }, kafka: { ready: true } },
  });
  expect(body.checks.redis).toEqual({ ready: true });
  expect(body.checks.identity.ready).toBe(false);
  expect(body.checks.identity.error).toBeTruthy();
  await app.close();
});

it('serves the web app: browser routes fall back to index.html, API paths keep the JSON 404', async () => {
  const app = await gateway();
  // A product page (/tienda/<slug>) also depends on the product: see store.test.ts.
  for (const url of [
    '/',
    '/tienda',
    '/tienda/',
    '/admin/facturacion/plantillas',
    '/admin/auditoria',
    '/?reference=MB-1',
    '/soluciones/software-restaurant',
    '/restaurant/panelControl',
    '/restaurant/panelControl/cocina',
  ]) {
    const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect([url, page.statusCode]).toEqual([url, 200]);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  }
  // Not one of the app's pages: 404, and the app itself shows its not-found page.
  for (const url of ['/foo', '/soluciones/x', '/admin/nada', '/cuenta/x/y']) {
    const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect([url, page.statusCode]).toEqual([url, 404]);
    expect(page.body).toContain('<div id="root">');
  }
  // HEAD (link checkers, `curl -I`) answers as GET would, without the page.
  for (const [url, status] of [
    ['/tienda', 200],
    ['/foo', 404],
  ] as const) {
    const head = await app.inject({ method: 'HEAD', url });
    expect([url, head.statusCode, head.headers['content-type']]).toEqual([url, status, expect.stringContaining('text/html')]);
    expect(head.body).toBe('');
  }
  const asset = await app.inject({ method: 'GET', url: '/assets/main.3f9a1c2b.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const api = await app.inject({ method: 'GET', url: '/auth/does-not-exist' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ success: false, message: messages.routeNotFound });
  const missingFile = await app.inject({ method: 'GET', url: '/assets/missing.js' });
  expect(missingFile.statusCode).toBe(404);
  await app.close();
});

it('serves the remotes list (manifests and versions) and each remote build; an override serves one from elsewhere', async () => {
  const app = await gateway({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/v2/mf-manifest.json' });
  const manifest = await app.inject({ method: 'GET', url: '/api/remotes' });
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.json()).toEqual({
    success: true,
    remotes: {
      store: { entry: '/remotes/store/mf-manifest.json', version: 'built' },
      account: { entry: '/remotes/account/mf-manifest.json', version: 'built' },
      admin: { entry: 'https://cdn.example.com/admin/v2/mf-manifest.json', version: 'built' },
      restaurant: { entry: '/remotes/restaurant/mf-manifest.json', version: 'built' },
    },
  });
  const remoteManifest = await app.inject({ method: 'GET', url: '/remotes/store/mf-manifest.json' });
  expect(remoteManifest.json()).toEqual({ name: 'store' });
  expect(remoteManifest.headers['cache-control']).toBe('no-cache');
  const entry = await app.inject({ method: 'GET', url: '/remotes/store/remoteEntry.js' });
  expect(entry.body).toBe('/* store */');
  expect(entry.headers['cache-control']).toBe('no-cache');
  const chunk = await app.inject({ method: 'GET', url: '/remotes/admin/41.1e3c6d97.js' });
  expect(chunk.body).toBe('/* admin chunk */');
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await app.inject({ method: 'GET', url: '/remotes/store/nope.js' });
  expect(missing.statusCode).toBe(404);
  await app.close();
});

it('a remote deployed alone: its uploaded version is served, and switching the remotes file publishes it without a restart', async () => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'mb-releases-'));
  mkdirSync(join(releasesDir, 'store', '2.0.0'), { recursive: true });
  writeFileSync(join(releasesDir, 'store', '2.0.0', 'mf-manifest.json'), '{"name":"store","version":"2.0.0"}');
  const remotesFile = join(releasesDir, 'remotes.json');
  const app = await gateway({ REMOTE_RELEASES_DIR: releasesDir, REMOTES_FILE: remotesFile });
  const store = async () => (await app.inject({ method: 'GET', url: '/api/remotes' })).json().remotes.store;
  expect(await store()).toEqual({ entry: '/remotes/store/mf-manifest.json', version: 'built' });

  const switchTo = (list: unknown) => {
    writeFileSync(`${remotesFile}.next`, JSON.stringify(list));
    renameSync(`${remotesFile}.next`, remotesFile);
  };
  const v2 = { entry: '/remotes/releases/store/2.0.0/mf-manifest.json', version: '2.0.0' };
  switchTo({ store: v2 });
  expect(await store()).toEqual(v2);
  const account = (await app.inject({ method: 'GET', url: '/api/remotes' })).json().remotes.account;
  expect(account).toEqual({ entry: '/remotes/account/mf-manifest.json', version: 'built' });
  const uploaded = await app.inject({ method: 'GET', url: v2.entry });
  expect(uploaded.json()).toEqual({ name: 'store', version: '2.0.0' });

  // A file that is no remotes list changes nothing; rolling back is switching the file again.
  switchTo({ store: { entry: '' } });
  expect(await store()).toEqual(v2);
  switchTo({});
  expect(await store()).toEqual({ entry: '/remotes/store/mf-manifest.json', version: 'built' });
  await app.close();
});

it('publishes OpenAPI for its routes at /docs', async () => {
  const app = await gateway();
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  expect(spec.openapi).toMatch(/^3\./);
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/auth/public/categories', '/auth/public/products', '/api/remotes']));
  const ui = await app.inject({ method: 'GET', url: '/docs' });
  expect([200, 302]).toContain(ui.statusCode);
  await app.close();
});

it("/metrics gives a scrape with the token each route's requests, and anyone else the web app as for any unknown path", async () => {
  const app = await gateway({ METRICS_TOKEN: 'token_de_metricas_de_prueba' });
  const products = await app.inject({ method: 'GET', url: '/auth/public/products' });
  expect([products.statusCode, products.json()]).toEqual([200, { success: true, products: [] }]);
  const stranger = await app.inject({ method: 'GET', url: '/metrics' });
  expect(stranger.headers['content-type']).toContain('text/html');
  expect(stranger.body).not.toContain('http_request_duration_seconds');
  const scrape = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer token_de_metricas_de_prueba' } });
  expect(scrape.statusCode).toBe(200);
  expect(scrape.body).toMatch(
    /^http_request_duration_seconds_count\{method="GET",route="\/auth\/public\/products",status_code="200"\} 1$/m,
  );
  expect(scrape.body).toContain('process_cpu_seconds_total');
  await app.close();
});
