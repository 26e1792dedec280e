import { randomUUID } from 'node:crypto';
import { dianCheckDigit, testCertificate } from '../../../simulators/apidian/src/testing.js';
import { encryptToken, tokenDigest, tokenKey } from '../../invoicing/src/domain/token-crypto.js';
import { linkRestaurant } from '../../invoicing/src/modules/restaurant-issuers/restaurant-issuers.repository.js';
import type { startIssuing } from '../../invoicing/test/helpers.js';

type Issuing = Awaited<ReturnType<typeof startIssuing>>;
type Json = Record<string, any>;

/**
 * A restaurant made an enabled issuer of POS documents, as the vendor's administrator leaves it: its company in the
 * APIDIAN simulator (software, certificate, eqdoc software and PIN, type-15 and type-26 resolutions) and in invoicing
 * (the issuer, its resolutions, linked to the restaurant). Answers the NIT and the eqdoc PIN (the CUDE's).
 */
export async function enableRestaurantIssuer(issuing: Issuing, restaurantId: string, nit = '901458713') {
  const pin = '54321';
  const apidian = async (method: string, path: string, token: string | undefined, body: unknown): Promise<Json> => {
    const response = await fetch(`${issuing.apidian.url}/api/ubl2.1${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Json;
  };
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
  const resolutions = [
    { type_document_id: 15, prefix: 'EPOS', resolution: '18764000000001', from: 1, to: 5000 },
    { type_document_id: 26, prefix: 'NAJ', resolution: '18764000000002', from: 1, to: 5000 },
  ];
  const dates = { resolution_date: '2026-01-01', date_from: '2026-01-01', date_to: '2030-12-31' };
  for (const resolution of resolutions) await apidian('PUT', '/config/resolution', token, { ...resolution, ...dates });

  const db = issuing.invoicing.db;
  const key = tokenKey(issuing.invoicing.config.ISSUER_TOKEN_KEY);
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
      `INSERT INTO issuer_resolutions (issuer_id, type_document_id, resolution, prefix, range_from, range_to, resolution_date, valid_from,
         valid_to)
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
  return { nit, pin };
}
