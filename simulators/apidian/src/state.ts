// The simulator's memory: companies with their configuration (one user each) and the documents sent to "DIAN".
import { createHash, randomBytes } from 'node:crypto';

export interface Software {
  id: number;
  identifier: string;
  pin: string;
  url: string;
  /** The software for equivalent documents (config/softwareeqdocs). */
  identifier_eqdocs: string;
  pin_eqdocs: string;
  url_eqdocs: string;
  created_at: string;
  updated_at: string;
}

export interface Certificate {
  id: number;
  name: string;
  password: string;
  expiration_date: string;
  /** The same instant as a Date, to count the days left. */
  expiresAt: Date;
  created_at: string;
  updated_at: string;
}

export interface Resolution {
  id: number;
  type_document_id: number;
  prefix: string | null;
  resolution: string | null;
  resolution_date: string | null;
  technical_key: string | null;
  from: number;
  to: number;
  date_from: string | null;
  date_to: string | null;
  created_at: string;
  updated_at: string;
}

export interface Company {
  id: number;
  identification_number: string;
  dv: string;
  business_name: string;
  email: string;
  token: string;
  /** bcrypt-shaped; the simulator never checks it. */
  password: string;
  fields: Record<string, unknown>;
  type_environment_id: number;
  software: Software | null;
  certificate: Certificate | null;
  resolutions: Resolution[];
  created_at: string;
  updated_at: string;
}

export type Outcome = 'accepted' | 'rejected';

export interface IssuedDocument {
  companyId: number;
  nit: string;
  typeDocumentId: number;
  prefix: string;
  number: number;
  /** prefix + number, DIAN's NumFac. */
  fullNumber: string;
  cufe: string;
  date: string;
  time: string;
  environment: number;
  /** APIDIAN's file prefix: FES, NCS, NDS, POSS (POS document), NCQS (adjustment note)… as in `FES-SETP990000001.pdf`. */
  file: string;
  /** Set for documents sent with SendTestSetAsync. */
  testSetId: string | null;
  zipKey: string | null;
  xmlFileName: string;
  outcome: Outcome;
  /** DIAN's rule messages, "Regla: X, Rechazo: …". */
  errors: string[];
  /** status/zip calls answered so far. */
  zipPolls: number;
  /** The request body as received. */
  payload: Record<string, unknown>;
  customerId: string;
  payableAmount: string;
  createdAt: string;
}

/** Laravel 10's JSON date form. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

export function tokenFor(nit: string): string {
  return createHash('sha256').update(nit).digest('hex');
}

export function fakeBcrypt(): string {
  const alphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `$2y$10$${Array.from(randomBytes(53), (byte) => alphabet[byte % 64]).join('')}`;
}

export class Store {
  readonly companies = new Map<number, Company>();
  readonly documents: IssuedDocument[] = [];
  #nextCompanyId = 1;
  #nextRowId = 1;
  /** Per company, type and year: the counter in XmlFileName. */
  readonly #fileCounters = new Map<string, number>();

  newCompanyId(): number {
    return this.#nextCompanyId++;
  }

  /** Ids for software, certificate and resolution rows. */
  newRowId(): number {
    return this.#nextRowId++;
  }

  byNit(nit: string): Company | undefined {
    return [...this.companies.values()].find((company) => company.identification_number === nit);
  }

  byToken(token: string): Company | undefined {
    return [...this.companies.values()].find((company) => company.token === token);
  }

  deleteCompany(company: Company): void {
    this.companies.delete(company.id);
    for (let index = this.documents.length - 1; index >= 0; index--) {
      if (this.documents[index]!.companyId === company.id) this.documents.splice(index, 1);
    }
  }

  /** A CUFE sent again (rule 90, or a retry after a rejection) has several rows: DIAN knows the accepted one. */
  documentByCufe(cufe: string): IssuedDocument | undefined {
    const sent = this.documents.filter((document) => document.cufe === cufe);
    return sent.find((document) => document.outcome === 'accepted') ?? sent.at(-1);
  }

  documentByZipKey(zipKey: string): IssuedDocument | undefined {
    return this.documents.find((document) => document.zipKey === zipKey);
  }

  nextFileCounter(companyId: number, typeDocumentId: number, year: number): number {
    const key = `${companyId}/${typeDocumentId}/${year}`;
    const next = (this.#fileCounters.get(key) ?? 0) + 1;
    this.#fileCounters.set(key, next);
    return next;
  }
}
