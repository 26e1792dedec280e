import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PipelineResponse, PipelineService } from '@mb/contracts';
import { apiRequest, emit, i18n } from '@mb/ui';
import { operationsNamespace } from './operations-translations.js';

const pipelineKey = ['admin', 'pipeline'] as const;

/** Every service's pipeline, read again every 15 s while the screen is open. */
export function usePipeline() {
  return useQuery({
    queryKey: pipelineKey,
    queryFn: ({ signal }) =>
      apiRequest<PipelineResponse>('/auth/pipeline', { fallback: i18n.t(`${operationsNamespace}:loadFailed`), signal }),
    refetchInterval: 15_000,
  });
}

export type PipelineAction =
  | { kind: 'replay' | 'discard'; service: PipelineService; id: string }
  | { kind: 'retry'; service: PipelineService; queue: string; jobId: string };

const actionPath = (action: PipelineAction) =>
  action.kind === 'retry'
    ? `/auth/pipeline/${action.service}/jobs/${encodeURIComponent(action.queue)}/${encodeURIComponent(action.jobId)}/retry`
    : `/auth/pipeline/${action.service}/dead-letters/${encodeURIComponent(action.id)}/${action.kind}`;

/** 'Reenviar', 'Descartar' or 'Reintentar': the service's message as a toast, and the screen read again. */
export function usePipelineAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PipelineAction) =>
      apiRequest<{ message: string }>(actionPath(action), {
        method: 'POST',
        fallback: i18n.t(`${operationsNamespace}:deadLetters.actionFailed`),
      }),
    onSuccess: (answer) => emit('global-toast', { type: 'success', message: answer.message }),
    onError: (error) => emit('global-toast', { type: 'error', message: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: pipelineKey }),
  });
}
