import { z } from 'zod';
import { deadLetterId, failedJobParams, pipelineActionResponse, pipelineMessages, servicePipelineResponse } from '@mb/contracts';
import { auditActor } from '../audit/record-audit.js';
import { requireRole } from '../auth.js';
import type { App } from '../create-server.js';
import { discardDeadLetter, readPipeline, replayDeadLetter, retryFailedJob, type PipelineConsoleDeps } from './pipeline-console.js';

const deadLetter = { params: z.object({ id: deadLetterId }), response: { 200: pipelineActionResponse } };

/** The operator's console of this service's event pipeline, for SuperAdmin only; the gateway shows every service's. */
export function pipelineConsoleRoutes(app: App, deps: PipelineConsoleDeps): void {
  const superAdmin = { onRequest: [app.authenticate, requireRole('SuperAdmin')] };
  app.get('/admin/pipeline', { ...superAdmin, schema: { response: { 200: servicePipelineResponse } } }, async () => ({
    success: true as const,
    ...(await readPipeline(deps)),
  }));
  app.post('/admin/pipeline/dead-letters/:id/replay', { ...superAdmin, schema: deadLetter }, async (request) => {
    await replayDeadLetter(deps, request.params.id, auditActor(request));
    return { success: true as const, message: pipelineMessages.replayed };
  });
  app.post('/admin/pipeline/dead-letters/:id/discard', { ...superAdmin, schema: deadLetter }, async (request) => {
    await discardDeadLetter(deps, request.params.id, auditActor(request));
    return { success: true as const, message: pipelineMessages.discarded };
  });
  app.post(
    '/admin/pipeline/jobs/:queue/:jobId/retry',
    {
      ...superAdmin,
      schema: {
        params: failedJobParams.omit({ service: true }),
        response: { 200: pipelineActionResponse },
      },
    },
    async (request) => {
      await retryFailedJob(deps, request.params.queue, request.params.jobId, auditActor(request));
      return { success: true as const, message: pipelineMessages.retried };
    },
  );
}
