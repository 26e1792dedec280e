import { randomUUID } from 'node:crypto';
import type { PayloadInputOf, restaurantCheckPaid } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { dianCheckDigit, testCertificate, testResolution } from '../../../simulators/apidian/src/testing.js';
import { encryptToken, tokenDigest, tokenKey } from '../src/domain/token-crypto.js';
import { linkRestaurant } from '../src/modules/restaurant-issuers/restaurant-issuers.repository.js';

// A restaurant as an issuer of equivalent documents, in the APIDIAN simulator and in invoicing, and its paid checks:
// what the POS documents test and bench share.
type Json = Record<string, any>;
export type Paid = PayloadInputOf<typeof restaurantCheckPaid>;

/** The eqdoc software PIN every test restaurant gets. */
export const posPin = '54321';

const resolutions = [
  { type_document_id: 15, prefix: 'EPOS', resolution: '18764000000001', from: 1, to: 5000 },
  { type_document_id: 26, prefix: 'NAJ', resolution: '18764000000002', from: 1, to: 5000 },
  // In habilitación DIAN knows only its own test numbering for invoices (so does the simulator).
  testResolution,
];

async function call(apidianUrl: string, method: string, path: string, token: string | undefined, body: unknown): Promise<Json> {
  const response = await fetch(`${apidianUrl}/api/ubl2.1${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

/**
 * The restaurant's company in APIDIAN (software, certificate, eqdoc software, the POS, adjustment-note and invoice
 * resolutions) and in invoicing (issuer row, resolutions, link to the restaurant), as the vendor's tools leave them.
 */
export async function enableRestaurant(options: {
  apidianUrl: string;
  db: Queryable;
  issuerTokenKey: string;
  restaurantId: string;
  nit: string;
}): Promise<void> {
  const { apidianUrl, db, restaurantId, nit } = options;
  const company = { type_document_identification_id: 6, type_organization_id: 1, type_regime_id: 2, type_liability_id: 117 };
  const fields = { ...company, business_name: `Restaurante ${nit} S.A.S.`, municipality_id: 149, address: 'Carrera 14 # 20-30' };
  const created = await call(apidianUrl, 'POST', `/config/${nit}/${dianCheckDigit(nit)}`, undefined, {
    ...fields,
    merchant_registration: '0000000-00',
    phone: '3001234567',
    // APIDIAN keeps one company per e-mail.
    email: `facturas-${nit}@restaurante.test`,
  });
  const token = created.token as string;
  const certificate = testCertificate();
  await call(apidianUrl, 'PUT', '/config/certificate', token, { certificate: certificate.base64, password: certificate.password });
  await call(apidianUrl, 'PUT', '/config/software', token, { id: randomUUID(), pin: '12345' });
  await call(apidianUrl, 'PUT', '/config/softwareeqdocs', token, { ideqdocs: randomUUID(), pineqdocs: Number(posPin) });
  for (const resolution of resolutions) {
    const dates = { resolution_date: '2026-01-01', date_from: '2026-01-01', date_to: '2030-12-31' };
    await call(apidianUrl, 'PUT', '/config/resolution', token, { ...resolution, ...dates });
  }
  const key = tokenKey(options.issuerTokenKey);
  await db.query(
    `INSERT INTO issuers (id, nit, dv, business_name, email, type_document_identification_id, type_organization_id, type_regime_id,
       type_liability_id, municipality_id, address, phone, token_encrypted, token_sha256, configured, signature_configured,
       eqdocs_software_id, eqdocs_pin_encrypted)
     VALUES ($1, $2, $3, $4, 'facturas@restaurante.test', 6, 1, 2, 117, 149, $5, '3001234567', $6, $7, true, true, $8, $9)`,
    [
      created.company.id,
      nit,
      dianCheckDigit(nit),
      fields.business_name,
      fields.address,
      encryptToken(key, token),
      tokenDigest(token),
      randomUUID(),
      encryptToken(key, posPin),
    ],
  );
  for (const resolution of resolutions) {
    await db.query(
      `INSERT INTO issuer_resolutions (issuer_id, type_document_id, resolution, prefix, range_from, range_to, resolution_date, valid_from,
         valid_to)
       VALUES ($1, $2, $3, $4, $5, $6, '2026-01-01', '2026-01-01', '2030-12-31')`,
      [created.company.id, resolution.type_document_id, resolution.resolution, resolution.prefix, resolution.from, resolution.to],
    );
  }
  await linkRestaurant(db, {
    restaurantId,
    issuerId: created.company.id,
    restaurantName: `Restaurante ${nit}`,
    ownerEmail: 'duena@restaurante.test',
    incResponsible: true,
  });
}

/** A paid check of two dishes whose prices do not divide by 1.08: 12 900 → 11 944 + 956, 2 × 7 300 → 13 519 + 1 081. */
export function paidCheck(restaurantId: string, overrides: Partial<Paid> = {}): Paid {
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

/** The Kafka message of a restaurant event, keyed by its check as the restaurant service publishes it. */
export const restaurantMessage = (type: string, checkId: string, payload: unknown, id: string = randomUUID()) => ({
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
