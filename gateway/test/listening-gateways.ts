import { testKeys, infraEnv } from '@mb/service-kit/testing';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

/**
 * Listening gateways in front of the services a test started: fill `urls` (IDENTITY_URL, BILLING_URL, …) once they
 * listen, then `start()` one, with `overrides` for a gateway whose service is unreachable. `close()` stops them all.
 */
export function listeningGateways(namespace: string) {
  const urls: Record<string, string> = {};
  const apps: Awaited<ReturnType<typeof buildGateway>>[] = [];
  return {
    urls,
    async start(overrides: Record<string, string> = {}): Promise<string> {
      const app = await buildGateway(
        gatewayEnv.parse({
          ...infraEnv(),
          SESSION_PUBLIC_KEY: testKeys.publicKey,
          LOG_LEVEL: 'silent',
          BUS_NAMESPACE: namespace,
          ...urls,
          ...overrides,
        }),
      );
      apps.push(app);
      return app.listen({ host: '127.0.0.1', port: 0 });
    },
    async close(): Promise<void> {
      for (const app of apps) await app.close();
    },
  };
}
