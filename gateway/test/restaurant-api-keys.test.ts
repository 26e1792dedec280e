import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside } from '../../services/restaurant/test/helpers.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// Issue 37 item 6 through the gateway: the owner manages keys under /restaurant/api/..., and a call made with a key
// passes the gateway's gate (no JWT) to the restaurant service, which checks it.
const namespace = testNamespace();
const stack = restaurantBehindGateway(namespace);

it('lets a Gold owner make a key through the gateway and the key read the menu, not write it', async () => {
  const owner = await ownerInside(stack.restaurant(), namespace, 'gold');
  const made = await stack.call(owner.session, 'POST', '/restaurant/api/llaves', { name: 'POS externo', scopes: { menu: 'read' } });
  expect(made.status).toBe(200);
  const secret = made.body.data.secret as string;
  expect((await stack.call(owner.session, 'GET', '/restaurant/api/llaves')).body.data).toHaveLength(1);

  expect((await stack.call(secret, 'GET', '/restaurant/menu/categories')).status).toBe(200);
  const write = await stack.call(secret, 'POST', '/restaurant/menu/categories', { name: 'Bebidas' });
  expect([write.status, write.body.message]).toEqual([403, 'Esta llave de API no tiene permiso de escritura en menu']);

  expect((await stack.call(owner.session, 'DELETE', `/restaurant/api/llaves/${made.body.data.id}`)).status).toBe(200);
  expect((await stack.call(secret, 'GET', '/restaurant/menu/categories')).status).toBe(401);
  // Something shaped otherwise is still no JWT: the gate refuses it without asking the service.
  expect((await stack.call('mbk_corta', 'GET', '/restaurant/menu/categories')).status).toBe(401);
}, 60000);

it('documents the restaurant API on its own OpenAPI page: the routes keys reach, keys and webhooks, and the signature', async () => {
  const page = await stack.call('', 'GET', '/docs/api-restaurante/json');
  expect(page.status).toBe(200);
  const paths = Object.keys(page.body.paths);
  expect(paths).toEqual(expect.arrayContaining(['/restaurant/menu/categories', '/restaurant/cuentas', '/restaurant/api/llaves']));
  expect(paths.filter((path) => path.startsWith('/restaurant/personal') || path.startsWith('/auth/'))).toEqual([]);
  expect(page.body.paths['/restaurant/menu/categories'].get.security).toContainEqual({ apiKey: [] });
  expect(page.body.info.description).toContain('t=<segundos unix>,v1=<firma>');
  expect(page.body.info.description).toContain('429');
  // Every call a key reaches takes the branch it works in.
  expect(page.body.info.description).toContain('X-Sede');
  expect(page.body.paths['/restaurant/cuentas'].get.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-sede' }));
});
