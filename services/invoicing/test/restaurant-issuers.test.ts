import { randomUUID } from 'node:crypto';
import { restaurantInvoicingMessages as texts, samplePosDocument, samplePosResolution } from '@mb/contracts';
import { GATEWAY_SECRET_HEADER } from '@mb/service-kit';
import { testCertificate } from '../../../simulators/apidian/src/testing.js';
import { asClient, newIssuer } from './admin-helpers.js';
import { datedToday, withApidianAdmin } from './apidian-admin.js';
import { openRestaurantIssuer, issuerOfRestaurant } from '../src/modules/restaurant-issuers/restaurant-issuers.repository.js';
import { tokenKey } from '../src/domain/token-crypto.js';
import { bogotaToday, expiryWarnings } from '../src/domain/expiry-warnings.js';
import { watchedIssuerResolutions } from '../src/modules/warnings/warnings.repository.js';

type Json = Record<string, any>;

const setup = withApidianAdmin();
const admin = (...call: Parameters<typeof setup.admin>) => setup.admin(...call);
const testSetId = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

/** The restaurant service's call: the gateway's secret, no session. */
async function internal(method: 'GET' | 'POST', url: string, body?: unknown, secret = setup.invoicing.config.GATEWAY_SECRET) {
  const response = await setup.invoicing.app.inject({
    method,
    url,
    headers: { [GATEWAY_SECRET_HEADER]: secret },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: response.statusCode, body: response.json() as Json };
}
const stateOf = async (restaurantId: string) => (await internal('GET', `/internal/restaurants/${restaurantId}/facturacion`)).body.data;
const doneSteps = (state: Json) => state.steps.filter((step: Json) => step.done).map((step: Json) => step.key);

function ownerRequest(issuer: ReturnType<typeof newIssuer>) {
  return {
    restaurant_name: 'La Terraza',
    nit: issuer.nit,
    dv: issuer.dv,
    business_name: issuer.fields.business_name,
    type_organization_id: 1,
    type_regime_id: 2,
    type_liability_id: 117,
    inc_responsible: true,
    municipality_id: 149,
    address: issuer.fields.address,
    phone: issuer.fields.phone,
    email: issuer.fields.email,
    owner_email: 'duena@laterraza.example.com',
  };
}

it('takes a restaurant from the owner’s request to documents in production, showing each step and what is missing', async () => {
  const restaurantId = randomUUID();
  const empty = await stateOf(restaurantId);
  expect(empty).toMatchObject({ status: 'sin_solicitud', issuer_id: null, range: null, certificate: null });
  expect(empty.missing[0]).toContain('Envíe los datos de la empresa');

  // The owner asks; the vendor's admin sees the request.
  const issuer = newIssuer();
  const requested = await internal('POST', `/internal/restaurants/${restaurantId}/facturacion/solicitud`, ownerRequest(issuer));
  expect(requested.status).toBe(201);
  expect(requested.body.data).toMatchObject({ status: 'solicitado', issuer_id: null });
  expect(doneSteps(requested.body.data)).toEqual(['solicitud']);
  expect(requested.body.data.missing[0]).toContain('El administrador de la plataforma debe crear la empresa');
  const requests = (await admin('GET', '/facturacion/solicitudes-restaurantes')).body.data as Json[];
  expect(requests.find((request) => request.restaurant_id === restaurantId)).toMatchObject({
    nit: issuer.nit,
    owner_email: 'duena@laterraza.example.com',
    handled_at: null,
    issuer_id: null,
  });

  // The admin creates the company from it and links it: the list names the restaurant and its owner.
  const created = await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields });
  const id = created.body.company.id as number;
  const linked = await admin('PUT', `/facturacion/facturadores/${id}/restaurante`, {
    body: { restaurant_id: restaurantId, restaurant_name: 'La Terraza', owner_email: 'duena@laterraza.example.com', inc_responsible: true },
  });
  expect(linked).toMatchObject({ status: 200, body: { message: texts.restaurantLinked } });
  const listed = ((await admin('GET', '/facturacion/facturadores')).body.data as Json[]).find((item) => item.id === id);
  expect(listed).toMatchObject({
    eqdocs_configured: 0,
    eqdocs_type_environment_id: 2,
    restaurant: { restaurant_id: restaurantId, restaurant_name: 'La Terraza', owner_email: 'duena@laterraza.example.com' },
  });
  const handled = ((await admin('GET', '/facturacion/solicitudes-restaurantes')).body.data as Json[]).find(
    (request) => request.restaurant_id === restaurantId,
  );
  expect(handled).toMatchObject({ issuer_id: id, handled_at: expect.any(String) });
  const inTests = await stateOf(restaurantId);
  expect(inTests).toMatchObject({ status: 'en_pruebas', issuer_id: id });
  expect(doneSteps(inTests)).toEqual(['solicitud', 'empresa']);
  expect(inTests.missing[0]).toContain('software de documentos equivalentes');

  // The equivalent documents' software (its PIN kept for the CUDE, never shown), the certificate, the POS range.
  const software = await admin('PUT', '/apidian/config/softwareeqdocs', {
    body: { ideqdocs: 'a1b2c3d4-0000-4111-8222-933344455566', pineqdocs: 54321 },
    apidianIssuer: id,
  });
  expect(software.status).toBe(200);
  expect(JSON.stringify(software.body)).not.toContain('54321');
  const certificate = testCertificate();
  await admin('PUT', '/apidian/config/certificate', {
    body: { certificate: certificate.base64, password: certificate.password },
    apidianIssuer: id,
  });
  expect((await admin('PUT', '/apidian/config/resolution', { body: samplePosResolution, apidianIssuer: id })).status).toBe(200);
  const configured = await stateOf(restaurantId);
  expect(doneSteps(configured)).toEqual(['solicitud', 'empresa', 'software', 'certificado', 'resolucion']);
  expect(configured.range).toEqual({
    prefix: 'EPOS',
    from: 1,
    to: 1000000,
    next: 1,
    remaining: 1000000,
    low: false,
    valid_to: '2030-01-19',
  });
  expect(configured.certificate).toMatchObject({ expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expiring: false });

  // What the POS documents are issued with.
  const row = (await issuerOfRestaurant(setup.invoicing.db, restaurantId))!;
  const open = openRestaurantIssuer(row, tokenKey(setup.invoicing.config.ISSUER_TOKEN_KEY));
  expect(open).toMatchObject({
    issuerId: id,
    nit: issuer.nit,
    incResponsible: true,
    eqdocsSoftwareId: 'a1b2c3d4-0000-4111-8222-933344455566',
    eqdocsPin: '54321',
    eqdocsEnvironmentId: 2,
    posResolution: { prefix: 'EPOS', resolution: '18760000002', rangeFrom: 1, rangeTo: 1000000, validFrom: '2019-01-19' },
  });
  expect(open.token).toMatch(/^[0-9a-f]{64}$/);

  // Once the sales have used the range nearly up, the owner and the administrators' warnings both see it running low.
  await setup.invoicing.db.query('INSERT INTO pos_document_numbering (issuer_id, prefix, next_number) VALUES ($1, $2, $3)', [
    id,
    'EPOS',
    950001,
  ]);
  expect((await stateOf(restaurantId)).range).toMatchObject({ next: 950001, remaining: 50000, low: true });
  const watched = (await watchedIssuerResolutions(setup.invoicing.db)).filter((resolution) => resolution.issuerId === id);
  expect(expiryWarnings(watched, [], bogotaToday(new Date()))).toEqual([
    expect.objectContaining({ kind: 'resolution_numbers_low', subject: '15/18760000002/EPOS', numbersLeft: 50000 }),
  ]);
  await setup.invoicing.db.query('DELETE FROM pos_document_numbering WHERE issuer_id = $1', [id]);

  // DIAN's test set of equivalent documents, then production.
  const sent = await admin('POST', `/apidian/eqdoc/${testSetId}`, { body: datedToday(samplePosDocument, 1), apidianIssuer: id });
  expect(sent.status).toBe(200);
  await stateOf(restaurantId); // DIAN still validating on the first poll
  expect(doneSteps(await stateOf(restaurantId))).toContain('set_pruebas');
  const enablement = (await admin('GET', `/facturacion/facturadores/${id}/habilitacion`)).body.data;
  expect(enablement.eqdocs.test_set).toMatchObject({ accepted: 1, documents: [{ number: 'EPOS1', status: 'accepted' }] });
  expect(enablement.test_set.documents).toEqual([]);
  await admin('PUT', '/apidian/config/environment', {
    body: { type_environment_id: 2, eqdocs_type_environment_id: 1 },
    apidianIssuer: id,
  });
  // In production DIAN numbers only from the restaurant's own range: the test set's sample numbering is not enough.
  const onSample = await stateOf(restaurantId);
  expect(onSample).toMatchObject({
    status: 'en_pruebas',
    missing: [expect.stringContaining('la numeración de pruebas no sirve en producción')],
  });
  const own = { ...samplePosResolution, prefix: 'LBRA', resolution: '18764000001234', from: 1, to: 5000 };
  expect((await admin('PUT', '/apidian/config/resolution', { body: own, apidianIssuer: id })).status).toBe(200);
  const enabled = await stateOf(restaurantId);
  expect(enabled).toMatchObject({ status: 'habilitado', missing: [], range: { prefix: 'LBRA', next: 1, remaining: 5000 } });
  expect((await issuerOfRestaurant(setup.invoicing.db, restaurantId))?.eqdocsEnvironmentId).toBe(1);

  // Once linked, the owner's request is not sent again.
  const again = await internal('POST', `/internal/restaurants/${restaurantId}/facturacion/solicitud`, ownerRequest(issuer));
  expect(again).toMatchObject({ status: 409, body: { message: texts.alreadyLinked } });
}, 60000);

it('refuses a request with a wrong check digit or an unknown municipality in Spanish, and keeps nothing', async () => {
  const restaurantId = randomUUID();
  const issuer = newIssuer();
  const wrongDv = await internal('POST', `/internal/restaurants/${restaurantId}/facturacion/solicitud`, {
    ...ownerRequest(issuer),
    dv: String((Number(issuer.dv) + 1) % 10),
  });
  expect(wrongDv).toMatchObject({ status: 400, body: { message: texts.dvInvalid } });
  const nowhere = await internal('POST', `/internal/restaurants/${restaurantId}/facturacion/solicitud`, {
    ...ownerRequest(issuer),
    municipality_id: 999999,
  });
  expect(nowhere).toMatchObject({ status: 400, body: { message: texts.municipalityUnknown } });
  const noPhone = await internal('POST', `/internal/restaurants/${restaurantId}/facturacion/solicitud`, {
    ...ownerRequest(issuer),
    phone: '12',
  });
  expect(noPhone).toMatchObject({ status: 400, body: { message: texts.phoneInvalid } });
  expect((await stateOf(restaurantId)).status).toBe('sin_solicitud');
});

it('answers the internal routes only to the platform’s services, and the admin ones only to administrators', async () => {
  const restaurantId = randomUUID();
  expect((await internal('GET', `/internal/restaurants/${restaurantId}/facturacion`, undefined, 'not-the-gateway-secret')).status).toBe(
    403,
  );
  expect((await asClient(setup.invoicing)('GET', '/facturacion/solicitudes-restaurantes')).status).toBe(403);
  const link = { restaurant_id: restaurantId, owner_email: 'x@example.com', inc_responsible: true };
  expect((await asClient(setup.invoicing)('PUT', '/facturacion/facturadores/2/restaurante', { body: link })).status).toBe(403);
});

it('keeps one issuer per restaurant: another issuer is refused until the first is unlinked', async () => {
  const restaurantId = randomUUID();
  const [first, second] = [newIssuer(), newIssuer()];
  const ids: number[] = [];
  for (const issuer of [first, second]) {
    ids.push((await admin('POST', `/apidian/config/${issuer.nit}/${issuer.dv}`, { body: issuer.fields })).body.company.id);
  }
  const link = { restaurant_id: restaurantId, owner_email: 'dueno@elfogon.example.com', inc_responsible: false };
  expect((await admin('PUT', `/facturacion/facturadores/${ids[0]}/restaurante`, { body: link })).status).toBe(200);
  expect(await admin('PUT', `/facturacion/facturadores/${ids[1]}/restaurante`, { body: link })).toMatchObject({
    status: 409,
    body: { message: texts.issuerOfAnotherRestaurant },
  });
  expect((await issuerOfRestaurant(setup.invoicing.db, restaurantId))?.incResponsible).toBe(false);

  expect(await admin('DELETE', `/facturacion/facturadores/${ids[0]}/restaurante`)).toMatchObject({
    status: 200,
    body: { message: texts.restaurantUnlinked },
  });
  expect(await stateOf(restaurantId)).toMatchObject({ status: 'sin_solicitud', issuer_id: null });
  expect((await admin('PUT', `/facturacion/facturadores/${ids[1]}/restaurante`, { body: link })).status).toBe(200);
  expect((await stateOf(restaurantId)).issuer_id).toBe(ids[1]);
  expect(await admin('DELETE', `/facturacion/facturadores/${ids[0]}/restaurante`)).toMatchObject({
    status: 404,
    body: { message: texts.noRestaurantLinked },
  });
  const bad = await admin('PUT', `/facturacion/facturadores/${ids[1]}/restaurante`, { body: { ...link, owner_email: 'no-es-correo' } });
  expect(bad).toMatchObject({ status: 400, body: { message: texts.ownerEmailInvalid } });
});
