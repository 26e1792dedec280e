import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { createSigner, createDecoder } from 'fast-jwt';
import { authPlugin, type SessionClaims } from '../src/auth.js';
import { createServer } from '../src/create-server.js';
import { jwksPath, keyId } from '../src/session-keys.js';
import { signTestToken, testKeys } from '../src/testing/index.js';

const pair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
const claims: SessionClaims = { sub: 'u1', sid: 's1', role: 'Client', email: 'ana@example.com' };
const signer = (privateKey: string, kid?: string) =>
  createSigner({ key: privateKey, algorithm: 'ES256', expiresIn: 60_000, ...(kid ? { kid } : {}) });
const idOf = (publicKey: string) => keyId(createPublicKey(publicKey));

/** Identity after a rotation: it signs with `next`, and still publishes the key it signed with before. */
async function rotatedIdentity(next: { privateKey: string; publicKey: string }) {
  const app = createServer({ name: 'identity-test', logLevel: 'silent' });
  await app.register(authPlugin, { publicKey: `${testKeys.publicKey}\n${next.publicKey}`, privateKey: next.privateKey });
  let jwksReads = 0;
  app.addHook('onRequest', async (request) => {
    if (request.url === jwksPath) jwksReads += 1;
  });
  app.post('/sign', async () => ({ token: app.jwt.sign(claims) }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, reads: () => jwksReads };
}

/** A service configured before the rotation: it knows only the old key. */
async function serviceKnowingOldKey(identityUrl: string) {
  const app = createServer({ name: 'service-test', logLevel: 'silent' });
  await app.register(authPlugin, { publicKey: testKeys.publicKey, jwksUrl: new URL(jwksPath, identityUrl).href });
  app.get('/me', { onRequest: [app.authenticate] }, async (request) => ({ email: request.user.email }));
  return app;
}

it("identity signs with its key's id and publishes both keys; a service not yet told of the new key verifies with identity's JWKS, without a restart", async () => {
  const next = pair();
  const identity = await rotatedIdentity(next);
  const service = await serviceKnowingOldKey(identity.url);
  try {
    const jwks = (await identity.app.inject({ url: jwksPath })).json() as { keys: Array<{ kid: string; kty: string; alg: string }> };
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual([idOf(testKeys.publicKey), idOf(next.publicKey)].sort());
    expect(jwks.keys.every((key) => key.kty === 'EC' && key.alg === 'ES256')).toBe(true);

    const { token } = (await identity.app.inject({ method: 'POST', url: '/sign' })).json() as { token: string };
    expect(createDecoder({ complete: true })(token).header.kid).toBe(idOf(next.publicKey));
    const me = (bearer: string) => service.inject({ url: '/me', headers: { authorization: `Bearer ${bearer}` } });
    const servicesReads = () => identity.reads() - 1; // the test read it once above

    expect((await me(token)).json()).toEqual({ email: 'ana@example.com' });
    expect(servicesReads()).toBe(1);
    // Known from then on: no more reads.
    expect((await me(token)).statusCode).toBe(200);
    // Tokens signed before key ids existed are verified with the configured key.
    expect((await me(signTestToken({ email: 'luis@example.com' }))).json()).toEqual({ email: 'luis@example.com' });
    expect(servicesReads()).toBe(1);

    // A key identity never published is refused, whatever id it claims; an unknown id does not ask identity again at once.
    const stranger = pair();
    for (const kid of [idOf(stranger.publicKey), idOf(next.publicKey), 'inventado']) {
      expect((await me(signer(stranger.privateKey, kid)(claims))).statusCode).toBe(401);
    }
    expect(servicesReads()).toBe(1);
  } finally {
    await service.close();
    await identity.app.close();
  }
});
