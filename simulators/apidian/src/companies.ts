// Company configuration (reference §3): creation, software, certificate, resolutions, environment,
// and the JSON forms APIDIAN answers them with.
import { readPkcs12 } from './certificate.js';
import { environments, typeDocument, type EnvironmentId } from './catalog.js';
import { fakeBcrypt, timestamp, tokenFor, type Certificate, type Company, type Resolution, type Software, type Store } from './state.js';
import { validate, type Errors, type Rules } from './validation.js';

export const companyRules: Rules = {
  nit: ['required', 'numeric', 'digits_between:1,15'],
  dv: ['required', 'digits:1', 'dian_dv:nit'],
  type_document_identification_id: ['required', 'exists:type_document_identifications'],
  type_organization_id: ['required', 'exists:type_organizations'],
  type_regime_id: ['required', 'exists:type_regimes'],
  type_liability_id: ['required', 'exists:type_liabilities'],
  business_name: ['required', 'string'],
  merchant_registration: ['required', 'string'],
  municipality_id: ['required', 'exists:municipalities'],
  address: ['required', 'string'],
  phone: ['required', 'numeric', 'digits_between:7,10'],
  email: ['required', 'email'],
  language_id: ['exists:languages'],
  tax_id: ['exists:taxes'],
  type_environment_id: ['exists:type_environments'],
  payroll_type_environment_id: ['exists:type_environments'],
  eqdocs_type_environment_id: ['exists:type_environments'],
  type_operation_id: ['exists:type_operations'],
  country_id: ['exists:countries'],
  type_currency_id: ['exists:type_currencies'],
  mail_host: ['required_with:mail_port,mail_username,mail_password,mail_encryption', 'string'],
  mail_port: ['required_with:mail_host,mail_username,mail_password,mail_encryption'],
  mail_username: ['required_with:mail_host,mail_port,mail_password,mail_encryption', 'string'],
  mail_password: ['required_with:mail_host,mail_port,mail_username,mail_encryption', 'string'],
  mail_encryption: ['required_with:mail_host,mail_port,mail_username,mail_password', 'string'],
};

export const noSoftware = 'No se ha configurado el software para esta empresa. Configure el software primero.';
const duplicateEmail = 'Error de registro, el correo electronico ya existe o es el mismo que tiene registrado actualmente.';

/** Fields kept on the company row as sent (the defaults of §3.1 filled in). */
const rowFields = [
  'type_document_identification_id',
  'type_organization_id',
  'type_regime_id',
  'type_liability_id',
  'merchant_registration',
  'municipality_id',
  'address',
  'phone',
  'language_id',
  'tax_id',
  'payroll_type_environment_id',
  'eqdocs_type_environment_id',
  'type_operation_id',
  'country_id',
  'type_currency_id',
  'mail_host',
  'mail_port',
  'mail_username',
  'mail_password',
  'mail_encryption',
] as const;

export type SaveResult = { ok: true; company: Company } | { ok: false; errors: Errors } | { ok: false; message: string };

/** POST config/{nit}/{dv}: creates the company or updates it; the token stays sha256(nit). */
export function saveCompany(store: Store, input: Record<string, unknown>): SaveResult {
  const errors = validate(input, companyRules);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const nit = String(input.nit);
  const email = String(input.email);
  const existing = store.byNit(nit);
  if ([...store.companies.values()].some((company) => company.email === email && company.id !== existing?.id)) {
    return { ok: false, message: duplicateEmail };
  }
  const liability = Number(input.type_liability_id);
  const defaults = {
    language_id: 79,
    tax_id: liability === 117 ? 15 : 1,
    payroll_type_environment_id: 2,
    eqdocs_type_environment_id: 2,
    type_operation_id: 10,
    country_id: 46,
    type_currency_id: 35,
  };
  const fields: Record<string, unknown> = { ...defaults };
  for (const name of rowFields) if (input[name] !== undefined) fields[name] = input[name];
  const now = timestamp();
  const environment = input.type_environment_id === undefined ? (existing?.type_environment_id ?? 2) : Number(input.type_environment_id);
  const company: Company = existing ?? {
    id: store.newCompanyId(),
    identification_number: nit,
    dv: String(input.dv),
    business_name: '',
    email,
    token: tokenFor(nit),
    password: fakeBcrypt(),
    fields: {},
    type_environment_id: environment,
    software: null,
    certificate: null,
    resolutions: [],
    created_at: now,
    updated_at: now,
  };
  company.dv = String(input.dv);
  company.business_name = String(input.business_name);
  company.email = email;
  company.fields = { ...company.fields, ...fields };
  company.type_environment_id = environment;
  company.updated_at = now;
  store.companies.set(company.id, company);
  return { ok: true, company };
}

/** ConfigurationSoftwareRequest: the invoice software (id, pin, url) and the one for equivalent documents (…eqdocs). */
export const softwareRules: Rules = {
  id: ['string', 'required_with:pin'],
  pin: ['required_with:id', 'numeric', 'digits:5'],
  url: ['url'],
  ideqdocs: ['string', 'required_with:pineqdocs'],
  pineqdocs: ['required_with:ideqdocs', 'numeric', 'digits:5'],
  urleqdocs: ['url'],
};

/**
 * PUT config/software and config/softwareeqdocs (one controller): what the body names is stored, the rest kept.
 * Payroll and support-document software are not simulated.
 */
export function saveSoftware(store: Store, company: Company, input: Record<string, unknown>): Software {
  const now = timestamp();
  const software: Software = company.software ?? {
    id: store.newRowId(),
    identifier: '',
    pin: '',
    url: environments[2].url,
    identifier_eqdocs: '',
    pin_eqdocs: '',
    url_eqdocs: environments[2].url,
    created_at: now,
    updated_at: now,
  };
  if (input.id !== undefined) software.identifier = String(input.id);
  if (input.pin !== undefined) software.pin = String(input.pin);
  if (typeof input.url === 'string') software.url = input.url;
  if (input.ideqdocs !== undefined) software.identifier_eqdocs = String(input.ideqdocs);
  if (input.pineqdocs !== undefined) software.pin_eqdocs = String(input.pineqdocs);
  if (typeof input.urleqdocs === 'string') software.url_eqdocs = input.urleqdocs;
  software.updated_at = now;
  company.software = software;
  return software;
}

export const certificateRules: Rules = {
  certificate: ['required', 'string'],
  password: ['required', 'string'],
};

export type CertificateResult = { ok: true; certificate: Certificate } | { ok: false; errors: Record<string, string> };

/** PUT config/certificate: the .p12 must open with the password; its expiry is kept as APIDIAN shows it. */
export function saveCertificate(store: Store, company: Company, input: { certificate: string; password: string }): CertificateResult {
  const read = readPkcs12(input.certificate, input.password);
  if (!read.ok) return read;
  const now = timestamp();
  const certificate: Certificate = {
    id: company.certificate?.id ?? store.newRowId(),
    name: `${company.identification_number}${company.dv}.p12`,
    password: input.password,
    expiration_date: bogotaDateTime(read.notAfter),
    expiresAt: read.notAfter,
    created_at: company.certificate?.created_at ?? now,
    updated_at: now,
  };
  company.certificate = certificate;
  return { ok: true, certificate };
}

export const resolutionRules: Rules = {
  type_document_id: ['required', 'exists:type_documents'],
  prefix: ['string', 'max:4'],
  resolution: ['required_if:type_document_id,1'],
  resolution_date: ['required_if:type_document_id,1', 'date_format:Y-m-d'],
  technical_key: ['required_if:type_document_id,1', 'string'],
  date_from: ['required_if:type_document_id,1', 'date_format:Y-m-d'],
  date_to: ['required_if:type_document_id,1', 'date_format:Y-m-d', 'after:date_from'],
  from: ['required', 'integer'],
  to: [
    'required',
    'integer',
    (value, data) => (Number(value) >= Number(data.from) + 1 ? undefined : `:attribute debe ser mayor o igual a ${Number(data.from) + 1}.`),
  ],
  delete_all_type_resolutions: ['boolean'],
};

/** PUT config/resolution: upsert on (type_document_id, resolution, prefix). */
export function saveResolution(store: Store, company: Company, input: Record<string, unknown>): Resolution {
  const typeDocumentId = Number(input.type_document_id);
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
  if (input.delete_all_type_resolutions === true || input.delete_all_type_resolutions === 1 || input.delete_all_type_resolutions === '1') {
    company.resolutions = company.resolutions.filter((resolution) => resolution.type_document_id !== typeDocumentId);
  }
  const prefix = text(input.prefix);
  const number = text(input.resolution);
  const now = timestamp();
  const existing = company.resolutions.find(
    (row) => row.type_document_id === typeDocumentId && row.resolution === number && row.prefix === prefix,
  );
  const resolution: Resolution = {
    id: existing?.id ?? store.newRowId(),
    type_document_id: typeDocumentId,
    prefix,
    resolution: number,
    resolution_date: text(input.resolution_date),
    technical_key: text(input.technical_key),
    from: Number(input.from),
    to: Number(input.to),
    date_from: text(input.date_from),
    date_to: text(input.date_to),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  company.resolutions = [...company.resolutions.filter((row) => row !== existing), resolution];
  return resolution;
}

export const environmentRules: Rules = {
  type_environment_id: ['exists:type_environments'],
  payroll_type_environment_id: ['exists:type_environments'],
  eqdocs_type_environment_id: ['exists:type_environments'],
  pos: ['exists:type_environments'],
};

/**
 * PUT config/environment: each environment and the software URL that goes with it. `pos` is [CO]'s alias of
 * eqdocs_type_environment_id.
 */
export function saveEnvironment(company: Company, input: Record<string, unknown>): void {
  if (input.payroll_type_environment_id !== undefined)
    company.fields.payroll_type_environment_id = Number(input.payroll_type_environment_id);
  const eqdocs = input.eqdocs_type_environment_id ?? input.pos;
  if (eqdocs !== undefined) {
    company.fields.eqdocs_type_environment_id = Number(eqdocs);
    if (company.software) company.software.url_eqdocs = environments[Number(eqdocs) as EnvironmentId].url;
    company.updated_at = timestamp();
  }
  if (input.type_environment_id === undefined) return;
  const environment = Number(input.type_environment_id) as EnvironmentId;
  company.type_environment_id = environment;
  if (company.software) {
    company.software.url = environments[environment].url;
    company.software.updated_at = timestamp();
  }
  company.updated_at = timestamp();
}

/** Resolutions of `typeDocumentId`, as the invoice request picks them (§4.1). */
export function resolutionsOf(company: Company, typeDocumentId: number): Resolution[] {
  return company.resolutions.filter((resolution) => resolution.type_document_id === typeDocumentId);
}

export function softwareView(software: Software) {
  const { id, identifier, pin, url, identifier_eqdocs, pin_eqdocs, url_eqdocs, created_at, updated_at } = software;
  return {
    id,
    identifier,
    pin,
    url,
    identifier_payroll: null,
    pin_payroll: null,
    url_payroll: null,
    identifier_eqdocs,
    pin_eqdocs,
    url_eqdocs,
    created_at,
    updated_at,
  };
}

/** The environment of the company's equivalent documents: eqdocs_type_environment_id, test (2) until changed. */
export function eqdocsEnvironment(company: Company): number {
  return Number(company.fields.eqdocs_type_environment_id ?? 2);
}

/** The software a document is signed with and the environment it is sent to (ProfileExecutionID, CUFE/CUDE field 15). */
export interface Signer {
  eqdoc: boolean;
  softwareId: string;
  pin: string;
  environment: number;
}

/** The invoice software and environment, or those of equivalent documents (identifier_eqdocs, pin_eqdocs). */
export function signer(company: Company, eqdoc: boolean): Signer {
  const software = company.software;
  return eqdoc
    ? { eqdoc, softwareId: software?.identifier_eqdocs ?? '', pin: software?.pin_eqdocs ?? '', environment: eqdocsEnvironment(company) }
    : { eqdoc, softwareId: software?.identifier ?? '', pin: software?.pin ?? '', environment: company.type_environment_id };
}

export function certificateView(certificate: Certificate) {
  const { id, name, password, expiration_date, created_at, updated_at } = certificate;
  return { name, password, expiration_date, updated_at, created_at, id };
}

export function resolutionView(resolution: Resolution) {
  const number = resolution.from;
  return {
    ...resolution,
    number,
    next_consecutive: `${resolution.prefix ?? ''}${number}`,
    type_document: typeDocument(resolution.type_document_id),
  };
}

/** The Company row with its eager-loaded relations (`$with` of app/Company.php). */
export function companyView(company: Company) {
  const environment = environments[company.type_environment_id as EnvironmentId];
  return {
    id: company.id,
    user_id: company.id,
    identification_number: company.identification_number,
    dv: company.dv,
    ...company.fields,
    type_environment_id: company.type_environment_id,
    state: true,
    created_at: company.created_at,
    updated_at: company.updated_at,
    user: {
      id: company.id,
      name: company.business_name,
      email: company.email,
      created_at: company.created_at,
      updated_at: company.updated_at,
    },
    software: company.software && softwareView(company.software),
    certificate: company.certificate && certificateView(company.certificate),
    resolutions: company.resolutions.map(resolutionView),
    type_environment: { id: environment.id, name: environment.name, code: environment.code },
  };
}

/** Days from now until `date`, never below 0 (APIDIAN's certificate_days_left / resolution_days_left). */
export function daysLeft(date: Date, now = new Date()): number {
  return Math.max(0, Math.floor((date.getTime() - now.getTime()) / 86_400_000));
}

export function certificateDaysLeft(company: Company): number {
  return company.certificate ? daysLeft(company.certificate.expiresAt) : 0;
}

/** 'Y/m/d H:i:s' in America/Bogota (UTC−5 all year), APIDIAN's timezone. */
export function bogotaDateTime(date: Date): string {
  const bogota = new Date(date.getTime() - 5 * 3600 * 1000).toISOString();
  return `${bogota.slice(0, 10).replace(/-/g, '/')} ${bogota.slice(11, 19)}`;
}

/** Today and now in Bogotá: the defaults of an invoice's date and time. */
export function bogotaNow(now = new Date()): { date: string; time: string } {
  const bogota = new Date(now.getTime() - 5 * 3600 * 1000).toISOString();
  return { date: bogota.slice(0, 10), time: bogota.slice(11, 19) };
}
