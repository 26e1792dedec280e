import { randomUUID } from 'node:crypto';
import { invoicingPosDocumentUpdated, restaurantSaleDocumentMessages, type PayloadInputOf } from '@mb/contracts';
import { eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import { card, charge, diningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

// Real PostgreSQL, Kafka (invoicing's updates arrive on its topic) and SMTP into the mail simulator.
const namespace = testNamespace();
const m = restaurantSaleDocumentMessages;
let restaurant: TestRestaurant;
let mail: MailSimulator;

beforeAll(async () => {
  mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  restaurant = await startRestaurant(namespace, { smtpPort: mail.smtpPort });
}, 60000);

afterAll(async () => {
  await restaurant?.close();
  await mail?.close();
});

const buyer = { identification_type_id: 31, identification: '900123456', name: 'Comercial Andina S.A.S.', email: 'compras@andina.co' };

const paidEvent = async (checkId: string) =>
  (await restaurant.db.query(`SELECT payload FROM outbox WHERE aggregateid = $1 AND type = 'restaurant.check.paid'`, [checkId])).rows[0]
    ?.payload;

/** A served table's check (1 bandeja paisa: 32.900) on a restaurant of the plan. */
async function servedCheck(planType: 'pro' | 'estandar' = 'pro') {
  const room = await diningRoom(restaurant, namespace, planType);
  const order = await room.round([[room.menu.bandeja, 1]]);
  return { ...room, check: await room.checkOf(order.id) };
}

/** Invoicing's word on a document, on its topic and keyed by the check, as invoicing publishes it. */
async function invoicingSays(payload: PayloadInputOf<typeof invoicingPosDocumentUpdated>) {
  const event = {
    id: randomUUID(),
    type: invoicingPosDocumentUpdated.type,
    version: 1,
    occurredAt: payload.changedAt,
    source: 'invoicing',
    aggregateId: payload.checkId,
    payload,
  };
  await sendRaw({
    namespace,
    topic: invoicingPosDocumentUpdated.topic,
    messages: [{ key: payload.checkId, value: JSON.stringify(event) }],
  });
}

it('a Pro restaurant’s sale asks invoicing for its DIAN document, in the name of the diner who asked for a factura', async () => {
  const table = await servedCheck();
  const paid = await charge(table.waiter.app, table.check.id, {
    payments: [card(32900)],
    factura: { ...buyer, email: ' Compras@Andina.CO ', identification: ' 900123456 ' },
  });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().data.factura).toEqual(buyer);
  expect(paid.json().data.electronic_document).toMatchObject({ status: 'pendiente', number: null, cude: null });
  expect(await paidEvent(table.check.id)).toMatchObject({
    electronicDocument: true,
    buyer: { identificationTypeId: 31, identification: '900123456', name: 'Comercial Andina S.A.S.', email: 'compras@andina.co' },
  });

  // Without a factura: consumidor final.
  const other = await table.checkOf((await table.round([[table.menu.sancocho, 1]])).id);
  expect((await charge(table.waiter.app, other.id, { payments: [card(27333)] })).statusCode).toBe(200);
  expect(await paidEvent(other.id)).toMatchObject({ electronicDocument: true, buyer: null });
  expect((await table.app.get(`/restaurant/cuentas/${other.id}`)).json().data.factura).toBeNull();
});

it('refuses a factura with a wrong identification or e-mail in Spanish, and charges nothing', async () => {
  const table = await servedCheck();
  const cases: Array<[object, string]> = [
    [{ ...buyer, identification: '900123456-7' }, m.nitInvalid],
    [{ ...buyer, identification: '900.123.456' }, m.nitInvalid],
    [{ ...buyer, identification_type_id: 12 }, m.identificationTypeInvalid],
    [{ ...buyer, identification_type_id: 13, identification: 'CC1020' }, m.cedulaInvalid],
    [{ ...buyer, identification_type_id: 41, identification: 'AB 12' }, m.foreignIdInvalid],
    [{ ...buyer, name: ' ' }, m.buyerNameInvalid],
    [{ ...buyer, email: 'compras-en-andina' }, m.buyerEmailInvalid],
  ];
  for (const [factura, message] of cases) {
    const refused = await charge(table.waiter.app, table.check.id, { payments: [card(32900)], factura });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
  }
  // A passport may carry letters; a foreigner's cédula too.
  const passport = { ...buyer, identification_type_id: 41, identification: 'AB123456' };
  expect((await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data.status).toBe('abierta');
  expect(await paidEvent(table.check.id)).toBeUndefined();
  const paid = await charge(table.waiter.app, table.check.id, { payments: [card(32900)], factura: passport });
  expect(paid.statusCode).toBe(200);
  expect((await paidEvent(table.check.id)).buyer).toMatchObject({ identificationTypeId: 41, identification: 'AB123456' });
});

it('an Estándar sale gets no DIAN document nor a factura, and its facturación section is refused naming the Pro plan', async () => {
  const table = await servedCheck('estandar');
  const locked =
    'Tu plan Estándar no incluye la facturación electrónica (documentos de la DIAN de cada venta): ' +
    'está disponible desde el plan Pro. Mejora tu plan para usarlo.';
  // A factura it cannot issue is refused, charging nothing.
  const withFactura = await charge(table.waiter.app, table.check.id, { payments: [card(32900)], factura: buyer });
  expect([withFactura.statusCode, withFactura.json().message]).toEqual([403, locked]);
  expect(await paidEvent(table.check.id)).toBeUndefined();
  const paid = await charge(table.waiter.app, table.check.id, { payments: [card(32900)] });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().data.electronic_document.status).toBe('no_aplica');
  expect(await paidEvent(table.check.id)).toMatchObject({ electronicDocument: false, buyer: null });
  expect((await table.app.get(`/restaurant/cuentas/${table.check.id}/recibo`)).json().data.electronic_document.status).toBe('no_aplica');

  for (const [method, url] of [
    ['GET', '/restaurant/facturacion'],
    ['POST', '/restaurant/facturacion/solicitud'],
    ['GET', '/restaurant/facturacion/documentos?estado=emitido'],
    ['GET', '/restaurant/facturacion/documentos.csv'],
    ['GET', `/restaurant/facturacion/documentos/${randomUUID()}/pdf`],
    ['POST', `/restaurant/facturacion/documentos/${randomUUID()}/reintentar`],
  ] as const) {
    const answer = method === 'GET' ? await table.app.get(url) : await table.app.post(url, {});
    expect([url, answer.statusCode, answer.json().message]).toEqual([url, 403, locked]);
    expect(answer.json().required_plan).toBe('pro');
  }
});

it('the check and its receipt show what invoicing says of the sale’s document: pending with its number, then issued', async () => {
  const table = await servedCheck();
  expect((await charge(table.waiter.app, table.check.id, { payments: [card(32900)] })).statusCode).toBe(200);
  const documentId = randomUUID();
  const pending = {
    documentId,
    restaurantId: table.subscription.subscriptionId,
    checkId: table.check.id,
    refundId: null,
    kind: 'documento_pos' as const,
    status: 'pendiente' as const,
    number: 'EPOS17',
    cude: null,
    qrUrl: null,
    resolutionLegend: 'Resolución DIAN 18760000001 del 2026-01-01, EPOS1 a EPOS1000, vigente hasta 2027-01-01',
    problem: null,
    changedAt: '2026-11-26T17:00:00.000Z',
  };
  await invoicingSays(pending);
  const receiptOf = async () => (await table.waiter.app.get(`/restaurant/cuentas/${table.check.id}/recibo`)).json().data;
  await eventually(async () => expect((await receiptOf()).electronic_document.number).toBe('EPOS17'));
  expect((await receiptOf()).electronic_document).toEqual({
    document_id: documentId,
    status: 'pendiente',
    kind: 'documento_pos',
    number: 'EPOS17',
    cude: null,
    qr: null,
    resolution_legend: pending.resolutionLegend,
    problem: null,
  });

  // The diner's e-mail while it is pending says so, with its number.
  const diner = `comensal-${randomUUID().slice(0, 8)}@example.com`;
  expect((await table.waiter.app.post(`/restaurant/cuentas/${table.check.id}/recibo/enviar`, { email: diner })).statusCode).toBe(202);
  const received = await eventually(() => {
    const [message] = mail.inbox.list({ to: diner });
    if (!message) throw new Error(`no mail for ${diner} yet`);
    return message;
  }, 20000);
  expect(received.text).toContain('Documento equivalente electrónico P.O.S. EPOS17');
  expect(received.text).toContain(m.documentPending);
  expect(received.attachments).toEqual([]);

  const cude = 'a'.repeat(96);
  const qrUrl = `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cude}`;
  await invoicingSays({ ...pending, status: 'emitido', cude, qrUrl, changedAt: '2026-11-26T17:00:05.000Z' });
  await eventually(async () => expect((await receiptOf()).electronic_document.status).toBe('emitido'));
  // A redelivered older word does not undo the newer one.
  await invoicingSays(pending);
  // Then a word about another document of the check (same key, so after it): once that one is in, the older was read.
  const sentinel = randomUUID();
  await invoicingSays({
    ...pending,
    documentId: randomUUID(),
    refundId: sentinel,
    kind: 'nota_ajuste',
    changedAt: '2026-11-26T17:00:06.000Z',
  });
  await eventually(async () => {
    const { rowCount } = await restaurant.db.query('SELECT 1 FROM sale_documents WHERE refund_id = $1', [sentinel]);
    expect(rowCount).toBe(1);
  });
  const check = (await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data;
  expect(check.electronic_document).toEqual({
    document_id: documentId,
    status: 'emitido',
    kind: 'documento_pos',
    number: 'EPOS17',
    cude,
    qr: qrUrl,
    resolution_legend: pending.resolutionLegend,
    problem: null,
  });
  expect((await receiptOf()).electronic_document).toEqual(check.electronic_document);
});

it('a rejected document shows DIAN’s rule in plain Spanish on the check', async () => {
  const table = await servedCheck();
  expect((await charge(table.waiter.app, table.check.id, { payments: [card(32900)] })).statusCode).toBe(200);
  const problem =
    'La DIAN rechazó el documento (regla FAD06): el NIT del emisor no coincide; corrige los datos del facturador y reintenta.';
  await invoicingSays({
    documentId: randomUUID(),
    restaurantId: table.subscription.subscriptionId,
    checkId: table.check.id,
    refundId: null,
    kind: 'documento_pos',
    status: 'rechazado',
    number: 'EPOS3',
    cude: null,
    qrUrl: null,
    resolutionLegend: 'Resolución DIAN 18760000001',
    problem,
    changedAt: new Date().toISOString(),
  });
  await eventually(async () =>
    expect((await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data.electronic_document).toMatchObject({
      status: 'rechazado',
      number: 'EPOS3',
      problem,
    }),
  );
});
