import { z } from 'zod';

/** What travels on Kafka: metadata around one integration event's payload. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z_]+\.[a-z_]+$/),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  source: z.string().min(1),
  aggregateId: z.string().min(1),
  correlationId: z.string().optional(),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelope>, 'payload'> & { payload: P };

/** An integration event: wire type, version, the topic it goes to and the zod schema of its payload. */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  topic: string;
  payload: S;
}

export function defineEvent<S extends z.ZodType>(def: EventDefinition<S>): EventDefinition<S> {
  return def;
}

export type PayloadOf<D extends EventDefinition> = z.infer<D['payload']>;
/** What a publisher may write: fields with a default can be left out (the writer parses the payload). */
export type PayloadInputOf<D extends EventDefinition> = z.input<D['payload']>;
