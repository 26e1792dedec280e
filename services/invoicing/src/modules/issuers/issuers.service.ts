import {
  invoicingAdminMessages,
  issuerUnknownToApidianCode,
  type AuditActor,
  type IssuerDetail,
  type IssuerListItem,
  type UpdateIssuerRequest,
} from '@mb/contracts';
import { AppError, badRequest, notFound, recordAudit, withTransaction, type Pool, type Tx } from '@mb/service-kit';
import { ApidianUnavailable, type ApidianAnswer, type ApidianClient } from '../../apidian/apidian-client.js';
import { apidianAccepted, apidianRefusalMessage, apidianRefusalStatus, createdCompany } from '../../domain/apidian-answers.js';
import { isPlatformCompany } from '../../domain/issuer-visibility.js';
import { decryptToken, encryptToken, tokenDigest } from '../../domain/token-crypto.js';
import {
  applyIssuerState,
  deleteIssuer,
  findIssuerRow,
  keptFields,
  listIssuerRows,
  updateIssuerFields,
  upsertIssuer,
  type IssuerFieldsRow,
  type IssuerRow,
} from './issuers.repository.js';

export interface IssuersDeps {
  pool: Pool;
  apidian: ApidianClient;
  /** ISSUER_TOKEN_KEY as bytes. */
  tokenKey: Buffer;
}

/** What the screens see of a token: enough to tell two apart, never enough to use one. */
export const tokenHint = (token: string): string => `${token.slice(0, 4)}…${token.slice(-4)}`;

const listItem = (row: IssuerRow, token: string): IssuerListItem => ({
  id: row.id,
  business_name: row.business_name,
  nit: row.nit,
  dv: row.dv,
  email: row.email,
  corporate_email: row.corporate_email,
  token: tokenHint(token),
  configured: row.configured ? 1 : 0,
  signature_configured: row.signature_configured ? 1 : 0,
  certificate_expiration_date: row.certificate_expiration_date,
  resolutions_count: row.resolutions_count,
  type_environment_id: row.type_environment_id,
  eqdocs_configured: row.eqdocs_software_id ? 1 : 0,
  eqdocs_type_environment_id: row.eqdocs_type_environment_id,
  restaurant: row.restaurant_id
    ? {
        restaurant_id: row.restaurant_id,
        restaurant_name: row.restaurant_name,
        owner_email: row.owner_email ?? '',
        inc_responsible: row.inc_responsible ?? true,
      }
    : null,
});

const detail = (row: IssuerRow, token: string): IssuerDetail => ({
  ...listItem(row, token),
  type_document_identification_id: row.type_document_identification_id,
  type_organization_id: row.type_organization_id,
  type_regime_id: row.type_regime_id,
  type_liability_id: row.type_liability_id,
  municipality_id: row.municipality_id,
  merchant_registration: row.merchant_registration,
  address: row.address,
  phone: row.phone,
  mail_host: row.mail_host,
  mail_port: row.mail_port,
  mail_username: row.mail_username,
  mail_encryption: row.mail_encryption,
});

/** The modal's fields as kept: everything but the mail password, which only APIDIAN gets. */
export function issuerFieldsRow(nit: string, dv: string, fields: Omit<UpdateIssuerRequest, 'nit' | 'dv'>): IssuerFieldsRow {
  return {
    nit,
    dv,
    business_name: fields.business_name,
    email: fields.email,
    corporate_email: fields.mail_username ?? null,
    type_document_identification_id: fields.type_document_identification_id,
    type_organization_id: fields.type_organization_id,
    type_regime_id: fields.type_regime_id,
    type_liability_id: fields.type_liability_id,
    municipality_id: fields.municipality_id,
    merchant_registration: fields.merchant_registration ?? null,
    address: fields.address,
    phone: fields.phone,
    mail_host: fields.mail_host ?? null,
    mail_port: fields.mail_port ?? null,
    mail_username: fields.mail_username ?? null,
    mail_encryption: fields.mail_encryption ?? null,
  };
}

const noCustomMail = { mail_host: null, mail_port: null, mail_username: null, mail_password: null, mail_encryption: null };

/** An issuer's administrative change in the audit log; snapshots are the kept fields (never a token or password). */
export const auditIssuer = (tx: Tx, actor: AuditActor, action: string, id: number, before: object | null, after: object | null) =>
  recordAudit(tx, 'invoicing', { actor, action, entity: { type: 'issuer', id: String(id) }, before, after });

/** APIDIAN's answer, or 503 when it cannot be reached. */
export async function askApidian(call: () => Promise<ApidianAnswer>): Promise<ApidianAnswer> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApidianUnavailable) throw new AppError(503, invoicingAdminMessages.apidianUnavailable);
    throw error;
  }
}

const refusal = (answer: ApidianAnswer, fallback: string) =>
  new AppError(apidianRefusalStatus(answer), apidianRefusalMessage(answer.body, fallback));

export function issuersService({ pool, apidian, tokenKey }: IssuersDeps) {
  /** An issuer the screens manage: the platform's own company is hidden like one that does not exist. */
  async function managed(id: number): Promise<IssuerRow> {
    const row = await findIssuerRow(pool, id);
    if (!row || isPlatformCompany(row)) throw notFound(invoicingAdminMessages.issuerNotFound);
    return row;
  }
  const token = (row: IssuerRow) => decryptToken(tokenKey, row.token_encrypted);

  return {
    /** GET /facturacion/facturadores: every issuer but the platform's own company (spec 3 §2.1). */
    async list(): Promise<IssuerListItem[]> {
      const rows = await listIssuerRows(pool);
      return rows.filter((row) => !isPlatformCompany(row)).map((row) => listItem(row, token(row)));
    },

    async get(id: number): Promise<IssuerDetail> {
      const row = await managed(id);
      return detail(row, token(row));
    },

    /** The stored row of an issuer the screens manage (its flags and link, as the enablement reads them). */
    row: managed,

    /** The APIDIAN token of an issuer the screens manage, for the calls they make with its id. */
    async tokenOf(id: number): Promise<string> {
      return token(await managed(id));
    },

    /**
     * PUT /facturacion/facturadores/{id}: APIDIAN's `POST config/{nit}/{dv}` updates the company it keys by NIT, so
     * the NIT and DV stay those of the issuer; the row changes only once APIDIAN took the change.
     */
    async update(id: number, input: UpdateIssuerRequest, actor: AuditActor): Promise<IssuerDetail> {
      const row = await managed(id);
      if (input.nit !== row.nit || input.dv !== row.dv) throw badRequest(invoicingAdminMessages.nitCannotChange);
      const { nit, dv, ...fields } = input;
      // APIDIAN keeps the fields it is not sent, so going back to the API's default mail clears the custom SMTP there
      // with nulls (all five together, as its all-or-none rule wants).
      const defaultMail = fields.mail_host === undefined && row.mail_host !== null ? noCustomMail : {};
      const answer = await askApidian(() => apidian.call('POST', `config/${nit}/${dv}`, { body: { ...fields, ...defaultMail } }));
      if (!apidianAccepted(answer)) throw refusal(answer, invoicingAdminMessages.updateFailed);
      const company = createdCompany(answer.body);
      const updated = issuerFieldsRow(nit, dv, fields);
      await withTransaction(pool, async (tx) => {
        await updateIssuerFields(tx, id, updated);
        if (company?.id === id) await applyIssuerState(tx, id, company.state);
        await auditIssuer(tx, actor, 'issuer.updated', id, keptFields(row), updated);
      });
      return detail((await findIssuerRow(pool, id))!, token(row));
    },

    /**
     * DELETE /facturacion/facturadores/{id}: APIDIAN deletes the company and its user first ('Esta acción eliminará
     * usuario y compañía'). APIDIAN answering 401 to the issuer's own token means it no longer knows the company
     * (deleted there some other way): the row goes only once the administrator confirmed it (`forget`), since
     * APIDIAN keeps nothing to delete and the row alone cannot be told apart from a mistyped install.
     */
    async remove(id: number, actor: AuditActor, { forget = false } = {}): Promise<void> {
      const row = await managed(id);
      const answer = await askApidian(() => apidian.call('POST', `delete/company/${row.nit}/${row.dv}`, { token: token(row) }));
      const unknownToApidian = answer.status === 401;
      if (unknownToApidian && !forget) {
        throw new AppError(409, invoicingAdminMessages.issuerUnknownToApidian, { code: issuerUnknownToApidianCode });
      }
      if (!unknownToApidian && !apidianAccepted(answer)) throw refusal(answer, invoicingAdminMessages.issuerDeleteFailed);
      await withTransaction(pool, async (tx) => {
        await deleteIssuer(tx, id);
        await auditIssuer(tx, actor, 'issuer.deleted', id, keptFields(row), unknownToApidian ? { apidian: 'ya no lo conocía' } : null);
      });
    },

    /** After APIDIAN created (or re-created) a company through the proxy: keep it, its token encrypted. */
    async saveCreated(
      nit: string,
      dv: string,
      fields: Omit<UpdateIssuerRequest, 'nit' | 'dv'>,
      body: Record<string, unknown>,
      actor: AuditActor,
    ): Promise<void> {
      const company = createdCompany(body);
      if (!company) return;
      const created = issuerFieldsRow(nit, dv, fields);
      const earlier = await findIssuerRow(pool, company.id);
      await withTransaction(pool, async (tx) => {
        await auditIssuer(
          tx,
          actor,
          earlier ? 'issuer.updated' : 'issuer.created',
          company.id,
          earlier ? keptFields(earlier) : null,
          created,
        );
        await upsertIssuer(tx, {
          id: company.id,
          fields: created,
          tokenEncrypted: encryptToken(tokenKey, company.token),
          tokenSha256: tokenDigest(company.token),
        });
        await applyIssuerState(tx, company.id, company.state);
      });
    },
  };
}
export type IssuersService = ReturnType<typeof issuersService>;
