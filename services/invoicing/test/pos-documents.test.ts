import { randomUUID } from 'node:crypto';
import { posDocumentMessages, restaurantCheckPaid, restaurantCheckRefunded, type PayloadInputOf } from '@mb/contracts';
import { GATEWAY_SECRET_HEADER } from '@mb/service-kit';
import { adminToken, eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { cude as simulatorCude } from '../../../simulators/apidian/src/testing.js';
import { encryptToken, tokenKey } from '../src/domain/token-crypto.js';
import { posDocumentTexts } from '../src/modules/pos-documents/pos-document-events.js';
import { startIssuing } from './helpers.js';
import { enableRestaurant, paidCheck, posPin, restaurantMessage, type Paid } from './pos-helpers.js';

// Issue 35 items 2, 4, 5: every paid check of a Pro restaurant gets its DIAN document from invoicing, through Kafka
// and the APIDIAN simulator, with a restaurant configured as an issuer of equivalent documents in both.
type Json = Record<string, any>;

const namespace = testNamespace();
let issuing: Awaited<ReturnType<typeof startIssuing>>;
const restaurantId = randomUUID();
const nit = '901458713';

beforeAll(async () => {
  issuing = await startIssuing(namespace, undefined, { POS_DOCUMENT_SWEEP_EVERY_MS: '300' });
  const { db, config } = issuing.invoicing;
  await enableRestaurant({ apidianUrl: issuing.apidian.url, db, issuerTokenKey: config.ISSUER_TOKEN_KEY, restaurantId, nit });
}, 60000);
afterAll(() => issuing?.close());

const publish = (...messages: ReturnType<typeof restaurantMessage>[]) => sendRaw({ namespace, topic: restaurantCheckPaid.topic, messages });
const paidMessage = (check: Paid, id?: string) => restaurantMessage(restaurantCheckPaid.type, check.checkId, check, id);

const documentsOf = async (checkId: string) =>
  (await issuing.invoicing.db.query('SELECT * FROM pos_documents WHERE check_id = $1 ORDER BY seq', [checkId])).rows;
const internal = (method: 'GET' | 'POST', url: string) =>
  issuing.invoicing.app.inject({ method, url, headers: { [GATEWAY_SECRET_HEADER]: issuing.invoicing.config.GATEWAY_SECRET } });
const base = `/internal/restaurants/${restaurantId}/documentos`;

it('a paid check gets a type-15 document: INC exact in pesos, tip outside the base, our CUDE is DIAN’s; a redelivery changes nothing', async () => {
  const check = paidCheck(restaurantId);
  const message = paidMessage(check);
  await publish(message);
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('emitido'), 20000);
  const [document] = await documentsOf(check.checkId);
  const request = document.request as Json;
  expect(request).toMatchObject({
    type_document_id: 15,
    customer: { identification_number: '222222222222' },
    legal_monetary_totals: {
      line_extension_amount: '25463.00',
      tax_inclusive_amount: '27500.00',
      charge_total_amount: '2750.00',
      payable_amount: '30250.00',
    },
    tax_totals: [{ tax_id: 4, percent: '8.00', tax_amount: '2037.00', taxable_amount: '25463.00' }],
    allowance_charges: [{ charge_indicator: true, amount: '2750.00' }],
  });
  expect(document.cude).toBe(document.dian_cude);
  const simulated = issuing.apidian.documents.byCufe(document.cude);
  expect(simulated).toBeDefined();
  expect(
    simulatorCude({
      number: `EPOS${document.number}`,
      date: request.date,
      time: request.time,
      lineExtensionAmount: '25463.00',
      incAmount: '2037.00',
      payableAmount: '30250.00',
      supplierNit: nit,
      customerId: '222222222222',
      softwarePin: posPin,
      environment: 2,
    }),
  ).toBe(document.cude);

  // The same event again (a redelivery) and the same check under a new event id: still one document, one number.
  await publish(message, paidMessage(check));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await documentsOf(check.checkId)).toHaveLength(1);

  const list = (await internal('GET', `${base}?estado=emitido`)).json();
  expect(list.documents.find((item: Json) => item.check_id === check.checkId)).toMatchObject({
    kind: 'documento_pos',
    status: 'emitido',
    number: `EPOS${document.number}`,
    cude: document.cude,
    total: 30250,
  });
  const pdf = await internal('GET', `${base}/${document.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect((await internal('GET', `${base}.csv`)).body).toContain(`EPOS${document.number}`);
  expect((await issuing.invoicing.app.inject({ method: 'GET', url: base })).statusCode).toBe(403);
});

it('an Estándar restaurant’s paid check issues nothing', async () => {
  const check = paidCheck(restaurantId, { electronicDocument: false });
  const marker = paidCheck(restaurantId);
  await publish(paidMessage(check), paidMessage(marker));
  await eventually(async () => expect((await documentsOf(marker.checkId)).length).toBe(1), 20000);
  expect(await documentsOf(check.checkId)).toHaveLength(0);
});

it('APIDIAN away while 20 checks are paid: all 20 documented once it is back, numbers consecutive, none sent twice', async () => {
  issuing.apidian.failNext(1000);
  const checks = Array.from({ length: 20 }, () => paidCheck(restaurantId));
  await publish(...checks.map((check) => paidMessage(check)));
  // All 20 numbered and pending; only the oldest is tried while APIDIAN is away, the others wait behind it in order.
  await eventually(async () => {
    const rows = (await Promise.all(checks.map((check) => documentsOf(check.checkId)))).flat();
    expect(rows.map((row) => row.status)).toEqual(Array(20).fill('pendiente'));
    expect(rows.some((row) => row.send_attempts > 1)).toBe(true);
  }, 20000);
  issuing.apidian.failNext(0);
  await eventually(async () => {
    const rows = (await Promise.all(checks.map((check) => documentsOf(check.checkId)))).flat();
    expect(rows.map((row) => row.status)).toEqual(Array(20).fill('emitido'));
  }, 30000);
  const numbers = (await Promise.all(checks.map((check) => documentsOf(check.checkId)))).flat().map((row) => Number(row.number));
  numbers.sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  const sent = issuing.apidian.documents.list().filter((document: Json) => numbers.map((n) => `EPOS${n}`).includes(document.fullNumber));
  expect(sent).toHaveLength(20);
  // Sent in their order: DIAN accepted them by increasing number.
  const byNumber = (await Promise.all(checks.map((check) => documentsOf(check.checkId)))).flat().sort((a, b) => a.number - b.number);
  const issuedTimes = byNumber.map((row) => row.issued_at.getTime());
  expect(issuedTimes).toEqual([...issuedTimes].sort((a, b) => a - b));
});

it('a rejected document shows DIAN’s rule in plain Spanish and is issued by Reintentar after the fix', async () => {
  issuing.apidian.rejectNext(1);
  const check = paidCheck(restaurantId);
  await publish(paidMessage(check));
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('rechazado'), 20000);
  const [document] = await documentsOf(check.checkId);
  const listed = (await internal('GET', `${base}?estado=rechazado`)).json().documents.find((item: Json) => item.id === document.id);
  expect(listed.problem).toMatch(/Regla FAD06: .*CUFE o CUDE/);
  expect(listed.problem).toMatch(/reintenta/);

  const retried = await internal('POST', `${base}/${document.id}/reintentar`);
  expect(retried.json()).toMatchObject({ document: { status: 'emitido', number: `EPOS${document.number}`, problem: null } });
});

it('a refund of one line issues a type-26 adjustment note referring to the type-15 document', async () => {
  const check = paidCheck(restaurantId);
  await publish(paidMessage(check));
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('emitido'), 20000);
  const refund: PayloadInputOf<typeof restaurantCheckRefunded> = {
    checkId: check.checkId,
    restaurantId,
    tableId: null,
    refundId: randomUUID(),
    incResponsible: true,
    incPercent: 8,
    lines: [check.lines[0]!].map(({ dishId, name, quantity, unitPrice, total, incBase, incAmount }) => ({
      dishId,
      name,
      quantity,
      unitPrice,
      total,
      incBase,
      incAmount,
    })),
    subtotal: 11944,
    inc: 956,
    total: 12900,
    reason: 'Plato devuelto',
    refundedBy: check.paidBy,
    refundedAt: new Date().toISOString(),
  };
  await publish(restaurantMessage(restaurantCheckRefunded.type, check.checkId, refund));
  await eventually(async () => expect(['emitido', 'rechazado']).toContain((await documentsOf(check.checkId))[1]?.status), 20000);
  expect((await documentsOf(check.checkId))[1]).toMatchObject({ errors: [], status: 'emitido' });
  const [sale, note] = await documentsOf(check.checkId);
  expect(note).toMatchObject({ kind: 'nota_ajuste', type_document_id: 26, prefix: 'NAJ', refund_id: refund.refundId });
  expect(note.request).toMatchObject({
    billing_reference: { number: `EPOS${sale.number}`, uuid: sale.cude, type_document_id: 15 },
    legal_monetary_totals: { line_extension_amount: '11944.00', payable_amount: '12900.00' },
  });
});

it('a diner who gives their NIT gets a type-1 factura electrónica instead of the POS document', async () => {
  const buyer = {
    identificationTypeId: 31 as const,
    identification: '900123456',
    name: 'Comercializadora Andina SAS',
    email: 'facturas@andina.test',
  };
  const check = paidCheck(restaurantId, { buyer });
  await publish(paidMessage(check));
  await eventually(async () => expect(['emitido', 'rechazado']).toContain((await documentsOf(check.checkId))[0]?.status), 20000);
  const [document] = await documentsOf(check.checkId);
  expect(document).toMatchObject({ kind: 'factura', type_document_id: 1, prefix: 'SETP', status: 'emitido', errors: [] });
  expect(document.request).toMatchObject({
    customer: { identification_number: '900123456', dv: '8', name: buyer.name, email: buyer.email },
    // An invoice's INC is its base's 8 % to the cent: 12 900 = 11 944.44 + 955.56, 14 600 = 13 518.52 + 1 081.48.
    tax_totals: [{ tax_id: 4, tax_amount: '2037.04', taxable_amount: '25462.96' }],
    legal_monetary_totals: { tax_inclusive_amount: '27500.00', payable_amount: '30250.00' },
  });
  expect(document.request).not.toHaveProperty('cash_information');
});

it('a CUDE that differs from APIDIAN’s holds the document until the PIN here is fixed and Reintentar releases it', async () => {
  const key = tokenKey(issuing.invoicing.config.ISSUER_TOKEN_KEY);
  const setPin = (pin: string) =>
    issuing.invoicing.db.query('UPDATE issuers SET eqdocs_pin_encrypted = $1 WHERE nit = $2', [encryptToken(key, pin), nit]);
  await setPin('11111');
  const check = paidCheck(restaurantId);
  await publish(paidMessage(check));
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('retenido'), 20000);
  const [held] = await documentsOf(check.checkId);
  expect(held.cude).not.toBe(held.dian_cude);
  const listed = (await internal('GET', `${base}?estado=retenido`)).json().documents.find((item: Json) => item.id === held.id);
  expect(listed).toMatchObject({ status: 'retenido', cude: null, problem: posDocumentTexts.held });

  await setPin(posPin);
  const retried = await internal('POST', `${base}/${held.id}/reintentar`);
  expect(retried.json()).toMatchObject({ document: { status: 'emitido', cude: held.dian_cude, problem: null } });
  // Released, not sent again: DIAN has one document with this number.
  expect(issuing.apidian.documents.list().filter((document: Json) => document.fullNumber === `EPOS${held.number}`)).toHaveLength(1);
});

it('the vendor’s administrator lists any restaurant’s documents, downloads XML and DIAN answer; bad filters refused in Spanish', async () => {
  const check = paidCheck(restaurantId);
  await publish(paidMessage(check));
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('emitido'), 20000);
  const [document] = await documentsOf(check.checkId);
  const admin = (url: string) => issuing.invoicing.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken()}` } });

  const list = (await admin(`/facturacion/documentos-pos?restaurante=${restaurantId}&numero=EPOS${document.number}`)).json();
  expect(list.documents.map((item: Json) => item.id)).toEqual([document.id]);
  expect((await admin(`/facturacion/documentos-pos?restaurante=${randomUUID()}`)).json()).toMatchObject({ documents: [], total: 0 });
  const xml = await admin(`/facturacion/documentos-pos/${document.id}/xml`);
  expect(xml.statusCode).toBe(200);
  expect(xml.body).toContain(`EPOS${document.number}`);
  expect((await admin(`/facturacion/documentos-pos/${document.id}/respuesta`)).json()).toHaveProperty('ResponseDian');

  const refused = await internal('GET', `${base}?estado=perdido`);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(posDocumentMessages.statusInvalid);
  expect((await internal('GET', `${base}/${randomUUID()}/pdf`)).statusCode).toBe(404);
  expect((await issuing.invoicing.app.inject({ method: 'GET', url: '/facturacion/documentos-pos' })).statusCode).toBe(401);
});

it('DIAN away behind a working APIDIAN: the document waits pending under its number and is issued once DIAN answers', async () => {
  issuing.apidian.dianDownNext(3);
  const check = paidCheck(restaurantId);
  await publish(paidMessage(check));
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.send_attempts).toBeGreaterThan(0), 20000);
  const [pending] = await documentsOf(check.checkId);
  await eventually(async () => expect((await documentsOf(check.checkId))[0]?.status).toBe('emitido'), 20000);
  const [issued] = await documentsOf(check.checkId);
  expect(issued).toMatchObject({ id: pending.id, number: pending.number });
  expect(issued.send_attempts).toBe(4);
  expect(issuing.apidian.documents.list().filter((document: Json) => document.fullNumber === `EPOS${issued.number}`)).toHaveLength(1);
});
