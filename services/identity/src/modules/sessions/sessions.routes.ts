import type { App, Pool } from '@mb/service-kit';
import { z } from 'zod';
import { isSessionRevoked } from './sessions.repository.js';

/**
 * GET /sessions/{sid}/revoked: what other services ask while Redis's revocation list cannot say (down, or flushed
 * and not yet written again). Never through the gateway; it says only whether a session id the caller holds was ended.
 */
export function sessionsRoutes(app: App, pool: Pool): void {
  app.get(
    '/sessions/:sid/revoked',
    { schema: { params: z.object({ sid: z.uuid() }), response: { 200: z.object({ success: z.literal(true), revoked: z.boolean() }) } } },
    async (request) => ({ success: true as const, revoked: await isSessionRevoked(pool, request.params.sid) }),
  );
}
