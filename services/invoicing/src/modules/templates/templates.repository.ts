import type { Queryable } from '@mb/service-kit';

export interface InvoiceTemplate {
  key: string;
  label: string;
  payload: Record<string, unknown>;
}

/** The panel's list, in the order the templates were added (the nine samples first). */
export async function listTemplates(db: Queryable): Promise<{ key: string; label: string }[]> {
  const { rows } = await db.query<{ key: string; label: string }>('SELECT key, label FROM invoice_templates ORDER BY position');
  return rows;
}

export async function findTemplate(db: Queryable, key: string): Promise<InvoiceTemplate | undefined> {
  const { rows } = await db.query<InvoiceTemplate>('SELECT key, label, payload FROM invoice_templates WHERE key = $1', [key]);
  return rows[0];
}

/** Saves under `key`, a sample or a new one (the panel names new ones from their label). */
export async function saveTemplate(db: Queryable, template: InvoiceTemplate): Promise<InvoiceTemplate> {
  const { rows } = await db.query<InvoiceTemplate>(
    `INSERT INTO invoice_templates (key, label, payload) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET label = EXCLUDED.label, payload = EXCLUDED.payload, updated_at = now()
     RETURNING key, label, payload`,
    [template.key, template.label, JSON.stringify(template.payload)],
  );
  return rows[0]!;
}
