import { deadLetterParams, failedJobParams, pipelineActionResponse, pipelineResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { PipelineClient } from '../../clients/pipeline.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin'];
const superadmin = { access: 'superadmin' as const };

/** The operator's console of the event pipeline (issue 39): each service owns its dead letters and jobs and checks the role. */
export function adminPipelineRoutes(app: App, pipeline: PipelineClient, cookies: SessionCookies): void {
  app.get(
    '/auth/pipeline',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Mensajería: estado por servicio, mensajes fallidos y trabajos fallidos',
        response: { 200: pipelineResponse },
      },
    },
    (request) => pipeline.all(requireSessionToken(request), request.id),
  );
  app.post(
    '/auth/pipeline/:service/dead-letters/:id/replay',
    {
      onRequest: cookies.csrfGuard,
      config: superadmin,
      schema: {
        tags,
        summary: 'Reenviar un mensaje fallido a su tema original',
        params: deadLetterParams,
        response: { 200: pipelineActionResponse },
      },
    },
    (request) => pipeline.replay(request.params.service, request.params.id, requireSessionToken(request), request.id),
  );
  app.post(
    '/auth/pipeline/:service/dead-letters/:id/discard',
    {
      onRequest: cookies.csrfGuard,
      config: superadmin,
      schema: { tags, summary: 'Descartar un mensaje fallido', params: deadLetterParams, response: { 200: pipelineActionResponse } },
    },
    (request) => pipeline.discard(request.params.service, request.params.id, requireSessionToken(request), request.id),
  );
  app.post(
    '/auth/pipeline/:service/jobs/:queue/:jobId/retry',
    {
      onRequest: cookies.csrfGuard,
      config: superadmin,
      schema: { tags, summary: 'Reintentar un trabajo fallido', params: failedJobParams, response: { 200: pipelineActionResponse } },
    },
    (request) =>
      pipeline.retry(request.params.service, request.params.queue, request.params.jobId, requireSessionToken(request), request.id),
  );
}
