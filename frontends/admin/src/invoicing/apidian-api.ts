import { ApiError, apiRequest } from '@mb/ui';
import { apidianTokenHeader } from '@mb/contracts';
import type { TFunction } from 'i18next';
import { validationLines } from './apidian-validation.js';
import { isJsonObject, prettyJson, type JsonObject } from './json-text.js';

/**
 * APIDIAN through the gateway (spec 3 §7, reference §3–§5): its JSON comes back as it is. The issuer's own token
 * travels in `x-apidian-token`, apart from the administrator's session. A failure (HTTP error, `success: false`)
 * is an ApiError with APIDIAN's message, else `fallback`.
 */
const base = '/api/ubl2.1';

export type ApidianAnswer = JsonObject;

interface Call {
  token?: string;
  body?: unknown;
  fallback: string;
}

function apidian(method: 'POST' | 'PUT', path: string, { token, body, fallback }: Call): Promise<ApidianAnswer> {
  return apiRequest<ApidianAnswer>(`${base}/${path}`, { method, body, fallback, headers: token ? { [apidianTokenHeader]: token } : undefined });
}

const segment = (value: string) => encodeURIComponent(value.trim());

export interface SoftwareConfig {
  id: string;
  pin: string;
}
export interface CertificateConfig {
  certificate: string;
  password: string;
}
export interface EnvironmentChange {
  type_environment_id: number;
  payroll_type_environment_id: number;
  eqdocs_type_environment_id: number;
}
/** The three status queries of spec 3 §4, named by their path under `status/`. */
export type StatusMode = 'zip' | 'document' | 'events-document';

export const apidianApi = {
  /** Creates the issuer; the answer carries its `token`. */
  createIssuer: (nit: string, dv: string, body: JsonObject, fallback: string) => apidian('POST', `config/${segment(nit)}/${segment(dv)}`, { body, fallback }),
  configureSoftware: (token: string, body: SoftwareConfig, fallback: string) => apidian('PUT', 'config/software', { token, body, fallback }),
  configureCertificate: (token: string, body: CertificateConfig, fallback: string) => apidian('PUT', 'config/certificate', { token, body, fallback }),
  configureResolution: (token: string, body: JsonObject, fallback: string) => apidian('PUT', 'config/resolution', { token, body, fallback }),
  changeEnvironment: (token: string, body: EnvironmentChange, fallback: string) => apidian('PUT', 'config/environment', { token, body, fallback }),
  numberingRanges: (token: string, body: { id: string }, fallback: string) => apidian('POST', 'numbering-range', { token, body, fallback }),
  sendTestInvoice: (token: string, testSetId: string, invoice: JsonObject, fallback: string) =>
    apidian('POST', `invoice/${segment(testSetId)}`, { token, body: invoice, fallback }),
  queryStatus: (token: string, mode: StatusMode, key: string, options: JsonObject, fallback: string) =>
    apidian('POST', `status/${mode}/${segment(key)}`, { token, body: options, fallback }),
};

/** The validation errors of a failed call, '{field}: {reason}' in the screen's language, or undefined. */
const validationOf = (error: unknown, t: TFunction) => (error instanceof ApiError ? validationLines(error.body, t) : undefined);

/** The toast for a failed call: APIDIAN's validation errors with their fields, else the message. */
export function failureMessage(error: Error, t: TFunction): string {
  const lines = validationOf(error, t);
  return lines ? `${t('apidianErrors.invalid')} ${lines.join('; ')}` : error.message;
}

/** What a response box shows for a failed call: the message, then APIDIAN's own detail when it gave one. */
export function failureText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof Error)) return fallback;
  const lines = validationOf(error, t);
  if (lines) return [t('apidianErrors.invalid'), ...lines].join('\n');
  const body = error instanceof ApiError && isJsonObject(error.body) ? error.body : {};
  const details = [error.message];
  // [CO]'s handler puts the exception in `error` (reference §1).
  if (typeof body.error === 'string' && body.error !== error.message) details.push(body.error);
  if (body.errors !== undefined) details.push(prettyJson(body.errors));
  return details.join('\n');
}
