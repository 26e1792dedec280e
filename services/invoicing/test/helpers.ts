import { randomUUID } from 'node:crypto';
import { signTestToken, startTestService } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { invoicingOwnEnv, migrationsDir } from '../src/config.js';

/** A running invoicing service on a fresh schema (code lists seeded by its migrations). */
export async function startInvoicing(namespace: string, own: Partial<Record<keyof typeof invoicingOwnEnv.shape, string>> = {}) {
  const extra = invoicingOwnEnv.parse(own);
  const invoicing = await startTestService('invoicing', migrationsDir, buildApp, { namespace, extra });
  return {
    ...invoicing,
    /** A signed-in customer of their own: calls carry their bearer token. */
    customer(userId: string = randomUUID()) {
      const headers = { authorization: `Bearer ${signTestToken({ sub: userId })}` };
      return {
        userId,
        call: (method: 'GET' | 'PUT', url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
          invoicing.app.inject({
            method,
            url,
            headers: { ...headers, ...extraHeaders },
            ...(payload !== undefined ? { payload: payload as object } : {}),
          }),
      };
    },
  };
}
export type TestInvoicing = Awaited<ReturnType<typeof startInvoicing>>;

/** A complete profile: a natural person with a cédula, not responsible for VAT, in Bogotá. */
export const completeProfile = {
  person_type: 'NATURAL',
  type_document_identification_id: 3,
  type_regime_id: 2,
  municipality_id: 149,
  address: 'Calle 26 # 13-19, oficina 301',
} as const;
