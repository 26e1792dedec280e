import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testKeys, infraEnv } from '@mb/service-kit/testing';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';
import { popupPage } from '../src/routes/auth/google-popup.js';

const webDist = mkdtempSync(join(tmpdir(), 'mb-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>MB</title><div id="root"></div>');
const closed = 'http://127.0.0.1:9';

function gateway(env: Record<string, string> = {}) {
  return buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      ...Object.fromEntries(
        ['IDENTITY', 'CATALOG', 'BILLING', 'INVOICING', 'ANALYTICS', 'RESTAURANT'].map((name) => [`${name}_URL`, closed]),
      ),
      WOMPI_ORIGINS: 'https://checkout.wompi.co',
      DOWNSTREAM_TIMEOUT_MS: '1000',
      ...env,
    }),
  );
}

it('sends the security headers on pages, API answers and errors alike', async () => {
  const app = await gateway();
  for (const url of ['/tienda', '/api/remotes', '/auth/no-existe', '/auth/public/products']) {
    const { headers } = await app.inject({ url });
    const csp = String(headers['content-security-policy']);
    expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
    expect(csp).toContain("script-src 'self' https://checkout.wompi.co");
    expect(csp).toContain("frame-src 'self' https://checkout.wompi.co");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
    // Ticket printers: the restaurant app reaches them through WebUSB / Web Serial, on the platform's origin only.
    expect(String(headers['permissions-policy']).split(', ')).toEqual(expect.arrayContaining(['usb=(self)', 'serial=(self)']));
  }
  await app.close();
});

it('adds HSTS in production only', async () => {
  const app = await gateway({ NODE_ENV: 'production' });
  const { headers } = await app.inject({ url: '/api/remotes' });
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await app.close();
});

it('runs no inline script on the Google popup page: its result travels as data to a script of our own', async () => {
  const html = popupPage({ type: 'google-auth-error', message: '</script><script>alert(1)</script>' });
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.map(([, attributes]) => (attributes ?? '').trim())).toEqual([
    'type="application/json" id="google-result"',
    'src="/auth/google/popup.js"',
  ]);
  expect(html).not.toContain('<script>alert(1)');
  const app = await gateway();
  const script = await app.inject({ url: '/auth/google/popup.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  expect(script.body).toContain('window.opener.postMessage(result, window.location.origin)');
  // Back from Google's origin, the popup keeps its opener only under an opener policy of unsafe-none.
  const callback = await app.inject({ url: '/auth/google/callback?error=access_denied' });
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  expect(callback.headers['content-security-policy']).toContain("script-src 'self'");
  await app.close();
});
