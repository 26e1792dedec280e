// The platform's own issuer, seeded at start (id 1): configured for DIAN's test environment with the
// test numbering of Postman "Paso 4" (reference §3.4).
import { dianCheckDigit } from './check-digit.js';
import { createTestCertificate, type TestCertificate } from './certificate.js';
import { saveCertificate, saveCompany, saveResolution, saveSoftware } from './companies.js';
import { tokenFor, type Company, type Store } from './state.js';

export const testResolution = {
  type_document_id: 1,
  prefix: 'SETP',
  resolution: '18760000001',
  resolution_date: '2019-01-19',
  technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  from: 990000000,
  to: 995000000,
  date_from: '2019-01-19',
  date_to: '2030-01-19',
} as const;

/** The platform's credit-note numbering (reference §3.4's sample), so it can cancel its invoices. */
export const creditNoteResolution = { type_document_id: 4, prefix: 'NC', from: 1, to: 99999999 } as const;
/** And its debit-note numbering (type 5), so it can charge on them. */
export const debitNoteResolution = { type_document_id: 5, prefix: 'ND', from: 1, to: 99999999 } as const;

const nit = '900123456';

export const platformCompany = {
  id: 1,
  businessName: 'admin',
  nit,
  dv: String(dianCheckDigit(nit)),
  token: tokenFor(nit),
  email: 'facturacion@plataforma.test',
  software: { id: 'a1b2c3d4-0000-4000-8000-000000000001', pin: '12345' },
  resolution: testResolution,
} as const;

let cached: TestCertificate | undefined;

/** The self-signed certificate of the tests and of the seeded company; made once per process. */
export function testCertificate(): TestCertificate {
  cached ??= createTestCertificate({ commonName: 'Plataforma de prueba' });
  return cached;
}

/** Creates the platform company in an empty store, so it gets id 1. */
export function seedPlatformCompany(store: Store): Company {
  const saved = saveCompany(store, {
    nit: platformCompany.nit,
    dv: platformCompany.dv,
    type_document_identification_id: 6,
    type_organization_id: 1,
    type_regime_id: 1,
    type_liability_id: 14,
    business_name: platformCompany.businessName,
    merchant_registration: '0000000-00',
    municipality_id: 149,
    address: 'Calle 100 # 10-20',
    phone: '6015550100',
    email: platformCompany.email,
  });
  if (!saved.ok) throw new Error('No se pudo crear la empresa de la plataforma');
  const company = saved.company;
  saveSoftware(store, company, platformCompany.software);
  const certificate = testCertificate();
  saveCertificate(store, company, { certificate: certificate.base64, password: certificate.password });
  saveResolution(store, company, { ...testResolution });
  saveResolution(store, company, { ...creditNoteResolution });
  saveResolution(store, company, { ...debitNoteResolution });
  return company;
}
