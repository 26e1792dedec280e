import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct, type TestCatalog } from '../../services/catalog/test/helpers.js';
import type { App } from '@mb/service-kit';
import { gatewayHearsCatalog } from './catalog-consumer.js';
import { testGateway } from './test-gateway.js';

// The public catalogue through a listening gateway, a real catalog and Kafka: what a visitor's browser reads.
const namespace = testNamespace();
let catalog: TestCatalog;
let gateway: App;
let base: string;
let first: string;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
  // The first product's own event is on Kafka before the gateway listens (from the end of the topic): it never hears
  // it, so nothing can drop what the gateway keeps in the middle of the first test.
  const created = await catalog.admin('POST', '/products', { ...validProduct, name: 'Primero' });
  expect(created.statusCode).toBe(201);
  first = created.json<{ product: { id: string } }>().product.id;
  await waitFor(async () => (await catalog.db.query('SELECT 1 FROM outbox WHERE published_at IS NULL')).rowCount === 0);
  gateway = await testGateway({ CATALOG_URL: await catalog.app.listen({ host: '127.0.0.1', port: 0 }), BUS_NAMESPACE: namespace });
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
  await gatewayHearsCatalog(namespace);
}, 30_000);
afterAll(async () => {
  await gateway.close();
  await catalog.close();
});

const products = (headers: Record<string, string> = {}) => fetch(`${base}/auth/public/products`, { headers });
const names = async (response: Response) =>
  ((await response.json()) as { products: Array<{ name: string }> }).products.map((product) => product.name).sort();

it("keeps the public list until catalog announces a change, then the next read shows the admin's change", async () => {
  expect(await names(await products())).toEqual(['Primero']);
  const kept = await products();
  const etag = kept.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]{27}"$/);

  // A change catalog does not announce is not seen: the gateway answers from what it keeps.
  await catalog.db.query("UPDATE products SET name = 'Renombrado sin evento' WHERE id = $1", [first]);
  const again = await products();
  expect(again.headers.get('etag')).toBe(etag);
  expect(await names(again)).toEqual(['Primero']);

  // An admin's change is announced (catalog.product.upserted): the list is read again, from PostgreSQL.
  expect((await catalog.admin('POST', '/products', { ...validProduct, name: 'Segundo' })).statusCode).toBe(201);
  await waitFor(async () => (await names(await products())).includes('Segundo'));
  const fresh = await products();
  expect(fresh.headers.get('etag')).not.toBe(etag);
  expect(await names(fresh)).toEqual(['Renombrado sin evento', 'Segundo']);
}, 30_000);

it('answers If-None-Match with 304 and no body while the list is unchanged, and brotli to a browser that accepts it', async () => {
  const plain = await products();
  const etag = plain.headers.get('etag')!;
  const body = await plain.text();
  expect(plain.headers.get('cache-control')).toBe('no-cache');

  const unchanged = await products({ 'if-none-match': etag });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe('');
  expect(unchanged.headers.get('etag')).toBe(etag);
  expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff');

  expect((await products({ 'if-none-match': '"otra-version"' })).status).toBe(200);

  // fetch would decode it: ask the raw bytes through a plain request.
  const raw = await gatewayRaw('/auth/public/products', { 'accept-encoding': 'br, gzip' });
  expect(raw.headers['content-encoding']).toBe('br');
  expect(raw.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(raw.rawPayload).toString('utf8')).toBe(body);
});

it('keeps a product page by slug the same way, and still says 404 for a slug that is not there', async () => {
  await catalog.admin('POST', '/products', { ...validProduct, name: 'Con Página' });
  await waitFor(async () => (await fetch(`${base}/auth/public/products/con-pagina`)).status === 200);
  const page = await fetch(`${base}/auth/public/products/con-pagina`);
  const etag = page.headers.get('etag')!;
  expect((await fetch(`${base}/auth/public/products/con-pagina`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await fetch(`${base}/auth/public/products/no-existe`)).status).toBe(404);
});

const gatewayRaw = (url: string, headers: Record<string, string>) => gateway.inject({ url, headers });

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}
