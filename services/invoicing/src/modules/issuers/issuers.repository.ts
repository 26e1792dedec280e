import type { Queryable } from '@mb/service-kit';
import type { IssuerState, ResolutionKey } from '../../domain/apidian-answers.js';
import { numberedDocumentTypeIds } from '../../domain/numbered-documents.js';
import type { ResolutionTerms } from '../../domain/resolution-terms.js';

/** An issuer row as stored: the token still encrypted. */
export interface IssuerRow {
  id: number;
  nit: string;
  dv: string;
  business_name: string;
  email: string;
  corporate_email: string | null;
  type_document_identification_id: number;
  type_organization_id: number;
  type_regime_id: number;
  type_liability_id: number;
  municipality_id: number;
  merchant_registration: string | null;
  address: string;
  phone: string;
  mail_host: string | null;
  mail_port: number | null;
  mail_username: string | null;
  mail_encryption: 'tls' | 'ssl' | 'none' | null;
  token_encrypted: Buffer;
  configured: boolean;
  signature_configured: boolean;
  certificate_expiration_date: string | null;
  resolutions_count: number;
  type_environment_id: 1 | 2;
  eqdocs_software_id: string | null;
  eqdocs_type_environment_id: 1 | 2;
  /** Type-15 resolutions (a restaurant's POS documents). */
  pos_resolutions_count: number;
  /** The restaurant it documents the sales of. */
  restaurant_id: string | null;
  restaurant_name: string | null;
  owner_email: string | null;
  inc_responsible: boolean | null;
}

/** The fields of the issuer modal as they are kept (no mail password). */
export type IssuerFieldsRow = Pick<
  IssuerRow,
  | 'nit'
  | 'dv'
  | 'business_name'
  | 'email'
  | 'corporate_email'
  | 'type_document_identification_id'
  | 'type_organization_id'
  | 'type_regime_id'
  | 'type_liability_id'
  | 'municipality_id'
  | 'merchant_registration'
  | 'address'
  | 'phone'
  | 'mail_host'
  | 'mail_port'
  | 'mail_username'
  | 'mail_encryption'
>;

const fieldColumns = [
  'nit',
  'dv',
  'business_name',
  'email',
  'corporate_email',
  'type_document_identification_id',
  'type_organization_id',
  'type_regime_id',
  'type_liability_id',
  'municipality_id',
  'merchant_registration',
  'address',
  'phone',
  'mail_host',
  'mail_port',
  'mail_username',
  'mail_encryption',
] as const satisfies readonly (keyof IssuerFieldsRow)[];

/** The modal's fields of a kept issuer (what the audit log shows changing), without its token. */
export const keptFields = (row: IssuerRow): IssuerFieldsRow =>
  Object.fromEntries(fieldColumns.map((column) => [column, row[column]])) as IssuerFieldsRow;

const select = `
  SELECT i.id, ${fieldColumns.map((column) => `i.${column}`).join(', ')}, i.token_encrypted, i.configured,
         i.signature_configured, i.certificate_expiration_date, i.type_environment_id, i.eqdocs_software_id,
         i.eqdocs_type_environment_id, l.restaurant_id, l.restaurant_name, l.owner_email, l.inc_responsible,
         (SELECT count(*)::int FROM issuer_resolutions r WHERE r.issuer_id = i.id) AS resolutions_count,
         (SELECT count(*)::int FROM issuer_resolutions r WHERE r.issuer_id = i.id AND r.type_document_id = 15) AS pos_resolutions_count
    FROM issuers i LEFT JOIN restaurant_issuers l ON l.issuer_id = i.id`;

export async function listIssuerRows(db: Queryable): Promise<IssuerRow[]> {
  const { rows } = await db.query<IssuerRow>(`${select} ORDER BY i.id`);
  return rows;
}

export async function findIssuerRow(db: Queryable, id: number): Promise<IssuerRow | undefined> {
  const { rows } = await db.query<IssuerRow>(`${select} WHERE i.id = $1`, [id]);
  return rows[0];
}

export async function findIssuerRowByNit(db: Queryable, nit: string): Promise<IssuerRow | undefined> {
  return (await listIssuerRows(db)).find((row) => row.nit === nit);
}

export async function findIssuerRowByToken(db: Queryable, tokenSha256: string): Promise<IssuerRow | undefined> {
  const { rows } = await db.query<IssuerRow>(`${select} WHERE i.token_sha256 = $1`, [tokenSha256]);
  return rows[0];
}

/**
 * The company APIDIAN created or updated under `id`. APIDIAN is the word on which company holds a NIT, so a row left
 * from an earlier company with the same NIT (deleted in APIDIAN some other way) goes.
 */
export async function upsertIssuer(
  db: Queryable,
  issuer: { id: number; fields: IssuerFieldsRow; tokenEncrypted: Buffer; tokenSha256: string },
): Promise<void> {
  await db.query('DELETE FROM issuers WHERE (nit = $1 OR token_sha256 = $2) AND id <> $3', [
    issuer.fields.nit,
    issuer.tokenSha256,
    issuer.id,
  ]);
  const values = fieldColumns.map((column) => issuer.fields[column]);
  const placeholders = fieldColumns.map((_, index) => `$${index + 4}`).join(', ');
  await db.query(
    `INSERT INTO issuers (id, token_encrypted, token_sha256, ${fieldColumns.join(', ')})
     VALUES ($1, $2, $3, ${placeholders})
     ON CONFLICT (id) DO UPDATE SET
       token_encrypted = EXCLUDED.token_encrypted, token_sha256 = EXCLUDED.token_sha256,
       ${fieldColumns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()`,
    [issuer.id, issuer.tokenEncrypted, issuer.tokenSha256, ...values],
  );
}

export async function updateIssuerFields(db: Queryable, id: number, fields: IssuerFieldsRow): Promise<void> {
  const assignments = fieldColumns.map((column, index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE issuers SET ${assignments}, updated_at = now() WHERE id = $1`, [
    id,
    ...fieldColumns.map((column) => fields[column]),
  ]);
}

/** Writes what an accepted APIDIAN call told about the issuer; keys absent from `state` keep their value. */
export async function applyIssuerState(db: Queryable, id: number, state: IssuerState): Promise<void> {
  await db.query(
    `UPDATE issuers SET
       configured = COALESCE($2, configured),
       signature_configured = COALESCE($3, signature_configured),
       certificate_expiration_date = CASE WHEN $4 THEN $5 ELSE certificate_expiration_date END,
       type_environment_id = COALESCE($6, type_environment_id),
       eqdocs_type_environment_id = COALESCE($7, eqdocs_type_environment_id),
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      state.configured ?? null,
      state.signature_configured ?? null,
      'certificate_expiration_date' in state,
      state.certificate_expiration_date ?? null,
      state.type_environment_id ?? null,
      state.eqdocs_type_environment_id ?? null,
    ],
  );
  if (state.resolutions) {
    // Those still listed are kept with the terms (range, validity) the expiry warnings watch; the others go.
    const listed = state.resolutions;
    await db.query(
      `DELETE FROM issuer_resolutions WHERE issuer_id = $1
         AND (type_document_id, resolution, prefix) NOT IN (SELECT * FROM unnest($2::int[], $3::text[], $4::text[]))`,
      [id, listed.map((key) => key.type_document_id), listed.map((key) => key.resolution), listed.map((key) => key.prefix)],
    );
    for (const resolution of listed) await saveResolution(db, id, resolution);
  }
}

/** `terms`, when known, are what the expiry warnings watch (a resolution saved again takes its new terms). */
export async function saveResolution(
  db: Queryable,
  issuerId: number,
  key: ResolutionKey,
  { replaceType = false, terms }: { replaceType?: boolean; terms?: ResolutionTerms } = {},
): Promise<void> {
  if (replaceType) {
    await db.query('DELETE FROM issuer_resolutions WHERE issuer_id = $1 AND type_document_id = $2', [issuerId, key.type_document_id]);
  }
  await db.query(
    `INSERT INTO issuer_resolutions
       (issuer_id, type_document_id, resolution, prefix, range_from, range_to, valid_to, valid_from, resolution_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (issuer_id, type_document_id, resolution, prefix) DO UPDATE SET
       range_from = COALESCE(EXCLUDED.range_from, issuer_resolutions.range_from),
       range_to = COALESCE(EXCLUDED.range_to, issuer_resolutions.range_to),
       valid_to = COALESCE(EXCLUDED.valid_to, issuer_resolutions.valid_to),
       valid_from = COALESCE(EXCLUDED.valid_from, issuer_resolutions.valid_from),
       resolution_date = COALESCE(EXCLUDED.resolution_date, issuer_resolutions.resolution_date)`,
    [
      issuerId,
      key.type_document_id,
      key.resolution,
      key.prefix,
      terms?.rangeFrom ?? null,
      terms?.rangeTo ?? null,
      terms?.validTo ?? null,
      terms?.validFrom ?? null,
      terms?.resolutionDate ?? null,
    ],
  );
}

/** The equivalent documents' software APIDIAN took, its PIN encrypted. */
export async function saveEqdocsSoftware(db: Queryable, id: number, softwareId: string, pinEncrypted: Buffer): Promise<void> {
  await db.query('UPDATE issuers SET eqdocs_software_id = $2, eqdocs_pin_encrypted = $3, updated_at = now() WHERE id = $1', [
    id,
    softwareId,
    pinEncrypted,
  ]);
}

export async function deleteIssuer(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM issuers WHERE id = $1', [id]);
}

/** The document types a numbering resolution can be for (the resolution tab's choices). */
export async function listNumberedTypeDocuments(db: Queryable): Promise<{ id: number; name: string; code: string }[]> {
  const { rows } = await db.query<{ id: number; name: string; code: string }>(
    'SELECT id, name, code FROM type_documents WHERE id = ANY($1) ORDER BY id',
    [numberedDocumentTypeIds],
  );
  return rows;
}
