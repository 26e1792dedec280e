import type { InvoicingProfile, UpdateInvoicingProfileRequest } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

type Row = Omit<InvoicingProfile, 'updated_at'> & { updated_at: Date };

const columns = 'person_type, type_document_identification_id, type_regime_id, municipality_id, address, updated_at';
const view = (row: Row): InvoicingProfile => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function findProfile(db: Queryable, userId: string): Promise<InvoicingProfile | null> {
  const { rows } = await db.query<Row>(`SELECT ${columns} FROM customer_profiles WHERE user_id = $1`, [userId]);
  return rows[0] ? view(rows[0]) : null;
}

/** Creates or replaces the whole profile (PUT semantics: a field left empty is stored empty). */
export async function upsertProfile(db: Queryable, userId: string, input: UpdateInvoicingProfileRequest): Promise<InvoicingProfile> {
  const { rows } = await db.query<Row>(
    `INSERT INTO customer_profiles (user_id, person_type, type_document_identification_id, type_regime_id, municipality_id, address)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET
       person_type = EXCLUDED.person_type,
       type_document_identification_id = EXCLUDED.type_document_identification_id,
       type_regime_id = EXCLUDED.type_regime_id,
       municipality_id = EXCLUDED.municipality_id,
       address = EXCLUDED.address,
       updated_at = now()
     RETURNING ${columns}`,
    [userId, input.person_type, input.type_document_identification_id, input.type_regime_id, input.municipality_id, input.address],
  );
  return view(rows[0]!);
}
