import { adminToken, testNamespace } from '@mb/service-kit/testing';
import { multipart, pngOf, startCatalog, validProduct, type TestCatalog } from './helpers.js';

// Every store administration change leaves one audit entry (who, what, before, after) in its own transaction.
const namespace = testNamespace();
let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog(namespace, { withBilling: true });
});
afterAll(async () => {
  await catalog.close();
});

const entries = async (entityId: string) =>
  (
    await catalog.db.query<{ payload: Record<string, any> }>(
      `SELECT payload FROM outbox WHERE type = 'catalog.audit.recorded' AND aggregateid = $1 ORDER BY created_at, id`,
      [entityId],
    )
  ).rows.map((row) => row.payload);

it('records who created, edited, re-priced, re-planned, illustrated and deleted a product, with what changed', async () => {
  const created = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Auditado' })).json().product;
  const id: string = created.id;
  await catalog.admin('PUT', `/products/${id}`, { name: 'Auditado 2', version: created.version });
  // A stale edit is refused and leaves no entry.
  expect((await catalog.admin('PUT', `/products/${id}`, { name: 'Perdido', version: created.version })).statusCode).toBe(409);
  await catalog.admin('PUT', `/products/${id}/plans/pro`, { price: 160000 });
  await catalog.admin('PUT', `/products/${id}/plans/custom`, { key: 'empresa', name: 'Empresa', price: 900000 });
  await catalog.admin('DELETE', `/products/${id}/plans/custom/empresa`);
  const upload = multipart('image', 'foto.png', 'image/png', pngOf(100, 100));
  const uploaded = await catalog.app.inject({
    method: 'POST',
    url: `/products/${id}/image`,
    headers: { authorization: `Bearer ${adminToken()}`, ...upload.headers },
    payload: upload.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  await catalog.admin('DELETE', `/products/${id}/image`);
  await catalog.admin('DELETE', `/products/${id}`);

  const log = await entries(id);
  expect(log.map((entry) => entry.action)).toEqual([
    'product.created',
    'product.updated',
    'plan.updated',
    'custom_plan.saved',
    'custom_plan.deleted',
    'product.media_uploaded',
    'product.media_deleted',
    'product.deleted',
  ]);
  for (const entry of log) {
    expect(entry.actor).toMatchObject({ email: 'admin@example.com', role: 'Admin', ip: '127.0.0.1' });
    expect(entry.entity).toEqual({ type: 'product', id });
  }
  const [create, update, plan, custom, , image, , remove] = log;
  expect(create).toMatchObject({
    before: null,
    after: { name: 'Auditado', category: 'Software', prices: { estandar: 80000, pro: 150000, gold: 250000 } },
  });
  expect(update).toEqual(expect.objectContaining({ before: { name: 'Auditado' }, after: { name: 'Auditado 2' } }));
  expect(plan!.before.plans.pro).toMatchObject({ price: 150000 });
  expect(plan!.after.plans.pro).toMatchObject({ price: 160000, price_annual: 1728000 });
  expect(custom).toMatchObject({ before: { custom_plans: [] }, after: { custom_plans: [{ key: 'empresa', price: 900000 }] } });
  expect(image).toMatchObject({ before: { image_url: null }, after: { image_url: expect.stringMatching(/^\/media\/products\//) } });
  expect(remove).toMatchObject({ before: { name: 'Auditado 2', slug: 'auditado' }, after: null });
});

it('records a category created, recoloured and deleted; a refused deletion records nothing', async () => {
  await catalog.admin('POST', '/products', { ...validProduct, name: 'Ocupa la categoría' });
  const created = (await catalog.admin('PUT', '/categories', { name: 'Servicios' })).json().category;
  await catalog.admin('PUT', '/categories', { id: created.id, name: 'Servicios', color: '#ff0000' });
  expect((await catalog.admin('DELETE', `/categories/${catalog.category.id}`)).statusCode).toBe(409);
  await catalog.admin('DELETE', `/categories/${created.id}`);

  expect(await entries(catalog.category.id)).toEqual([]);
  expect((await entries(created.id)).map(({ action, entity, before, after }) => ({ action, entity, before, after }))).toEqual([
    {
      action: 'category.saved',
      entity: { type: 'category', id: created.id },
      before: null,
      after: { name: 'Servicios', color: '#3b82f6' },
    },
    {
      action: 'category.saved',
      entity: { type: 'category', id: created.id },
      before: { name: 'Servicios', color: '#3b82f6' },
      after: { name: 'Servicios', color: '#ff0000' },
    },
    {
      action: 'category.deleted',
      entity: { type: 'category', id: created.id },
      before: { name: 'Servicios', color: '#ff0000' },
      after: null,
    },
  ]);
});
