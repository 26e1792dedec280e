import { randomUUID } from 'node:crypto';
import { invoicingMessages, type InvoicingCodes, type InvoicingProfile } from '@mb/contracts';
import { freePort, signTestToken, testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { completeProfile, startInvoicing } from '../../services/invoicing/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

// The buyer's invoicing profile through a listening gateway to a real invoicing service: what the browser does.
const namespace = testNamespace();
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;

const gatewayTo = async (invoicingUrl: string) =>
  buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      INVOICING_URL: invoicingUrl,
      BUS_NAMESPACE: namespace,
    }),
  );

beforeAll(async () => {
  invoicing = await startInvoicing(namespace);
  gateway = await gatewayTo(await invoicing.app.listen({ host: '127.0.0.1', port: 0 }));
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await gateway.close();
  await invoicing.close();
});

const bearer = (userId = randomUUID()) => ({ authorization: `Bearer ${signTestToken({ sub: userId })}` });
/** What the gateway answers, as far as these tests read it. */
interface Answer {
  success: boolean;
  message?: string;
  data: InvoicingCodes;
  profile: InvoicingProfile | null;
}
const read = async (response: Response) => (await response.json()) as Answer;
const call = (method: 'GET' | 'PUT', path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

it('GET /mb/codes: the DIAN lists, which the browser may keep for an hour', async () => {
  const response = await call('GET', '/mb/codes', bearer());
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
  const { success, data } = await read(response);
  expect(success).toBe(true);
  expect(data.type_document_identifications).toContainEqual({ id: 6, code: '31', name: 'NIT' });
  expect(data.type_regimes).toHaveLength(2);
  expect(data.municipalities).toHaveLength(1122);
  expect(data.municipalities).toContainEqual({ id: 149, code: '11001', name: 'Bogotá, D.c.', department: 'Bogotá' });
  expect(data.countries).toContainEqual({ id: 65, code: 'US', name: 'Estados Unidos' });
});

it('GET /mb/fe/check, GET and PUT /mb/fe/profile: a profile saved becomes ready', async () => {
  const ana = bearer();
  expect(await (await call('GET', '/mb/fe/check', ana)).json()).toEqual({
    success: true,
    ready: false,
    missing: expect.arrayContaining(['municipality_id']),
  });
  expect(await (await call('GET', '/mb/fe/profile', ana)).json()).toEqual({ success: true, profile: null });

  const saved = await call('PUT', '/mb/fe/profile', ana, completeProfile);
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual({
    success: true,
    message: 'Perfil de Facturación Electrónica actualizado',
    profile: {
      ...completeProfile,
      identification_number: null,
      business_name: null,
      country_id: null,
      city_name: null,
      state_name: null,
      updated_at: expect.any(String),
    },
  });
  expect((await read(await call('GET', '/mb/fe/profile', ana))).profile).toMatchObject(completeProfile);
  expect(await (await call('GET', '/mb/fe/check', ana)).json()).toEqual({ success: true, ready: true, missing: [] });
});

it("invoicing's refusals reach the browser as it said them; the gateway's own validation agrees", async () => {
  const luis = bearer();
  const unknown = await call('PUT', '/mb/fe/profile', luis, { ...completeProfile, municipality_id: 99999 });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toEqual({ success: false, message: invoicingMessages.municipalityUnknown });
  const badType = await call('PUT', '/mb/fe/profile', luis, { ...completeProfile, person_type: 'EMPRESA' });
  expect(badType.status).toBe(400);
  expect((await read(badType)).message).toContain(invoicingMessages.personTypeInvalid);
  expect((await read(await call('GET', '/mb/fe/profile', luis))).profile).toBeNull();
});

it('a write with the session cookie needs the CSRF token; without a session every call is 401', async () => {
  const userId = randomUUID();
  const token = signTestToken({ sub: userId });
  const forged = await call('PUT', '/mb/fe/profile', { cookie: `mb_session=${token}` }, completeProfile);
  expect(forged.status).toBe(403);
  // Reading with the cookie needs no token.
  expect(await (await call('GET', '/mb/fe/profile', { cookie: `mb_session=${token}` })).json()).toEqual({ success: true, profile: null });

  for (const [method, path] of [
    ['GET', '/mb/codes'],
    ['GET', '/mb/fe/check'],
    ['GET', '/mb/fe/profile'],
    ['PUT', '/mb/fe/profile'],
  ] as const) {
    const anonymous = await call(method, path, {}, method === 'PUT' ? completeProfile : undefined);
    expect(anonymous.status).toBe(401);
    expect((await read(anonymous)).success).toBe(false);
  }
});

it("when invoicing cannot be reached, each call fails with the spec's text", async () => {
  const cut = await gatewayTo(`http://127.0.0.1:${await freePort()}`);
  try {
    const expectations = [
      ['GET', '/mb/codes', invoicingMessages.codesLoadFailed],
      ['GET', '/mb/fe/check', invoicingMessages.checkFailed],
      ['GET', '/mb/fe/profile', invoicingMessages.profileLoadFailed],
      ['PUT', '/mb/fe/profile', invoicingMessages.profileSaveFailed],
    ] as const;
    for (const [method, url, message] of expectations) {
      const response = await cut.inject({ method, url, headers: bearer(), ...(method === 'PUT' ? { payload: completeProfile } : {}) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message });
    }
  } finally {
    await cut.close();
  }
});

it("GET /auth/users/{id}/fe/check and GET, PUT /auth/users/{id}/fe/profile: an administrator completes a member's profile", async () => {
  const memberId = randomUUID();
  const admin = { authorization: `Bearer ${signTestToken({ role: 'Admin' })}` };
  expect(await (await call('GET', `/auth/users/${memberId}/fe/check`, admin)).json()).toEqual({
    success: true,
    ready: false,
    missing: expect.arrayContaining(['address']),
  });
  expect(await (await call('GET', `/auth/users/${memberId}/fe/profile`, admin)).json()).toEqual({ success: true, profile: null });
  const saved = await call('PUT', `/auth/users/${memberId}/fe/profile`, admin, completeProfile);
  expect([saved.status, (await read(saved)).message]).toEqual([200, invoicingMessages.profileSaved]);
  expect(await (await call('GET', '/mb/fe/check', bearer(memberId))).json()).toEqual({ success: true, ready: true, missing: [] });

  // A customer is refused by the gateway before invoicing is asked; an id that is none is said so.
  expect((await call('PUT', `/auth/users/${memberId}/fe/profile`, bearer(), completeProfile)).status).toBe(403);
  expect((await call('GET', `/auth/users/${memberId}/fe/check`, bearer())).status).toBe(403);
  expect((await read(await call('GET', '/auth/users/nadie/fe/profile', admin))).message).toBe('Datos inválidos: id: Usuario no encontrado');
});
