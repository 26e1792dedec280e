import { analyticsAcceptedResponse, consentRequest } from '@mb/contracts';
import { withTransaction, type App, type Pool } from '@mb/service-kit';
import { truncateIp } from '../../domain/ip.js';
import { recordConsent } from './consent.store.js';

/** The banner's choice, anonymous (a visitor has no account): the gateway passes the client's address and browser on. */
export function consentRoutes(app: App, pool: Pool): void {
  app.post('/consent', { schema: { body: consentRequest, response: { 200: analyticsAcceptedResponse } } }, async (request) => {
    const { consent_id, status, categories, banner_version } = request.body;
    await withTransaction(pool, (tx) =>
      recordConsent(
        tx,
        {
          consentId: consent_id,
          status,
          // Rejecting refuses every optional category, whatever came with it.
          analytics: status === 'accepted' && categories.analytics,
          bannerVersion: banner_version,
          ip: truncateIp(request.ip),
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
        },
        new Date(),
      ),
    );
    return { success: true as const };
  });
}
