import { topics } from '@mb/contracts';
import { createServiceApp, smtpSettings, startMailWorker } from '@mb/service-kit';
import type { InvoicingConfig } from './config.js';
import { apidianClient } from './apidian/apidian-client.js';
import { tokenKey } from './domain/token-crypto.js';
import { apidianProxyRoutes } from './modules/apidian-proxy/apidian-proxy.routes.js';
import { apidianProxyService } from './modules/apidian-proxy/apidian-proxy.service.js';
import { enablementRoutes } from './modules/enablement/enablement.routes.js';
import { enablementService } from './modules/enablement/enablement.service.js';
import { issuersRoutes } from './modules/issuers/issuers.routes.js';
import { issuersService } from './modules/issuers/issuers.service.js';
import { restaurantIssuersRoutes } from './modules/restaurant-issuers/restaurant-issuers.routes.js';
import { restaurantIssuersService } from './modules/restaurant-issuers/restaurant-issuers.service.js';
import { templatesRoutes } from './modules/templates/templates.routes.js';
import { codeListsRoutes } from './modules/code-lists/code-lists.routes.js';
import { codeListsCache } from './modules/code-lists/code-lists.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { invoicingConsumers } from './consumers/index.js';
import { invoiceJobs } from './jobs/issue-invoice.job.js';
import { invoiceSweep } from './jobs/invoice-sweep.job.js';
import { creditNoteJobs } from './jobs/credit-note.job.js';
import { posDocumentJobs, posDocumentSweep } from './jobs/pos-document.job.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { posDocumentsRoutes } from './modules/pos-documents/pos-documents.routes.js';
import { reissueInvoicesOf } from './modules/invoices/invoice-reissue.js';
import { invoiceAdminRoutes } from './modules/invoices/invoice-admin.routes.js';
import type { InvoicesDeps } from './modules/invoices/invoices.service.js';
import { archiveRepository } from './modules/archive/archive.repository.js';
import { deliveryMail, deliveryQueue, deliveryQueueName } from './modules/delivery/delivery-mail.js';
import { expiryWarningsCheck } from './jobs/expiry-warnings.job.js';
import { administratorEmails } from './modules/warnings/administrators.js';
import { warningMail, warningMailQueue, warningMailQueueName } from './modules/warnings/warning-mail.js';
import { warningsRoutes } from './modules/warnings/warnings.routes.js';

export function buildApp(config: InvoicingConfig) {
  return createServiceApp({
    name: 'invoicing',
    config,
    publishes: [topics.invoicingInvoice, topics.invoicingAudit, topics.invoicingPosDocument],
    deps({ pool, redis, log }, app) {
      const apidian = apidianClient({ baseUrl: config.APIDIAN_URL, timeoutMs: config.APIDIAN_TIMEOUT_MS });
      const archive = archiveRepository(config.MONGODB_URL);
      const delivery = deliveryQueue({ connection: redis, namespace: config.BUS_NAMESPACE });
      const warningMails = warningMailQueue({ connection: redis, namespace: config.BUS_NAMESPACE });
      app.addHook('onClose', async () => {
        await delivery.close();
        await warningMails.close();
        await archive.close();
      });
      const invoices: InvoicesDeps = { pool, apidian, config, log, archive, delivery };
      // The consumers queue jobs on them and the workers run them.
      const jobOptions = { connection: redis, namespace: config.BUS_NAMESPACE, retryDelays: config.INVOICE_RETRY_DELAYS };
      return {
        apidian,
        invoices,
        warnings: { pool, config, mail: warningMails },
        invoiceJobs: invoiceJobs(invoices, jobOptions),
        creditNoteJobs: creditNoteJobs(invoices, jobOptions),
        posDocumentJobs: posDocumentJobs(invoices, jobOptions),
      };
    },
    consumers: ({ invoiceJobs, creditNoteJobs, posDocumentJobs, invoices }) =>
      invoicingConsumers(invoiceJobs.queue, creditNoteJobs.queue, { deps: invoices, queue: posDocumentJobs.queue }),
    routes(app, { pool, apidian, invoices }) {
      codeListsRoutes(app, codeListsCache(pool));
      profileRoutes(app, pool, (userId) => reissueInvoicesOf(invoices, userId));
      const issuerTokenKey = tokenKey(config.ISSUER_TOKEN_KEY);
      const issuers = issuersService({ pool, apidian, tokenKey: issuerTokenKey });
      issuersRoutes(app, pool, issuers);
      templatesRoutes(app, pool);
      const enablement = enablementService({ pool, apidian, issuers });
      enablementRoutes(app, enablement);
      apidianProxyRoutes(
        app,
        apidianProxyService({ pool, apidian, issuers, enablement, platformNit: config.PLATFORM_ISSUER_NIT, tokenKey: issuerTokenKey }),
        issuers,
      );
      restaurantIssuersRoutes(app, restaurantIssuersService({ pool, issuers, enablement }), config.GATEWAY_SECRET);
      invoicesRoutes(app, invoices);
      posDocumentsRoutes(app, invoices, config.GATEWAY_SECRET);
      invoiceAdminRoutes(app, invoices);
      warningsRoutes(app, pool);
    },
    workers: ({ invoiceJobs, creditNoteJobs, posDocumentJobs, invoices, warnings, redis, log }) => [
      invoiceJobs.worker,
      creditNoteJobs.worker,
      posDocumentJobs.worker,
      posDocumentSweep(invoices, { connection: redis, namespace: config.BUS_NAMESPACE, everyMs: config.POS_DOCUMENT_SWEEP_EVERY_MS }),
      startMailWorker({
        connection: redis,
        namespace: config.BUS_NAMESPACE,
        queueName: deliveryQueueName,
        compose: deliveryMail(invoices.archive),
        smtp: smtpSettings(config),
        from: config.MAIL_FROM,
        logger: log,
      }),
      startMailWorker({
        connection: redis,
        namespace: config.BUS_NAMESPACE,
        queueName: warningMailQueueName,
        compose: warningMail(warnings.pool, administratorEmails(config.IDENTITY_URL, config.GATEWAY_SECRET)),
        smtp: smtpSettings(config),
        from: config.MAIL_FROM,
        logger: log,
      }),
      expiryWarningsCheck(warnings, { connection: redis, namespace: config.BUS_NAMESPACE, everyMs: config.EXPIRY_WARNINGS_EVERY_MS, log }),
      invoiceSweep(invoices, {
        connection: redis,
        namespace: config.BUS_NAMESPACE,
        everyMs: config.INVOICE_SWEEP_EVERY_MS,
        quietMs: config.INVOICE_SWEEP_QUIET_MS,
      }),
    ],
  });
}
