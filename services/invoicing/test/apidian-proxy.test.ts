import {
  apidianProxyCalls,
  invoicingAdminMessages as texts,
  sampleResolution,
  sampleTemplateNames,
  templateKeyPrefix,
} from '@mb/contracts';
import { freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import type { ApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { testCertificate } from '../../../simulators/apidian/src/testing.js';
import { asAdmin, asClient, caller, newIssuer, type Caller } from './admin-helpers.js';
import { datedToday, withApidianAdmin } from './apidian-admin.js';
import { startInvoicing, type TestInvoicing } from './helpers.js';

type Json = Record<string, any>;

const setup = withApidianAdmin();
let sim: ApidianSimulator;
let invoicing: TestInvoicing;
let admin: Caller;
beforeAll(() => ({ sim, invoicing, admin } = setup));

const software = { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: 12345 };
const testSetId = '8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b';

async function createIssuer() {
  const issuer = newIssuer();
  const created = await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields });
  expect(created.status).toBe(200);
  return { ...issuer, id: created.body.company.id as number, token: sim.companies.byNit(issuer.nit)!.token };
}

async function listItem(id: number): Promise<Json | undefined> {
  return (await admin('GET', '/facturacion/facturadores')).body.data.find((item: Json) => item.id === id);
}

const zipKeyOf = (body: Json) => body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ZipKey;

describe('an issuer set up step by step through the proxy, as the seven tabs do', () => {
  let issuer: Awaited<ReturnType<typeof createIssuer>>;
  let zipKey: string;
  let cufe: string;

  it('1. creates the issuer: APIDIAN’s answer with only a hint of the token, the issuer listed with that hint', async () => {
    const fresh = newIssuer();
    const created = await admin('POST', `/apidian/config/${fresh.nit}/${fresh.dv}`, { body: fresh.fields });
    expect(created.status).toBe(200);
    const token = sim.companies.byNit(fresh.nit)!.token;
    const hint = `${token.slice(0, 4)}…${token.slice(-4)}`;
    expect(created.body).toMatchObject({ success: true, message: 'Empresa creada/actualizada con éxito', token: hint });
    issuer = { ...fresh, id: created.body.company.id, token };
    expect(sim.companies.byNit(fresh.nit)).toMatchObject({
      business_name: fresh.fields.business_name,
      fields: expect.objectContaining({ municipality_id: 149 }),
    });
    expect(await listItem(issuer.id)).toMatchObject({
      token: hint,
      configured: 0,
      signature_configured: 0,
      resolutions_count: 0,
      type_environment_id: 2,
    });
    expect(JSON.stringify(await admin('GET', '/facturacion/facturadores'))).not.toContain(token);
    expect(JSON.stringify(await admin('GET', `/facturacion/facturadores/${issuer.id}`))).not.toContain(token);
  });

  it('2. configures the software (only with id, pin and token)', async () => {
    expect(await admin('PUT', '/apidian/config/software', { body: software })).toEqual({
      status: 400,
      body: { success: false, message: texts.softwareFieldsRequired },
    });
    expect((await admin('PUT', '/apidian/config/software', { body: { id: software.id }, apidianToken: issuer.token })).body.message).toBe(
      texts.softwareFieldsRequired,
    );
    // The platform's own company cannot be named: its token is never used from the screens.
    expect(await admin('PUT', '/apidian/config/software', { body: software, apidianIssuer: 1 })).toEqual({
      status: 404,
      body: { success: false, message: texts.issuerNotFound },
    });
    // The tab names the issuer; invoicing calls APIDIAN with its token.
    const saved = await admin('PUT', '/apidian/config/software', { body: software, apidianIssuer: issuer.id });
    expect(saved).toMatchObject({
      status: 200,
      body: { success: true, message: 'Software creado/actualizado con éxito', software: { identifier: software.id } },
    });
    expect(await listItem(issuer.id)).toMatchObject({ configured: 1, signature_configured: 0 });
    // APIDIAN echoes the PIN (and the company carries its software everywhere): the browser never gets it back.
    expect(sim.companies.byNit(issuer.nit)?.software?.pin).toBe(String(software.pin));
    expect(saved.body.software).not.toHaveProperty('pin');
    expect(JSON.stringify(saved.body)).not.toMatch(/"pin(_\w+)?":/);
  });

  it('3. configures the signature: the password goes to APIDIAN and is kept nowhere here', async () => {
    const certificate = testCertificate();
    const wrong = await admin('PUT', '/apidian/config/certificate', {
      body: { certificate: certificate.base64, password: 'otra-clave' },
      apidianToken: issuer.token,
    });
    // OpenSSL's 'mac verify failure' reaches the administrator in plain words.
    expect(wrong).toEqual({ status: 422, body: { success: false, message: texts.certificateWrongPassword } });
    const notACertificate = await admin('PUT', '/apidian/config/certificate', {
      body: { certificate: Buffer.from('no soy un certificado').toString('base64'), password: 'x' },
      apidianToken: issuer.token,
    });
    expect(notACertificate).toEqual({ status: 422, body: { success: false, message: texts.certificateUnreadable } });
    expect((await listItem(issuer.id))?.signature_configured).toBe(0);

    const saved = await admin('PUT', '/apidian/config/certificate', {
      body: { certificate: certificate.base64, password: certificate.password },
      apidianToken: issuer.token,
    });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Certificado creado con éxito' } });
    // APIDIAN echoes the certificate's password; the browser never gets it back.
    expect(sim.companies.byNit(issuer.nit)?.certificate?.password).toBe(certificate.password);
    expect(JSON.stringify(saved.body)).not.toContain(certificate.password);
    expect(saved.body.certificado).not.toHaveProperty('password');
    expect(await listItem(issuer.id)).toMatchObject({
      configured: 1,
      signature_configured: 1,
      certificate_expiration_date: saved.body.certificado.expiration_date,
    });

    // Every table of the service, every column, as text: the password is in none of them.
    const { rows: tables } = await invoicing.db.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    for (const { table_name } of tables) {
      const { rows } = await invoicing.db.query<{ dump: string | null }>(`SELECT string_agg(t::text, '') AS dump FROM "${table_name}" t`);
      expect(rows[0]!.dump ?? '').not.toContain(certificate.password);
    }
  });

  it('4. configures the resolution, counted once however often it is saved', async () => {
    const saved = await admin('PUT', '/apidian/config/resolution', { body: sampleResolution, apidianToken: issuer.token });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Resolución creada/actualizada con éxito' } });
    await admin('PUT', '/apidian/config/resolution', { body: sampleResolution, apidianToken: issuer.token });
    expect((await listItem(issuer.id))?.resolutions_count).toBe(1);

    await admin('PUT', '/apidian/config/resolution', {
      body: { type_document_id: 4, prefix: 'NC', from: 1, to: 99999999 },
      apidianToken: issuer.token,
    });
    expect((await listItem(issuer.id))?.resolutions_count).toBe(2);
  });

  it('5. sends a test invoice from a sample template and gets its ZipKey', async () => {
    const template = (await admin('GET', '/templates/invoices/template_sin_descuentos')).body.data.payload;
    expect((await admin('POST', `/apidian/invoice/${testSetId}`, { body: template })).body.message).toBe(texts.testSendNeedsIssuer);
    expect((await admin('POST', `/apidian/invoice/${testSetId}`, { body: [template], apidianToken: issuer.token })).body.message).toBe(
      texts.invalidJson,
    );

    const sent = await admin('POST', `/apidian/invoice/${testSetId}`, {
      body: datedToday(template, 990000001),
      apidianToken: issuer.token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Factura de Venta Nacional #SETP990000001 generada con éxito');
    zipKey = zipKeyOf(sent.body);
    cufe = sent.body.cufe;
    expect(zipKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(cufe).toMatch(/^[0-9a-f]{96}$/);
  });

  it('6. queries the status: zip (in process, then accepted), document by CUFE, events', async () => {
    const options = { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: true };
    const first = await admin('POST', `/apidian/status/zip/${zipKey}`, { body: options, apidianToken: issuer.token });
    expect(first.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse.StatusDescription).toBe(
      'Batch en proceso de validación.',
    );
    const second = await admin('POST', `/apidian/status/zip/${zipKey}`, { body: options, apidianToken: issuer.token });
    expect(second.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse).toMatchObject({
      IsValid: 'true',
      StatusCode: '00',
    });

    const document = await admin('POST', `/apidian/status/document/${cufe}`, {
      body: { ...options, is_eqdoc: false },
      apidianToken: issuer.token,
    });
    expect(document.body).toMatchObject({
      cufecude: cufe,
      ResponseDian: { Envelope: { Body: { GetStatusResponse: { GetStatusResult: { IsValid: 'true' } } } } },
    });

    const events = await admin('POST', `/apidian/status/events-document/${cufe}`, { body: {}, apidianToken: issuer.token });
    expect(events.status).toBe(200);
    expect(events.body).toHaveProperty('ResponseDian');
    expect((await admin('POST', `/apidian/status/zip/${zipKey}`, { body: options })).body.message).toBe(texts.statusNeedsToken);
    expect((await admin('POST', '/apidian/status/zip/no%20valido', { body: options, apidianToken: issuer.token })).body.message).toBe(
      texts.statusNeedsKey,
    );
  });

  it('7. asks for the numbering ranges with the software id, and goes to production', async () => {
    expect((await admin('POST', '/apidian/numbering-range', { body: {}, apidianToken: issuer.token })).body.message).toBe(
      texts.rangesNeedSoftwareId,
    );
    const ranges = await admin('POST', '/apidian/numbering-range', { body: { id: software.id }, apidianToken: issuer.token });
    expect(ranges.status).toBe(200);
    expect(
      ranges.body.ResponseDian.Envelope.Body.GetNumberingRangeResponse.GetNumberingRangeResult.ResponseList.NumberRangeResponse,
    ).toMatchObject({
      Prefix: 'SETP',
      TechnicalKey: sampleResolution.technical_key,
    });

    const changed = await admin('PUT', '/apidian/config/environment', {
      body: { type_environment_id: 1, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 },
      apidianToken: issuer.token,
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true, message: 'Ambiente actualizado con éxito' } });
    expect(await listItem(issuer.id)).toMatchObject({
      configured: 1,
      signature_configured: 1,
      resolutions_count: 2,
      type_environment_id: 1,
    });
    expect(JSON.stringify(changed.body)).not.toMatch(/"pin(_\w+)?":/);
  });

  it('7b. an environment id not given is test (spec 3 §9: default 2), so a change that names none goes back to test', async () => {
    const back = await admin('PUT', '/apidian/config/environment', { body: {}, apidianIssuer: issuer.id });
    expect(back).toMatchObject({ status: 200, body: { success: true } });
    expect((await listItem(issuer.id))?.type_environment_id).toBe(2);
    expect(sim.companies.byNit(issuer.nit)).toMatchObject({
      type_environment_id: 2,
      fields: expect.objectContaining({ payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 }),
    });
  });

  it('8. deletes the company only with its own token', async () => {
    const other = await createIssuer();
    const foreign = await admin('POST', `/apidian/delete/company/${other.nit}/${other.dv}`, { apidianToken: issuer.token });
    expect(foreign).toEqual({ status: 400, body: { success: false, message: texts.unknownIssuerToken } });
    expect(sim.companies.byNit(other.nit)).toBeDefined();

    const own = await admin('POST', `/apidian/delete/company/${issuer.nit}/${issuer.dv}`, { apidianToken: issuer.token });
    expect(own).toEqual({ status: 200, body: { message: 'Empresa eliminada con exito.', success: true } });
    expect(sim.companies.byNit(issuer.nit)).toBeUndefined();
    expect(await listItem(issuer.id)).toBeUndefined();
  });
});

it('every sample template is taken by APIDIAN as a test invoice, dated as the tab dates it', async () => {
  const issuer = await createIssuer();
  const token = { apidianToken: issuer.token };
  await admin('PUT', '/apidian/config/software', { body: software, ...token });
  const certificate = testCertificate();
  await admin('PUT', '/apidian/config/certificate', {
    body: { certificate: certificate.base64, password: certificate.password },
    ...token,
  });
  await admin('PUT', '/apidian/config/resolution', { body: sampleResolution, ...token });

  for (const name of sampleTemplateNames) {
    const { payload } = (await admin('GET', `/templates/invoices/${templateKeyPrefix}${name}`)).body.data;
    const sent = await admin('POST', `/apidian/invoice/${testSetId}`, { body: datedToday(payload, payload.number), ...token });
    expect({ name, status: sent.status, errors: sent.body.errors }).toEqual({ name, status: 200, errors: undefined });
    expect(sent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ErrorMessageList).toEqual({
      _attributes: { nil: 'true' },
    });
  }
});

it('passes APIDIAN’s validation message on as it came', async () => {
  const issuer = newIssuer();
  const wrongDv = String((Number(issuer.dv) + 1) % 10);
  const refused = await admin('POST', `/apidian/config/${issuer.nit}/${wrongDv}`, { body: issuer.fields });
  expect(refused.status).toBe(422);
  expect(refused.body).toEqual({
    message: 'The given data was invalid.',
    errors: { dv: ['Error, el digito de verificacion no es valido para este NIT.'] },
  });
  expect(sim.companies.byNit(issuer.nit)).toBeUndefined();

  const unknownToken = await admin('PUT', '/apidian/config/software', { body: software, apidianToken: 'f'.repeat(64) });
  expect(unknownToken).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
});

it('answers 403 to anyone but an administrator on every issuer, template and APIDIAN call, forwarding nothing', async () => {
  const companies = sim.companies.list().length;
  const routes: [string, string][] = [
    ['GET', '/facturacion/type_documents'],
    ['GET', '/facturacion/facturadores'],
    ['GET', '/facturacion/facturadores/2'],
    ['PUT', '/facturacion/facturadores/2'],
    ['DELETE', '/facturacion/facturadores/2'],
    ['GET', '/templates/invoices'],
    ['GET', '/templates/invoices/template_tirilla'],
    ['PUT', '/templates/invoices/template_tirilla'],
    ...apidianProxyCalls.map(({ method, path }): [string, string] => [
      method,
      `/apidian/${path.replace(':nit', '901000001').replace(':dv', '1').replace(/:\w+/, 'abc')}`,
    ]),
  ];
  expect(routes).toHaveLength(21);
  const client = asClient(invoicing);
  for (const [method, url] of routes) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { label: 'x', payload: {}, id: 'x', pin: 12345 };
    const refused = await client(method as 'GET', url, { body, apidianToken: 'a'.repeat(64) });
    expect({ method, url, ...refused }).toEqual({ method, url, status: 403, body: { success: false, message: texts.adminOnly } });
  }
  const anonymous = await invoicing.app.inject({ method: 'GET', url: '/facturacion/facturadores' });
  expect(anonymous.statusCode).toBe(401);
  expect(sim.companies.list()).toHaveLength(companies);

  const superAdmin = caller(invoicing, signTestToken({ role: 'SuperAdmin' }));
  expect((await superAdmin('GET', '/facturacion/facturadores')).status).toBe(200);
});

it('says APIDIAN is unavailable when it cannot be reached', async () => {
  const down = await startInvoicing(testNamespace(), { APIDIAN_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const call = asAdmin(down);
    const issuer = newIssuer();
    const expected = { status: 503, body: { success: false, message: texts.apidianUnavailable } };
    expect(await call('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields })).toEqual(expected);
    expect(await call('PUT', '/apidian/config/software', { body: software, apidianToken: 'a'.repeat(64) })).toEqual(expected);
    expect(await call('GET', '/facturacion/facturadores')).toEqual({ status: 200, body: { success: true, data: [] } });
  } finally {
    await down.close();
  }
});

it('never hands the SMTP or the company user’s password back to the browser', async () => {
  const fresh = newIssuer({
    mail_host: 'smtp.example.com',
    mail_port: 587,
    mail_username: 'facturas@example.com',
    mail_password: 'clave-smtp-secreta',
    mail_encryption: 'tls',
  });
  const created = await admin('POST', `/apidian/config/${fresh.nit}/${fresh.dv}`, { body: fresh.fields });
  expect(created.status).toBe(200);
  expect(sim.companies.byNit(fresh.nit)?.fields.mail_password).toBe('clave-smtp-secreta');
  expect(JSON.stringify(created.body)).not.toContain('clave-smtp-secreta');
  expect(created.body).not.toHaveProperty('password');
  expect(created.body.company).toMatchObject({ mail_host: 'smtp.example.com' });
  expect(created.body.company).not.toHaveProperty('mail_password');
});
