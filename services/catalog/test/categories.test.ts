import { randomUUID } from 'node:crypto';
import { messages, topics } from '@mb/contracts';
import { recordTopics, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startCatalog, validProduct, type TestCatalog } from './helpers.js';

const namespace = testNamespace();
let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startCatalog(namespace);
});
afterAll(async () => {
  await catalog.close();
});

const names = async () =>
  (await catalog.db.query<{ name: string }>('SELECT name FROM categories ORDER BY name')).rows.map((row) => row.name);

it('creates a category with the default colour, and refuses a blank name, a bad colour and a duplicate name', async () => {
  const created = await catalog.admin('PUT', '/categories', { name: 'Hardware' });
  expect(created.statusCode).toBe(200);
  expect(created.json().category).toEqual({ id: expect.any(String), name: 'Hardware', color: '#3b82f6' });

  const blank = await catalog.admin('PUT', '/categories', { name: '  ' });
  expect(blank.json()).toMatchObject({ success: false, message: expect.stringContaining('El nombre de la categoría es obligatorio') });
  const badColour = await catalog.admin('PUT', '/categories', { name: 'Azul', color: 'blue' });
  expect(badColour.json().message).toContain('El color debe ser hexadecimal');
  const duplicate = await catalog.admin('PUT', '/categories', { name: 'hardware' });
  expect(duplicate.statusCode).toBe(409);
  expect(duplicate.json().message).toBe(messages.categoryNameTaken);
  const unknown = await catalog.admin('PUT', '/categories', { id: randomUUID(), name: 'Fantasma' });
  expect(unknown.statusCode).toBe(404);
  expect(await names()).toEqual(['Hardware', 'Software']);
});

it('a rename is announced for every product filed under the category', async () => {
  const category = (await catalog.admin('PUT', '/categories', { name: 'Apps', color: '#112233' })).json().category;
  const product = (await catalog.admin('POST', '/products', { ...validProduct, name: 'App de turnos', category: 'Apps' })).json().product;
  const recorder = await recordTopics({ namespace, topics: [topics.catalogProduct] });
  try {
    const renamed = await catalog.admin('PUT', '/categories', { id: category.id, name: 'Aplicaciones', color: '#112233' });
    expect(renamed.json().category).toEqual({ id: category.id, name: 'Aplicaciones', color: '#112233' });
    const message = await recorder.waitFor(
      (m) => m.envelope.aggregateId === product.id && (m.envelope.payload as { category?: string }).category === 'Aplicaciones',
    );
    expect(message.envelope.type).toBe('catalog.product.upserted');
  } finally {
    await recorder.stop();
  }
});

it('a category with products cannot be deleted; an empty one can; an unknown one is 404', async () => {
  await catalog.admin('POST', '/products', { ...validProduct, name: 'Algo de software' });
  const withProducts = await catalog.admin('DELETE', `/categories/${catalog.category.id}`);
  expect(withProducts.statusCode).toBe(409);
  expect(withProducts.json()).toEqual({ success: false, message: 'No se puede eliminar una categoría que tiene productos asociados' });
  expect(await names()).toContain('Software');

  const empty = (await catalog.admin('PUT', '/categories', { name: 'Vacía' })).json().category;
  expect((await catalog.admin('DELETE', `/categories/${empty.id}`)).json()).toEqual({ success: true, message: messages.categoryDeleted });
  expect((await catalog.admin('DELETE', `/categories/${empty.id}`)).statusCode).toBe(404);
  expect((await catalog.admin('DELETE', '/categories/no-es-un-id')).statusCode).toBe(400);
});

it('administration is for Admin and SuperAdmin; the public list is for everyone', async () => {
  const client = await catalog.app.inject({
    method: 'PUT',
    url: '/categories',
    headers: { authorization: `Bearer ${signTestToken({ role: 'Client' })}` },
    payload: { name: 'Intrusa' },
  });
  expect(client.statusCode).toBe(403);
  const listed = await catalog.app.inject({ method: 'GET', url: '/public/categories' });
  expect(listed.json().categories.map((category: { name: string }) => category.name)).not.toContain('Intrusa');
  expect(listed.json().categories).toContainEqual({ id: expect.any(String), name: 'Hardware', color: '#3b82f6' });
});
