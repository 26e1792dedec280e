import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import { GATEWAY_SECRET_HEADER, type App } from '@mb/service-kit';

declare module '@fastify/request-context' {
  interface RequestContextData {
    forwarded: Record<string, string>;
  }
}

/**
 * Keeps the browser's address (as TRUST_PROXY lets the gateway read it) for the calls a request makes, so every service
 * sees who is really asking: throttles per address and the audit log's IP. Services believe `X-Forwarded-For` only
 * from their TRUST_PROXY addresses and with the gateway's secret beside it.
 */
export async function registerClientAddress(app: App, gatewaySecret: string): Promise<void> {
  await app.register(fastifyRequestContext);
  app.addHook('onRequest', async (request) => {
    request.requestContext.set('forwarded', { 'x-forwarded-for': request.ip, [GATEWAY_SECRET_HEADER]: gatewaySecret });
  });
}

/** The headers that name the browser whose request is being served, if any (a consumer or a job has none). */
export const forwardedClient = (): Record<string, string> => requestContext.get('forwarded') ?? {};
