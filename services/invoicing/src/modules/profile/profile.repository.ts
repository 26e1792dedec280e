import type { InvoicingProfile, UpdateInvoicingProfileRequest } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

type Row = Omit<InvoicingProfile, 'updated_at'> & { updated_at: Date };

const columns =
  'person_type, type_document_identification_id, type_regime_id, municipality_id, address, identification_number, business_name, ' +
  'country_id, city_name, state_name, updated_at';
const view = (row: Row): InvoicingProfile => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function findProfile(db: Queryable, userId: string): Promise<InvoicingProfile | null> {
  const { rows } = await db.query<Row>(`SELECT ${columns} FROM customer_profiles WHERE user_id = $1`, [userId]);
  return rows[0] ? view(rows[0]) : null;
}

/** Creates or replaces the whole profile (PUT semantics: a field left empty is stored empty). */
export async function upsertProfile(db: Queryable, userId: string, input: UpdateInvoicingProfileRequest): Promise<InvoicingProfile> {
  const { rows } = await db.query<Row>(
    `INSERT INTO customer_profiles (user_id, person_type, type_document_identification_id, type_regime_id, municipality_id, address,
       identification_number, business_name, country_id, city_name, state_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id) DO UPDATE SET
       person_type = EXCLUDED.person_type,
       type_document_identification_id = EXCLUDED.type_document_identification_id,
       type_regime_id = EXCLUDED.type_regime_id,
       municipality_id = EXCLUDED.municipality_id,
       address = EXCLUDED.address,
       identification_number = EXCLUDED.identification_number,
       business_name = EXCLUDED.business_name,
       country_id = EXCLUDED.country_id,
       city_name = EXCLUDED.city_name,
       state_name = EXCLUDED.state_name,
       updated_at = now()
     RETURNING ${columns}`,
    [
      userId,
      input.person_type,
      input.type_document_identification_id,
      input.type_regime_id,
      input.municipality_id,
      input.address,
      input.identification_number,
      input.business_name,
      input.country_id,
      input.city_name,
      input.state_name,
    ],
  );
  return view(rows[0]!);
}

/** DIAN's code of a document type (APIDIAN's id), null for none or an unknown id. */
export async function documentTypeCode(db: Queryable, typeId: number | null): Promise<string | null> {
  if (typeId === null) return null;
  const { rows } = await db.query<{ code: string }>('SELECT code FROM type_document_identifications WHERE id = $1', [typeId]);
  return rows[0]?.code ?? null;
}
