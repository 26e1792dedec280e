import { analyticsAcceptedResponse, consentRequest, messages, trackLimits } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import { z } from 'zod';
import type { AnalyticsClient } from '../../clients/analytics.client.js';
import type { TrackingPublisher } from '../../clients/tracking.publisher.js';

const userAgentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? '').slice(0, 500);

/**
 * The consent banner's choice and the tracking calls (spec 1 §7): anonymous, no session involved. The shell calls
 * `track` only after the visitor accepted.
 */
export function publicAnalyticsRoutes(app: App, analytics: AnalyticsClient, tracking: TrackingPublisher): void {
  app.post(
    '/auth/public/consent',
    {
      config: { access: 'public' },
      schema: {
        tags: ['analytics'],
        summary: 'Guardar la elección del banner de cookies',
        body: consentRequest,
        response: { 200: analyticsAcceptedResponse },
      },
    },
    (request) => analytics.consent(request.body, userAgentOf(request.headers), request.id),
  );

  app.post(
    '/auth/public/analytics/track',
    {
      // Passed on as it came: the analytics service drops and counts bad events (NUL characters included), and the
      // browser ignores the answer anyway.
      config: { access: 'public', passesNulOn: true },
      bodyLimit: trackLimits.bodyBytes,
      schema: {
        tags: ['analytics'],
        summary: 'Registrar una vista de página o un clic (solo con consentimiento)',
        description:
          'Cuerpo: event_type (pageview o click), path, url, referrer, utm, session_id, consent_id, name, extra. Se valida al procesarlo.',
        body: z.unknown(),
        response: { 202: analyticsAcceptedResponse },
      },
    },
    async (request, reply) => {
      const queued = tracking.publish({
        body: request.body ?? null,
        ip: request.ip ?? null,
        userAgent: userAgentOf(request.headers),
        receivedAt: new Date().toISOString(),
      });
      if (!queued) throw new AppError(503, messages.serviceUnavailable);
      return reply.code(202).send({ success: true as const });
    },
  );
}
