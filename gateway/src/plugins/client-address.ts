import { carriedValue, keepContextStorageOn } from '@mb/service-kit/async-context';
import { GATEWAY_SECRET_HEADER, type App } from '@mb/service-kit';

/** The headers naming the browser a request serves, carried along its work (services/kit/src/async-context.mjs). */
const forwarded = carriedValue<Record<string, string>>('mb forwarded client');

/**
 * Keeps the browser's address (as TRUST_PROXY lets the gateway read it) for the calls a request makes, so every service
 * sees who is really asking: throttles per address and the audit log's IP. Services believe `X-Forwarded-For` only
 * from their TRUST_PROXY addresses and with the gateway's secret beside it. When the request is traced, this runs
 * inside its span's context and extends it.
 */
export async function registerClientAddress(app: App, gatewaySecret: string): Promise<void> {
  keepContextStorageOn();
  app.addHook('onRequest', (request, _reply, done) => {
    forwarded.run({ 'x-forwarded-for': request.ip, [GATEWAY_SECRET_HEADER]: gatewaySecret }, done);
  });
}

/** The headers that name the browser whose request is being served, if any (a consumer or a job has none). */
export const forwardedClient = (): Record<string, string> => forwarded.get() ?? {};
