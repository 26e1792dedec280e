import {
  pipelineActionResponse,
  pipelineMessages,
  pipelineServices,
  servicePipelineResponse,
  type PipelineResponse,
  type PipelineService,
} from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import { callService } from './http.js';

/** The operator console's calls: each service answers for its own pipeline; SuperAdmin's session goes along. */
export function pipelineClient(urls: Record<PipelineService, string>, timeoutMs: number) {
  const action = (service: PipelineService, path: string, token: string, requestId: string) =>
    callService(urls[service], `/admin/pipeline/${path}`, pipelineActionResponse, {
      method: 'POST',
      token,
      requestId,
      timeoutMs,
      fallback: pipelineMessages.loadFailed,
    });
  return {
    /** Every service side by side; one that cannot answer shows why, and the others still show. */
    async all(token: string, requestId: string): Promise<PipelineResponse> {
      const answers = await Promise.allSettled(
        pipelineServices.map((service) =>
          callService(urls[service], '/admin/pipeline', servicePipelineResponse, {
            token,
            requestId,
            timeoutMs,
            fallback: pipelineMessages.loadFailed,
          }),
        ),
      );
      // One refusal for all (a role the services refuse) is the caller's answer, not a row per service.
      const refused = answers.find((answer) => answer.status === 'rejected' && [401, 403].includes((answer.reason as AppError).statusCode));
      if (refused?.status === 'rejected') throw refused.reason;
      return {
        success: true,
        services: pipelineServices.map((service, index) => {
          const answer = answers[index]!;
          if (answer.status === 'rejected') {
            const message = answer.reason instanceof AppError ? answer.reason.message : pipelineMessages.loadFailed;
            return { service, pipeline: null, error: message };
          }
          const { success: _success, ...pipeline } = answer.value;
          return { service, pipeline, error: null };
        }),
      };
    },
    replay: (service: PipelineService, id: string, token: string, requestId: string) =>
      action(service, `dead-letters/${id}/replay`, token, requestId),
    discard: (service: PipelineService, id: string, token: string, requestId: string) =>
      action(service, `dead-letters/${id}/discard`, token, requestId),
    retry: (service: PipelineService, queue: string, jobId: string, token: string, requestId: string) =>
      action(service, `jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/retry`, token, requestId),
  };
}
export type PipelineClient = ReturnType<typeof pipelineClient>;
