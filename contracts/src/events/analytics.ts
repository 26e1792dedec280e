import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';

/**
 * A tracking call the gateway took in (spec 1 §3 analytics event), published unchecked: the analytics service
 * validates `body`, drops and counts what is malformed or a bot's, and stores the rest. The envelope's id is the
 * call's own, so a redelivered message is stored once.
 */
export const analyticsTrackedRecorded = defineEvent({
  type: 'analytics.tracked.recorded',
  version: 1,
  topic: topics.analyticsTracked,
  payload: z.object({
    /** The browser's JSON as it came. */
    body: z.unknown(),
    /** The client's address as the gateway saw it; the analytics service stores it truncated. */
    ip: z.string().nullable(),
    userAgent: z.string(),
    receivedAt: z.iso.datetime(),
  }),
});
