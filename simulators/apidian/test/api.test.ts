import { XMLParser } from 'fast-xml-parser';
import QRCode from 'qrcode';
import { startApidianSimulator, type ApidianSimulator } from '../src/app.js';
import { alwaysRejectedCustomer, createTestCertificate, dianCheckDigit, platformCompany } from '../src/testing.js';
import { api, sampleInvoice, syncResult } from './helpers.js';

// The seeded platform company against the invoice, status and download routes, with the simulator's switches.
describe('APIDIAN simulator API', () => {
  let sim: ApidianSimulator;
  let nextNumber = 990000100;
  const token = platformCompany.token;
  const invalid = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors });

  beforeAll(async () => {
    sim = await startApidianSimulator({ port: 0, logLevel: 'silent', zipPollsBeforeResult: 0 });
  });

  afterAll(async () => {
    await sim?.close();
  });

  it('seeds the platform company with id 1, its token and the DIAN test resolution', () => {
    expect(sim.platformCompany).toEqual({
      id: 1,
      nit: '900123456',
      dv: String(dianCheckDigit('900123456')),
      token: '58cbe29722edc083e7f9556060dcc1da4484fbe4c0e21b36d88e2a10a1f45c54',
      resolution: expect.objectContaining({ prefix: 'SETP', resolution: '18760000001', from: 990000000, to: 995000000 }),
    });
    const company = sim.companies.byNit('900123456');
    expect(company).toMatchObject({
      id: 1,
      business_name: 'admin',
      type_environment_id: 2,
      software: expect.any(Object),
      certificate: expect.any(Object),
    });
  });

  it('hands browser journeys a certificate it accepts', async () => {
    const { base64, password } = (await (await fetch(`${sim.url}/__sim/test-certificate`)).json()) as { base64: string; password: string };
    const saved = await api(sim, 'PUT', '/config/certificate', { token, body: { certificate: base64, password } });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Certificado creado con éxito' } });
  });

  it('answers 401 {"message":"Unauthenticated."} without a token or with a wrong one, and takes api_token too', async () => {
    for (const headers of [{}, { authorization: 'Bearer otro-token' }] as Record<string, string>[]) {
      const response = await fetch(`${sim.url}/api/ubl2.1/invoice`, {
        method: 'POST',
        headers: { accept: 'application/json', ...headers },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    const byQuery = await fetch(`${sim.url}/api/ubl2.1/status/document/abc?api_token=${token}`, { method: 'POST' });
    expect(byQuery.status).toBe(200);
  });

  it('validates company creation, including the DIAN check digit of the NIT', async () => {
    const response = await api(sim, 'POST', '/config/901458713/0', {
      body: { business_name: 'X', phone: '12', email: 'no-es-correo', municipality_id: 5000 },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      dv: ['Error, el digito de verificacion no es valido para este NIT.'],
      type_document_identification_id: ['El campo type document identification id es obligatorio.'],
      municipality_id: ['municipality id es inválido.'],
      phone: ['phone debe tener entre 7 y 10 dígitos.'],
      email: ['email no es un correo válido'],
    });
  });

  it('answers 422 in Laravel form for a bad invoice, naming each field', async () => {
    const body = sampleInvoice(990000101, {
      customer: { identification_number: '800199436', dv: '9' },
      payment_form: [{ payment_form_id: 2, payment_method_id: 10 }],
      invoice_lines: [
        {
          unit_measure_id: 70,
          invoiced_quantity: '1',
          line_extension_amount: 'mucho',
          free_of_charge_indicator: false,
          code: 'X',
          type_item_identification_id: 4,
          price_amount: '1',
          base_quantity: '1',
        },
      ],
    });
    delete body.legal_monetary_totals.payable_amount;
    const response = await api(sim, 'POST', '/invoice', { token, body });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(
      invalid({
        'customer.dv': ['Error, el digito de verificacion no es valido para este NIT.'],
        'customer.name': ['El campo customer.name es obligatorio.'],
        'customer.email': ['El campo customer.email es obligatorio a menos que customer.identification number esté en 222222222222.'],
        'payment_form.0.payment_due_date': [
          'El campo payment form.0.payment due date es obligatorio cuando payment form.0.payment form id es 2.',
        ],
        'payment_form.0.duration_measure': [
          'El campo payment form.0.duration measure es obligatorio cuando payment form.0.payment form id es 2.',
        ],
        'legal_monetary_totals.payable_amount': ['El campo legal monetary totals.payable amount es obligatorio.'],
        'invoice_lines.0.line_extension_amount': ['invoice lines.0.line extension amount debe ser numérico.'],
        'invoice_lines.0.description': ['El campo invoice lines.0.description es obligatorio.'],
      }),
    );
    expect(sim.documents.list()).toHaveLength(0);
  });

  it('accepts payment_form as one object or as a list, and consumidor final without email', async () => {
    const asList = sampleInvoice(nextNumber++, {
      payment_form: [{ payment_form_id: 2, payment_method_id: 30, payment_due_date: '2026-02-15', duration_measure: 30 }],
    });
    expect(syncResult((await api(sim, 'POST', '/invoice', { token, body: asList })).body).IsValid).toBe('true');
    const finalConsumer = sampleInvoice(nextNumber++, { customer: { identification_number: '222222222222', name: 'Consumidor final' } });
    expect(syncResult((await api(sim, 'POST', '/invoice', { token, body: finalConsumer })).body).IsValid).toBe('true');
  });

  it('refuses a number outside the resolution and a date outside its validity', async () => {
    const response = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(5, { date: '2031-01-01' }) });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      number: ['number tiene que estar entre 990000000 - 995000000.'],
      date: ['date debe ser una fecha anterior o igual a 2030-01-19.'],
    });
  });

  it('says "La resolución no está configurada." for a company without resolution', async () => {
    const nit = '811000111';
    const created = await api(sim, 'POST', `/config/${nit}/${dianCheckDigit(nit)}`, {
      body: {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 1,
        type_liability_id: 117,
        business_name: 'Sin Resolución',
        merchant_registration: '0',
        municipality_id: 1,
        address: 'Calle 1',
        phone: '6041234567',
        email: 'sin@resolucion.test',
      },
    });
    expect(created.body.company.id).toBe(2);
    const other = created.body.token as string;
    const certificate = createTestCertificate({
      notBefore: new Date(Date.now() - 400 * 86_400_000),
      notAfter: new Date(Date.now() - 86_400_000),
    });
    await api(sim, 'PUT', '/config/certificate', {
      token: other,
      body: { certificate: certificate.base64, password: certificate.password },
    });
    await api(sim, 'PUT', '/config/software', { token: other, body: { id: 'abc', pin: '54321' } });

    const expired = await api(sim, 'POST', '/invoice', { token: other, body: sampleInvoice(1) });
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({
      success: false,
      message: 'El certificado digital ya se encuentra vencido...',
      certificate_days_left: 0,
    });

    const fresh = createTestCertificate();
    await api(sim, 'PUT', '/config/certificate', { token: other, body: { certificate: fresh.base64, password: fresh.password } });
    const response = await api(sim, 'POST', '/invoice', { token: other, body: sampleInvoice(1) });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ type_document_id: ['La resolución no está configurada.'] });
  });

  it('rejects a number sent again with rule 90, as a single ErrorMessage string', async () => {
    const body = sampleInvoice(nextNumber++);
    const first = await api(sim, 'POST', '/invoice', { token, body });
    expect(syncResult(first.body)).toMatchObject({ IsValid: 'true', StatusCode: '00', ErrorMessage: {} });

    const again = await api(sim, 'POST', '/invoice', { token, body });
    expect(again.body.success).toBe(true);
    expect(syncResult(again.body)).toMatchObject({
      IsValid: 'false',
      StatusCode: '99',
      ErrorMessage: { string: 'Regla: 90, Rechazo: Documento procesado anteriormente.' },
    });
  });

  it('rejectNext(n) makes the next n sends answer 99 with two ErrorMessage strings, then back to normal', async () => {
    sim.rejectNext(1);
    const rejected = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(nextNumber) });
    const result = syncResult(rejected.body);
    expect(result).toMatchObject({
      IsValid: 'false',
      StatusCode: '99',
      StatusDescription: 'Validación contiene errores en campos mandatorios.',
    });
    expect(result.ErrorMessage.string).toHaveLength(2);
    expect(result.ErrorMessage.string[0]).toMatch(/^Regla: FAD06, Rechazo: /);

    // A rejected number may be sent again.
    const retried = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(nextNumber++) });
    expect(syncResult(retried.body).IsValid).toBe('true');
  });

  it('rejects a test-set invoice through status/zip when asked over HTTP, and customer 999999999 always', async () => {
    const control = await fetch(`${sim.url}/__sim/reject-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect(await control.json()).toEqual({ rejectNext: 1 });
    const sent = await api(sim, 'POST', '/invoice/test-set-id', { token, body: sampleInvoice(nextNumber++) });
    const zipKey = sent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ZipKey as string;
    const status = await api(sim, 'POST', `/status/zip/${zipKey}`, { token });
    expect(status.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse).toMatchObject({
      IsValid: 'false',
      StatusCode: '99',
    });
    expect(status.body.attacheddocument).toBe('');

    const special = sampleInvoice(nextNumber++, {
      customer: { identification_number: alwaysRejectedCustomer, name: 'Rechazo', email: 'r@x.test' },
    });
    expect(syncResult((await api(sim, 'POST', '/invoice', { token, body: special })).body).StatusCode).toBe('99');
  });

  it('failNext drops the connection of the next invoice request without recording it, once', async () => {
    const before = sim.documents.list().length;
    sim.failNext(1);
    const body = sampleInvoice(nextNumber);
    await expect(api(sim, 'POST', '/invoice', { token, body })).rejects.toThrow();
    expect(sim.documents.list()).toHaveLength(before);

    const retried = await api(sim, 'POST', '/invoice', { token, body });
    expect(syncResult(retried.body).IsValid).toBe('true');
    nextNumber++;
  });

  it('hands an accepted invoice’s AttachedDocument as UBL 2.1: parties, the invoice attached, DIAN’s verdict referenced', async () => {
    const invoice = sampleInvoice(nextNumber++);
    const sent = await api(sim, 'POST', '/invoice', { token, body: invoice });
    const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false });
    const fromSend = Buffer.from(sent.body.attacheddocument, 'base64').toString();
    expect(fromSend).toContain('<AttachedDocument xmlns="urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2"');
    const { AttachedDocument: attached } = parser.parse(fromSend);
    expect(attached).toMatchObject({
      UBLVersionID: 'UBL 2.1',
      CustomizationID: 'Documentos adjuntos',
      ID: `SETP${invoice.number}`,
      DocumentType: 'Contenedor de Factura Electrónica',
      ParentDocumentID: `SETP${invoice.number}`,
      SenderParty: { PartyTaxScheme: { RegistrationName: 'admin', CompanyID: { '#text': platformCompany.nit } } },
      ReceiverParty: {
        PartyTaxScheme: { RegistrationName: invoice.customer.name, CompanyID: { '#text': invoice.customer.identification_number } },
      },
      ParentDocumentLineReference: {
        DocumentReference: {
          UUID: { '#text': sent.body.cufe, '@_schemeName': 'CUFE-SHA384' },
          DocumentType: 'ApplicationResponse',
          ResultOfVerification: { ValidationResultCode: '02' },
        },
      },
    });
    // The signed invoice itself, and DIAN's ApplicationResponse, travel inside.
    const embedded = parser.parse(attached.Attachment.ExternalReference.Description);
    expect(embedded.Invoice.UUID['#text']).toBe(sent.body.cufe);
    const verdict = parser.parse(attached.ParentDocumentLineReference.DocumentReference.Attachment.ExternalReference.Description);
    expect(verdict.ApplicationResponse.ResponseCode).toBe('02');
    // GetStatus of the same document answers the same container.
    const status = await api(sim, 'POST', `/status/document/${sent.body.cufe}`, { token, body: {} });
    expect(Buffer.from(status.body.attacheddocument, 'base64').toString()).toBe(fromSend);
  });

  it('serves the PDF and XML of an issued invoice at /api/invoice/{nit}/{file}, 404 for others', async () => {
    const sent = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(nextNumber++) });
    const pdf = await fetch(`${sim.url}/api/invoice/${platformCompany.nit}/${sent.body.urlinvoicepdf}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');

    const xml = await fetch(`${sim.url}/api/invoice/${platformCompany.nit}/${sent.body.urlinvoicexml}`);
    expect(await xml.text()).toContain(sent.body.cufe);

    expect((await fetch(`${sim.url}/api/invoice/${platformCompany.nit}/FES-SETP994999999.pdf`)).status).toBe(404);
    expect((await fetch(`${sim.url}/api/invoice/811000111/${sent.body.urlinvoicepdf}`)).status).toBe(404);
  });

  it('draws DIAN’s QR in the PDF as an image of the code carrying QRStr, not as its text', async () => {
    const sent = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(nextNumber++) });
    const pdf = Buffer.from(
      await (await fetch(`${sim.url}/api/invoice/${platformCompany.nit}/${sent.body.urlinvoicepdf}`)).arrayBuffer(),
    ).toString('latin1');
    expect(pdf).not.toContain('searchqr?documentkey=');
    const image =
      /\/Subtype \/Image \/Width (\d+) \/Height (\d+) \/ColorSpace \/DeviceGray \/BitsPerComponent 8 [^>]*\/Length (\d+) >>\nstream\n/.exec(
        pdf,
      );
    expect(image).not.toBeNull();
    expect(pdf).toMatch(/\/XObject << \/QR 6 0 R >>/);
    expect(pdf).toMatch(/q 128 0 0 128 56 \d+ cm \/QR Do Q/);
    const [width, height, length] = [Number(image![1]), Number(image![2]), Number(image![3])];
    const pixels = Buffer.from(pdf.slice(image!.index + image![0].length, image!.index + image![0].length + length), 'latin1');

    // Each module of the QR of the answer's QRStr is one pixel, inside a light quiet zone of 4.
    const { modules } = QRCode.create(sent.body.QRStr, { errorCorrectionLevel: 'M' });
    expect([width, height, length]).toEqual([modules.size + 8, modules.size + 8, (modules.size + 8) ** 2]);
    const expected = Array.from({ length: width * width }, (_, index) => {
      const [row, column] = [Math.floor(index / width) - 4, (index % width) - 4];
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      return inside && modules.get(row, column) ? 0 : 255;
    });
    expect([...pixels]).toEqual(expected);
  });

  it('answers events-document with an empty event list, and refuses the environment without software', async () => {
    const sent = await api(sim, 'POST', '/invoice', { token, body: sampleInvoice(nextNumber++) });
    const events = await api(sim, 'POST', `/status/events-document/${sent.body.cufe}`, { token });
    expect(events.body).toMatchObject({ success: true, events: [], cufecude: sent.body.cufe });

    const nit = '830000777';
    const created = await api(sim, 'POST', `/config/${nit}/${dianCheckDigit(nit)}`, {
      body: {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 1,
        type_liability_id: 14,
        business_name: 'Sin software',
        merchant_registration: '0',
        municipality_id: 1,
        address: 'Calle 2',
        phone: '6041234567',
        email: 'sin@software.test',
      },
    });
    const environment = await api(sim, 'PUT', '/config/environment', { token: created.body.token, body: { type_environment_id: 1 } });
    expect(environment.body).toEqual({
      success: false,
      message: 'No se ha configurado el software para esta empresa. Configure el software primero.',
    });
  });
});
