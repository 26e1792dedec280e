import { invoicingAdminMessages, templateExistsCode, type AuditActor } from '@mb/contracts';
import { AppError, recordAudit, withTransaction, type Pool } from '@mb/service-kit';
import { findTemplate, saveTemplate, type InvoiceTemplate } from './templates.repository.js';

/**
 * A template saved and its change in the audit log, together. `createOnly`: a new template from the panel, refused
 * (409) when its key is taken, so replacing another template is always the administrator's confirmed choice.
 */
export function saveTemplateAudited(
  pool: Pool,
  template: InvoiceTemplate,
  actor: AuditActor,
  { createOnly = false } = {},
): Promise<InvoiceTemplate> {
  return withTransaction(pool, async (tx) => {
    const before = await findTemplate(tx, template.key);
    if (before && createOnly) {
      const message = invoicingAdminMessages.templateExists.replace('{label}', before.label).replace('{key}', before.key);
      throw new AppError(409, message, { code: templateExistsCode, label: before.label });
    }
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
