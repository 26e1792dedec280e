import { ApiError, apiRequest } from '@mb/ui';
import { apidianIssuerHeader, apidianTokenHeader } from '@mb/contracts';
import type { TFunction } from 'i18next';
import { validationLines } from './apidian-validation.js';
import { isJsonObject, prettyJson, type JsonObject } from './json-text.js';

/**
 * APIDIAN through the gateway (spec 3 §7, reference §3–§5): its JSON comes back as it is. The chosen issuer's id
 * travels in `x-apidian-issuer` (or a token typed by hand in `x-apidian-token`), apart from the administrator's session. A failure (HTTP error, `success: false`)
 * is an ApiError with APIDIAN's message, else `fallback`.
 */
const base = '/api/ubl2.1';

export type ApidianAnswer = JsonObject;

/** Whose APIDIAN token a call uses: the chosen issuer's, which the browser never holds, or one typed by hand. */
export type IssuerAccess = { issuerId: number } | { token: string };

interface Call {
  access?: IssuerAccess;
  body?: unknown;
  fallback: string;
}

function accessHeaders(access: IssuerAccess | undefined): Record<string, string> | undefined {
  if (!access) return undefined;
  return 'token' in access ? { [apidianTokenHeader]: access.token } : { [apidianIssuerHeader]: String(access.issuerId) };
}

function apidian(method: 'POST' | 'PUT', path: string, { access, body, fallback }: Call): Promise<ApidianAnswer> {
  return apiRequest<ApidianAnswer>(`${base}/${path}`, { method, body, fallback, headers: accessHeaders(access) });
}

const segment = (value: string) => encodeURIComponent(value.trim());

export interface SoftwareConfig {
  id: string;
  pin: string;
}
/** The equivalent documents' software (a restaurant's POS documents). */
export interface EqdocsSoftwareConfig {
  ideqdocs: string;
  pineqdocs: string;
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
  createIssuer: (nit: string, dv: string, body: JsonObject, fallback: string) =>
    apidian('POST', `config/${segment(nit)}/${segment(dv)}`, { body, fallback }),
  configureSoftware: (access: IssuerAccess, body: SoftwareConfig, fallback: string) =>
    apidian('PUT', 'config/software', { access, body, fallback }),
  configureEqdocsSoftware: (access: IssuerAccess, body: EqdocsSoftwareConfig, fallback: string) =>
    apidian('PUT', 'config/softwareeqdocs', { access, body, fallback }),
  configureCertificate: (access: IssuerAccess, body: CertificateConfig, fallback: string) =>
    apidian('PUT', 'config/certificate', { access, body, fallback }),
  configureResolution: (access: IssuerAccess, body: JsonObject, fallback: string) =>
    apidian('PUT', 'config/resolution', { access, body, fallback }),
  changeEnvironment: (access: IssuerAccess, body: EnvironmentChange, fallback: string) =>
    apidian('PUT', 'config/environment', { access, body, fallback }),
  numberingRanges: (access: IssuerAccess, body: { id: string }, fallback: string) =>
    apidian('POST', 'numbering-range', { access, body, fallback }),
  sendTestInvoice: (access: IssuerAccess, testSetId: string, invoice: JsonObject, fallback: string) =>
    apidian('POST', `invoice/${segment(testSetId)}`, { access, body: invoice, fallback }),
  /** A restaurant's POS document to the equivalent documents' own test set. */
  sendTestEqdoc: (access: IssuerAccess, testSetId: string, document: JsonObject, fallback: string) =>
    apidian('POST', `eqdoc/${segment(testSetId)}`, { access, body: document, fallback }),
  queryStatus: (access: IssuerAccess, mode: StatusMode, key: string, options: JsonObject, fallback: string) =>
    apidian('POST', `status/${mode}/${segment(key)}`, { access, body: options, fallback }),
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
