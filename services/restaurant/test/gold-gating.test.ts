import { colombianDay } from '../src/domain/stats-range.js';
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

const someId = '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f';
const quarter = `from=${colombianDay(new Date(Date.now() - 92 * 86_400_000))}&to=${colombianDay(new Date())}`;

/**
 * Every call of what only Gold includes (spec 2 §9: sistema_gestion_financiera, reportes_avanzados, api_access,
 * multi_sucursal), with a body the call would take.
 */
const goldCalls: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object; feature: string }> = [
  { method: 'GET', url: '/restaurant/finanzas/gastos', feature: 'sistema_gestion_financiera' },
  {
    method: 'POST',
    url: '/restaurant/finanzas/gastos',
    body: { category: 'servicios', description: 'Energía', amount: 120000, paid_from: 'otro' },
    feature: 'sistema_gestion_financiera',
  },
  {
    method: 'POST',
    url: `/restaurant/finanzas/gastos/${someId}/eliminar`,
    body: { reason: 'Duplicado' },
    feature: 'sistema_gestion_financiera',
  },
  { method: 'GET', url: '/restaurant/finanzas/gastos.csv', feature: 'sistema_gestion_financiera' },
  { method: 'GET', url: '/restaurant/finanzas/gastos.xlsx', feature: 'sistema_gestion_financiera' },
  { method: 'GET', url: '/restaurant/finanzas/estado-resultados', feature: 'sistema_gestion_financiera' },
  { method: 'GET', url: '/restaurant/finanzas/estado-resultados.csv', feature: 'sistema_gestion_financiera' },
  { method: 'GET', url: '/restaurant/finanzas/estado-resultados.xlsx', feature: 'sistema_gestion_financiera' },
  { method: 'GET', url: `/restaurant/reportes/ventas?${quarter}`, feature: 'reportes_avanzados' },
  { method: 'GET', url: `/restaurant/reportes/ventas.csv?${quarter}`, feature: 'reportes_avanzados' },
  { method: 'GET', url: `/restaurant/reportes/ventas.xlsx?${quarter}`, feature: 'reportes_avanzados' },
  { method: 'GET', url: `/restaurant/pedidos/analytics/stats?${quarter}`, feature: 'reportes_avanzados' },
  { method: 'GET', url: '/restaurant/api/llaves', feature: 'api_access' },
  { method: 'POST', url: '/restaurant/api/llaves', body: { name: 'Integración', scopes: { menu: 'read' } }, feature: 'api_access' },
  { method: 'DELETE', url: `/restaurant/api/llaves/${someId}`, feature: 'api_access' },
  { method: 'GET', url: '/restaurant/api/webhooks', feature: 'api_access' },
  {
    method: 'POST',
    url: '/restaurant/api/webhooks',
    body: { url: 'https://example.com/mb', events: ['restaurant.order.created'] },
    feature: 'api_access',
  },
  { method: 'DELETE', url: `/restaurant/api/webhooks/${someId}`, feature: 'api_access' },
  { method: 'GET', url: `/restaurant/api/webhooks/${someId}/envios`, feature: 'api_access' },
  { method: 'POST', url: `/restaurant/api/webhooks/${someId}/envios/${someId}/reenviar`, feature: 'api_access' },
  { method: 'POST', url: '/restaurant/sedes', body: { name: 'Norte' }, feature: 'multi_sucursal' },
  { method: 'PUT', url: `/restaurant/sedes/${someId}/personal`, body: { user_ids: [] }, feature: 'multi_sucursal' },
  { method: 'GET', url: `/restaurant/sedes/${someId}/carta`, feature: 'multi_sucursal' },
  {
    method: 'PUT',
    url: `/restaurant/sedes/${someId}/carta/${someId}`,
    body: { price: 30000, available: true },
    feature: 'multi_sucursal',
  },
];

type App = Awaited<ReturnType<typeof ownerInside>>['app'];
const send = (app: App, call: (typeof goldCalls)[number]) => {
  if (call.method === 'GET') return app.get(call.url);
  if (call.method === 'DELETE') return app.delete(call.url);
  return call.method === 'POST' ? app.post(call.url, call.body) : app.put(call.url, call.body);
};

/** What the Gold-only calls have written so far: expenses, API keys, webhook endpoints, branches and their staff and prices. */
async function goldRows() {
  const { rows } = await restaurant.db.query<{ expenses: number; keys: number; endpoints: number; branches: number }>(
    `SELECT (SELECT count(*)::int FROM expenses) AS expenses, (SELECT count(*)::int FROM api_keys) AS keys,
            (SELECT count(*)::int FROM webhook_endpoints) AS endpoints,
            (SELECT count(*)::int FROM branches WHERE NOT is_main) + (SELECT count(*)::int FROM branch_staff)
              + (SELECT count(*)::int FROM branch_dishes) AS branches`,
  );
  return rows[0]!;
}

describe('what only Gold includes (issue 37 item 7)', () => {
  it.each(['estandar', 'pro'] as const)(
    'refuses every Gold call of a %s owner with 403 naming Plan Gold, and writes nothing',
    async (plan) => {
      const owner = await ownerInside(restaurant, namespace, plan);
      const before = await goldRows();
      for (const call of goldCalls) {
        const answer = await send(owner.app, call);
        expect({ call: `${call.method} ${call.url}`, status: answer.statusCode, body: answer.json() }).toEqual({
          call: `${call.method} ${call.url}`,
          status: 403,
          body: expect.objectContaining({
            message: expect.stringContaining('está disponible desde el plan Gold'),
            feature: call.feature,
            required_plan: 'gold',
          }),
        });
      }
      expect(await goldRows()).toEqual(before);
    },
  );

  it('lets a Gold owner make the same calls (the list above names real routes)', async () => {
    const owner = await ownerInside(restaurant, namespace, 'gold');
    for (const call of goldCalls.filter((one) => one.method === 'GET' && !one.url.includes(someId))) {
      const answer = await send(owner.app, call);
      expect({ call: call.url, status: answer.statusCode }).toEqual({ call: call.url, status: 200 });
    }
    const key = await owner.app.post('/restaurant/api/llaves', { name: 'Integración', scopes: { menu: 'read' } });
    expect(key.statusCode).toBe(200);
    expect((await owner.app.post('/restaurant/sedes', { name: 'Norte' })).statusCode).toBe(200);
  });
});
