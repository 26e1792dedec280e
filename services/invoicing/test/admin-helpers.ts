import { apidianIssuerHeader, apidianTokenHeader } from '@mb/contracts';
import { adminToken, signTestToken } from '@mb/service-kit/testing';
import { dianCheckDigit } from '../../../simulators/apidian/src/testing.js';
import type { TestInvoicing } from './helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as one signed-in user: the session as a bearer token, an issuer's APIDIAN token (or its id) in its own header. */
export function caller(invoicing: TestInvoicing, session: string) {
  return async (method: Method, url: string, options: { body?: unknown; apidianToken?: string; apidianIssuer?: number } = {}) => {
    const response = await invoicing.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${session}`,
        ...(options.apidianToken ? { [apidianTokenHeader]: options.apidianToken } : {}),
        ...(options.apidianIssuer ? { [apidianIssuerHeader]: String(options.apidianIssuer) } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
}
export type Caller = ReturnType<typeof caller>;

export const asAdmin = (invoicing: TestInvoicing) => caller(invoicing, adminToken());
export const asClient = (invoicing: TestInvoicing) => caller(invoicing, signTestToken({ role: 'Client' }));

let issuerCount = 0;
/** The issuer modal's fields for a new company with a valid NIT and DV (APIDIAN checks the DV). */
export function newIssuer(overrides: Record<string, unknown> = {}) {
  issuerCount += 1;
  const nit = String(901000000 + issuerCount * 7919 + Math.floor(Math.random() * 1000));
  return {
    nit,
    dv: String(dianCheckDigit(nit)),
    fields: {
      business_name: `Restaurante La Terraza ${issuerCount} SAS`,
      merchant_registration: '0000000-00',
      address: 'Carrera 7 # 71-21, local 2',
      phone: '6014441122',
      email: `facturas${issuerCount}@laterraza.example.com`,
      municipality_id: 149,
      ...overrides,
    },
  };
}
