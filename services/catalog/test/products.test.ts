import { messages, topics } from '@mb/contracts';
import { adminToken, recordTopics, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct } from './helpers.js';

const namespace = testNamespace();
let catalog: Awaited<ReturnType<typeof startCatalog>>;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
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

describe('POST /products', () => {
  it('rejects bad input with 400, the envelope and a Spanish message, and writes nothing', async () => {
    const cases = [
      { ...validProduct, price_estandar: -5 },
      { ...validProduct, price_estandar: 80000.5 },
      { ...validProduct, name: '' },
      { ...validProduct, description: undefined },
      { ...validProduct, price_estandar: 'ochenta mil' },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^Datos inválidos: /);
    }
    const negative = (await post({ ...validProduct, price_estandar: -5 })).json();
    expect(negative.message).toContain('price_estandar');

    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: messages.invalidJson });

    const unknownCategory = await post({ ...validProduct, category: 'No existe' });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toEqual({ success: false, message: 'La categoría no existe' });

    expect(await count('products')).toBe(0);
    expect(await count('plans')).toBe(0);
    expect(await count('outbox')).toBe(0);
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
    expect(await count('products')).toBe(0);
  });

  it('creates the product and publishes catalog.product.upserted through the outbox', async () => {
    const recorder = await recordTopics({ namespace, topics: [topics.catalogProduct] });
    try {
      const response = await post({ ...validProduct, name: 'Software Restaurante Ñapa' });
      expect(response.statusCode).toBe(201);
      const { product } = response.json();
      expect(product).toMatchObject({ name: 'Software Restaurante Ñapa', slug: 'software-restaurante-napa', category: 'Software', is_active: true, sold_count: 0 });

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
      const { rows } = await catalog.db.query('SELECT published_at FROM outbox WHERE aggregateid = $1', [product.id]);
      expect(rows[0].published_at).not.toBeNull();
    } finally {
      await recorder.stop();
    }
  });

  it('answers 409 for a second product with the same slug and keeps the first', async () => {
    const first = await post({ ...validProduct, name: 'Duplicado' });
    expect(first.statusCode).toBe(201);
    const second = await post({ ...validProduct, name: 'duplicado' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'Ya existe un producto con ese slug' });
    const { rows } = await catalog.db.query("SELECT count(*)::int AS n FROM products WHERE slug = 'duplicado'");
    expect(rows[0].n).toBe(1);
  });
});

describe('GET /categories', () => {
  it('lists categories with their colours', async () => {
    const response = await catalog.app.inject({ method: 'GET', url: '/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, categories: [{ id: catalog.category.id, name: 'Software', color: '#0f766e' }] });
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
