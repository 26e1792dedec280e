import type { CodeListItem, MunicipalityItem } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** The simple code lists (id, name, code); the table name is never the caller's input. */
export type SimpleCodeList = 'type_document_identifications' | 'type_regimes' | 'countries';

export async function listCodes(db: Queryable, table: SimpleCodeList): Promise<CodeListItem[]> {
  const { rows } = await db.query<CodeListItem>(`SELECT id, code, name FROM ${table} ORDER BY id`);
  return rows;
}

/** Every municipality of Colombia with its department's name. */
export async function listMunicipalities(db: Queryable): Promise<MunicipalityItem[]> {
  const { rows } = await db.query<MunicipalityItem>(
    `SELECT m.id, m.code, m.name, d.name AS department
       FROM municipalities m JOIN departments d ON d.id = m.department_id
      ORDER BY m.id`,
  );
  return rows;
}

/** Which of the given ids are missing from their code lists (an id left null is not checked). */
export async function unknownCodeIds(
  db: Queryable,
  ids: {
    type_document_identification_id: number | null;
    type_regime_id: number | null;
    municipality_id: number | null;
    country_id: number | null;
  },
): Promise<{ type_document_identification_id: boolean; type_regime_id: boolean; municipality_id: boolean; country_id: boolean }> {
  const { rows } = await db.query<{ document: boolean; regime: boolean; municipality: boolean; country: boolean }>(
    `SELECT $1::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM type_document_identifications WHERE id = $1) AS document,
            $2::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM type_regimes WHERE id = $2) AS regime,
            $3::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM municipalities WHERE id = $3) AS municipality,
            $4::int IS NOT NULL AND NOT EXISTS (SELECT 1 FROM countries WHERE id = $4) AS country`,
    [ids.type_document_identification_id, ids.type_regime_id, ids.municipality_id, ids.country_id],
  );
  const row = rows[0]!;
  return {
    type_document_identification_id: row.document,
    type_regime_id: row.regime,
    municipality_id: row.municipality,
    country_id: row.country,
  };
}

/** The schema's latest applied migration (postgrator's table): code lists change only with one. */
export async function latestMigration(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number }>('SELECT max(version)::int AS version FROM schemaversion');
  return rows[0]!.version;
}
