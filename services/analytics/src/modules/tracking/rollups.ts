import type { Queryable } from '@mb/service-kit';

type Row = Record<string, string | number>;

/** Rows of `key` fields with `field` = how many items share that key. */
export function countBy<T, K extends Record<string, string>, F extends string>(
  items: T[],
  key: (item: T) => K,
  field: F,
): Array<K & Record<F, number>> {
  const rows = new Map<string, Record<string, string | number>>();
  for (const item of items) {
    const fields = key(item);
    const id = JSON.stringify(fields);
    const row = rows.get(id);
    if (row) row[field] = (row[field] as number) + 1;
    else rows.set(id, { ...fields, [field]: 1 });
  }
  return [...rows.values()] as Array<K & Record<F, number>>;
}

/**
 * Adds counts to a rollup table in one statement. Rows go in key order, so two batches committing at once take their
 * row locks in the same order and never deadlock.
 */
export async function upsertCounts(tx: Queryable, table: string, keys: string[], values: string[], rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...keys, ...values];
  const types = columns.map((column) => `${column} ${column === 'day' ? 'date' : values.includes(column) ? 'bigint' : 'text'}`);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${types.join(', ')}) ORDER BY ${keys.join(', ')}
     ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${values.map((value) => `${value} = ${table}.${value} + EXCLUDED.${value}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}
