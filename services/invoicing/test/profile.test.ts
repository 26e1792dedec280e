import { invoicingMessages, messages } from '@mb/contracts';
import { adminToken, testNamespace } from '@mb/service-kit/testing';
import { completeProfile, startInvoicing, type TestInvoicing } from './helpers.js';

let invoicing: TestInvoicing;

beforeAll(async () => {
  invoicing = await startInvoicing(testNamespace());
});
afterAll(async () => {
  await invoicing.close();
});

const allFields = ['person_type', 'type_document_identification_id', 'type_regime_id', 'municipality_id', 'address'];
const storedRow = async (userId: string) =>
  (await invoicing.db.query('SELECT * FROM customer_profiles WHERE user_id = $1', [userId])).rows[0] as Record<string, unknown> | undefined;

it('a new customer has no profile and is not ready; saving it makes them ready', async () => {
  const ana = invoicing.customer();
  expect((await ana.call('GET', '/fe/profile')).json()).toEqual({ success: true, profile: null });
  expect((await ana.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: false, missing: allFields });

  const saved = await ana.call('PUT', '/fe/profile', { ...completeProfile, address: '  Calle 26 # 13-19, oficina 301 ' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
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
  expect((await ana.call('GET', '/fe/profile')).json()).toEqual({ success: true, profile: saved.json().profile });
  expect((await ana.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });
});

it('saves what was filled in and the check names what is still missing; a later save replaces the whole profile', async () => {
  const luis = invoicing.customer();
  const partial = await luis.call('PUT', '/fe/profile', {
    person_type: 'JURIDICA',
    type_document_identification_id: 6,
    municipality_id: null,
    address: '   ',
  });
  expect(partial.json().profile).toEqual({
    person_type: 'JURIDICA',
    type_document_identification_id: 6,
    type_regime_id: null,
    municipality_id: null,
    address: null,
    identification_number: null,
    business_name: null,
    country_id: null,
    city_name: null,
    state_name: null,
    updated_at: expect.any(String),
  });
  // A company with a NIT also writes the NIT (with its check digit) and its business name.
  expect((await luis.call('GET', '/fe/check')).json()).toEqual({
    success: true,
    ready: false,
    missing: ['type_regime_id', 'municipality_id', 'address', 'identification_number', 'business_name'],
  });

  await luis.call('PUT', '/fe/profile', {
    ...completeProfile,
    person_type: 'JURIDICA',
    type_document_identification_id: 6,
    type_regime_id: 1,
    municipality_id: 1006,
    identification_number: '900123456-8',
    business_name: 'Luis S.A.S.',
  });
  expect((await luis.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });
  const { updated_at: _first, ...before } = partial.json().profile;
  await luis.call('PUT', '/fe/profile', { person_type: 'NATURAL' });
  expect((await luis.call('GET', '/fe/profile')).json().profile).toMatchObject({
    ...before,
    person_type: 'NATURAL',
    type_document_identification_id: null,
  });
});

describe('bad input is refused with a Spanish message and writes nothing', () => {
  const cases: [string, unknown, string][] = [
    ['an unknown document type', { ...completeProfile, type_document_identification_id: 999 }, invoicingMessages.documentTypeUnknown],
    ['an unknown regime', { ...completeProfile, type_regime_id: 3 }, invoicingMessages.regimeUnknown],
    ['an unknown municipality', { ...completeProfile, municipality_id: 99999 }, invoicingMessages.municipalityUnknown],
    ['an id beyond any integer column', { ...completeProfile, municipality_id: 1e12 }, invoicingMessages.municipalityInvalid],
    ['an id as text', { ...completeProfile, municipality_id: '149' }, invoicingMessages.municipalityInvalid],
    ['a fractional id', { ...completeProfile, type_regime_id: 1.5 }, invoicingMessages.regimeInvalid],
    ['a negative id', { ...completeProfile, type_document_identification_id: -3 }, invoicingMessages.documentTypeInvalid],
    ['another person type', { ...completeProfile, person_type: 'EMPRESA' }, invoicingMessages.personTypeInvalid],
    ['a lower-case person type', { ...completeProfile, person_type: 'natural' }, invoicingMessages.personTypeInvalid],
    ['a too long address', { ...completeProfile, address: 'x'.repeat(201) }, invoicingMessages.addressTooLong],
    // Refused by every service's input guard before the profile's own rules run.
    ['a NUL in the address', { ...completeProfile, address: 'Calle 1\u0000' }, messages.nulCharacter],
    ['a control character in the address', { ...completeProfile, address: 'Calle 1\u0007' }, invoicingMessages.addressControlCharacters],
    ['an address that is not text', { ...completeProfile, address: 26 }, invoicingMessages.addressInvalid],
    ['a list instead of a profile', [completeProfile], 'Datos inválidos'],
  ];

  let customer: ReturnType<TestInvoicing['customer']>;
  let before: Record<string, unknown> | undefined;
  beforeAll(async () => {
    customer = invoicing.customer();
    await customer.call('PUT', '/fe/profile', { ...completeProfile, address: 'Carrera 7 # 71-21' });
    before = await storedRow(customer.userId);
  });

  it.each(cases)('%s', async (_name, body, message) => {
    const response = await customer.call('PUT', '/fe/profile', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    expect(await storedRow(customer.userId)).toEqual(before);
  });

  it('malformed JSON and an empty body', async () => {
    for (const payload of ['{"person_type": "NATURAL",', '']) {
      const response = await customer.call('PUT', '/fe/profile', payload, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await storedRow(customer.userId)).toEqual(before);
  });

  it('a first save with a bad id creates no profile', async () => {
    const newcomer = invoicing.customer();
    const response = await newcomer.call('PUT', '/fe/profile', { ...completeProfile, municipality_id: 5000 });
    expect(response.json()).toEqual({ success: false, message: invoicingMessages.municipalityUnknown });
    expect(await storedRow(newcomer.userId)).toBeUndefined();
  });
});

it('a customer sees and changes only their own profile', async () => {
  const owner = invoicing.customer();
  const other = invoicing.customer();
  await owner.call('PUT', '/fe/profile', completeProfile);
  const ownerRow = await storedRow(owner.userId);

  expect((await other.call('GET', '/fe/profile')).json()).toEqual({ success: true, profile: null });
  expect((await other.call('GET', '/fe/check')).json().ready).toBe(false);
  // A user id in the body or the query is not theirs to choose: the session decides.
  await other.call('PUT', `/fe/profile?user_id=${owner.userId}`, { ...completeProfile, user_id: owner.userId, address: 'Otra dirección' });
  expect(await storedRow(owner.userId)).toEqual(ownerRow);
  expect((await other.call('GET', '/fe/profile')).json().profile.address).toBe('Otra dirección');
});

it('every call needs a valid session; an anonymous save writes nothing', async () => {
  const before = (await invoicing.db.query('SELECT count(*)::int AS n FROM customer_profiles')).rows[0].n;
  for (const [method, url] of [
    ['GET', '/fe/profile'],
    ['PUT', '/fe/profile'],
    ['GET', '/fe/check'],
    ['GET', '/codes'],
  ] as const) {
    const anonymous = await invoicing.app.inject({ method, url, ...(method === 'PUT' ? { payload: completeProfile } : {}) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: expect.any(String) });
    const forged = await invoicing.app.inject({ method, url, headers: { authorization: 'Bearer no.es.un-token' } });
    expect(forged.statusCode).toBe(401);
  }
  expect((await invoicing.db.query('SELECT count(*)::int AS n FROM customer_profiles')).rows[0].n).toBe(before);
});

describe("an administrator completes a member's profile for 'Tomar pago' (spec 2 §2.6)", () => {
  const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    invoicing.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${adminToken()}` },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('reads and saves it with the same checks, audited with what it replaced; the member is then ready', async () => {
    const member = invoicing.customer();
    await member.call('PUT', '/fe/profile', { person_type: 'NATURAL', address: 'Calle 1' });
    expect((await asAdmin('GET', `/fe/profile/${member.userId}`)).json().profile).toMatchObject({
      person_type: 'NATURAL',
      address: 'Calle 1',
    });

    const refused = await asAdmin('PUT', `/fe/profile/${member.userId}`, { ...completeProfile, municipality_id: 999999 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, invoicingMessages.municipalityUnknown]);
    expect((await member.call('GET', '/fe/profile')).json().profile).toMatchObject({ address: 'Calle 1', municipality_id: null });

    const saved = await asAdmin('PUT', `/fe/profile/${member.userId}`, completeProfile);
    expect(saved.json()).toMatchObject({ success: true, message: invoicingMessages.profileSaved, profile: completeProfile });
    expect((await member.call('GET', '/fe/check')).json()).toEqual({ success: true, ready: true, missing: [] });

    const { rows } = await invoicing.db.query(`SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = $1`, [
      member.userId,
    ]);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        action: 'invoicing_profile.saved',
        actor: expect.objectContaining({ role: 'Admin' }),
        entity: { type: 'invoicing_profile', id: member.userId },
        before: expect.objectContaining({ person_type: 'NATURAL', address: 'Calle 1', municipality_id: null }),
        after: expect.objectContaining({ ...completeProfile }),
      }),
    ]);
  });

  it('is for administrators only', async () => {
    const member = invoicing.customer();
    const other = invoicing.customer();
    expect((await other.call('PUT', `/fe/profile/${member.userId}`, completeProfile)).statusCode).toBe(403);
    expect((await other.call('GET', `/fe/profile/${member.userId}`)).statusCode).toBe(403);
    expect((await invoicing.app.inject({ method: 'PUT', url: `/fe/profile/${member.userId}`, payload: completeProfile })).statusCode).toBe(
      401,
    );
    expect(await storedRow(member.userId)).toBeUndefined();
  });
});
