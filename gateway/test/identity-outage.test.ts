import { messages } from '@mb/contracts';
import { signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startCatalog } from '../../services/catalog/test/helpers.js';
import { testGateway } from './test-gateway.js';

// Identity down behind the gateway: what needs it says so with 503; the public store goes on.
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let gateway: Awaited<ReturnType<typeof testGateway>>;

beforeAll(async () => {
  catalog = await startCatalog(testNamespace());
  gateway = await testGateway({ CATALOG_URL: await catalog.app.listen({ host: '127.0.0.1', port: 0 }) });
});
afterAll(async () => {
  await gateway?.close();
  await catalog?.close();
});

it('answers 503 with a clear message to what needs identity, and never 500 under a burst', async () => {
  const signedIn = { authorization: `Bearer ${signTestToken()}` };
  const login = await gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: 'ana@example.co', password: 'secreto1' } });
  expect(login.statusCode).toBe(503);
  expect(login.json()).toEqual({ success: false, message: messages.loginFailed });
  const me = await gateway.inject({ url: '/auth/me', headers: signedIn });
  expect(me.statusCode).toBe(503);
  expect(me.json()).toEqual({ success: false, message: messages.serviceUnavailable });

  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? gateway.inject({ url: '/auth/dashboard/client', headers: signedIn })
        : gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: `p${i}@example.co`, password: 'x' } }),
    ),
  );
  expect(new Set(burst.map((response) => response.statusCode))).toEqual(new Set([503]));
});

it('keeps the public store serving: the product list, a product page and the web app', async () => {
  const products = await gateway.inject({ url: '/auth/public/products' });
  expect(products.statusCode).toBe(200);
  expect(products.json().success).toBe(true);
  const page = await gateway.inject({ url: '/tienda', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root">');
});
