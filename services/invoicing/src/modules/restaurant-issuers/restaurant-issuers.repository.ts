import type { Queryable } from '@mb/service-kit';
import { decryptToken } from '../../domain/token-crypto.js';

/** APIDIAN's document types a restaurant issues (reference §11): the POS document, its adjustment note, the invoice. */
export const restaurantDocumentTypes = { invoice: 1, posDocument: 15, adjustmentNote: 26 } as const;

/** A numbering resolution as APIDIAN saved it; dates YYYY-MM-DD, null where it was not given. */
export interface IssuerResolution {
  typeDocumentId: number;
  resolution: string;
  prefix: string;
  rangeFrom: number | null;
  rangeTo: number | null;
  resolutionDate: string | null;
  validFrom: string | null;
  validTo: string | null;
}

/** What issuing a restaurant's documents needs of its issuer; the token and the eqdoc PIN still encrypted. */
export interface RestaurantIssuerRow {
  restaurantId: string;
  restaurantName: string | null;
  ownerEmail: string;
  issuerId: number;
  tokenEncrypted: Buffer;
  nit: string;
  dv: string;
  businessName: string;
  email: string;
  phone: string;
  address: string;
  municipalityId: number;
  typeOrganizationId: number;
  typeRegimeId: number;
  typeLiabilityId: number;
  /** Whether its lines carry the impuesto nacional al consumo (tax 4, 8 %). */
  incResponsible: boolean;
  eqdocsSoftwareId: string | null;
  eqdocsPinEncrypted: Buffer | null;
  /** 1 production, 2 test (enablement): the equivalent documents' own environment. */
  eqdocsEnvironmentId: 1 | 2;
  invoiceEnvironmentId: 1 | 2;
  /** The type-15 resolution its POS documents are numbered from. */
  posResolution: IssuerResolution | null;
  /** The type-26 numbering of its adjustment notes. */
  adjustmentNoteResolution: IssuerResolution | null;
  /** The type-1 resolution of the invoices a diner asks for. */
  invoiceResolution: IssuerResolution | null;
}

/** The same with its secrets opened, for the calls and the CUDE. */
export type OpenRestaurantIssuer = Omit<RestaurantIssuerRow, 'tokenEncrypted' | 'eqdocsPinEncrypted'> & {
  token: string;
  eqdocsPin: string | null;
};

const resolutionColumns = `json_build_object(
  'typeDocumentId', r.type_document_id, 'resolution', r.resolution, 'prefix', r.prefix, 'rangeFrom', r.range_from,
  'rangeTo', r.range_to, 'resolutionDate', r.resolution_date, 'validFrom', r.valid_from, 'validTo', r.valid_to)`;

/** The newest resolution of a type (a resolution saved again replaces the older ones of its type in practice). */
const resolutionOf = (type: number) => `(SELECT ${resolutionColumns} FROM issuer_resolutions r
    WHERE r.issuer_id = i.id AND r.type_document_id = ${type} ORDER BY r.created_at DESC, r.range_to DESC NULLS LAST LIMIT 1)`;

const select = `
  SELECT l.restaurant_id AS "restaurantId", l.restaurant_name AS "restaurantName", l.owner_email AS "ownerEmail",
         i.id AS "issuerId", i.token_encrypted AS "tokenEncrypted", i.nit, i.dv, i.business_name AS "businessName",
         i.email, i.phone, i.address, i.municipality_id AS "municipalityId", i.type_organization_id AS "typeOrganizationId",
         i.type_regime_id AS "typeRegimeId", i.type_liability_id AS "typeLiabilityId", l.inc_responsible AS "incResponsible",
         i.eqdocs_software_id AS "eqdocsSoftwareId", i.eqdocs_pin_encrypted AS "eqdocsPinEncrypted",
         i.eqdocs_type_environment_id AS "eqdocsEnvironmentId", i.type_environment_id AS "invoiceEnvironmentId",
         ${resolutionOf(restaurantDocumentTypes.posDocument)} AS "posResolution",
         ${resolutionOf(restaurantDocumentTypes.adjustmentNote)} AS "adjustmentNoteResolution",
         ${resolutionOf(restaurantDocumentTypes.invoice)} AS "invoiceResolution"
    FROM restaurant_issuers l JOIN issuers i ON i.id = l.issuer_id`;

/** The issuer a restaurant's sales are documented by, or undefined while none is linked. */
export async function issuerOfRestaurant(db: Queryable, restaurantId: string): Promise<RestaurantIssuerRow | undefined> {
  const { rows } = await db.query<RestaurantIssuerRow>(`${select} WHERE l.restaurant_id = $1`, [restaurantId]);
  return rows[0];
}

/** Opens the token and the eqdoc PIN with ISSUER_TOKEN_KEY. */
export function openRestaurantIssuer(row: RestaurantIssuerRow, key: Buffer): OpenRestaurantIssuer {
  const { tokenEncrypted, eqdocsPinEncrypted, ...rest } = row;
  return {
    ...rest,
    token: decryptToken(key, tokenEncrypted),
    eqdocsPin: eqdocsPinEncrypted ? decryptToken(key, eqdocsPinEncrypted) : null,
  };
}

/** Links a restaurant to an issuer; linking it again (another issuer, a corrected owner) replaces the link. */
export async function linkRestaurant(
  db: Queryable,
  link: { restaurantId: string; issuerId: number; restaurantName: string | null; ownerEmail: string; incResponsible: boolean },
): Promise<void> {
  await db.query('DELETE FROM restaurant_issuers WHERE issuer_id = $1 AND restaurant_id <> $2', [link.issuerId, link.restaurantId]);
  await db.query(
    `INSERT INTO restaurant_issuers (restaurant_id, issuer_id, restaurant_name, owner_email, inc_responsible)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (restaurant_id) DO UPDATE SET issuer_id = EXCLUDED.issuer_id, restaurant_name = EXCLUDED.restaurant_name,
       owner_email = EXCLUDED.owner_email, inc_responsible = EXCLUDED.inc_responsible, linked_at = now()`,
    [link.restaurantId, link.issuerId, link.restaurantName, link.ownerEmail, link.incResponsible],
  );
  await db.query('UPDATE restaurant_issuer_requests SET handled_at = now() WHERE restaurant_id = $1 AND handled_at IS NULL', [
    link.restaurantId,
  ]);
}

export async function unlinkRestaurant(db: Queryable, restaurantId: string): Promise<void> {
  await db.query('DELETE FROM restaurant_issuers WHERE restaurant_id = $1', [restaurantId]);
}

/** An owner's request as kept. */
export interface IssuerRequestRow {
  restaurant_id: string;
  restaurant_name: string | null;
  nit: string;
  dv: string;
  business_name: string;
  type_organization_id: number;
  type_regime_id: number;
  type_liability_id: number;
  inc_responsible: boolean;
  municipality_id: number;
  address: string;
  phone: string;
  email: string;
  owner_email: string;
  requested_at: Date;
  handled_at: Date | null;
}

export type IssuerRequestFields = Omit<IssuerRequestRow, 'requested_at' | 'handled_at'>;

const requestColumns = [
  'restaurant_id',
  'restaurant_name',
  'nit',
  'dv',
  'business_name',
  'type_organization_id',
  'type_regime_id',
  'type_liability_id',
  'inc_responsible',
  'municipality_id',
  'address',
  'phone',
  'email',
  'owner_email',
] as const satisfies readonly (keyof IssuerRequestFields)[];

/** Sending the request again replaces what was typed and makes it pending again. */
export async function saveIssuerRequest(db: Queryable, request: IssuerRequestFields): Promise<void> {
  await db.query(
    `INSERT INTO restaurant_issuer_requests (${requestColumns.join(', ')})
     VALUES (${requestColumns.map((_, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT (restaurant_id) DO UPDATE SET
       ${requestColumns
         .slice(1)
         .map((column) => `${column} = EXCLUDED.${column}`)
         .join(', ')},
       requested_at = now(), handled_at = NULL`,
    requestColumns.map((column) => request[column]),
  );
}

export async function findIssuerRequest(db: Queryable, restaurantId: string): Promise<IssuerRequestRow | undefined> {
  const { rows } = await db.query<IssuerRequestRow>('SELECT * FROM restaurant_issuer_requests WHERE restaurant_id = $1', [restaurantId]);
  return rows[0];
}

/** The owners' requests, the pending ones first, newest first. */
export async function listIssuerRequests(db: Queryable): Promise<IssuerRequestRow[]> {
  const { rows } = await db.query<IssuerRequestRow>(
    'SELECT * FROM restaurant_issuer_requests ORDER BY handled_at IS NOT NULL, requested_at DESC',
  );
  return rows;
}

/** The next POS number of an issuer's prefix, as the documents took them (null before its first document). */
export async function nextPosNumber(db: Queryable, issuerId: number, prefix: string): Promise<number | null> {
  const { rows } = await db.query<{ next_number: string }>(
    'SELECT next_number FROM pos_document_numbering WHERE issuer_id = $1 AND prefix = $2',
    [issuerId, prefix],
  );
  return rows[0] ? Number(rows[0].next_number) : null;
}

/** Whether each code the request names exists (a typed id that does not is refused before it reaches a foreign key). */
export async function requestCodesExist(
  db: Queryable,
  codes: { municipality_id: number; type_organization_id: number; type_regime_id: number; type_liability_id: number },
): Promise<{ municipality: boolean; others: boolean }> {
  const { rows } = await db.query<{ municipality: boolean; others: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM municipalities WHERE id = $1) AS municipality,
            EXISTS (SELECT 1 FROM type_organizations WHERE id = $2) AND EXISTS (SELECT 1 FROM type_regimes WHERE id = $3)
              AND EXISTS (SELECT 1 FROM type_liabilities WHERE id = $4) AS others`,
    [codes.municipality_id, codes.type_organization_id, codes.type_regime_id, codes.type_liability_id],
  );
  return rows[0]!;
}
