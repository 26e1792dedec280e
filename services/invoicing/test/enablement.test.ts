import { invoicingAdminMessages as texts, sampleResolution } from '@mb/contracts';
import { testCertificate } from '../../../simulators/apidian/src/testing.js';
import { asClient, newIssuer } from './admin-helpers.js';
import { datedToday, withApidianAdmin } from './apidian-admin.js';

type Json = Record<string, any>;

const setup = withApidianAdmin();
const admin = (...call: Parameters<typeof setup.admin>) => setup.admin(...call);

const testSetId = '8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b';
const stateOf = async (id: number) => (await admin('GET', `/facturacion/facturadores/${id}/habilitacion`)).body.data as Json;
const stepStates = (state: Json) => Object.fromEntries(state.steps.map((step: Json) => [step.key, step.state]));

async function sendTestInvoice(issuerId: number, number: number) {
  const template = (await admin('GET', '/templates/invoices/template_sin_descuentos')).body.data.payload;
  const invoice = datedToday(template, number);
  return admin('POST', `/apidian/invoice/${testSetId}`, { body: invoice, apidianIssuer: issuerId });
}

it('takes a new issuer through its steps, counting DIAN’s accepted and rejected test-set documents with the reasons', async () => {
  const issuer = newIssuer();
  const created = await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields });
  expect(created.status).toBe(200);
  const id = created.body.company.id as number;

  expect(await stateOf(id)).toMatchObject({ issuer_id: id, type_environment_id: 2, test_set: { accepted: 0, rejected: 0, pending: 0 } });
  expect(stepStates(await stateOf(id))).toEqual({
    company: 'done',
    software: 'current',
    certificate: 'waiting',
    resolution: 'waiting',
    testSet: 'waiting',
    production: 'waiting',
  });

  await admin('PUT', '/apidian/config/software', { body: { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: 12345 }, apidianIssuer: id });
  const certificate = testCertificate();
  await admin('PUT', '/apidian/config/certificate', {
    body: { certificate: certificate.base64, password: certificate.password },
    apidianIssuer: id,
  });
  await admin('PUT', '/apidian/config/resolution', { body: sampleResolution, apidianIssuer: id });
  expect(stepStates(await stateOf(id))).toMatchObject({ software: 'done', certificate: 'done', resolution: 'done', testSet: 'current' });

  // One document DIAN accepts (after a first "still validating"), one it rejects with its rule.
  expect((await sendTestInvoice(id, 990000001)).status).toBe(200);
  setup.sim.rejectNext(1);
  expect((await sendTestInvoice(id, 990000002)).status).toBe(200);
  expect((await stateOf(id)).test_set).toMatchObject({ accepted: 0, rejected: 0, pending: 2 });
  const judged = await stateOf(id);
  expect(judged.test_set).toMatchObject({ accepted: 1, rejected: 1, pending: 0 });
  expect(judged.test_set.documents).toEqual([
    { number: 'SETP990000002', status: 'rejected', message: expect.stringMatching(/Regla: \w+/), sent_at: expect.any(String) },
    { number: 'SETP990000001', status: 'accepted', message: null, sent_at: expect.any(String) },
  ]);
  expect(stepStates(judged)).toMatchObject({ testSet: 'done', production: 'current' });

  // In production the test set is closed: DIAN's refusal of the upload is counted with its reason, not lost.
  await admin('PUT', '/apidian/config/environment', { body: { type_environment_id: 1 }, apidianIssuer: id });
  const refused = await sendTestInvoice(id, 990000003);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('producción') });
  const inProduction = await stateOf(id);
  expect(stepStates(inProduction)).toMatchObject({ testSet: 'done', production: 'done' });
  expect(inProduction.test_set).toMatchObject({ accepted: 1, rejected: 2 });
  expect(inProduction.test_set.documents[0]).toMatchObject({
    number: 'SETP990000003',
    status: 'rejected',
    message: expect.stringContaining('producción'),
  });

  // The confirmed way back: a change naming no environment goes to test (spec 3 §9).
  await admin('PUT', '/apidian/config/environment', { body: {}, apidianIssuer: id });
  expect(stepStates(await stateOf(id))).toMatchObject({ testSet: 'done', production: 'current' });
}, 30000);

it('is for administrators only and answers 404 for an unknown issuer or the platform’s own company', async () => {
  expect((await asClient(setup.invoicing)('GET', '/facturacion/facturadores/2/habilitacion')).status).toBe(403);
  expect(await admin('GET', '/facturacion/facturadores/999999/habilitacion')).toEqual({
    status: 404,
    body: { success: false, message: texts.issuerNotFound },
  });
  expect((await admin('GET', '/facturacion/facturadores/1/habilitacion')).status).toBe(404);
});
