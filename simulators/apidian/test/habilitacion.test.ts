import { startApidianSimulator, type ApidianSimulator } from '../src/app.js';
import { cufe, dianCheckDigit, testCertificate, testResolution } from '../src/testing.js';
import { api, sampleInvoice, type Json } from './helpers.js';

// Reference §8 step by step, for a company created over HTTP, as the invoicing service onboards an issuer.
describe('APIDIAN simulator: habilitación flow', () => {
  let sim: ApidianSimulator;
  const nit = '901458713';
  const dv = String(dianCheckDigit(nit));
  let token: string;
  let zipKey: string;
  let invoiceCufe: string;

  beforeAll(async () => {
    sim = await startApidianSimulator({ port: 0, logLevel: 'silent', zipPollsBeforeResult: 1 });
  });

  afterAll(async () => {
    await sim?.close();
  });

  const companyBody = {
    type_document_identification_id: 6,
    type_organization_id: 1,
    type_regime_id: 1,
    type_liability_id: 14,
    business_name: 'Restaurante La Terraza S.A.S.',
    merchant_registration: '0000000-00',
    municipality_id: 820,
    address: 'Carrera 14 # 20-30',
    phone: '3001234567',
    email: 'facturas@laterraza.test',
  };

  it('1. creates the company and answers its token, sha256 of the NIT, kept when created again', async () => {
    const created = await api(sim, 'POST', `/config/${nit}/${dv}`, { body: companyBody });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: 'Empresa creada/actualizada con éxito' });
    expect(created.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.password).toMatch(/^\$2y\$10\$/);
    expect(created.body.company).toMatchObject({
      id: 2,
      identification_number: nit,
      dv,
      type_environment_id: 2,
      software: null,
      certificate: null,
      resolutions: [],
    });
    token = created.body.token;

    const again = await api(sim, 'POST', `/config/${nit}/${dv}`, { body: { ...companyBody, address: 'Calle 1 # 2-3' } });
    expect(again.body.token).toBe(token);
    expect(again.body.company).toMatchObject({ id: 2, address: 'Calle 1 # 2-3' });
  });

  it('2. stores the software with its 5-digit PIN', async () => {
    const bad = await api(sim, 'PUT', '/config/software', { token, body: { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: 1234 } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: 'The given data was invalid.', errors: { pin: ['pin debe tener 5 dígitos.'] } });

    const saved = await api(sim, 'PUT', '/config/software', { token, body: { id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: 12345 } });
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Software creado/actualizado con éxito',
      software: {
        identifier: 'f3a2c1d0-1111-4222-8333-944455566677',
        pin: '12345',
        url: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
      },
    });
  });

  it('3. refuses a certificate with the wrong password or bad base64, and stores a good one with its expiry', async () => {
    const certificate = testCertificate();
    const wrongPassword = await api(sim, 'PUT', '/config/certificate', {
      token,
      body: { certificate: certificate.base64, password: 'otra-clave' },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({
      certificate: expect.stringContaining('mac verify failure'),
      password: expect.stringContaining('mac verify failure'),
    });

    const badBase64 = await api(sim, 'PUT', '/config/certificate', { token, body: { certificate: 'no es base64!', password: 'x' } });
    expect(badBase64.status).toBe(422);
    expect(badBase64.body.errors).toEqual({ certificate: 'The base64 encoding is not valid.' });

    const saved = await api(sim, 'PUT', '/config/certificate', {
      token,
      body: { certificate: certificate.base64, password: certificate.password },
    });
    expect(saved.body).toMatchObject({ success: true, message: 'Certificado creado con éxito', certificado: { name: `${nit}${dv}.p12` } });
    const bogota = new Date(certificate.expiresAt.getTime() - 5 * 3600_000).toISOString();
    expect(saved.body.certificado.expiration_date).toBe(`${bogota.slice(0, 10).replace(/-/g, '/')} ${bogota.slice(11, 19)}`);
  });

  it('4. stores the DIAN test resolution and refuses an incomplete type-1 resolution', async () => {
    const incomplete = await api(sim, 'PUT', '/config/resolution', {
      token,
      body: { type_document_id: 1, prefix: 'SETP', from: 10, to: 5 },
    });
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual([
      'date_from',
      'date_to',
      'resolution',
      'resolution_date',
      'technical_key',
      'to',
    ]);
    expect(incomplete.body.errors.resolution).toEqual(['El campo resolution es obligatorio cuando type document id es 1.']);

    const saved = await api(sim, 'PUT', '/config/resolution', { token, body: testResolution });
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Resolución creada/actualizada con éxito',
      resolution: { ...testResolution, number: 990000000, next_consecutive: 'SETP990000000', type_document: { id: 1 } },
    });
    // Same (type, resolution, prefix): updated, not added.
    await api(sim, 'PUT', '/config/resolution', { token, body: testResolution });
    expect(sim.companies.byNit(nit)?.resolutions).toHaveLength(1);
  });

  it('5. sends a test-set invoice: ZipKey and the CUFE of the payload values', async () => {
    const invoice = sampleInvoice(990000001);
    const sent = await api(sim, 'POST', '/invoice/8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b', { token, body: invoice });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Factura de Venta Nacional #SETP990000001 generada con éxito');
    expect(sent.body).not.toHaveProperty('success');
    const result: Json = sent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult;
    expect(result.ErrorMessageList).toEqual({ _attributes: { nil: 'true' } });
    expect(result.ZipKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent.body.ResponseDian.Envelope.Header.Action._value).toBe(
      'http://wcf.dian.colombia/IWcfDianCustomerServices/SendTestSetAsyncResponse',
    );
    zipKey = result.ZipKey;

    invoiceCufe = cufe({
      number: 'SETP990000001',
      date: invoice.date,
      time: invoice.time,
      lineExtensionAmount: invoice.legal_monetary_totals.line_extension_amount,
      ivaAmount: invoice.tax_totals[0].tax_amount,
      payableAmount: invoice.legal_monetary_totals.payable_amount,
      supplierNit: nit,
      customerId: invoice.customer.identification_number,
      technicalKey: testResolution.technical_key,
      environment: 2,
    });
    expect(sent.body.cufe).toBe(invoiceCufe);
    expect(sent.body).toMatchObject({
      urlinvoicepdf: 'FES-SETP990000001.pdf',
      urlinvoicexml: 'FES-SETP990000001.xml',
      urlinvoiceattached: 'Attachment-SETP990000001.xml',
    });
    expect(sent.body.QRStr).toContain(`CUFE: ${invoiceCufe}`);
    expect(sent.body.QRStr).toContain(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${invoiceCufe}`);
    expect(Buffer.from(sent.body.zipinvoicexml, 'base64').subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('6. status/zip says "in process" first, then 00', async () => {
    const first = await api(sim, 'POST', `/status/zip/${zipKey}`, { token, body: { sendmail: false, is_payroll: false, is_eqdoc: false } });
    const pending: Json = first.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse;
    expect(pending).toMatchObject({ IsValid: 'false', StatusCode: {}, StatusDescription: 'Batch en proceso de validación.' });

    const second = await api(sim, 'POST', `/status/zip/${zipKey}`, { token });
    expect(second.body.message).toBe('Consulta generada con éxito');
    const final: Json = second.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse;
    expect(final).toMatchObject({
      ErrorMessage: {},
      IsValid: 'true',
      StatusCode: '00',
      StatusDescription: 'Procesado Correctamente.',
      StatusMessage: 'La Factura electrónica SETP-990000001, ha sido autorizada.',
      XmlBytes: { _attributes: { nil: 'true' } },
      XmlDocumentKey: invoiceCufe,
    });
    expect(Object.keys(final)).toEqual([
      'ErrorMessage',
      'IsValid',
      'StatusCode',
      'StatusDescription',
      'StatusMessage',
      'XmlBase64Bytes',
      'XmlBytes',
      'XmlDocumentKey',
      'XmlFileName',
    ]);
    expect(final.XmlFileName).toMatch(new RegExp(`^fv0${nit}000\\d{2}00000001$`));
  });

  it('7. status/document by CUFE gives the DianResponse fields directly; an unknown one is 66', async () => {
    const known = await api(sim, 'POST', `/status/document/${invoiceCufe}`, { token, body: { is_eqdoc: false } });
    expect(known.body.cufecude).toBe(invoiceCufe);
    expect(known.body.ResponseDian.Envelope.Body.GetStatusResponse.GetStatusResult).toMatchObject({
      IsValid: 'true',
      StatusCode: '00',
      XmlDocumentKey: invoiceCufe,
    });

    const unknown = await api(sim, 'POST', `/status/document/${'0'.repeat(96)}`, { token });
    expect(unknown.body.ResponseDian.Envelope.Body.GetStatusResponse.GetStatusResult).toMatchObject({
      IsValid: 'false',
      StatusCode: '66',
      StatusDescription: 'TrackId no existe en los registros de la DIAN.',
    });
  });

  it('8. goes to production: environment 1 rewrites the software URL, numbering-range lists the resolution', async () => {
    const environment = await api(sim, 'PUT', '/config/environment', { token, body: { type_environment_id: 1 } });
    expect(environment.body).toMatchObject({
      success: true,
      message: 'Ambiente actualizado con éxito',
      company: { type_environment_id: 1, software: { url: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc' } },
    });

    const missing = await api(sim, 'POST', '/numbering-range', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ IDSoftware: ['El campo i d software es obligatorio.'] });

    const ranges = await api(sim, 'POST', '/numbering-range', { token, body: { IDSoftware: 'f3a2c1d0-1111-4222-8333-944455566677' } });
    const result: Json = ranges.body.ResponseDian.Envelope.Body.GetNumberingRangeResponse.GetNumberingRangeResult;
    expect(result.ResponseList.NumberRangeResponse).toEqual({
      ResolutionNumber: '18760000001',
      ResolutionDate: '2019-01-19',
      Prefix: 'SETP',
      FromNumber: '990000000',
      ToNumber: '995000000',
      ValidDateFrom: '2019-01-19',
      ValidDateTo: '2030-01-19',
      TechnicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    });
  });

  it('9. in production a synchronous invoice is judged at once and its CUFE uses environment 1', async () => {
    const invoice = sampleInvoice(990000002);
    const sent = await api(sim, 'POST', '/invoice', { token, body: invoice });
    const result: Json = sent.body.ResponseDian.Envelope.Body.SendBillSyncResponse.SendBillSyncResult;
    expect(result).toMatchObject({ IsValid: 'true', StatusCode: '00', XmlDocumentKey: sent.body.cufe });
    expect(sent.body.QRStr).toContain('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=');
    expect(sim.documents.byCufe(sent.body.cufe)).toMatchObject({ environment: 1, outcome: 'accepted', fullNumber: 'SETP990000002' });
  });

  it('deletes the company by NIT and forgets its token', async () => {
    const deleted = await api(sim, 'POST', `/delete/company/${nit}/${dv}`, { token });
    expect(deleted.body).toEqual({ message: 'Empresa eliminada con exito.', success: true });
    expect((await api(sim, 'PUT', '/config/software', { token, body: {} })).status).toBe(401);
  });
});
