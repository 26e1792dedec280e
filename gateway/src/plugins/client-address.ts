import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { App } from '@mb/service-kit';

declare module '@fastify/request-context' {
  interface RequestContextData {
    clientIp: string;
  }
}

/**
 * Keeps the browser's address (as TRUST_PROXY lets the gateway read it) for the calls a request makes, so every service
 * sees who is really asking: throttles per address and the audit log's IP. Services trust `X-Forwarded-For` from
 * the gateway only (their own TRUST_PROXY).
 */
export async function registerClientAddress(app: App): Promise<void> {
  await app.register(fastifyRequestContext);
  app.addHook('onRequest', async (request) => {
    request.requestContext.set('clientIp', request.ip);
  });
}

/** The address of the browser whose request is being served, if any (a consumer or a job has none). */
export const currentClientIp = (): string | undefined => requestContext.get('clientIp');
