import { z } from 'zod';

// The operator's console of the event pipeline (SuperAdmin): each service answers for its own pipeline at
// /admin/pipeline, and the gateway puts the services side by side at /auth/admin/pipeline.

export const pipelineServices = ['identity', 'catalog', 'billing', 'invoicing', 'analytics', 'restaurant'] as const;
export type PipelineService = (typeof pipelineServices)[number];

export const deadLetterView = z.object({
  id: z.string(),
  /** The consumer group that gave up on it, e.g. `restaurant.subscriptions`. */
  group: z.string(),
  origin_topic: z.string(),
  origin_partition: z.number().int().nullable(),
  origin_offset: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int().nullable(),
  /** The message as it was sent (an event envelope, usually JSON). */
  payload: z.string(),
  dead_at: z.string(),
});
export type DeadLetterView = z.infer<typeof deadLetterView>;

export const failedJobView = z.object({
  queue: z.string(),
  id: z.string(),
  name: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  failed_at: z.string().nullable(),
});
export type FailedJobView = z.infer<typeof failedJobView>;

export const pipelineHealth = z.object({
  outbox: z.object({ backlog: z.number().int(), oldest_age_seconds: z.number() }).nullable(),
  groups: z.array(z.object({ group: z.string(), lag: z.number().int(), dead_letters: z.number().int() })),
  jobs: z.array(z.object({ queue: z.string(), waiting: z.number().int(), active: z.number().int(), failed: z.number().int() })),
});

/** GET /admin/pipeline on a service. */
export const servicePipelineResponse = z.object({
  success: z.literal(true),
  health: pipelineHealth,
  dead_letters: z.array(deadLetterView),
  failed_jobs: z.array(failedJobView),
});
export type ServicePipeline = z.infer<typeof servicePipelineResponse>;

/** GET /auth/admin/pipeline: every service's answer, or why it could not be read. */
export const pipelineResponse = z.object({
  success: z.literal(true),
  services: z.array(
    z.object({
      service: z.enum(pipelineServices),
      pipeline: servicePipelineResponse.omit({ success: true }).nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type PipelineResponse = z.infer<typeof pipelineResponse>;

/** A dead letter's number in its service's list. */
export const deadLetterId = z.string().regex(/^\d{1,18}$/, 'El número del mensaje no es válido');
export const deadLetterParams = z.object({ service: z.enum(pipelineServices), id: deadLetterId });
export const failedJobParams = z.object({
  service: z.enum(pipelineServices),
  queue: z.string().min(1).max(100),
  jobId: z.string().min(1).max(200),
});

export const pipelineMessages = {
  loadFailed: 'No se pudo leer el estado de la mensajería',
  deadLetterGone: 'Ese mensaje ya no está pendiente: fue reenviado o descartado',
  jobGone: 'Ese trabajo ya no está entre los fallidos',
  replayed: 'Mensaje reenviado a su tema original',
  discarded: 'Mensaje descartado',
  retried: 'Trabajo reintentado',
};

export const pipelineActionResponse = z.object({ success: z.literal(true), message: z.string() });
