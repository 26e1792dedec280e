import { invoicingAdminMessages, saveTemplateRequest, templateNameParams, templateResponse, templatesResponse } from '@mb/contracts';
import { auditActor, notFound, type App, type Pool } from '@mb/service-kit';
import { adminOnly } from '../admin-only.js';
import { findTemplate, listTemplates } from './templates.repository.js';
import { saveTemplateAudited } from './templates.service.js';

/** Spec 3 §2.2 and §7: the invoice template panel. */
export function templatesRoutes(app: App, pool: Pool): void {
  const admin = adminOnly(app);

  app.get('/templates/invoices', { ...admin, schema: { response: { 200: templatesResponse } } }, async () => ({
    success: true as const,
    data: { templates: await listTemplates(pool) },
  }));

  app.get(
    '/templates/invoices/:name',
    { ...admin, schema: { params: templateNameParams, response: { 200: templateResponse } } },
    async (request) => {
      const template = await findTemplate(pool, request.params.name);
      if (!template) throw notFound(invoicingAdminMessages.templateNotFound);
      return { success: true as const, data: template };
    },
  );

  app.put(
    '/templates/invoices/:name',
    { ...admin, schema: { params: templateNameParams, body: saveTemplateRequest, response: { 200: templateResponse } } },
    async (request) => {
      const { create_only: createOnly, ...template } = request.body;
      return {
        success: true as const,
        data: await saveTemplateAudited(pool, { key: request.params.name, ...template }, auditActor(request), { createOnly }),
      };
    },
  );
}
