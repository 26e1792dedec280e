import { randomUUID } from 'node:crypto';
import { liveSubscriptionsConflict, messages, type PlanType, type Product } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { startBilling, startCatalog, validProduct, type TestCatalog } from './helpers.js';

// Catalog asks a real billing, listening, who holds a product before it is deleted, deactivated or its slug moves.
const namespace = testNamespace();
let billing: Awaited<ReturnType<typeof startBilling>>;
let catalog: TestCatalog;

beforeAll(async () => {
  billing = await startBilling(namespace);
  catalog = await startCatalog(namespace, { billingUrl: await billing.app.listen({ host: '127.0.0.1', port: 0 }) });
});
afterAll(async () => {
  await catalog.close();
  await billing.close();
});

const create = async (name: string): Promise<Product> =>
  (await catalog.admin('POST', '/products', { ...validProduct, name })).json().product;
const current = async (id: string): Promise<Product> => (await catalog.admin('GET', `/products/${id}`)).json().product;

/** A subscription of `productId` as billing keeps it; returns its id and its holder's. */
async function subscribe(productId: string, plan: PlanType, status: string, days: number) {
  const userId = randomUUID();
  const { rows } = await billing.db.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, product_id, plan_type, status, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
    [userId, productId, plan, status, days],
  );
  return { id: rows[0]!.id, userId };
}

it('deactivating a product someone holds is refused naming how many, on which plans, and which; confirmed, it goes through', async () => {
  const product = await create('Software Vigente');
  const gold = await subscribe(product.id, 'gold', 'grace', -3);
  const pro = await subscribe(product.id, 'pro', 'active', 40);
  const pending = await subscribe(product.id, 'pro', 'pending_payment', 365);
  const gone = [await subscribe(product.id, 'estandar', 'expired', -60), await subscribe(product.id, 'estandar', 'cancelled', 10)];

  const refused = await catalog.admin('PUT', `/products/${product.id}`, { is_active: false, version: 1 });
  expect(refused.statusCode).toBe(409);
  const body = liveSubscriptionsConflict.parse(refused.json());
  expect(body.message).toBe(
    'No se guardó: el producto tiene 3 suscripciones vigentes (2 Pro, 1 Gold) y este cambio lo desactiva. ' +
      'Confirma para guardarlo de todos modos.',
  );
  expect(body.changes).toEqual(['deactivate']);
  expect(body.live_subscriptions.count).toBe(3);
  expect(body.live_subscriptions.plans).toEqual({ estandar: 0, pro: 2, gold: 1 });
  // The soonest to end first; plan, status and date only: nobody's identity reaches the catalog or the screen.
  expect(body.live_subscriptions.subscriptions.map(({ id, plan_type, status }) => ({ id, plan_type, status }))).toEqual([
    { id: gold.id, plan_type: 'gold', status: 'grace' },
    { id: pro.id, plan_type: 'pro', status: 'active' },
    { id: pending.id, plan_type: 'pro', status: 'pending_payment' },
  ]);
  for (const holder of [gold, pro, pending, ...gone]) expect(JSON.stringify(body)).not.toContain(holder.userId);
  expect(await current(product.id)).toEqual(product);

  const confirmation = { is_active: false, version: 1, confirm_live_subscriptions: true };
  const confirmed = await catalog.admin('PUT', `/products/${product.id}`, confirmation);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().product).toMatchObject({ is_active: false, version: 2 });
});

it('a rename that moves the slug is refused the same way; one that keeps it, and other edits, are not', async () => {
  const product = await create('Menú Compartido');
  await subscribe(product.id, 'estandar', 'active', 20);

  const renamed = { name: 'Menú Compartido Plus', description: 'Otra descripción' };
  const keepsSlug = await catalog.admin('PUT', `/products/${product.id}`, renamed);
  expect(keepsSlug.statusCode).toBe(200);
  expect(keepsSlug.json().product).toMatchObject({ name: 'Menú Compartido Plus', slug: 'menu-compartido' });

  // A blank slug goes back to the name's: a new address.
  const moved = await catalog.admin('PUT', `/products/${product.id}`, { slug: '' });
  expect(moved.statusCode).toBe(409);
  expect(moved.json()).toMatchObject({
    message:
      'No se guardó: el producto tiene 1 suscripción vigente (1 Estándar) y este cambio cambia su slug ' +
      '(menu-compartido → menu-compartido-plus). Confirma para guardarlo de todos modos.',
    changes: ['slug'],
    slug: { from: 'menu-compartido', to: 'menu-compartido-plus' },
    live_subscriptions: { count: 1 },
  });
  const both = await catalog.admin('PUT', `/products/${product.id}`, { slug: 'otro', is_active: false });
  expect(both.json()).toMatchObject({ changes: ['deactivate', 'slug'], slug: { from: 'menu-compartido', to: 'otro' } });
  expect(both.json().message).toContain('este cambio lo desactiva y cambia su slug (menu-compartido → otro).');
  expect((await current(product.id)).slug).toBe('menu-compartido');

  const confirmed = await catalog.admin('PUT', `/products/${product.id}`, { slug: 'otro', confirm_live_subscriptions: true });
  expect(confirmed.json().product.slug).toBe('otro');
});

it('deleting a product someone holds is refused by catalog itself, reached directly; once nobody holds it, it goes', async () => {
  const product = await create('Eliminable Después');
  const held = await subscribe(product.id, 'pro', 'active', 30);
  const refused = await catalog.admin('DELETE', `/products/${product.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ success: false, message: 'No se pudo eliminar. Verifique suscripciones activas.' });
  expect(await current(product.id)).toEqual(product);

  await billing.db.query(`UPDATE subscriptions SET status = 'expired' WHERE id = $1`, [held.id]);
  const deleted = await catalog.admin('DELETE', `/products/${product.id}`);
  expect(deleted.json()).toEqual({ success: true, message: messages.productDeleted });
  expect((await catalog.admin('GET', `/products/${product.id}`)).statusCode).toBe(404);
});

it('a product nobody holds any longer is deactivated and renamed without confirmation', async () => {
  const product = await create('Sin Clientes');
  await subscribe(product.id, 'gold', 'expired', -1);
  await subscribe(product.id, 'pro', 'cancelled', 30);
  const changed = await catalog.admin('PUT', `/products/${product.id}`, { is_active: false, slug: 'sin-clientes-2' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().product).toMatchObject({ is_active: false, slug: 'sin-clientes-2' });
});

it('with billing out of reach, such an edit is refused in Spanish and changes nothing; others still save', async () => {
  const alone = await startCatalog(testNamespace());
  try {
    const product = (await alone.admin('POST', '/products', { ...validProduct, name: 'Sin Facturación' })).json().product;
    const refused = await alone.admin('PUT', `/products/${product.id}`, { is_active: false });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: messages.liveSubscriptionsUnknown });
    expect((await alone.admin('GET', `/products/${product.id}`)).json().product).toEqual(product);
    expect((await alone.admin('PUT', `/products/${product.id}`, { description: 'Cambiada' })).statusCode).toBe(200);
    expect((await alone.admin('DELETE', `/products/${product.id}`)).statusCode).toBe(503);
    expect((await alone.admin('GET', `/products/${product.id}`)).statusCode).toBe(200);
  } finally {
    await alone.close();
  }
});
