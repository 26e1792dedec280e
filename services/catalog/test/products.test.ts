import { randomUUID } from 'node:crypto';
import { messages, topics } from '@mb/contracts';
import { adminToken, recordTopics, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct, type TestCatalog } from './helpers.js';

const namespace = testNamespace();
let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog(namespace, { withBilling: true });
});
afterAll(async () => {
  await catalog.close();
});

const count = async (table: string) => (await catalog.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const post = (payload: unknown, token = adminToken()) =>
  catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await post({ ...validProduct, name: `Producto ${randomUUID().slice(0, 8)}`, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().product;
};

describe('POST /products', () => {
  it('rejects bad input with 400 and a Spanish message naming the field, and writes nothing', async () => {
    const before = { products: await count('products'), plans: await count('plans'), outbox: await count('outbox') };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validProduct, name: undefined }, 'name'],
      [{ ...validProduct, name: '   ' }, 'El nombre es obligatorio'],
      [{ ...validProduct, description: undefined }, 'description'],
      [{ ...validProduct, category: '' }, 'La categoría es obligatoria'],
      [{ ...validProduct, price_estandar: 0 }, 'El precio debe ser mayor que 0'],
      [{ ...validProduct, price_estandar: undefined }, 'price_estandar'],
      [{ ...validProduct, price_estandar: -5 }, 'price_estandar'],
      [{ ...validProduct, price_estandar: 80000.5 }, 'Debe ser un número entero de pesos'],
      [{ ...validProduct, price_estandar: 'ochenta mil' }, 'price_estandar'],
      [{ ...validProduct, price_pro: 0 }, 'price_pro'],
      [{ ...validProduct, available_countries: ['Colombia'] }, 'País inválido'],
      [
        { ...validProduct, gallery_images: ['https://a.co/1.png', 'https://a.co/2.png', 'https://a.co/3.png', 'https://a.co/4.png'] },
        'Máximo 3 imágenes de galería',
      ],
      [{ ...validProduct, image_url: 'javascript:alert(1)' }, 'Debe ser una URL https o un archivo subido'],
    ];
    for (const [payload, expected] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(expected) });
    }

    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: messages.invalidJson });

    const unknownCategory = await post({ ...validProduct, category: 'No existe' });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toEqual({ success: false, message: 'La categoría no existe' });

    expect({ products: await count('products'), plans: await count('plans'), outbox: await count('outbox') }).toEqual(before);
  });

  it('refuses callers without a session (401) or without an admin role (403)', async () => {
    const anonymous = await catalog.app.inject({ method: 'POST', url: '/products', payload: validProduct });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.noToken });

    const forged = await post(validProduct, `${signTestToken({ role: 'Admin' })}x`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, message: messages.sessionExpired });

    const client = await post(validProduct, signTestToken({ role: 'Client' }));
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ success: false, message: messages.forbidden });
    expect((await catalog.db.query("SELECT 1 FROM products WHERE slug = 'software-restaurante'")).rowCount).toBe(0);
  });

  it('creates the product with every field and publishes catalog.product.upserted through the outbox', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.catalogProduct] });
    try {
      const response = await post({
        ...validProduct,
        name: 'Software Restaurante Ñapa',
        seo_page_slug: 'Restaurante Ñapa',
        available_countries: ['co', 'PE'],
        implementation_cost: 200000,
        description_general: 'General',
        gallery_images: ['https://cdn.example.co/a.png'],
        plan_features: {
          estandar: [
            { name: 'manejo_inventario', enabled: true },
            { name: '  ', enabled: true },
            { name: 'api_access', enabled: false },
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      const { product } = response.json();
      expect(product).toMatchObject({
        name: 'Software Restaurante Ñapa',
        slug: 'software-restaurante-napa',
        seo_page_slug: 'restaurante-napa',
        category: 'Software',
        category_id: catalog.category.id,
        available_countries: ['CO', 'PE'],
        implementation_cost: 200000,
        maintenance_cost_monthly: 0,
        description_general: 'General',
        gallery_images: [{ id: expect.any(String), url: 'https://cdn.example.co/a.png' }],
        carousel_images: [],
        video_url: null,
        is_active: true,
        version: 1,
        sold_count: 0,
        features: ['manejo_inventario'],
        plans: {
          // The blank feature is dropped; the annual price is computed.
          estandar: {
            name: 'Estándar',
            price: 80000,
            price_annual: 864000,
            features: [
              { name: 'manejo_inventario', enabled: true },
              { name: 'api_access', enabled: false },
            ],
          },
          pro: { name: 'Pro', price: 150000, price_annual: 1620000, features: [] },
          gold: { name: 'Gold', price: 250000, price_annual: 2700000, features: [] },
        },
        custom_plans: [],
      });

      const message = await recorder.waitFor((m) => m.envelope.aggregateId === product.id);
      expect(message.envelope).toMatchObject({ type: 'catalog.product.upserted', version: 1, source: 'catalog' });
      expect(message.envelope.payload).toMatchObject({
        productId: product.id,
        plans: [
          { planType: 'estandar', name: 'Estándar', price: 80000, priceAnnual: 864000 },
          { planType: 'pro', name: 'Pro', price: 150000, priceAnnual: 1620000 },
          { planType: 'gold', name: 'Gold', price: 250000, priceAnnual: 2700000 },
        ],
      });
    } finally {
      await recorder.stop();
    }
  });

  it('without countries the product offers the default Colombia, México, Chile', async () => {
    expect((await create()).available_countries).toEqual(['CO', 'MX', 'CL']);
  });

  it('answers 409 for a second product with the same slug and keeps the first', async () => {
    expect((await post({ ...validProduct, name: 'Duplicado' })).statusCode).toBe(201);
    const second = await post({ ...validProduct, name: 'duplicado' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: messages.slugTaken });
    const { rows } = await catalog.db.query("SELECT count(*)::int AS n FROM products WHERE slug = 'duplicado'");
    expect(rows[0].n).toBe(1);
  });
});

describe('GET, PUT and DELETE /products/{id}', () => {
  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    const unknown = randomUUID();
    for (const [method, payload] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const response = await catalog.admin(method, `/products/${unknown}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.productNotFound });
    }
    const invalid = await catalog.admin('GET', '/products/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Producto inválido');
  });

  it('updates only the fields sent, moves the version on, and refuses a stale version without writing', async () => {
    const product = await create({ description_unique: 'Único' });
    // No billing here: deactivating and moving the slug go through as confirmed (live-subscriptions.test.ts asks billing).
    const confirmed = { confirm_live_subscriptions: true };
    const edit = { ...confirmed, name: 'Nuevo nombre', is_active: false, version: 1 };
    const updated = await catalog.admin('PUT', `/products/${product.id}`, edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product).toMatchObject({
      name: 'Nuevo nombre',
      is_active: false,
      description_unique: 'Único',
      slug: product.slug,
      version: 2,
    });

    const stale = await catalog.admin('PUT', `/products/${product.id}`, { name: 'Pisado', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: messages.staleProduct, version: 2 });
    expect((await catalog.admin('GET', `/products/${product.id}`)).json().product.name).toBe('Nuevo nombre');

    const empty = await catalog.admin('PUT', `/products/${product.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No hay cambios para guardar');
    const blankSlug = await catalog.admin('PUT', `/products/${product.id}`, { slug: '', ...confirmed });
    expect(blankSlug.json().product.slug).toBe('nuevo-nombre');
  });

  it('deletes a product with its plans and publishes catalog.product.deleted', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.catalogProduct] });
    try {
      const product = await create();
      const response = await catalog.admin('DELETE', `/products/${product.id}`);
      expect(response.json()).toEqual({ success: true, message: messages.productDeleted });
      expect((await catalog.db.query('SELECT 1 FROM plans WHERE product_id = $1', [product.id])).rowCount).toBe(0);
      const message = await recorder.waitFor((m) => m.envelope.aggregateId === product.id && m.envelope.type === 'catalog.product.deleted');
      expect(message.envelope.payload).toEqual({ productId: product.id });
    } finally {
      await recorder.stop();
    }
  });
});

describe('plans', () => {
  it('a new monthly price recomputes the annual one; a wrong annual price or a price of 0 is refused', async () => {
    const product = await create();
    const changed = await catalog.admin('PUT', `/products/${product.id}/plans/pro`, {
      price: 160000,
      features: [{ name: 'menu_rapido', enabled: true }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.plans.pro).toEqual({
      name: 'Pro',
      price: 160000,
      price_annual: 1728000,
      features: [{ name: 'menu_rapido', enabled: true }],
    });

    const echoed = await catalog.admin('PUT', `/products/${product.id}/plans/pro`, { price: 160000, price_annual: 1728000 });
    expect(echoed.statusCode).toBe(200);
    const wrongAnnual = await catalog.admin('PUT', `/products/${product.id}/plans/pro`, { price: 170000, price_annual: 1000 });
    expect(wrongAnnual.statusCode).toBe(400);
    expect(wrongAnnual.json().message).toBe(messages.annualPriceComputed);
    const zero = await catalog.admin('PUT', `/products/${product.id}/plans/gold`, { price: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('El precio debe ser mayor que 0');
    const unknownPlan = await catalog.admin('PUT', `/products/${product.id}/plans/platino`, { price: 1000 });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().message).toContain('Plan inválido');

    const after = (await catalog.admin('GET', `/products/${product.id}`)).json().product;
    expect(after.plans.pro.price).toBe(160000);
    expect(after.plans.gold.price).toBe(250000);
  });

  it('custom plans are added, edited and removed; a standard key or unknown plan is refused', async () => {
    const product = await create();
    const added = await catalog.admin('PUT', `/products/${product.id}/plans/custom`, {
      key: 'Empresarial',
      name: 'Empresarial',
      price: 400000,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().product.custom_plans).toEqual([
      { key: 'empresarial', name: 'Empresarial', price: 400000, price_annual: 4320000, features: [] },
    ]);

    const edited = await catalog.admin('PUT', `/products/${product.id}/plans/custom`, {
      key: 'empresarial',
      name: 'Empresa',
      price: 410000,
    });
    expect(edited.json().product.custom_plans).toEqual([expect.objectContaining({ name: 'Empresa', price: 410000 })]);

    const standardKey = await catalog.admin('PUT', `/products/${product.id}/plans/custom`, { key: 'gold', name: 'Otro', price: 1 });
    expect(standardKey.statusCode).toBe(400);
    expect(standardKey.json().message).toContain('Esa clave es de un plan estándar');

    const removed = await catalog.admin('DELETE', `/products/${product.id}/plans/custom/empresarial`);
    expect(removed.json().product.custom_plans).toEqual([]);
    const again = await catalog.admin('DELETE', `/products/${product.id}/plans/custom/empresarial`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.planNotFound);
  });
});

describe('unknown routes and health', () => {
  it('answers 404 with the envelope', async () => {
    const response = await catalog.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.routeNotFound });
  });

  it('reports PostgreSQL, Redis and Kafka ready', async () => {
    const response = await catalog.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({
      success: true,
      ready: true,
      checks: { postgres: { ready: true }, redis: { ready: true }, kafka: { ready: true } },
    });
  });
});
