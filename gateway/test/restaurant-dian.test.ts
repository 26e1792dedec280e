import { randomUUID } from 'node:crypto';
import { posDocumentMessages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { startInvoicing } from '../../services/invoicing/test/helpers.js';
import { card, diningRoom, key } from '../../services/restaurant/test/dining-room.js';
import { startRestaurant } from '../../services/restaurant/test/helpers.js';
import { dianCheckDigit } from '../../simulators/apidian/src/testing.js';
import { listeningGateways } from './listening-gateways.js';

// Issue 35 through the gateway as the browser calls it: a real restaurant service asking a real invoicing.
const namespace = testNamespace();
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let restaurant: Awaited<ReturnType<typeof startRestaurant>>;
const gateways = listeningGateways(namespace);
let base: string;

beforeAll(async () => {
  invoicing = await startInvoicing(namespace);
  const invoicingUrl = await invoicing.app.listen({ host: '127.0.0.1', port: 0 });
  restaurant = await startRestaurant(namespace, { invoicingUrl });
  gateways.urls.RESTAURANT_URL = await restaurant.app.listen({ host: '127.0.0.1', port: 0 });
  base = await gateways.start();
}, 90000);

afterAll(async () => {
  await gateways.close();
  await restaurant?.close();
  await invoicing?.close();
});

const send = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await send(token, method, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

it('charges with the diner’s factura and refunds a line through the gateway', async () => {
  const room = await diningRoom(restaurant, namespace);
  const check = await room.checkOf((await room.round([[room.menu.limonada, 2]])).id);
  const factura = { identification_type_id: 13, identification: '1020304050', name: 'Diana Pérez', email: 'diana@example.com' };
  const paid = await call(room.session, 'POST', `/restaurant/cuentas/${check.id}/cobrar`, {
    idempotency_key: key(),
    payments: [card(19998)],
    factura,
  });
  expect(paid).toMatchObject({ status: 200, body: { data: { status: 'pagada', factura, electronic_document: { status: 'pendiente' } } } });
  const refunded = await call(room.session, 'POST', `/restaurant/cuentas/${check.id}/reembolsos`, {
    lines: [{ order_id: check.order_ids[0], position: 1, quantity: 1 }],
    reason: 'Limonada sin hielo',
  });
  expect(refunded).toMatchObject({ status: 200, body: { data: { refunds: [{ total: 9999, subtotal: 9258, inc: 741 }] } } });
  const tooMuch = await call(room.session, 'POST', `/restaurant/cuentas/${check.id}/reembolsos`, {
    lines: [{ order_id: check.order_ids[0], position: 1, quantity: 2 }],
    reason: 'Otra',
  });
  expect(tooMuch).toMatchObject({ status: 409, body: { message: expect.stringContaining('quedan 1 por reembolsar') } });
});

it('relays the facturación section: state, request, documents, CSV and files, in the restaurant’s own words', async () => {
  const room = await diningRoom(restaurant, namespace);
  expect(await call(room.session, 'GET', '/restaurant/facturacion')).toMatchObject({
    status: 200,
    body: { data: { status: 'sin_solicitud' } },
  });
  const nit = '900373115';
  const requested = await call(room.session, 'POST', '/restaurant/facturacion/solicitud', {
    nit,
    dv: String(dianCheckDigit(nit)),
    business_name: 'Fonda La Ceiba S.A.S.',
    type_organization_id: 1,
    type_regime_id: 2,
    type_liability_id: 117,
    inc_responsible: true,
    municipality_id: 149,
    address: 'Cra. 43A #1-50',
    phone: '6041234567',
    email: 'facturas@laceiba.example.com',
  });
  expect(requested).toMatchObject({ status: 201, body: { success: true, data: { status: 'solicitado' } } });

  expect(await call(room.session, 'GET', '/restaurant/facturacion/documentos?tipo=factura')).toEqual({
    status: 200,
    body: { success: true, data: { documents: [], total: 0, page: 1, page_size: 50 } },
  });
  const csv = await send(room.session, 'GET', '/restaurant/facturacion/documentos.csv?estado=emitido');
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(csv.headers.get('content-disposition')).toContain('attachment');
  expect(await call(room.session, 'GET', `/restaurant/facturacion/documentos/${randomUUID()}/xml`)).toMatchObject({
    status: 404,
    body: { success: false, message: posDocumentMessages.notFound },
  });
  // The gateway checks the input first: an unknown file kind never leaves it.
  expect((await call(room.session, 'GET', `/restaurant/facturacion/documentos/${randomUUID()}/zip`)).status).toBe(400);

  // Employees and Estándar restaurants are refused by the restaurant service, passed on as it wrote it.
  expect(await call(room.waiter.session, 'GET', '/restaurant/facturacion/documentos')).toMatchObject({ status: 403 });
  const estandar = await diningRoom(restaurant, namespace, 'estandar');
  expect(await call(estandar.session, 'GET', '/restaurant/facturacion/documentos.csv')).toMatchObject({
    status: 403,
    body: { message: expect.stringContaining('plan Pro') },
  });
});
