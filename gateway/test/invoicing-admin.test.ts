import {
  apidianIssuerHeader,
  apidianTokenHeader,
  invoicingAdminMessages as texts,
  issuerUnknownToApidianCode,
  sampleTemplateNames,
} from '@mb/contracts';
import { testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { startApidianSimulator, type ApidianSimulator } from '../../simulators/apidian/src/app.js';
import { dianCheckDigit } from '../../simulators/apidian/src/testing.js';
import { signUpVerified, startIdentity } from '../../services/identity/test/helpers.js';
import { startInvoicing } from '../../services/invoicing/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

// The issuer screens as the browser uses them: a cookie session with its CSRF token, through a listening gateway to
// real identity and invoicing, and invoicing to the APIDIAN simulator.
const namespace = testNamespace();
let sim: ApidianSimulator;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;

beforeAll(async () => {
  sim = await startApidianSimulator({ port: 0, logLevel: 'silent' });
  [identity, invoicing] = await Promise.all([startIdentity(namespace), startInvoicing(namespace, { APIDIAN_URL: sim.url })]);
  const urls = {
    IDENTITY_URL: await identity.app.listen({ host: '127.0.0.1', port: 0 }),
    INVOICING_URL: await invoicing.app.listen({ host: '127.0.0.1', port: 0 }),
  };
  gateway = await buildGateway(
    gatewayEnv.parse({ ...infraEnv(), SESSION_PUBLIC_KEY: testKeys.publicKey, LOG_LEVEL: 'silent', BUS_NAMESPACE: namespace, ...urls }),
  );
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
}, 90000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([identity?.close(), invoicing?.close()]);
  await sim?.close();
});

interface Session {
  cookie: string;
  csrf: string;
}

/** A real account with `role`, logged in through the gateway: its cookies, and the CSRF token the page echoes. */
async function signIn(email: string, role: 'Admin' | 'Client'): Promise<Session> {
  const person = { email, password: 'clave-segura', full_name: `Cuenta ${role}`, legal_id: '52123456' };
  const { user } = await signUpVerified(identity, person);
  await identity.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: person.password }),
  });
  expect(login.status).toBe(200);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('mb_csrf='))!.slice('mb_csrf='.length);
  return { cookie: cookies.join('; '), csrf };
}

async function call(
  session: Session,
  method: string,
  path: string,
  options: { body?: unknown; apidianToken?: string; apidianIssuer?: number; csrf?: boolean } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      ...(options.csrf === false ? {} : { 'x-csrf-token': session.csrf }),
      ...(options.apidianToken ? { [apidianTokenHeader]: options.apidianToken } : {}),
      ...(options.apidianIssuer ? { [apidianIssuerHeader]: String(options.apidianIssuer) } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const nit = '901777123';
const dv = String(dianCheckDigit(nit));
const fields = {
  business_name: 'Pizzería Napolitana SAS',
  merchant_registration: '0000000-00',
  address: 'Calle 85 # 12-40',
  phone: '6016120000',
  email: 'facturas@napolitana.example.com',
  municipality_id: 149,
};

it('an administrator creates an issuer and configures its software through /api/ubl2.1, and sees it listed', async () => {
  const admin = await signIn('admin.fe@example.com', 'Admin');
  expect(await call(admin, 'GET', '/api/facturacion/facturadores')).toEqual({ status: 200, body: { success: true, data: [] } });

  // A cookie session must echo the CSRF token on a change.
  expect((await call(admin, 'POST', `/api/ubl2.1/config/${nit}/${dv}`, { body: fields, csrf: false })).status).toBe(403);
  expect(sim.companies.byNit(nit)).toBeUndefined();

  const created = await call(admin, 'POST', `/api/ubl2.1/config/${nit}/${dv}`, { body: fields });
  const token = sim.companies.byNit(nit)!.token;
  const hint = `${token.slice(0, 4)}…${token.slice(-4)}`;
  expect(created).toMatchObject({ status: 200, body: { success: true, message: 'Empresa creada/actualizada con éxito', token: hint } });
  const id: number = created.body.company.id;

  // The browser names the issuer; its token never leaves invoicing.
  const software = await call(admin, 'PUT', '/api/ubl2.1/config/software', {
    body: { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: 12345 },
    apidianIssuer: id,
  });
  expect(software).toMatchObject({ status: 200, body: { success: true, message: 'Software creado/actualizado con éxito' } });

  const list = await call(admin, 'GET', '/api/facturacion/facturadores');
  expect(list.body.data).toEqual([
    expect.objectContaining({ id, nit, dv, business_name: fields.business_name, token: hint, configured: 1, signature_configured: 0 }),
  ]);
  expect(JSON.stringify(list.body)).not.toContain(token);
  expect((await call(admin, 'GET', `/api/facturacion/facturadores/${id}`)).body.data).toMatchObject({ id, address: fields.address });

  const edited = await call(admin, 'PUT', `/api/facturacion/facturadores/${id}`, {
    body: { nit, dv, ...fields, address: 'Calle 90 # 11-20' },
  });
  expect(edited).toMatchObject({
    status: 200,
    body: { success: true, message: texts.issuerUpdated, data: { address: 'Calle 90 # 11-20' } },
  });
});

it('passes APIDIAN’s status and message through, and the screens’ own refusals', async () => {
  const admin = await signIn('admin.validaciones@example.com', 'Admin');
  const wrongDv = await call(admin, 'POST', `/api/ubl2.1/config/901777124/${(dianCheckDigit('901777124') + 1) % 10}`, { body: fields });
  expect(wrongDv).toEqual({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { dv: ['Error, el digito de verificacion no es valido para este NIT.'] } },
  });
  expect(await call(admin, 'POST', '/api/ubl2.1/numbering-range', { body: { id: 'x' } })).toEqual({
    status: 400,
    body: { success: false, message: texts.environmentNeedsIssuer },
  });
  expect(await call(admin, 'PUT', '/api/templates/invoices/template_tirilla', { body: { label: 'Tirilla', payload: [] } })).toEqual({
    status: 400,
    body: { success: false, message: texts.invalidJson },
  });
});

it('deletes an issuer APIDIAN no longer knows only once the administrator confirms it', async () => {
  const admin = await signIn('admin.olvidado@example.com', 'Admin');
  const gone = '901777555';
  const created = await call(admin, 'POST', `/api/ubl2.1/config/${gone}/${dianCheckDigit(gone)}`, {
    body: { ...fields, email: 'facturas@olvidada.example.com' },
  });
  expect(created).toMatchObject({ status: 200, body: { success: true } });
  const id: number = created.body.company.id;
  // Deleted in APIDIAN some other way: its token is no longer known there.
  const elsewhere = await fetch(`${sim.url}/api/ubl2.1/delete/company/${gone}/${dianCheckDigit(gone)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sim.companies.byNit(gone)!.token}`, accept: 'application/json' },
  });
  expect(elsewhere.status).toBe(200);

  expect(await call(admin, 'DELETE', `/api/facturacion/facturadores/${id}`)).toEqual({
    status: 409,
    body: { success: false, message: texts.issuerUnknownToApidian, code: issuerUnknownToApidianCode },
  });
  expect(await call(admin, 'DELETE', `/api/facturacion/facturadores/${id}?forget=true`)).toEqual({
    status: 200,
    body: { success: true, message: texts.issuerDeleted },
  });
  expect((await call(admin, 'GET', '/api/facturacion/facturadores')).body.data.map((issuer: { id: number }) => issuer.id)).not.toContain(
    id,
  );
});

it('lists and saves the invoice templates', async () => {
  const admin = await signIn('admin.plantillas@example.com', 'Admin');
  const list = await call(admin, 'GET', '/api/templates/invoices');
  expect(list.body.data.templates).toHaveLength(sampleTemplateNames.length);
  const one = await call(admin, 'GET', '/api/templates/invoices/template_descuento_global');
  expect(one.body.data.payload.allowance_charges[0]).toMatchObject({ amount: '50000.00', base_amount: '1000000.00' });
  const saved = await call(admin, 'PUT', '/api/templates/invoices/mi_plantilla', { body: { label: '', payload: { number: 1 } } });
  expect(saved).toEqual({
    status: 200,
    body: { success: true, data: { key: 'mi_plantilla', label: texts.templateUnnamed, payload: { number: 1 } } },
  });
});

it('refuses a client on the issuer list, the templates and the APIDIAN calls', async () => {
  const client = await signIn('cliente.fe@example.com', 'Client');
  const forbidden = { status: 403, body: { success: false, message: texts.adminOnly } };
  expect(await call(client, 'GET', '/api/facturacion/facturadores')).toEqual(forbidden);
  expect(await call(client, 'GET', '/api/templates/invoices')).toEqual(forbidden);
  expect(await call(client, 'POST', `/api/ubl2.1/config/901777125/${dianCheckDigit('901777125')}`, { body: fields })).toEqual(forbidden);
  expect(await call(client, 'POST', '/api/ubl2.1/status/zip/abc', { body: {}, apidianToken: 'a'.repeat(64) })).toEqual(forbidden);
  expect(sim.companies.byNit('901777125')).toBeUndefined();
});
