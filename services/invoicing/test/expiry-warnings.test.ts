import { sampleResolution } from '@mb/contracts';
import { adminToken, eventually, jobsSettled, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { startApidianSimulator, type ApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { createTestCertificate } from '../../../simulators/apidian/src/testing.js';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import { startIdentity } from '../../identity/test/helpers.js';
import { bogotaToday } from '../src/domain/expiry-warnings.js';
import { warningMailQueueName } from '../src/modules/warnings/warning-mail.js';
import { asAdmin, caller, newIssuer, type Caller } from './admin-helpers.js';
import { approvedPayment, completeProfile, publishApproved, startInvoicing, type TestInvoicing } from './helpers.js';

// Issue 34 item 8: a numbering resolution near its end warns the administrators once, however often the check runs.
// Identity (who the administrators are), the APIDIAN simulator and the mail simulator's SMTP are real.
const checkEveryMs = 300;
let mail: MailSimulator;
let sim: ApidianSimulator;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let invoicing: TestInvoicing;
let admin: Caller;
let identityUrl: string;
const namespace = testNamespace();

/** A signed-up account that a super administrator then gives `role`, as the users screen does. */
async function account(email: string, role: 'Admin' | 'SuperAdmin' | 'Client') {
  const registered = await identity.app.inject({
    method: 'POST',
    url: '/register',
    payload: { email, password: 'secreto1', full_name: `Persona ${email}`, legal_id: '1020304050', phone: '573001112233' },
  });
  expect(registered.statusCode).toBe(201);
  const { rows } = await identity.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const changed = await identity.app.inject({
    method: 'PUT',
    url: `/users/${rows[0]!.id}`,
    headers: { authorization: `Bearer ${signTestToken({ role: 'SuperAdmin', email: 'super@example.com' })}` },
    payload: { role },
  });
  expect(changed.statusCode).toBe(200);
}

beforeAll(async () => {
  mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  sim = await startApidianSimulator({ port: 0, logLevel: 'silent' });
  identity = await startIdentity(namespace);
  identityUrl = await identity.app.listen({ port: 0, host: '127.0.0.1' });
  await account('laura.admin@example.com', 'Admin');
  await account('pedro.super@example.com', 'SuperAdmin');
  await account('carla.cliente@example.com', 'Client');
  invoicing = await startInvoicing(
    namespace,
    { APIDIAN_URL: sim.url, SMTP_PORT: String(mail.smtpPort), EXPIRY_WARNINGS_EVERY_MS: String(checkEveryMs) },
    undefined,
    identityUrl,
  );
  admin = asAdmin(invoicing);
}, 90000);

afterAll(async () => {
  await invoicing?.close();
  await identity?.close();
  await sim?.close();
  await mail?.close();
});

const longDate = (day: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day}T00:00:00Z`));
const inDays = (days: number) =>
  new Date(Date.parse(`${bogotaToday(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const warningMails = (issuerName: string) =>
  mail.inbox.list().filter((each) => each.subject.startsWith('Aviso:') && each.subject.includes(issuerName));
const warningsOf = async (issuerId: number) =>
  (await admin('GET', '/facturacion/avisos')).body.data.filter((warning: { issuer_id: number }) => warning.issuer_id === issuerId);

async function createdIssuer() {
  const issuer = newIssuer();
  const created = await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields });
  expect(created.status).toBe(200);
  return { ...issuer, id: created.body.company.id as number, token: sim.companies.byNit(issuer.nit)!.token };
}

async function issuerWithResolution(dateTo: string) {
  const { token, ...issuer } = await createdIssuer();
  const resolution = { ...sampleResolution, prefix: 'SETT', resolution: '18760000077', date_to: dateTo };
  const saved = await admin('PUT', '/apidian/config/resolution', { body: resolution, apidianToken: token });
  expect(saved.status).toBe(200);
  return { ...issuer, token, resolution };
}

it('a resolution ending in 10 days raises one warning and one mail to the administrators, not one per check', async () => {
  const endsOn = inDays(10);
  const issuer = await issuerWithResolution(endsOn);

  // Shown to the issuer list and the dashboard, with the days left.
  const shown = await eventually(async () => {
    const { status, body } = await admin('GET', '/facturacion/avisos');
    expect(status).toBe(200);
    expect(body.data.filter((each: { issuer_id: number }) => each.issuer_id === issuer.id)).toEqual([
      expect.objectContaining({
        issuer_id: issuer.id,
        issuer_name: issuer.fields.business_name,
        kind: 'resolution_ending',
        subject: '1/18760000077/SETT',
        ends_on: endsOn,
        days_left: 10,
      }),
    ]);
    return body.data.find((each: { issuer_id: number }) => each.issuer_id === issuer.id);
  });

  // One mail, to both administrators and nobody else, saying what ends and when.
  const [only] = await eventually(() => {
    const mails = warningMails(issuer.fields.business_name);
    expect(mails).toHaveLength(1);
    return mails;
  });
  expect(only!.to.sort()).toEqual(['laura.admin@example.com', 'pedro.super@example.com']);
  expect(only!.subject).toContain(issuer.fields.business_name);
  expect(only!.text).toContain('La resolución de numeración 18760000077 (prefijo SETT)');
  expect(only!.text).toContain('quedan 10 días');

  // Several more checks find it again: still one warning, and no second mail once the mail queue has settled.
  await eventually(async () => {
    const { rows } = await invoicing.db.query<{ checks: number }>(
      `SELECT floor(extract(epoch FROM seen_at - raised_at) * 1000 / $1)::int AS checks FROM expiry_warnings WHERE issuer_id = $2`,
      [checkEveryMs, issuer.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checks).toBeGreaterThanOrEqual(3);
  });
  await jobsSettled(warningMailQueueName, { namespace, redisUrl: invoicing.config.REDIS_URL });
  expect(warningMails(issuer.fields.business_name)).toHaveLength(1);
  expect(await warningsOf(issuer.id)).toEqual([expect.objectContaining({ id: shown.id })]);

  // Editing the issuer re-reads its resolutions from APIDIAN's answer: what the warning watches stays, and so does it.
  const edit = { nit: issuer.nit, dv: issuer.dv, ...issuer.fields, phone: '6014449999' };
  expect((await admin('PUT', `/facturacion/facturadores/${issuer.id}`, { body: edit })).status).toBe(200);
  const editedAt = new Date();
  await eventually(async () => {
    const { rows } = await invoicing.db.query<{ seen_at: Date }>('SELECT seen_at FROM expiry_warnings WHERE id = $1', [shown.id]);
    expect(rows[0]!.seen_at.getTime()).toBeGreaterThan(editedAt.getTime() + checkEveryMs);
  });
  expect(await warningsOf(issuer.id)).toEqual([expect.objectContaining({ id: shown.id, ends_on: endsOn })]);

  // Renewed (saved again with a later end): the warning no longer shows.
  const renewed = { ...issuer.resolution, date_to: inDays(400) };
  expect((await admin('PUT', '/apidian/config/resolution', { body: renewed, apidianToken: issuer.token })).status).toBe(200);
  await eventually(async () => expect(await warningsOf(issuer.id)).toEqual([]));
  expect(warningMails(issuer.fields.business_name)).toHaveLength(1);
});

it('a certificate expiring in 20 days warns once; a renewed one clears it', async () => {
  const issuer = await createdIssuer();
  const upload = (days: number) => {
    const certificate = createTestCertificate({ notAfter: new Date(Date.now() + days * 86_400_000) });
    return admin('PUT', '/apidian/config/certificate', {
      body: { certificate: certificate.base64, password: certificate.password },
      apidianToken: issuer.token,
    });
  };
  expect((await upload(20)).status).toBe(200);

  const [shown] = await eventually(async () => {
    const found = await warningsOf(issuer.id);
    expect(found).toEqual([expect.objectContaining({ kind: 'certificate_expiring', days_left: expect.any(Number) })]);
    return found;
  });
  expect(shown.days_left).toBeGreaterThanOrEqual(19);
  expect(shown.days_left).toBeLessThanOrEqual(20);
  const [only] = await eventually(() => {
    const mails = warningMails(issuer.fields.business_name);
    expect(mails).toHaveLength(1);
    return mails;
  });
  expect(only!.subject).toBe(`Aviso: el certificado de firma de ${issuer.fields.business_name} vence el ${longDate(shown.ends_on)}`);

  expect((await upload(365)).status).toBe(200);
  await eventually(async () => expect(await warningsOf(issuer.id)).toEqual([]));
  await jobsSettled(warningMailQueueName, { namespace, redisUrl: invoicing.config.REDIS_URL });
  expect(warningMails(issuer.fields.business_name)).toHaveLength(1);
});

describe('the platform’s own numbering (from its configuration, used as it invoices)', () => {
  // A range of one number: the first invoice uses it up.
  const platformNamespace = testNamespace();
  let platform: TestInvoicing;
  beforeAll(async () => {
    platform = await startInvoicing(
      platformNamespace,
      {
        APIDIAN_URL: sim.url,
        SMTP_PORT: String(mail.smtpPort),
        EXPIRY_WARNINGS_EVERY_MS: String(checkEveryMs),
        PLATFORM_ISSUER_NAME: 'Plataforma de Prueba S.A.S.',
        PLATFORM_NUMBER_FROM: '990000000',
        PLATFORM_NUMBER_TO: '990000000',
      },
      undefined,
      identityUrl,
    );
  }, 60000);
  afterAll(() => platform?.close());

  it('warns once, naming what is left, when its invoices use the range up', async () => {
    const buyer = platform.customer();
    expect((await buyer.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
    await publishApproved(platformNamespace, approvedPayment(buyer.userId, 50000));

    await eventually(async () => {
      const { body } = await caller(platform, adminToken())('GET', '/facturacion/avisos');
      expect(body.data).toEqual([
        expect.objectContaining({
          issuer_id: 0,
          kind: 'resolution_numbers_low',
          subject: '1/18760000001/SETP',
          numbers_left: 0,
          range_size: 1,
        }),
      ]);
    }, 40000);
    const [only] = await eventually(() => {
      const mails = warningMails('Plataforma de Prueba S.A.S.');
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(only!.text).toContain('le quedan 0 de sus 1 números');
    await eventually(async () => {
      const { rows } = await platform.db.query<{ seen_at: Date; raised_at: Date }>('SELECT seen_at, raised_at FROM expiry_warnings');
      expect(rows[0]!.seen_at.getTime() - rows[0]!.raised_at.getTime()).toBeGreaterThan(2 * checkEveryMs);
    });
    await jobsSettled(warningMailQueueName, { namespace: platformNamespace, redisUrl: platform.config.REDIS_URL });
    expect(warningMails('Plataforma de Prueba S.A.S.')).toHaveLength(1);
  });
});
