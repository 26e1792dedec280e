import { createHash } from 'node:crypto';
import { invoicingAdminMessages as texts, issuerUnknownToApidianCode } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { startApidianSimulator, type ApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { asAdmin, newIssuer, type Caller } from './admin-helpers.js';
import { startInvoicing, type TestInvoicing } from './helpers.js';

let sim: ApidianSimulator;
let invoicing: TestInvoicing;
let admin: Caller;

beforeAll(async () => {
  sim = await startApidianSimulator({ port: 0, logLevel: 'silent' });
  invoicing = await startInvoicing(testNamespace(), { APIDIAN_URL: sim.url });
  admin = asAdmin(invoicing);
}, 60000);

afterAll(async () => {
  await invoicing?.close();
  await sim?.close();
});

/** A company created through the proxy, as the 'Agregar Nuevo Facturador' modal does. */
async function createIssuer(overrides: Record<string, unknown> = {}) {
  const issuer = newIssuer(overrides);
  const created = await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields });
  expect(created.status).toBe(200);
  return { ...issuer, id: created.body.company.id as number, token: sim.companies.byNit(issuer.nit)!.token };
}

const listed = async () => (await admin('GET', '/facturacion/facturadores')).body.data as Record<string, any>[];

it('lists the document types the resolution form offers: only those DIAN numbers from a resolution', async () => {
  const { status, body } = await admin('GET', '/facturacion/type_documents');
  expect(status).toBe(200);
  expect(body.data.map((type: { name: string }) => type.name)).toEqual([
    'Factura de Venta Nacional',
    'Factura de Exportación',
    'Factura de Contingencia',
    'Nota Crédito',
    'Nota Débito',
    'Nomina Individual',
    'Nomina Individual de Ajuste',
    'Documento Equivalente Electrónico del Tiquete de Máquina Registradora con Sistema P.O.S.',
    'Nota de Ajuste de tipo crédito al Documento Equivalente',
  ]);
  expect(body.data).toContainEqual({ id: 4, name: 'Nota Crédito', code: '91' });
});

it('lists a new issuer with its token and setup state, and hides the platform company', async () => {
  const issuer = await createIssuer();
  expect(await listed()).toContainEqual({
    id: issuer.id,
    business_name: issuer.fields.business_name,
    nit: issuer.nit,
    dv: issuer.dv,
    email: issuer.fields.email,
    corporate_email: null,
    token: `${issuer.token.slice(0, 4)}…${issuer.token.slice(-4)}`,
    configured: 0,
    signature_configured: 0,
    certificate_expiration_date: null,
    resolutions_count: 0,
    type_environment_id: 2,
    eqdocs_configured: 0,
    eqdocs_type_environment_id: 2,
    restaurant: null,
  });

  // The platform's company (APIDIAN's id 1, 'admin') and any company called admin stay out of the screens.
  const platform = sim.platformCompany;
  const again = await admin('POST', `/apidian/config/${platform.nit}/${platform.dv}`, {
    body: { ...newIssuer().fields, business_name: 'admin', email: 'facturacion@plataforma.test' },
  });
  expect(again.status).toBe(409);
  const namedAdmin = await createIssuer({ business_name: 'Admin' });
  const ids = (await listed()).map((item) => item.id);
  expect(ids).toContain(issuer.id);
  expect(ids).not.toContain(1);
  expect(ids).not.toContain(namedAdmin.id);
  expect(await admin('GET', '/facturacion/facturadores/1')).toEqual({
    status: 404,
    body: { success: false, message: texts.issuerNotFound },
  });
  expect((await admin('DELETE', `/facturacion/facturadores/${namedAdmin.id}`)).status).toBe(404);
  expect(sim.companies.byNit(platform.nit)).toBeDefined();
});

it('keeps the token encrypted, with its sha256 to find the issuer by', async () => {
  const issuer = await createIssuer();
  const { rows } = await invoicing.db.query<{ token_encrypted: Buffer; token_sha256: string; everything: string }>(
    'SELECT token_encrypted, token_sha256, row_to_json(i)::text AS everything FROM issuers i WHERE id = $1',
    [issuer.id],
  );
  expect(rows[0]!.token_sha256).toBe(createHash('sha256').update(issuer.token).digest('hex'));
  expect(rows[0]!.token_encrypted.toString('latin1')).not.toContain(issuer.token);
  expect(rows[0]!.everything).not.toContain(issuer.token);
});

it('shows one issuer for the edit modal, and says so when there is none', async () => {
  const issuer = await createIssuer();
  const { status, body } = await admin('GET', `/facturacion/facturadores/${issuer.id}`);
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    id: issuer.id,
    nit: issuer.nit,
    token: `${issuer.token.slice(0, 4)}…${issuer.token.slice(-4)}`,
    type_document_identification_id: 6,
    type_organization_id: 1,
    type_regime_id: 1,
    type_liability_id: 14,
    municipality_id: 149,
    merchant_registration: '0000000-00',
    address: issuer.fields.address,
    phone: issuer.fields.phone,
    mail_host: null,
    mail_encryption: null,
  });
  expect(await admin('GET', '/facturacion/facturadores/999999')).toEqual({
    status: 404,
    body: { success: false, message: texts.issuerNotFound },
  });
});

it('edits the issuer in APIDIAN and here, never keeping the mail password', async () => {
  const issuer = await createIssuer();
  const mailPassword = 'ClaveDelCorreo#2025';
  const edit = {
    nit: issuer.nit,
    dv: issuer.dv,
    ...issuer.fields,
    business_name: 'La Terraza Gourmet SAS',
    phone: '3104445566',
    mail_host: 'smtp.hostinger.com',
    mail_port: 465,
    mail_username: 'envios@laterraza.example.com',
    mail_password: mailPassword,
    mail_encryption: 'ssl',
  };
  const { status, body } = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: edit });
  expect(status).toBe(200);
  expect(body).toMatchObject({
    success: true,
    message: texts.issuerUpdated,
    data: {
      id: issuer.id,
      business_name: 'La Terraza Gourmet SAS',
      phone: '3104445566',
      corporate_email: 'envios@laterraza.example.com',
      mail_encryption: 'ssl',
      mail_port: 465,
    },
  });
  expect(body.data).not.toHaveProperty('mail_password');
  expect(sim.companies.byNit(issuer.nit)).toMatchObject({ business_name: 'La Terraza Gourmet SAS' });
  const { rows } = await invoicing.db.query<{ everything: string }>(
    'SELECT row_to_json(i)::text AS everything FROM issuers i WHERE id = $1',
    [issuer.id],
  );
  expect(rows[0]!.everything).not.toContain(mailPassword);
});

it('refuses to change the NIT, passes APIDIAN’s refusal on, and changes nothing then', async () => {
  const issuer = await createIssuer();
  const base = { nit: issuer.nit, dv: issuer.dv, ...issuer.fields };
  const otherNit = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: { ...base, nit: '800199436', dv: '4' } });
  expect(otherNit).toEqual({ status: 400, body: { success: false, message: texts.nitCannotChange } });
  expect((await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: { ...base, nit: undefined } })).body.message).toBe(
    texts.nitAndDvRequired,
  );
  const wrongType = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: { ...base, municipality_id: 'Bogotá' } });
  expect(wrongType.status).toBe(400);
  expect(wrongType.body.message).toMatch(/^Datos inválidos: municipality_id: /);

  const refused = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, {
    body: { ...base, business_name: 'Otro nombre', municipality_id: 99999 },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.success).toBe(false);
  expect(refused.body.message).toMatch(/municipality/);
  expect((await admin('GET', `/facturacion/facturadores/${issuer.id}`)).body.data.business_name).toBe(issuer.fields.business_name);
});

it('deletes the company and its user in APIDIAN, then the issuer here', async () => {
  const issuer = await createIssuer();
  expect(await admin('DELETE', `/facturacion/facturadores/${issuer.id}`)).toEqual({
    status: 200,
    body: { success: true, message: texts.issuerDeleted },
  });
  expect(sim.companies.byNit(issuer.nit)).toBeUndefined();
  expect((await listed()).map((item) => item.id)).not.toContain(issuer.id);
  expect((await admin('DELETE', `/facturacion/facturadores/${issuer.id}`)).status).toBe(404);
});

it('records who created, edited and deleted an issuer in the audit log, never its password or token', async () => {
  const issuer = await createIssuer();
  const mailPassword = 'OtraClave#2026';
  const edited = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, {
    body: {
      nit: issuer.nit,
      dv: issuer.dv,
      ...issuer.fields,
      business_name: 'Terraza Norte SAS',
      mail_host: 'smtp.hostinger.com',
      mail_port: 465,
      mail_username: 'envios@terraza.example.com',
      mail_password: mailPassword,
      mail_encryption: 'ssl',
    },
  });
  expect(edited.body).toMatchObject({ success: true });
  expect((await admin('DELETE', `/facturacion/facturadores/${issuer.id}`)).status).toBe(200);
  const { rows } = await invoicing.db.query<{ payload: Record<string, any> }>(
    `SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = $1 ORDER BY created_at, id`,
    [String(issuer.id)],
  );
  expect(rows.map((row) => row.payload.action)).toEqual(['issuer.created', 'issuer.updated', 'issuer.deleted']);
  for (const { payload } of rows) {
    expect(payload.actor).toMatchObject({ email: 'admin@example.com', role: 'Admin', ip: '127.0.0.1' });
    expect(payload.entity).toEqual({ type: 'issuer', id: String(issuer.id) });
  }
  expect(rows[0]!.payload).toMatchObject({ before: null, after: { nit: issuer.nit, business_name: issuer.fields.business_name } });
  expect(rows[1]!.payload).toMatchObject({
    before: { business_name: issuer.fields.business_name },
    after: { business_name: 'Terraza Norte SAS' },
  });
  expect(rows[2]!.payload).toMatchObject({ before: { business_name: 'Terraza Norte SAS' }, after: null });
  const everything = JSON.stringify(rows);
  expect(everything).not.toContain(mailPassword);
  expect(everything).not.toContain(issuer.token);
});

it('refuses to create an issuer with a NIT it already has, and the platform’s own NIT, asking APIDIAN nothing and handing out no token', async () => {
  const existing = await createIssuer();
  const again = await admin('POST', `/apidian/config/${existing.nit}/${existing.dv}`, {
    body: { ...existing.fields, business_name: 'Otro nombre SAS' },
  });
  expect(again).toEqual({ status: 409, body: { success: false, message: texts.issuerNitExists.replace('{nit}', existing.nit) } });
  expect(sim.companies.byNit(existing.nit)?.business_name).toBe(existing.fields.business_name);

  const platform = sim.platformCompany;
  const takeover = await admin('POST', `/apidian/config/${platform.nit}/${platform.dv}`, {
    body: { ...existing.fields, business_name: 'Suplantación SAS' },
  });
  expect(takeover).toEqual({
    status: 409,
    body: { success: false, message: texts.platformIssuerProtected.replace('{nit}', platform.nit) },
  });
  expect(JSON.stringify(takeover.body)).not.toContain(platform.token);
  expect(sim.companies.byNit(platform.nit)?.business_name).toBe('admin');
});

it('going back to the API’s default mail clears the custom SMTP at APIDIAN too, not only here', async () => {
  const issuer = await createIssuer();
  const smtp = {
    mail_host: 'smtp.hostinger.com',
    mail_port: 465,
    mail_username: 'envios@terraza.example.com',
    mail_password: 'Clave#1',
    mail_encryption: 'ssl',
  };
  expect(
    (await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: { nit: issuer.nit, dv: issuer.dv, ...issuer.fields, ...smtp } }))
      .status,
  ).toBe(200);
  expect(sim.companies.byNit(issuer.nit)?.fields).toMatchObject({ mail_host: 'smtp.hostinger.com', mail_password: 'Clave#1' });

  const back = await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: { nit: issuer.nit, dv: issuer.dv, ...issuer.fields } });
  expect(back.status).toBe(200);
  expect(back.body.data).toMatchObject({ mail_host: null, mail_port: null, mail_username: null, mail_encryption: null });
  expect(sim.companies.byNit(issuer.nit)?.fields).toMatchObject({
    mail_host: null,
    mail_port: null,
    mail_username: null,
    mail_password: null,
    mail_encryption: null,
  });
});

it('an issuer APIDIAN no longer knows (401 to its token) is removed here only after the administrator confirms it', async () => {
  const issuer = await createIssuer();
  // Deleted in APIDIAN some other way: its token now gets 'Unauthenticated.'.
  const elsewhere = await fetch(`${sim.url}/api/ubl2.1/delete/company/${issuer.nit}/${issuer.dv}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${issuer.token}`, accept: 'application/json' },
  });
  expect(elsewhere.status).toBe(200);

  const asked = await admin('DELETE', `/facturacion/facturadores/${issuer.id}`);
  expect(asked).toEqual({ status: 409, body: { success: false, message: texts.issuerUnknownToApidian, code: issuerUnknownToApidianCode } });
  expect((await listed()).map((item) => item.id)).toContain(issuer.id);

  expect(await admin('DELETE', `/facturacion/facturadores/${issuer.id}?forget=true`)).toEqual({
    status: 200,
    body: { success: true, message: texts.issuerDeleted },
  });
  expect((await listed()).map((item) => item.id)).not.toContain(issuer.id);
  const { rows } = await invoicing.db.query<{ payload: Record<string, any> }>(
    `SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = $1 ORDER BY created_at, id`,
    [String(issuer.id)],
  );
  expect(rows.map((row) => row.payload.action)).toEqual(['issuer.created', 'issuer.deleted']);

  // Confirming does not skip APIDIAN: an issuer it still knows is deleted there too.
  const known = await createIssuer();
  expect((await admin('DELETE', `/facturacion/facturadores/${known.id}?forget=true`)).status).toBe(200);
  expect(sim.companies.byNit(known.nit)).toBeUndefined();
});
