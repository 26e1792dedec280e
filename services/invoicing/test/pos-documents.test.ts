import { randomUUID } from 'node:crypto';
import { restaurantCheckPaid, restaurantCheckRefunded, type PayloadInputOf } from '@mb/contracts';
import { GATEWAY_SECRET_HEADER } from '@mb/service-kit';
import { eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { cude as simulatorCude, dianCheckDigit, testCertificate, testResolution } from '../../../simulators/apidian/src/testing.js';
import { encryptToken, tokenDigest, tokenKey } from '../src/domain/token-crypto.js';
import { linkRestaurant } from '../src/modules/restaurant-issuers/restaurant-issuers.repository.js';
import { startIssuing } from './helpers.js';

// Issue 35 items 2, 4, 5: every paid check of a Pro restaurant gets its DIAN document from invoicing, through Kafka
// and the APIDIAN simulator, with a restaurant configured as an issuer of equivalent documents in both.
type Json = Record<string, any>;
type Paid = PayloadInputOf<typeof restaurantCheckPaid>;

const namespace = testNamespace();
let issuing: Awaited<ReturnType<typeof startIssuing>>;
const restaurantId = randomUUID();
const nit = '901458713';
const pin = '54321';

async function apidian(method: string, path: string, token: string | undefined, body: unknown): Promise<Json> {
  const response = await fetch(`${issuing.apidian.url}/api/ubl2.1${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

const resolutions = [
  { type_document_id: 15, prefix: 'EPOS', resolution: '18764000000001', from: 1, to: 5000 },
  { type_document_id: 26, prefix: 'NAJ', resolution: '18764000000002', from: 1, to: 5000 },
  // In habilitación DIAN knows only its own test numbering for invoices (so does the simulator).
  testResolution,
];

/** The restaurant's company in APIDIAN (software, certificate, eqdoc software, resolutions) and in invoicing, linked. */
async function enableRestaurant(): Promise<void> {
  const company = { type_document_identification_id: 6, type_organization_id: 1, type_regime_id: 2, type_liability_id: 117 };
  const fields = { ...company, business_name: 'Restaurante La Terraza S.A.S.', municipality_id: 149, address: 'Carrera 14 # 20-30' };
  const created = await apidian('POST', `/config/${nit}/${dianCheckDigit(nit)}`, undefined, {
    ...fields,
    merchant_registration: '0000000-00',
    phone: '3001234567',
    email: 'facturas@laterraza.test',
  });
  const token = created.token as string;
  const certificate = testCertificate();
  await apidian('PUT', '/config/certificate', token, { certificate: certificate.base64, password: certificate.password });
  await apidian('PUT', '/config/software', token, { id: randomUUID(), pin: '12345' });
  await apidian('PUT', '/config/softwareeqdocs', token, { ideqdocs: randomUUID(), pineqdocs: Number(pin) });
  for (const resolution of resolutions) {
    await apidian('PUT', '/config/resolution', token, {
      ...resolution,
      resolution_date: '2026-01-01',
      date_from: '2026-01-01',
      date_to: '2030-12-31',
    });
  }
  const key = tokenKey(issuing.invoicing.config.ISSUER_TOKEN_KEY);
  const db = issuing.invoicing.db;
  await db.query(
    `INSERT INTO issuers (id, nit, dv, business_name, email, type_document_identification_id, type_organization_id, type_regime_id,
       type_liability_id, municipality_id, address, phone, token_encrypted, token_sha256, configured, signature_configured,
       eqdocs_software_id, eqdocs_pin_encrypted)
     VALUES ($1, $2, $3, $4, 'facturas@laterraza.test', 6, 1, 2, 117, 149, $5, '3001234567', $6, $7, true, true, $8, $9)`,
    [
      created.company.id,
      nit,
      dianCheckDigit(nit),
      fields.business_name,
      fields.address,
      encryptToken(key, token),
      tokenDigest(token),
      randomUUID(),
      encryptToken(key, pin),
    ],
  );
  for (const resolution of resolutions) {
    await db.query(
      `INSERT INTO issuer_resolutions (issuer_id, type_document_id, resolution, prefix, range_from, range_to, resolution_date, valid_from, valid_to)
       VALUES ($1, $2, $3, $4, $5, $6, '2026-01-01', '2026-01-01', '2030-12-31')`,
      [created.company.id, resolution.type_document_id, resolution.resolution, resolution.prefix, resolution.from, resolution.to],
    );
  }
  await linkRestaurant(db, {
    restaurantId,
    issuerId: created.company.id,
    restaurantName: 'La Terraza',
    ownerEmail: 'duena@laterraza.test',
    incResponsible: true,
  });
}

beforeAll(async () => {
  issuing = await startIssuing(namespace, undefined, { POS_DOCUMENT_SWEEP_EVERY_MS: '300' });
  await enableRestaurant();
}, 60000);
afterAll(() => issuing?.close());

/** A paid check of two dishes whose prices do not divide by 1.08: 12 900 → 11 944 + 956, 2 × 7 300 → 13 519 + 1 081. */
function paidCheck(overrides: Partial<Paid> = {}): Paid {
  const waiter = randomUUID();
  return {
    checkId: randomUUID(),
    restaurantId,
    tableId: null,
    takeaway: false,
    waiterId: waiter,
    orderIds: [randomUUID()],
    incResponsible: true,
    incPercent: 8,
    lines: [
      { dishId: randomUUID(), name: 'Bandeja paisa', quantity: 1, unitPrice: 12900, total: 12900, incBase: 11944, incAmount: 956 },
      { dishId: randomUUID(), name: 'Limonada', quantity: 2, unitPrice: 7300, total: 14600, incBase: 13519, incAmount: 1081 },
    ],
    subtotal: 25463,
    inc: 2037,
    total: 27500,
    tip: 2750,
    change: 0,
    payments: [
      {
        paymentId: randomUUID(),
        method: 'efectivo',
        amount: 30250,
        received: 30250,
        cardType: null,
        franchise: null,
        lastFour: null,
        approvalCode: null,
        bank: null,
        reference: null,
      },
    ],
    paidBy: waiter,
    paidAt: new Date().toISOString(),
    electronicDocument: true,
    buyer: null,
    ...overrides,
  };
}

const envelope = (type: string, checkId: string, payload: unknown, id: string = randomUUID()) => ({
  key: checkId,
  value: JSON.stringify({
    id,
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'restaurant',
    aggregateId: checkId,
    payload,
  }),
});
const publish = (...messages: ReturnType<typeof envelope>[]) => sendRaw({ namespace, topic: restaurantCheckPaid.topic, messages });
const paidMessage = (check: Paid, id?: string) => envelope(restaurantCheckPaid.type, check.checkId, check, id);

const documentsOf = async (checkId: string) =>
  (await issuing.invoicing.db.query('SELECT * FROM pos_documents WHERE check_id = $1 ORDER BY seq', [checkId])).rows;
const internal = (method: 'GET' | 'POST', url: string) =>
  issuing.invoicing.app.inject({ method, url, headers: { [GATEWAY_SECRET_HEADER]: issuing.invoicing.config.GATEWAY_SECRET } });
const base = `/internal/restaurants/${restaurantId}/documentos`;

it('a paid check gets a type-15 document: INC exact in pesos, the tip outside the base, our CUDE equal to DIAN’s; a redelivery changes nothing', async () => {
  const check = paidCheck();
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
      softwarePin: pin,
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
  const check = paidCheck({ electronicDocument: false });
  const marker = paidCheck();
  await publish(paidMessage(check), paidMessage(marker));
  await eventually(async () => expect((await documentsOf(marker.checkId)).length).toBe(1), 20000);
  expect(await documentsOf(check.checkId)).toHaveLength(0);
});

it('APIDIAN away while 20 checks are paid: all 20 documented once it is back, numbers consecutive, none sent twice', async () => {
  issuing.apidian.failNext(1000);
  const checks = Array.from({ length: 20 }, () => paidCheck());
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
});

it('a rejected document shows DIAN’s rule in plain Spanish and is issued by Reintentar after the fix', async () => {
  issuing.apidian.rejectNext(1);
  const check = paidCheck();
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
  const check = paidCheck();
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
  await publish(envelope(restaurantCheckRefunded.type, check.checkId, refund));
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
  const check = paidCheck({ buyer });
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
