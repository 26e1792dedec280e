import { topics } from '@mb/contracts';
import { createServiceApp, type ServiceContext } from '@mb/service-kit';
import type { InvoicingConfig } from './config.js';
import { apidianClient } from './apidian/apidian-client.js';
import { tokenKey } from './domain/token-crypto.js';
import { apidianProxyRoutes } from './modules/apidian-proxy/apidian-proxy.routes.js';
import { apidianProxyService } from './modules/apidian-proxy/apidian-proxy.service.js';
import { issuersRoutes } from './modules/issuers/issuers.routes.js';
import { issuersService } from './modules/issuers/issuers.service.js';
import { templatesRoutes } from './modules/templates/templates.routes.js';
import { codeListsRoutes } from './modules/code-lists/code-lists.routes.js';
import { codeListsCache } from './modules/code-lists/code-lists.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { invoicingConsumers } from './consumers/index.js';
import { invoiceJobs, type InvoiceJobs } from './jobs/issue-invoice.job.js';
import { invoiceSweep } from './jobs/invoice-sweep.job.js';
import { creditNoteJobs } from './jobs/credit-note.job.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { reissueInvoicesOf } from './modules/invoices/invoice-reissue.js';
import { invoiceAdminRoutes } from './modules/invoices/invoice-admin.routes.js';
import type { InvoicesDeps } from './modules/invoices/invoices.service.js';

export function buildApp(config: InvoicingConfig) {
  let invoices: InvoicesDeps | undefined;
  let jobs: InvoiceJobs | undefined;
  let noteJobs: ReturnType<typeof creditNoteJobs> | undefined;
  // The consumers queue and the workers run the job queues, made once the connections exist.
  const jobOptions = ({ redis }: ServiceContext) => ({ connection: redis, namespace: config.BUS_NAMESPACE, retryDelays: config.INVOICE_RETRY_DELAYS });
  const invoiceJobsOf = (context: ServiceContext) => (jobs ??= invoiceJobs(invoices!, jobOptions(context)));
  const creditNoteJobsOf = (context: ServiceContext) => (noteJobs ??= creditNoteJobs(invoices!, jobOptions(context)));
  return createServiceApp({
    name: 'invoicing',
    config,
    publishes: [topics.invoicingInvoice, topics.invoicingAudit],
    consumers: (context) => invoicingConsumers(invoiceJobsOf(context).queue, creditNoteJobsOf(context).queue),
    routes(app, { pool }) {
      codeListsRoutes(app, codeListsCache(pool));
      profileRoutes(app, pool, (userId) => reissueInvoicesOf(invoices!, userId));
      const apidian = apidianClient({ baseUrl: config.APIDIAN_URL, timeoutMs: config.APIDIAN_TIMEOUT_MS });
      const issuers = issuersService({ pool, apidian, tokenKey: tokenKey(config.ISSUER_TOKEN_KEY) });
      issuersRoutes(app, pool, issuers);
      templatesRoutes(app, pool);
      apidianProxyRoutes(app, apidianProxyService({ pool, apidian, issuers, platformNit: config.PLATFORM_ISSUER_NIT }), issuers);
      invoices = { pool, apidian, config, log: app.log };
      invoicesRoutes(app, pool, config);
      invoiceAdminRoutes(app, invoices);
    },
    workers: (context) => [
      invoiceJobsOf(context).worker,
      creditNoteJobsOf(context).worker,
      invoiceSweep(invoices!, {
        connection: context.redis,
        namespace: config.BUS_NAMESPACE,
        everyMs: config.INVOICE_SWEEP_EVERY_MS,
        quietMs: config.INVOICE_SWEEP_QUIET_MS,
      }),
    ],
  });
}
