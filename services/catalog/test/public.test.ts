import { messages } from '@mb/contracts';
import { eventually, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct, type TestCatalog } from './helpers.js';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog(testNamespace());
});
afterAll(async () => {
  await catalog.close();
});

const publicNames = async () =>
  ((await catalog.app.inject({ method: 'GET', url: '/public/products' })).json().products as { name: string }[]).map(
    (product) => product.name,
  );

it('lists active products only, and a change reaches the cached list through the catalog.product event', async () => {
  const shown = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Visible', seo_page_slug: 'visible-seo' })).json()
    .product;
  await catalog.admin('POST', '/products', { ...validProduct, name: 'Oculto', is_active: false });
  await eventually(async () => expect(await publicNames()).toEqual(['Visible']));

  const response = await catalog.app.inject({ method: 'GET', url: '/public/products' });
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json().products[0]).toMatchObject({ id: shown.id, plans: { pro: { price: 150000, price_annual: 1620000 } } });

  // The list is now cached; the rename is only visible once the event has dropped it.
  await catalog.admin('PUT', `/products/${shown.id}`, { name: 'Visible renombrado' });
  await eventually(async () => expect(await publicNames()).toEqual(['Visible renombrado']));
  // No billing here: deactivating goes through as confirmed (live-subscriptions.test.ts asks billing).
  await catalog.admin('PUT', `/products/${shown.id}`, { is_active: false, confirm_live_subscriptions: true });
  await eventually(async () => expect(await publicNames()).toEqual([]));
  await catalog.admin('PUT', `/products/${shown.id}`, { is_active: true });
  await eventually(async () => expect(await publicNames()).toEqual(['Visible renombrado']));
});

it('finds an active product by its SEO slug or its slug; an inactive or unknown one is "Producto no encontrado."', async () => {
  const product = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Por slug', seo_page_slug: 'pagina-seo' })).json()
    .product;
  for (const slug of ['pagina-seo', 'por-slug']) {
    const response = await catalog.app.inject({ method: 'GET', url: `/public/products/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().product.id).toBe(product.id);
  }
  await catalog.admin('PUT', `/products/${product.id}`, { is_active: false, confirm_live_subscriptions: true });
  for (const slug of ['pagina-seo', 'no-existe']) {
    const response = await catalog.app.inject({ method: 'GET', url: `/public/products/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.productNotFound });
  }
});
