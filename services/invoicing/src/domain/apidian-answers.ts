import type { ApidianAnswer } from '../apidian/apidian-client.js';

/**
 * How APIDIAN's answers are read (reference §1, §3): what counts as taken, which message explains a refusal, and
 * what an accepted configuration call changes in the issuer the screens list.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};
const environment = (value: unknown): 1 | 2 | undefined => {
  const id = integer(value);
  return id === 1 || id === 2 ? id : undefined;
};

/** Taken: a 2xx JSON object that does not say `success: false` (APIDIAN's business refusals are HTTP 200). */
export function apidianAccepted(answer: ApidianAnswer): answer is { status: number; body: Json } {
  return answer.status >= 200 && answer.status < 300 && isObject(answer.body) && answer.body.success !== false;
}

/**
 * The text that explains a refusal: Laravel's first field error (422), else the [CO] handler's `error` (its 500s),
 * else `message`, else `fallback`. The first two are APIDIAN's Spanish rule texts; 'The given data was invalid.' is not.
 */
export function apidianRefusalMessage(body: unknown, fallback: string): string {
  if (!isObject(body)) return fallback;
  const errors = isObject(body.errors) ? Object.values(body.errors) : [];
  const first = errors.map((error) => (Array.isArray(error) ? error[0] : error)).find((error) => text(error));
  return text(first) ?? text(body.error) ?? text(body.message) ?? fallback;
}

/** The status our own routes answer a refusal with: APIDIAN's 4xx as it is, a business refusal 422, a failure 502. */
export function apidianRefusalStatus(answer: ApidianAnswer): number {
  if (answer.status >= 400 && answer.status < 500) return answer.status;
  return answer.status < 300 ? 422 : 502;
}

/** A numbering resolution as APIDIAN keys it (type, resolution number, prefix; reference §3.4). */
export interface ResolutionKey {
  type_document_id: number;
  resolution: string;
  prefix: string;
}

function resolutionKey(source: unknown): ResolutionKey | undefined {
  if (!isObject(source)) return undefined;
  const type = integer(source.type_document_id);
  if (type === undefined) return undefined;
  return { type_document_id: type, resolution: String(source.resolution ?? ''), prefix: String(source.prefix ?? '') };
}

/** What an accepted call tells about the issuer; only what it tells (an absent key leaves the stored value). */
export interface IssuerState {
  configured?: boolean;
  signature_configured?: boolean;
  certificate_expiration_date?: string | null;
  type_environment_id?: 1 | 2;
  /** The equivalent documents' own environment (reference §11). */
  eqdocs_type_environment_id?: 1 | 2;
  /** The whole set of the issuer's resolutions, when the answer lists them. */
  resolutions?: ResolutionKey[];
}

/** `POST config/{nit}/{dv}` accepted: the company's id and token, and what its relations say (a re-created NIT keeps them). */
export function createdCompany(body: Json): { id: number; token: string; state: IssuerState } | undefined {
  const company = isObject(body.company) ? body.company : undefined;
  const id = integer(company?.id);
  const token = text(body.token);
  if (!company || id === undefined || !token) return undefined;
  const state: IssuerState = {};
  if ('software' in company) state.configured = isObject(company.software);
  if ('certificate' in company) {
    state.signature_configured = isObject(company.certificate);
    state.certificate_expiration_date = isObject(company.certificate) ? (text(company.certificate.expiration_date) ?? null) : null;
  }
  const env = environment(company.type_environment_id);
  if (env) state.type_environment_id = env;
  if (Array.isArray(company.resolutions)) {
    state.resolutions = company.resolutions.map(resolutionKey).filter((key): key is ResolutionKey => key !== undefined);
  }
  return { id, token, state };
}

/** `PUT config/certificate` accepted: signed from now on, until the date APIDIAN read from the certificate. */
export function certificateState(body: Json): IssuerState {
  const saved = isObject(body.certificado) ? body.certificado : isObject(body.certificate) ? body.certificate : undefined;
  return { signature_configured: true, certificate_expiration_date: text(saved?.expiration_date) ?? null };
}

/**
 * `PUT config/resolution` accepted: the resolution APIDIAN saved (its answer, else the request), and whether the
 * request asked to drop the type's other resolutions first (`delete_all_type_resolutions`).
 */
export function savedResolution(request: Json, body: Json): { key: ResolutionKey; replaceType: boolean } | undefined {
  const key = resolutionKey(body.resolution) ?? resolutionKey(request);
  return key && { key, replaceType: request.delete_all_type_resolutions === true };
}

/** `PUT config/environment` accepted: the invoice and equivalent-document environments it set, if it set them. */
export function environmentState(request: Json): IssuerState {
  const env = environment(request.type_environment_id);
  const eqdocs = environment(request.eqdocs_type_environment_id);
  return { ...(env ? { type_environment_id: env } : {}), ...(eqdocs ? { eqdocs_type_environment_id: eqdocs } : {}) };
}

/**
 * APIDIAN echoes secrets: the company user's password, the certificate's and the SMTP one, and the software PINs
 * (`pin`, `pin_payroll`, `pin_eqdocs`, `pineqdocs`...), which sign every document's security code.
 */
const isSecret = (key: string) => key === 'password' || key === 'mail_password' || key.startsWith('pin');

/** An APIDIAN answer fit for the browser: every secret left out, at any depth; validation `errors` (texts about a field) stay. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecret(key))
      .map(([key, inner]) => [key, key === 'errors' ? inner : withoutSecrets(inner)]),
  );
}
