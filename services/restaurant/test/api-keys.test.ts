import { apiAccessMessages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

/** A Gold restaurant's owner inside the app, with one menu category, and a way to make keys and call with them. */
async function goldOwner() {
  const owner = await ownerInside(restaurant, namespace, 'gold');
  expect((await owner.app.post('/restaurant/menu/categories', { name: 'Platos' })).statusCode).toBe(200);
  const newKey = async (scopes: object, name = 'Integración') => {
    const made = await owner.app.post('/restaurant/api/llaves', { name, scopes });
    expect(made.statusCode).toBe(200);
    return made.json().data as { id: string; secret: string; prefix: string };
  };
  return { ...owner, newKey, withKey: (key: { secret: string }) => restaurant.as(key.secret) };
}

describe('API keys (issue 37 item 6)', () => {
  it('shows the secret once, keeps only its hash, and lists the key with its last use', async () => {
    const owner = await goldOwner();
    const key = await owner.newKey({ menu: 'read' });
    expect(key.secret).toMatch(/^mbk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const { rows } = await restaurant.db.query('SELECT secret_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(rows[0].secret_hash.toString('utf8')).not.toContain(key.secret.slice(4));

    const before = (await owner.app.get('/restaurant/api/llaves')).json().data;
    expect(before).toEqual([expect.objectContaining({ id: key.id, name: 'Integración', last_used_at: null, scopes: { menu: 'read' } })]);
    expect(JSON.stringify(before)).not.toContain(key.secret);
    expect((await owner.withKey(key).get('/restaurant/menu/categories')).statusCode).toBe(200);
    const after = (await owner.app.get('/restaurant/api/llaves')).json().data[0];
    expect(after.last_used_at).not.toBeNull();
  });

  it('lets a read key read its area and refuses it a write (403), another area and the rest of the app', async () => {
    const owner = await goldOwner();
    const api = owner.withKey(await owner.newKey({ menu: 'read' }));
    const read = await api.get('/restaurant/menu/categories');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((category: { name: string }) => category.name)).toEqual(['Platos']);

    const write = await api.post('/restaurant/menu/categories', { name: 'Bebidas' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Esta llave de API no tiene permiso de escritura en menu');
    expect((await owner.app.get('/restaurant/menu/categories')).json().data).toHaveLength(1);

    expect((await api.get('/restaurant/cuentas')).json().message).toBe('Esta llave de API no tiene permiso de lectura en checks');
    const staff = await api.get('/restaurant/personal');
    expect([staff.statusCode, staff.json().message]).toEqual([403, apiAccessMessages.keyRouteDenied]);
    const keys = await api.get('/restaurant/api/llaves');
    expect([keys.statusCode, keys.json().message]).toEqual([403, apiAccessMessages.keyRouteDenied]);
  });

  it('lets a write key write, in its own restaurant only', async () => {
    const owner = await goldOwner();
    const other = await goldOwner();
    const api = owner.withKey(await owner.newKey({ menu: 'write' }));
    expect((await api.post('/restaurant/menu/categories', { name: 'Bebidas' })).statusCode).toBe(200);
    expect((await owner.app.get('/restaurant/menu/categories')).json().data).toHaveLength(2);
    expect((await other.app.get('/restaurant/menu/categories')).json().data).toHaveLength(1);
  });

  it('answers 401 to a revoked key, an expired key and an unknown one', async () => {
    const owner = await goldOwner();
    const key = await owner.newKey({ orders: 'write' });
    expect((await owner.withKey(key).get('/restaurant/tables')).statusCode).toBe(200);
    const revoked = await owner.app.delete(`/restaurant/api/llaves/${key.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const refused = await owner.withKey(key).get('/restaurant/tables');
    expect([refused.statusCode, refused.json().message]).toEqual([401, apiAccessMessages.keyInvalid]);

    const expiring = await owner.newKey({ orders: 'read' });
    await restaurant.db.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring.id]);
    expect((await owner.withKey(expiring).get('/restaurant/tables')).statusCode).toBe(401);
    expect((await restaurant.as(`mbk_${'x'.repeat(43)}`).get('/restaurant/tables')).statusCode).toBe(401);
  });

  it('answers the 61st call in a minute with 429 and Retry-After', async () => {
    const owner = await goldOwner();
    const api = owner.withKey(await owner.newKey({ menu: 'read' }));
    for (let call = 1; call <= 60; call += 1) expect((await api.get('/restaurant/menu/categories')).statusCode).toBe(200);
    const limited = await api.get('/restaurant/menu/categories');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(apiAccessMessages.keyRateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another key of the same restaurant has its own count.
    expect((await owner.withKey(await owner.newKey({ menu: 'read' })).get('/restaurant/menu/categories')).statusCode).toBe(200);
  });

  it('refuses bad scopes and expiry in Spanish, changing nothing', async () => {
    const owner = await goldOwner();
    for (const body of [
      { name: 'x', scopes: {} },
      { name: 'x', scopes: { personal: 'write' } },
      { name: 'x', scopes: { menu: 'admin' } },
    ]) {
      const refused = await owner.app.post('/restaurant/api/llaves', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(apiAccessMessages.scopesInvalid);
    }
    const past = await owner.app.post('/restaurant/api/llaves', {
      name: 'x',
      scopes: { menu: 'read' },
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain(apiAccessMessages.expiryInvalid);
    expect((await owner.app.get('/restaurant/api/llaves')).json().data).toEqual([]);
  });

  it('works in the branch X-Sede names (its id or short name), in the main one without it, and refuses an unknown one', async () => {
    const owner = await goldOwner();
    const north = (await owner.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string; slug: string };
    const headers = { authorization: `Bearer ${(await owner.newKey({ orders: 'write' })).secret}` };
    const inBranch = (sede?: string) => ({ ...headers, ...(sede ? { 'x-sede': sede } : {}) });
    const category = (await owner.app.get('/restaurant/menu/categories')).json().data[0];
    const dish = (await owner.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Arepa', price: 5000 })).json().data;
    const table = (
      await restaurant.app.inject({
        method: 'POST',
        url: '/restaurant/tables',
        headers: inBranch(north.id),
        payload: { number: 9, seats: 2 },
      })
    ).json().data as { id: string };
    const round = { table_id: table.id, lines: [{ itemId: dish.id, quantity: 1 }] };
    const send = (sede?: string) =>
      restaurant.app.inject({ method: 'POST', url: '/restaurant/pedidos', headers: inBranch(sede), payload: round });

    const sent = await send(north.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.branch_id).toBe(north.id);
    expect((await send(north.slug)).json().data.branch_id).toBe(north.id);
    const { rows } = await restaurant.db.query('SELECT DISTINCT branch_id FROM orders WHERE table_id = $1', [table.id]);
    expect(rows).toEqual([{ branch_id: north.id }]);

    // Without X-Sede the key works in the main branch: Norte's table is not its own there, and its orders list is empty.
    const inMain = await send();
    expect([inMain.statusCode, inMain.json().message]).toEqual([
      403,
      'No tienes acceso a esta sede: pide al administrador que te asigne a ella',
    ]);
    const list = (sede?: string) => restaurant.app.inject({ method: 'GET', url: '/restaurant/pedidos', headers: inBranch(sede) });
    expect((await list()).json().data).toEqual([]);
    expect((await list(north.slug)).json().data).toHaveLength(2);

    for (const unknown of ['6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f', 'sur']) {
      const refused = await send(unknown);
      expect([refused.statusCode, refused.json().message]).toEqual([404, apiAccessMessages.keyBranchUnknown]);
    }
    // Another restaurant's branch is none of this one's.
    const other = await goldOwner();
    const otherMain = (await other.app.get('/restaurant/sedes')).json().data[0].id;
    expect((await send(otherMain)).statusCode).toBe(404);
  });

  it('is Gold only: a Pro owner is refused naming the plan, and a Gold key stops when the plan no longer has it', async () => {
    const pro = await ownerInside(restaurant, namespace, 'pro');
    const refused = await pro.app.post('/restaurant/api/llaves', { name: 'x', scopes: { menu: 'read' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ feature: 'api_access', required_plan: 'gold' });
    expect(refused.json().message).toContain('Gold');

    const owner = await goldOwner();
    const key = await owner.newKey({ menu: 'read' });
    await restaurant.db.query("UPDATE subscriptions SET plan_type = 'pro' WHERE id = $1", [owner.subscription.subscriptionId]);
    const after = await owner.withKey(key).get('/restaurant/menu/categories');
    expect([after.statusCode, after.json().required_plan]).toEqual([403, 'gold']);
  });
});
