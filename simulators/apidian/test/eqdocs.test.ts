import { createHash } from 'node:crypto';
import { startApidianSimulator, type ApidianSimulator } from '../src/app.js';
import { dianCheckDigit, testCertificate } from '../src/testing.js';
import { api, samplePosDocument, type Json } from './helpers.js';

/** DIAN's CUDE (reference §11, §6.2) written out here: SHA-384 of the fifteen values, the software PIN as the key. */
function dianCude(values: {
  number: string;
  date: string;
  time: string;
  base: string;
  inc: string;
  payable: string;
  nit: string;
  buyer: string;
  pin: string;
  environment: number;
}) {
  const { number, date, time, base, inc, payable, nit, buyer, pin, environment } = values;
  const text = `${number}${date}${time}-05:00${base}010.0004${inc}030.00${payable}${nit}${buyer}${pin}${environment}`;
  return createHash('sha384').update(text).digest('hex');
}

/** An adjustment note (type 26) giving back the second dish of samplePosDocument: 15 100 with its INC. */
function adjustmentNote(number: number, overrides: Json): Json {
  const line = samplePosDocument(1).invoice_lines[1];
  return {
    number,
    type_document_id: 26,
    is_eqdoc: true,
    date: '2026-01-16',
    time: '09:00:00',
    discrepancyresponsecode: 2,
    discrepancyresponsedescription: 'Devolución del ajiaco',
    customer: { identification_number: '222222222222', name: 'Consumidor final' },
    tax_totals: line.tax_totals,
    legal_monetary_totals: {
      line_extension_amount: '13981.00',
      tax_exclusive_amount: '13981.00',
      tax_inclusive_amount: '15100.00',
      payable_amount: '15100.00',
    },
    credit_note_lines: [line],
    ...overrides,
  };
}

const syncResult = (body: Json): Json => body.ResponseDian.Envelope.Body.SendBillSyncResponse.SendBillSyncResult;
const posName = 'Documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S.';

// A restaurant configured as an issuer of equivalent documents over HTTP, then its POS documents, adjustment notes,
// status queries and test set, as the invoicing service drives them.
describe('APIDIAN simulator: equivalent documents (POS, type 15)', () => {
  let sim: ApidianSimulator;
  const nit = '901458713';
  const dv = String(dianCheckDigit(nit));
  const invoicePin = '12345';
  const eqdocPin = '54321';
  const posResolution = {
    type_document_id: 15,
    prefix: 'EPOS',
    resolution: '18764000000001',
    resolution_date: '2026-01-01',
    date_from: '2026-01-01',
    date_to: '2027-12-31',
    from: 1,
    to: 5000,
  };
  let token: string;
  let nextNumber = 1;

  const send = (path: string, body: Json) => api(sim, 'POST', path, { token, body });
  const cudeOf = (document: Json, environment = 2, pin = eqdocPin) =>
    dianCude({
      number: `EPOS${document.number}`,
      date: document.date,
      time: document.time,
      base: document.legal_monetary_totals.line_extension_amount,
      inc: document.tax_totals[0].tax_amount,
      payable: document.legal_monetary_totals.payable_amount,
      nit,
      buyer: document.customer.identification_number,
      pin,
      environment,
    });

  beforeAll(async () => {
    sim = await startApidianSimulator({ port: 0, logLevel: 'silent', zipPollsBeforeResult: 1 });
    const created = await api(sim, 'POST', `/config/${nit}/${dv}`, {
      body: {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 2,
        type_liability_id: 117,
        business_name: 'Restaurante La Terraza S.A.S.',
        merchant_registration: '0000000-00',
        municipality_id: 149,
        address: 'Carrera 14 # 20-30',
        phone: '3001234567',
        email: 'facturas@laterraza.test',
      },
    });
    token = created.body.token;
    const certificate = testCertificate();
    await api(sim, 'PUT', '/config/certificate', { token, body: { certificate: certificate.base64, password: certificate.password } });
    await api(sim, 'PUT', '/config/software', { token, body: { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: invoicePin } });
  });

  afterAll(async () => {
    await sim?.close();
  });

  it('stores the software for equivalent documents beside the invoice software, with its 5-digit PIN', async () => {
    const bad = await api(sim, 'PUT', '/config/softwareeqdocs', { token, body: { ideqdocs: 'e1e2e3e4-0000-4000-8000-000000000015' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ pineqdocs: ['El campo pineqdocs es obligatorio cuando ideqdocs está presente.'] });

    const saved = await api(sim, 'PUT', '/config/softwareeqdocs', {
      token,
      body: { ideqdocs: 'e1e2e3e4-0000-4000-8000-000000000015', pineqdocs: Number(eqdocPin) },
    });
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Software creado/actualizado con éxito',
      software: {
        identifier: 'f3a2c1d0-1111-4222-8333-944455566677',
        pin: invoicePin,
        identifier_eqdocs: 'e1e2e3e4-0000-4000-8000-000000000015',
        pin_eqdocs: eqdocPin,
        url_eqdocs: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
      },
    });
  });

  it('refuses a POS document before the type-15 resolution, then stores the resolution', async () => {
    const early = await send('/eqdoc', samplePosDocument(1));
    expect(early.status).toBe(422);
    expect(early.body.errors.type_document_id).toEqual(['La resolución no está configurada.']);

    const saved = await api(sim, 'PUT', '/config/resolution', { token, body: posResolution });
    expect(saved.body).toMatchObject({
      success: true,
      resolution: { type_document_id: 15, prefix: 'EPOS', from: 1, to: 5000, type_document: { id: 15, code: '20', name: posName } },
    });
  });

  it('issues a POS document: APIDIAN’s answer with the CUDE of the eqdoc PIN, the QR, the files and DIAN’s verdict', async () => {
    const document = samplePosDocument(nextNumber++);
    const sent = await send('/eqdoc', document);
    expect(sent.status).toBe(200);
    const expected = cudeOf(document);
    expect(expected).not.toBe(cudeOf(document, 2, invoicePin));
    expect(sent.body).not.toHaveProperty('success');
    expect(sent.body).toMatchObject({
      message: `${posName} #EPOS1 generada con éxito`,
      cufe: expected,
      urlinvoicepdf: 'POSS-EPOS1.pdf',
      urlinvoicexml: 'POSS-EPOS1.xml',
      certificate_days_left: expect.any(Number),
      resolution_days_left: expect.any(Number),
    });
    expect(sent.body.certificate_days_left).toBeGreaterThan(300);
    expect(sent.body.QRStr.split('\n').at(-1)).toBe(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${expected}`);
    expect(syncResult(sent.body)).toMatchObject({
      IsValid: 'true',
      StatusCode: '00',
      StatusMessage: 'La Documento equivalente electrónico POS EPOS-1, ha sido autorizada.',
      XmlDocumentKey: expected,
      ErrorMessage: {},
    });
    expect(syncResult(sent.body).XmlFileName).toMatch(/^pos0901458713000260000000\d$/);
    const xml = Buffer.from(sent.body.invoicexml, 'base64').toString();
    expect(xml).toContain('<cbc:ID>EPOS1</cbc:ID>');
    expect(xml).toContain(`<cbc:UUID schemeID="2" schemeName="CUDE-SHA384">${expected}</cbc:UUID>`);
    expect(xml).toContain('<cbc:InvoiceTypeCode>20</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<Name>RazonSocial</Name><Value>MB Platform S.A.S.</Value>');
    expect(xml).toContain('<Name>Puntos</Name><Value>0</Value>');
    expect(xml).toContain('<Name>PlacaCaja</Name><Value>CAJA-1</Value>');
    expect(xml).toContain('<Name>SubTotal</Name><Value>50000.00</Value>');
    expect(Buffer.from(sent.body.zipinvoicexml, 'base64').subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(Buffer.from(sent.body.attacheddocument, 'base64').toString()).toContain(expected);

    const pdf = await fetch(`${sim.url}/api/invoice/${nit}/POSS-EPOS1.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(printed).toContain('INC 8.00 % sobre 50000.00: 4000.00');
    expect(printed).toContain('Cargos: 5400.00');
  });

  it('validates as EqDocRequest: the cash register, software maker and buyer-benefit blocks, postal zone, range', async () => {
    const { cash_information: _cash, postal_zone_code: _zone, ...withoutBlocks } = samplePosDocument(nextNumber);
    const missing = await send('/eqdoc', {
      ...withoutBlocks,
      software_manufacturer: { name: 'Equipo MB' },
      buyer_benefits: { code: '0', name: 'Sin beneficios', points: 0 },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      postal_zone_code: ['El campo postal zone code es obligatorio.'],
      cash_information: ['El campo cash information es obligatorio.'],
      'software_manufacturer.business_name': ['El campo software manufacturer.business name es obligatorio.'],
      'software_manufacturer.software_name': ['El campo software manufacturer.software name es obligatorio.'],
      'buyer_benefits.points': ['El campo buyer benefits.points debe ser una cadena de caracteres.'],
    });

    const outOfRange = await send('/eqdoc', samplePosDocument(5001, { type_document_id: 1 }));
    expect(outOfRange.body.errors).toMatchObject({ type_document_id: ['type document id es inválido.'] });
    const beyond = await send('/eqdoc', samplePosDocument(5001));
    expect(beyond.body.errors).toEqual({ number: ['number tiene que estar entre 1 - 5000.'] });
    const buyer = { identification_number: '800199436', dv: '4', name: 'Cliente de Prueba S.A.S.' };
    const misusedEmail = await send('/eqdoc', samplePosDocument(nextNumber, { customer: buyer, email_pos_customer: 'x@y.test' }));
    expect(misusedEmail.body).toEqual({
      success: false,
      message: 'El campo email_pos_customer solo es valido cuando se envia para el nit 222222222222 - CONSUMIDOR FINAL.',
    });
    expect(sim.documents.list().filter((row) => row.typeDocumentId === 15)).toHaveLength(1);
  });

  it('rejects wrong INC arithmetic and a tip inside the base, as DIAN would', async () => {
    const wrongInc = samplePosDocument(nextNumber++, {
      tax_totals: [{ tax_id: 4, tax_amount: '5400.00', percent: '8.00', taxable_amount: '50000.00' }],
    });
    const rejected = syncResult((await send('/eqdoc', wrongInc)).body);
    expect(rejected).toMatchObject({ IsValid: 'false', StatusCode: '99' });
    expect(rejected.ErrorMessage.string).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Regla: FAS07, Rechazo:/), expect.stringMatching(/^Regla: FAS08, Rechazo:/)]),
    );

    // The tip counted in the INC base: the base no longer matches the lines'.
    const tipInBase = samplePosDocument(nextNumber++, {
      tax_totals: [{ tax_id: 4, tax_amount: '4432.00', percent: '8.00', taxable_amount: '55400.00' }],
      legal_monetary_totals: {
        line_extension_amount: '50000.00',
        tax_exclusive_amount: '55400.00',
        tax_inclusive_amount: '54432.00',
        charge_total_amount: '5400.00',
        payable_amount: '59832.00',
      },
    });
    const tipRejected = syncResult((await send('/eqdoc', tipInBase)).body);
    expect(tipRejected.StatusCode).toBe('99');
    expect(tipRejected.ErrorMessage.string).toEqual(expect.arrayContaining([expect.stringMatching(/^Regla: FAS04, Rechazo:/)]));
  });

  it('applies the rule switch, DIAN down and the dropped connection to POS documents, and rule 90 to a number sent twice', async () => {
    const control = await fetch(`${sim.url}/__sim/reject-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect(await control.json()).toEqual({ rejectNext: 1 });
    const forced = samplePosDocument(nextNumber);
    expect(syncResult((await send('/eqdoc', forced)).body)).toMatchObject({ IsValid: 'false', StatusCode: '99' });

    const before = sim.documents.list().length;
    const down = await fetch(`${sim.url}/__sim/dian-down-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect(await down.json()).toEqual({ dianDownNext: 1 });
    expect(await send('/eqdoc', forced)).toEqual({
      status: 200,
      body: { success: false, message: 'El servicio de la DIAN no está disponible en este momento. Por favor, inténtelo más tarde.' },
    });
    sim.failNext(1);
    await expect(send('/eqdoc', forced)).rejects.toThrow();
    expect(sim.documents.list()).toHaveLength(before);

    const accepted = await send('/eqdoc', forced);
    expect(syncResult(accepted.body).IsValid).toBe('true');
    const again = syncResult((await send('/eqdoc', forced)).body);
    expect(again.ErrorMessage).toEqual({ string: 'Regla: 90, Rechazo: Documento procesado anteriormente.' });
    nextNumber++;
  });

  it('issues an adjustment note (type 26) referring to the POS document, signed with the eqdoc software', async () => {
    await api(sim, 'PUT', '/config/resolution', { token, body: { type_document_id: 26, prefix: 'NA', from: 1, to: 99999 } });
    const pos = samplePosDocument(1);
    const note = adjustmentNote(1, {
      billing_reference: { number: 'EPOS1', uuid: cudeOf(pos), issue_date: pos.date, type_document_id: 15 },
    });
    const sent = await send('/credit-note', note);
    const expected = dianCude({
      number: 'NA1',
      date: note.date,
      time: note.time,
      base: '13981.00',
      inc: '1119.00',
      payable: '15100.00',
      nit,
      buyer: '222222222222',
      pin: eqdocPin,
      environment: 2,
    });
    expect(sent.body).toMatchObject({ cufe: expected, urlinvoicepdf: 'NCQS-NA1.pdf' });
    expect(syncResult(sent.body)).toMatchObject({ IsValid: 'true', StatusCode: '00' });

    const withoutFlag = syncResult((await send('/credit-note', { ...note, number: 2, is_eqdoc: false })).body);
    expect(withoutFlag.StatusCode).toBe('99');
    expect(withoutFlag.ErrorMessage.string).toMatch(/^Regla: SIM-EQD01, Rechazo:/);

    const unknown = { ...note, number: 3, billing_reference: { ...note.billing_reference, uuid: 'f'.repeat(96) } };
    expect(syncResult((await send('/credit-note', unknown)).body).ErrorMessage.string).toMatch(/^Regla: CBG02, Rechazo:/);

    const { type_document_id: _type, ...withoutType } = note.billing_reference;
    const noType = { ...note, number: 4, billing_reference: withoutType };
    expect((await send('/credit-note', noType)).body.errors).toEqual({
      'billing_reference.type_document_id': ['El campo billing reference.type document id es obligatorio.'],
    });
  });

  it('answers status queries with is_eqdoc from the service of equivalent documents', async () => {
    const cude = cudeOf(samplePosDocument(1));
    const asked = await api(sim, 'POST', `/status/document/${cude}`, { token, body: { is_eqdoc: true } });
    expect(asked.body.ResponseDian.Envelope.Body.GetStatusResponse.GetStatusResult).toMatchObject({ IsValid: 'true', StatusCode: '00' });

    const both = await api(sim, 'POST', `/status/document/${cude}`, { token, body: { is_eqdoc: true, is_payroll: true } });
    expect(both.body).toEqual({
      success: false,
      message:
        'Debe especificar un solo documento a validar NOMINA o DOCUMENTO EQUIVALENTE, si no especifica ninguno, por defecto se validara FACTURA ELECTRONICA.',
    });

    // With invoices in production and equivalent documents still in test, the invoices' service does not know it.
    await api(sim, 'PUT', '/config/environment', { token, body: { type_environment_id: 1 } });
    const elsewhere = await api(sim, 'POST', `/status/document/${cude}`, { token, body: { is_eqdoc: false } });
    expect(elsewhere.body.ResponseDian.Envelope.Body.GetStatusResponse.GetStatusResult.StatusCode).toBe('66');
    const again = await api(sim, 'POST', `/status/document/${cude}`, { token, body: { is_eqdoc: true } });
    expect(again.body.ResponseDian.Envelope.Body.GetStatusResponse.GetStatusResult.StatusCode).toBe('00');
  });

  it('runs the test set for equivalent documents, then closes it once they are in production', async () => {
    const testSetId = '0f1e2d3c-4b5a-4968-8776-655443322110';
    const document = samplePosDocument(nextNumber++);
    const sent = await send(`/eqdoc/${testSetId}`, document);
    expect(sent.body.message).toBe(`${posName} #EPOS${document.number} generada con éxito`);
    expect(sent.body.cufe).toBe(cudeOf(document));
    const zipKey = sent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ZipKey;
    expect(zipKey).toMatch(/^[0-9a-f-]{36}$/);

    const poll = async () =>
      (await api(sim, 'POST', `/status/zip/${zipKey}`, { token, body: { is_eqdoc: true } })).body.ResponseDian.Envelope.Body
        .GetStatusZipResponse.GetStatusZipResult.DianResponse;
    expect(await poll()).toMatchObject({ StatusCode: {}, StatusDescription: 'Batch en proceso de validación.' });
    expect(await poll()).toMatchObject({ IsValid: 'true', StatusCode: '00', XmlDocumentKey: cudeOf(document) });

    // The adjustment notes of the set go the same way.
    const note = adjustmentNote(5, {
      billing_reference: { number: `EPOS${document.number}`, uuid: cudeOf(document), issue_date: document.date, type_document_id: 15 },
    });
    const noteSent = await send(`/credit-note/${testSetId}`, note);
    const noteKey = noteSent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ZipKey;
    await api(sim, 'POST', `/status/zip/${noteKey}`, { token, body: { is_eqdoc: true } });
    const noteVerdict = await api(sim, 'POST', `/status/zip/${noteKey}`, { token, body: { is_eqdoc: true } });
    expect(noteVerdict.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse).toMatchObject({
      IsValid: 'true',
      XmlDocumentKey: noteSent.body.cufe,
    });

    const ranges = await api(sim, 'POST', '/numbering-range', { token, body: { IDSoftware: 'e1e2e3e4-0000-4000-8000-000000000015' } });
    expect(
      ranges.body.ResponseDian.Envelope.Body.GetNumberingRangeResponse.GetNumberingRangeResult.ResponseList.NumberRangeResponse,
    ).toMatchObject({
      ResolutionNumber: posResolution.resolution,
      Prefix: 'EPOS',
      FromNumber: '1',
      ToNumber: '5000',
    });

    const environment = await api(sim, 'PUT', '/config/environment', { token, body: { eqdocs_type_environment_id: 1 } });
    expect(environment.body.company).toMatchObject({
      eqdocs_type_environment_id: 1,
      software: { url_eqdocs: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc' },
    });
    const closed = await send(`/eqdoc/${testSetId}`, samplePosDocument(nextNumber));
    expect(closed.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ErrorMessageList).toMatchObject({
      XmlParamsResponseTrackId: { Success: 'false' },
    });

    // In production the CUDE carries environment 1 and the QR points at DIAN's production catalogue.
    const production = samplePosDocument(nextNumber++);
    const issued = await send('/eqdoc', production);
    expect(issued.body.cufe).toBe(cudeOf(production, 1));
    expect(issued.body.QRStr).toContain(`https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cudeOf(production, 1)}`);
  });

  it('rejects a POS document of an issuer without the software for equivalent documents', async () => {
    const other = '900373076';
    const created = await api(sim, 'POST', `/config/${other}/${dianCheckDigit(other)}`, {
      body: {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 2,
        type_liability_id: 117,
        business_name: 'Café Sin Software S.A.S.',
        merchant_registration: '0000000-00',
        municipality_id: 149,
        address: 'Calle 1 # 2-3',
        phone: '3001234567',
        email: 'cafe@sinsoftware.test',
      },
    });
    const otherToken = created.body.token;
    const certificate = testCertificate();
    await api(sim, 'PUT', '/config/certificate', {
      token: otherToken,
      body: { certificate: certificate.base64, password: certificate.password },
    });
    await api(sim, 'PUT', '/config/software', { token: otherToken, body: { id: 'a-b-c', pin: 11111 } });
    await api(sim, 'PUT', '/config/resolution', { token: otherToken, body: posResolution });
    const sent = await api(sim, 'POST', '/eqdoc', { token: otherToken, body: samplePosDocument(1) });
    expect(syncResult(sent.body).ErrorMessage.string).toMatch(/^Regla: SIM-EQD01, Rechazo:/);
  });
});
