import type { AuditActor } from '@mb/contracts';
import { recordAudit, withTransaction, type Pool } from '@mb/service-kit';
import { findTemplate, saveTemplate, type InvoiceTemplate } from './templates.repository.js';

/** A template saved and its change in the audit log, together. */
export function saveTemplateAudited(pool: Pool, template: InvoiceTemplate, actor: AuditActor): Promise<InvoiceTemplate> {
  return withTransaction(pool, async (tx) => {
    const before = await findTemplate(tx, template.key);
    const saved = await saveTemplate(tx, template);
    await recordAudit(tx, 'invoicing', {
      actor,
      action: 'template.saved',
      entity: { type: 'invoice_template', id: template.key },
      before: before ? { label: before.label, payload: before.payload } : null,
      after: { label: saved.label, payload: saved.payload },
    });
    return saved;
  });
}
