import fastifyHelmet from '@fastify/helmet';
import type { App } from '@mb/service-kit';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Where Wompi's widget script and its checkout frame come from (configured, never a wildcard). */
  wompiOrigins: string[];
  /** Origins of remotes redeployed elsewhere (REMOTE_<NAME>_URL pointing off this host). */
  remoteOrigins: string[];
}

const self = "'self'";

/**
 * The headers of every answer (`@fastify/helmet`): a Content-Security-Policy the web app passes with no inline
 * script (the Google popup's page carries a nonce), no framing by anyone, nosniff, a referrer that stops at the
 * origin, a Permissions-Policy that turns off what the platform never uses, and HSTS in production only (over plain
 * HTTP in development it would stick to localhost). Styles may be inline: Mantine writes its CSS variables and
 * component styles in `style` attributes and one `<style>` tag.
 */
export function securityHeaderConfig(options: SecurityHeaderOptions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...options.wompiOrigins, ...options.remoteOrigins],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:', 'https:'],
        fontSrc: [self, 'data:'],
        connectSrc: [self, ...options.remoteOrigins],
        frameSrc: [self, ...options.wompiOrigins],
        formAction: [self, ...options.wompiOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: [self],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would keep Wompi's frame and Google's popup from talking back.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  };
}

/**
 * Features no page of the platform uses turned off; payment stays for Wompi's frame. USB and serial ports stay for
 * the platform's own pages: the restaurant app prints to a ticket printer through WebUSB / Web Serial.
 */
const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'usb=(self)', 'serial=(self)', 'interest-cohort=()'].join(', ');

export async function registerSecurityHeaders(app: App, options: SecurityHeaderOptions): Promise<ReturnType<typeof securityHeaderConfig>> {
  const config = securityHeaderConfig(options);
  await app.register(fastifyHelmet, config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  return config;
}
