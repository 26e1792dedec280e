import { randomUUID } from 'node:crypto';
import { posDocumentMessages, restaurantAppMessages, restaurantFacturacionMessages, restaurantInvoicingMessages } from '@mb/contracts';
import { freePort, testNamespace } from '@mb/service-kit/testing';
import { dianCheckDigit } from '../../../simulators/apidian/src/testing.js';
import { startInvoicing } from '../../invoicing/test/helpers.js';
import { diningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

// The restaurant service asks the real invoicing service (its internal routes, with the gateway's secret).
const namespace = testNamespace();
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let restaurant: TestRestaurant;

beforeAll(async () => {
  invoicing = await startInvoicing(namespace);
  const invoicingUrl = await invoicing.app.listen({ host: '127.0.0.1', port: 0 });
  restaurant = await startRestaurant(namespace, { invoicingUrl });
}, 90000);

afterAll(async () => {
  await restaurant?.close();
  await invoicing?.close();
});

const nit = '901458713';
const company = {
  nit,
  dv: String(dianCheckDigit(nit)),
  business_name: 'Restaurante La Terraza S.A.S.',
  type_organization_id: 1,
  type_regime_id: 2,
  type_liability_id: 117,
  inc_responsible: true,
  municipality_id: 149,
  address: 'Carrera 14 # 20-30',
  phone: '3001234567',
  email: 'facturas@laterraza.example.com',
};

it('the restaurant’s administrator reads its state as a DIAN issuer and requests it; invoicing keeps the owner’s request', async () => {
  const room = await diningRoom(restaurant, namespace);
  const before = await room.app.get('/restaurant/facturacion');
  expect(before.statusCode).toBe(200);
  expect(before.json().data).toMatchObject({ status: 'sin_solicitud', issuer_id: null, range: null });
  expect(before.json().data.steps.length).toBeGreaterThan(0);

  const requested = await room.app.post('/restaurant/facturacion/solicitud', company);
  expect(requested.statusCode).toBe(201);
  expect(requested.json().data.status).toBe('solicitado');
  expect((await room.app.get('/restaurant/facturacion')).json().data.status).toBe('solicitado');
  // The vendor sees it with the owner's e-mail, who signed in to the app.
  const { rows } = await invoicing.db.query('SELECT owner_email FROM restaurant_issuer_requests WHERE restaurant_id = $1', [
    room.subscription.subscriptionId,
  ]);
  expect(rows).toEqual([{ owner_email: room.email }]);

  // A wrong check digit: invoicing's Spanish refusal, passed on.
  const wrongDv = await room.app.post('/restaurant/facturacion/solicitud', { ...company, dv: String((Number(company.dv) + 1) % 10) });
  expect([wrongDv.statusCode, wrongDv.json().message]).toEqual([400, restaurantInvoicingMessages.dvInvalid]);
});

it('lists the documents with invoicing’s filters; a wrong filter or an unknown document is refused in Spanish', async () => {
  const room = await diningRoom(restaurant, namespace);
  const list = await room.app.get('/restaurant/facturacion/documentos?estado=emitido&page=1');
  expect(list.statusCode).toBe(200);
  expect(list.json()).toEqual({ success: true, data: { documents: [], total: 0, page: 1, page_size: 50 } });
  const csv = await room.app.get('/restaurant/facturacion/documentos.csv');
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const badFilter = await room.app.get('/restaurant/facturacion/documentos?estado=perdido');
  expect([badFilter.statusCode, badFilter.json().message]).toEqual([400, expect.stringContaining(posDocumentMessages.statusInvalid)]);
  const unknown = await room.app.get(`/restaurant/facturacion/documentos/${randomUUID()}/pdf`);
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, posDocumentMessages.notFound]);
  const retry = await room.app.post(`/restaurant/facturacion/documentos/${randomUUID()}/reintentar`);
  expect([retry.statusCode, retry.json().message]).toEqual([404, posDocumentMessages.notFound]);
});

it('is for the restaurant’s administrators only', async () => {
  const room = await diningRoom(restaurant, namespace);
  for (const answer of [
    await room.waiter.app.get('/restaurant/facturacion'),
    await room.waiter.app.post('/restaurant/facturacion/solicitud', company),
    await room.waiter.app.get('/restaurant/facturacion/documentos'),
    await room.waiter.app.get(`/restaurant/facturacion/documentos/${randomUUID()}/xml`),
  ])
    expect([answer.statusCode, answer.json().message]).toEqual([403, restaurantAppMessages.adminOnly]);
});

it('says in Spanish that invoicing cannot answer when it is away', async () => {
  const awayNamespace = testNamespace();
  const away = await startRestaurant(awayNamespace, { invoicingUrl: `http://127.0.0.1:${await freePort()}` });
  try {
    const room = await diningRoom(away, awayNamespace);
    for (const answer of [await room.app.get('/restaurant/facturacion'), await room.app.get('/restaurant/facturacion/documentos.csv')])
      expect([answer.statusCode, answer.json().message]).toEqual([503, restaurantFacturacionMessages.invoicingUnavailable]);
  } finally {
    await away.close();
  }
}, 60000);
