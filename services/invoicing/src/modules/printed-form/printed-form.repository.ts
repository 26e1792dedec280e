import type { Queryable } from '@mb/service-kit';
import type { CodeNames } from '../../domain/printed-form.js';

type Row = { list: keyof CodeNames; id: number; name: string };

/**
 * The names of the code lists a printed form uses: the small lists whole, the municipalities asked for (with their
 * department) only.
 */
export async function codeNames(db: Queryable, municipalityIds: number[]): Promise<CodeNames> {
  const { rows } = await db.query<Row>(
    `SELECT 'documentType' AS list, id, name FROM type_document_identifications
     UNION ALL SELECT 'regime', id, name FROM type_regimes
     UNION ALL SELECT 'liability', id, code || ' ' || name FROM type_liabilities
     UNION ALL SELECT 'paymentForm', id, name FROM payment_forms
     UNION ALL SELECT 'paymentMethod', id, name FROM payment_methods
     UNION ALL SELECT 'tax', id, name FROM taxes
     UNION ALL SELECT 'country', id, name FROM countries
     UNION ALL SELECT 'municipality', m.id, m.name || ', ' || d.name
                FROM municipalities m JOIN departments d ON d.id = m.department_id WHERE m.id = ANY($1::int[])`,
    [municipalityIds],
  );
  const lists = new Map<keyof CodeNames, Map<number, string>>();
  for (const row of rows) {
    if (!lists.has(row.list)) lists.set(row.list, new Map());
    lists.get(row.list)!.set(row.id, row.name);
  }
  const lookup = (list: keyof CodeNames) => (id: number) => lists.get(list)?.get(id);
  return {
    municipality: lookup('municipality'),
    documentType: lookup('documentType'),
    regime: lookup('regime'),
    liability: lookup('liability'),
    paymentForm: lookup('paymentForm'),
    paymentMethod: lookup('paymentMethod'),
    tax: lookup('tax'),
    country: lookup('country'),
  };
}
