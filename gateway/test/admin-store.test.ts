import { messages } from '@mb/contracts';
import { adminToken, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct } from '../../services/catalog/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// Store administration through a listening gateway in front of a real catalog: who is turned away, and what an
// administrator is answered.
const namespace = testNamespace();
let catalog: Awaited<ReturnType<typeof startCatalog>>;
const gateways = listeningGateways(namespace);
let base: string;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
  gateways.urls.CATALOG_URL = await catalog.app.listen({ host: '127.0.0.1', port: 0 });
  // Billing is only asked before an administrator deletes a product: unreachable here.
  base = await gateways.start({ BILLING_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await gateways.close();
  await catalog.close();
});

const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
/** What the store holds, as an administrator reads it, and how many changes were audited. */
const storeState = async () => ({
  products: (await call('GET', '/auth/products', { token: adminToken() })).body.products,
  categories: (await call('GET', '/auth/categories', { token: adminToken() })).body.categories,
  audited: (await catalog.db.query(`SELECT 1 FROM outbox WHERE type = 'catalog.audit.recorded'`)).rowCount,
});

it('GET /auth/products answers every product, inactive ones too, as all_products (and products)', async () => {
  const hidden = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Oculto', is_active: false })).json().product;
  const answer = await call('GET', '/auth/products', { token: adminToken() });
  expect(answer.status).toBe(200);
  expect(answer.body.all_products.map((product: { id: string }) => product.id)).toContain(hidden.id);
  expect(answer.body.products).toEqual(answer.body.all_products);
});

it('refuses every store administration call to a Client (403) and to anonymous (401) before the body, changing nothing', async () => {
  const product = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Intocable' })).json().product;
  await catalog.admin('PUT', `/products/${product.id}/plans/custom`, { key: 'empresa', name: 'Empresa', price: 900000 });
  const before = await storeState();

  const spec = (await (await fetch(`${base}/docs/json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[]; 'x-access'?: string }>>;
  };
  const storeCalls = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.tags?.includes('admin-store'))
      .map(([method]) => ({
        method: method.toUpperCase(),
        url: path.replace('{id}', product.id).replace('{planKey}', 'empresa').replace('{plan}', 'pro').replace('{itemId}', '0'),
      })),
  );
  // Categories (3), products (5), plans (3), media (4 uploads, 5 deletions), sold-count reconciliation.
  expect(storeCalls.length).toBeGreaterThanOrEqual(21);
  for (const { method, url } of storeCalls) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { name: '', price: -1, nonsense: '\u0000' };
    const anonymous = await call(method, url, { body });
    expect({ method, url, ...anonymous }).toEqual({ method, url, status: 401, body: { success: false, message: expect.any(String) } });
    const client = await call(method, url, { body, token: signTestToken({ role: 'Client' }) });
    expect({ method, url, ...client }).toEqual({ method, url, status: 403, body: { success: false, message: expect.any(String) } });
  }
  expect(await storeState()).toEqual(before);
});

it('a stale product edit is refused with 409, the spec text and the version the catalog has now, and nothing is written', async () => {
  const product = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Editado dos veces' })).json().product;
  expect(
    (await call('PUT', `/auth/products/${product.id}`, { token: adminToken(), body: { name: 'Primero', version: product.version } }))
      .status,
  ).toBe(200);
  const late = await call('PUT', `/auth/products/${product.id}`, {
    token: adminToken(),
    body: { name: 'Segundo', version: product.version },
  });
  expect(late).toEqual({ status: 409, body: { success: false, message: messages.staleProduct, version: product.version + 1 } });
  expect((await call('GET', `/auth/products/${product.id}`, { token: adminToken() })).body.product.name).toBe('Primero');
});
