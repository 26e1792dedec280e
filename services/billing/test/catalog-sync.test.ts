import { adminToken, eventually, startTestService, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct } from '../../catalog/test/helpers.js';
import { buildApp } from '../src/app.js';
import { billingOwnEnv, migrationsDir } from '../src/config.js';
import { findCatalogProduct } from '../src/modules/products/products.repository.js';

// Two real services on one bus: catalog's state change and its event commit together, and billing
// builds its own price list from the event.
const namespace = testNamespace();
let catalog: Awaited<ReturnType<typeof startCatalog>>;
const startBilling = () => startTestService('billing', migrationsDir, buildApp, { namespace, extra: billingOwnEnv.parse({}) });
let billing: Awaited<ReturnType<typeof startBilling>>;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
  billing = await startBilling();
});
afterAll(async () => {
  await billing.close();
  await catalog.close();
});

it('a product created in catalog reaches billing through the outbox and Kafka', async () => {
  const response = await catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${adminToken()}` },
    payload: { ...validProduct, price_gold: undefined },
  });
  expect(response.statusCode).toBe(201);
  const { product } = response.json();

  const copy = await eventually(async () => {
    const found = await findCatalogProduct(billing.db, product.id);
    if (!found) throw new Error('billing has not received the product yet');
    return found;
  });
  expect(copy).toMatchObject({ name: validProduct.name, slug: 'software-restaurante', category: 'Software', is_active: true });
  expect(copy.plans).toEqual([
    { planType: 'estandar', name: 'Estándar', price: 80000, priceAnnual: 864000 },
    { planType: 'pro', name: 'Pro', price: 150000, priceAnnual: 1620000 },
  ]);
  const inbox = await billing.db.query('SELECT consumer_group, event_type FROM processed_events');
  expect(inbox.rows).toEqual([{ consumer_group: 'billing.catalog-sync', event_type: 'catalog.product.upserted' }]);
});
