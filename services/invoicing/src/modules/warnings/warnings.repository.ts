import type { Queryable, Tx } from '@mb/service-kit';
import type { ExpiryWarning, WarningKind, WatchedCertificate, WatchedResolution } from '../../domain/expiry-warnings.js';

/** The platform's own company is not one of the screens' issuers (see issuer-visibility.ts): its numbering is watched from config. */
const screenIssuers = "i.id <> 1 AND lower(trim(i.business_name)) <> 'admin'";

/**
 * The resolutions the issuers configured, with what they allow. How far one was used is known only where the platform
 * numbers it: a restaurant's sale documents (POS, adjustment notes, invoices asked for by diners).
 */
export async function watchedIssuerResolutions(db: Queryable): Promise<WatchedResolution[]> {
  const { rows } = await db.query<WatchedResolution>(
    `SELECT r.issuer_id AS "issuerId", i.business_name AS "issuerName", r.type_document_id AS "typeDocumentId",
            r.resolution, r.prefix, r.range_from::float8 AS "rangeFrom", r.range_to::float8 AS "rangeTo",
            to_char(r.valid_to, 'YYYY-MM-DD') AS "validTo",
            (SELECT n.next_number::float8 FROM pos_document_numbering n WHERE n.issuer_id = r.issuer_id AND n.prefix = r.prefix)
              AS "nextNumber"
       FROM issuer_resolutions r JOIN issuers i ON i.id = r.issuer_id
      WHERE ${screenIssuers}`,
  );
  return rows;
}

export async function watchedCertificates(db: Queryable): Promise<WatchedCertificate[]> {
  const { rows } = await db.query<WatchedCertificate>(
    `SELECT i.id AS "issuerId", i.business_name AS "issuerName", i.certificate_expiration_date AS "expirationDate"
       FROM issuers i WHERE i.signature_configured AND ${screenIssuers}`,
  );
  return rows;
}

/** The next number the platform will give under `prefix`, or null before its first document. */
export async function platformNextNumber(db: Queryable, prefix: string): Promise<number | null> {
  const { rows } = await db.query<{ next_number: string }>('SELECT next_number FROM invoice_numbering WHERE prefix = $1', [prefix]);
  return rows[0] ? Number(rows[0].next_number) : null;
}

export interface WarningRow {
  id: number;
  issuer_id: number;
  issuer_name: string;
  kind: WarningKind;
  subject: string;
  ends_on: string | null;
  numbers_left: number | null;
  range_size: number | null;
  raised_at: Date;
  mailed_at: Date | null;
}

const columns = `id::int, issuer_id, issuer_name, kind, subject, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
  numbers_left::float8, range_size::float8, raised_at, mailed_at`;

/**
 * The warnings a check found: a new one is inserted, one found again only has its figures and `seen_at` refreshed
 * (and is no longer cleared); those not found are cleared. Answers the rows of the warnings found.
 */
export async function recordWarnings(tx: Tx, warnings: ExpiryWarning[]): Promise<WarningRow[]> {
  const found: WarningRow[] = [];
  for (const warning of warnings) {
    const { rows } = await tx.query<WarningRow>(
      `INSERT INTO expiry_warnings (issuer_id, kind, subject, issuer_name, ends_on, numbers_left, range_size)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (issuer_id, kind, subject) DO UPDATE SET
         issuer_name = EXCLUDED.issuer_name, ends_on = EXCLUDED.ends_on, numbers_left = EXCLUDED.numbers_left,
         range_size = EXCLUDED.range_size, seen_at = now(), cleared_at = NULL
       RETURNING ${columns}`,
      [warning.issuerId, warning.kind, warning.subject, warning.issuerName, warning.endsOn, warning.numbersLeft, warning.rangeSize],
    );
    found.push(rows[0]!);
  }
  await tx.query('UPDATE expiry_warnings SET cleared_at = now() WHERE cleared_at IS NULL AND NOT (id = ANY($1::bigint[]))', [
    found.map((row) => row.id),
  ]);
  return found;
}

export async function markMailed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE expiry_warnings SET mailed_at = now() WHERE id = $1 AND mailed_at IS NULL', [id]);
}

export async function findWarning(db: Queryable, id: number): Promise<WarningRow | undefined> {
  const { rows } = await db.query<WarningRow>(`SELECT ${columns} FROM expiry_warnings WHERE id = $1`, [id]);
  return rows[0];
}

/** The warnings that still apply, the nearest end first. */
export async function listActiveWarnings(db: Queryable): Promise<WarningRow[]> {
  const { rows } = await db.query<WarningRow>(
    `SELECT ${columns} FROM expiry_warnings WHERE cleared_at IS NULL ORDER BY ends_on NULLS LAST, issuer_name, kind, subject`,
  );
  return rows;
}
