import { startApidianSimulator, type ApidianSimulator } from '../src/app.js';
import {
  billingReferenceRules,
  customerRules,
  documentKeyRule,
  equivalentSoftwareRules,
  numberingRules,
  totalsRules,
} from '../src/dian-rules.js';
import { createTestCertificate, dianCheckDigit, platformCompany, testResolution } from '../src/testing.js';
import { api, sampleInvoice, samplePosDocument, syncResult, type Json } from './helpers.js';

/** One line of 1 000 000 pesos with VAT included, in cents exact: base 840336.13, VAT 159663.87 (rounded product). */
const exact = (overrides: Json = {}): Json => {
  const tax = { tax_id: 1, tax_amount: '159663.86', percent: '19.00', taxable_amount: '840336.13' };
  return sampleInvoice(990000001, {
    legal_monetary_totals: {
      line_extension_amount: '840336.13',
      tax_exclusive_amount: '840336.13',
      tax_inclusive_amount: '999999.99',
      charge_total_amount: '0.01',
      payable_amount: '1000000.00',
    },
    allowance_charges: [{ charge_indicator: true, allowance_charge_reason: 'Ajuste al peso', amount: '0.01', base_amount: '999999.99' }],
    tax_totals: [tax],
    invoice_lines: [{ ...sampleInvoice(1).invoice_lines[0], line_extension_amount: '840336.13', tax_totals: [tax] }],
    ...overrides,
  });
};
const codes = (errors: string[]) => errors.map((error) => /^Regla: ([\w-]+),/.exec(error)?.[1]);

describe('DIAN total and tax rules (pure)', () => {
  it('accept a consistent invoice, Postman’s 3-decimal one included', () => {
    expect(totalsRules('invoice', exact())).toEqual([]);
    expect(totalsRules('invoice', sampleInvoice(1))).toEqual([]);
  });

  it('hold a POS document’s whole-peso INC to the peso, an invoice’s tax to the cent', () => {
    // 38 900 → base 36 019 + INC 2 881: 0.52 off 36 019 × 8 %, as a whole-peso split must be for some prices.
    const pos = samplePosDocument(1);
    expect(totalsRules('eqdoc', pos)).toEqual([]);
    expect(codes(totalsRules('invoice', { ...pos, type_document_id: 1 }))).toEqual(['FAX07', 'FAX07']);

    const lineOff = structuredClone(pos);
    lineOff.invoice_lines[0].tax_totals[0].tax_amount = '2883.00';
    expect(codes(totalsRules('eqdoc', lineOff))).toEqual(['FAX07', 'FAS08']);
  });

  it('want equivalent documents signed with the software for equivalent documents', () => {
    const eqdocSoftware = { eqdoc: true, softwareId: 'e1e2e3e4-0000-4000-8000-000000000015', pin: '54321' };
    expect(equivalentSoftwareRules('eqdoc', eqdocSoftware)).toEqual([]);
    expect(equivalentSoftwareRules('adjustment-note', eqdocSoftware)).toEqual([]);
    expect(codes(equivalentSoftwareRules('eqdoc', { ...eqdocSoftware, pin: '' }))).toEqual(['SIM-EQD01']);
    expect(codes(equivalentSoftwareRules('adjustment-note', { ...eqdocSoftware, eqdoc: false }))).toEqual(['SIM-EQD01']);
    expect(equivalentSoftwareRules('credit-note', { eqdoc: false, softwareId: 'x', pin: '12345' })).toEqual([]);
  });

  it('FAX07: a line tax that is not its base × rate rounded to the cent (one cent off is refused)', () => {
    const line = exact().invoice_lines[0];
    const tax = { ...line.tax_totals[0], tax_amount: '159663.87' };
    const errors = totalsRules('invoice', exact({ invoice_lines: [{ ...line, tax_totals: [tax] }] }));
    expect(codes(errors)).toEqual(['FAX07']);
    expect(errors[0]).toBe(
      'Regla: FAX07, Rechazo: El valor del tributo de la línea 1 (159663.87) no corresponde a la base gravable (840336.13) por la tarifa (19.00 %).',
    );
  });

  it('FAS01b: a tax on the lines with no TaxTotal on the document', () => {
    expect(
      codes(
        totalsRules(
          'invoice',
          exact({ tax_totals: [], legal_monetary_totals: { ...exact().legal_monetary_totals, tax_exclusive_amount: '0.00' } }),
        ),
      ),
    ).toContain('FAS01b');
  });

  it('FAS04 and FAS08: the document tax is not the sum of the lines’ taxes; FAS07: nor its base × rate', () => {
    const wrong = { tax_id: 1, tax_amount: '150000.00', percent: '19.00', taxable_amount: '800000.00' };
    expect(codes(totalsRules('invoice', exact({ tax_totals: [wrong] })))).toEqual(expect.arrayContaining(['FAS07', 'FAS04', 'FAS08']));
  });

  it('FAU02, FAU04, FAU06, FAU10, FAU14: each total against what it sums, with DIAN’s tolerance below one peso', () => {
    const totals = exact().legal_monetary_totals;
    const only = (patch: Json) => codes(totalsRules('invoice', exact({ legal_monetary_totals: { ...totals, ...patch } })));
    expect(only({ line_extension_amount: '840338.13' })).toEqual(expect.arrayContaining(['FAU02']));
    expect(only({ tax_exclusive_amount: '840000.00' })).toEqual(['FAU04']);
    expect(only({ tax_inclusive_amount: '1000002.00' })).toEqual(expect.arrayContaining(['FAU06']));
    expect(only({ charge_total_amount: '5.00' })).toEqual(expect.arrayContaining(['FAU10']));
    expect(only({ payable_amount: '1000003.00' })).toEqual(['FAU14']);
    expect(only({ payable_amount: '1000000.50' })).toEqual([]);
  });

  it('FAU14 with PayableRoundingAmount: the payable amount adds the rounding, which stays under a peso', () => {
    const rounded = { ...exact().legal_monetary_totals, charge_total_amount: '0.00', payable_rounding_amount: '0.01' };
    expect(codes(totalsRules('invoice', exact({ legal_monetary_totals: rounded, allowance_charges: [] })))).toEqual([]);
    const off = { ...rounded, payable_rounding_amount: '3.01', payable_amount: '1000003.00' };
    expect(codes(totalsRules('invoice', exact({ legal_monetary_totals: off, allowance_charges: [] })))).toEqual(['SIM-FAU01']);
    const unsaid = { ...rounded, payable_rounding_amount: '0.00', payable_amount: '1000003.00' };
    expect(codes(totalsRules('invoice', exact({ legal_monetary_totals: unsaid, allowance_charges: [] })))).toEqual(['FAU14']);
  });

  it('the buyer’s identity and place: the consumidor final as type 13, a Colombian municipality, an address abroad', () => {
    const place = (customer: Json) => codes(customerRules('invoice', { name: 'X', ...customer }));
    expect(place({ identification_number: '222222222222' })).toEqual([]);
    expect(place({ identification_number: '222222222222', type_document_identification_id: 3 })).toEqual([]);
    expect(place({ identification_number: '222222222222', type_document_identification_id: 7 })).toEqual(['SIM-FAK01']);
    expect(place({ identification_number: '1020304050', address: 'Calle 1', municipality_id: 149 })).toEqual([]);
    expect(place({ identification_number: '1020304050', address: 'Calle 1' })).toEqual(['SIM-FAK02']);
    const miami = { identification_number: 'X1234567', type_document_identification_id: 7, country_id: 65, address: 'Brickell 1' };
    expect(place({ ...miami, municipality_name: 'Miami' })).toEqual([]);
    expect(place({ ...miami, municipality_name: 'Miami', municipality_id: 149 })).toEqual(['SIM-FAK03']);
    expect(place(miami)).toEqual(['SIM-FAK04']);
  });

  it('FAU08: the allowance total is the sum of the document’s discounts', () => {
    expect(
      codes(
        totalsRules('invoice', exact({ legal_monetary_totals: { ...exact().legal_monetary_totals, allowance_total_amount: '10.00' } })),
      ),
    ).toEqual(expect.arrayContaining(['FAU08']));
  });

  it('refuses the issue’s example: payable 1.00 and VAT 999.99 on a 1 000 000 base', () => {
    const tax = { tax_id: 1, tax_amount: '999.99', percent: '19.00', taxable_amount: '1000000.00' };
    const bogus = sampleInvoice(1, {
      legal_monetary_totals: {
        line_extension_amount: '1000000.00',
        tax_exclusive_amount: '1000000.00',
        tax_inclusive_amount: '1000999.99',
        payable_amount: '1.00',
      },
      tax_totals: [tax],
      invoice_lines: [{ ...sampleInvoice(1).invoice_lines[0], line_extension_amount: '1000000.00', tax_totals: [tax] }],
    });
    expect(codes(totalsRules('invoice', bogus))).toEqual(['FAX07', 'FAS07', 'FAU14']);
  });

  it('credit notes: the same rules on credit_note_lines, with their CA… codes', () => {
    const { invoice_lines: lines, ...rest } = exact();
    const note = { ...rest, credit_note_lines: lines, legal_monetary_totals: { ...rest.legal_monetary_totals, payable_amount: '5.00' } };
    expect(codes(totalsRules('credit-note', note))).toEqual(['CAU14']);
  });

  it('FAK24: a buyer NIT whose check digit is not DIAN’s', () => {
    expect(
      customerRules('invoice', {
        identification_number: '900123456',
        dv: String(dianCheckDigit('900123456')),
        type_document_identification_id: 6,
      }),
    ).toEqual([]);
    expect(customerRules('invoice', { identification_number: '900123456', dv: '7', type_document_identification_id: 6 })).toEqual([
      'Regla: FAK24, Rechazo: DV no corresponde al NIT informado.',
    ]);
    expect(customerRules('invoice', { identification_number: '900123456', type_document_identification_id: 6 })).toHaveLength(1);
    expect(customerRules('credit-note', { identification_number: '1020304050', type_document_identification_id: 3 })).toEqual([]);
  });

  it('FAB05b, FAB07b, FAB08b, FAB10b, FAB11b: numbering inside the authorised resolution, its prefix and dates', () => {
    const sent = { resolutionNumber: '18760000001', prefix: 'SETP', number: 990000001, date: '2026-01-15' };
    expect(numberingRules(sent, testResolution)).toEqual([]);
    expect(codes(numberingRules({ ...sent, resolutionNumber: '18760000002' }, testResolution))).toEqual(['FAB05b']);
    expect(codes(numberingRules(sent, undefined))).toEqual(['FAB05b']);
    expect(codes(numberingRules({ ...sent, date: '2019-01-18' }, testResolution))).toEqual(['FAB07b']);
    expect(codes(numberingRules({ ...sent, date: '2030-01-20' }, testResolution))).toEqual(['FAB08b']);
    expect(codes(numberingRules({ ...sent, prefix: 'FE' }, testResolution))).toEqual(['FAB10b']);
    expect(codes(numberingRules({ ...sent, number: 995000001 }, testResolution))).toEqual(['FAB11b']);
  });

  it('FAD06 / CAD06: the key DIAN recomputes against the one the document carries', () => {
    expect(documentKeyRule('invoice', 'a', 'a')).toEqual([]);
    expect(documentKeyRule('invoice', 'a', 'b')).toEqual(['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.']);
    expect(documentKeyRule('credit-note', 'a', 'b')).toEqual(['Regla: CAD06, Rechazo: Valor del CUDE no está calculado correctamente.']);
  });

  it('CBG02, CBG03, CBG04: a credit note references an accepted invoice by its CUFE, number and date', () => {
    const invoice = { fullNumber: 'SETP990000001', cufe: 'c'.repeat(96), date: '2026-01-15' };
    expect(billingReferenceRules({ number: 'SETP990000001', uuid: invoice.cufe, issue_date: '2026-01-15' }, invoice)).toEqual([]);
    expect(codes(billingReferenceRules({ number: 'SETP990000001', uuid: invoice.cufe, issue_date: '2026-01-15' }, undefined))).toEqual([
      'CBG02',
    ]);
    expect(codes(billingReferenceRules({ number: 'SETP2', uuid: invoice.cufe, issue_date: '2026-01-16' }, invoice))).toEqual([
      'CBG03',
      'CBG04',
    ]);
  });
});

describe('DIAN rules through the simulator', () => {
  let sim: ApidianSimulator;
  const token = platformCompany.token;
  let number = 990000500;
  const creditNoteResolution = { type_document_id: 4, prefix: 'NC', from: 1, to: 99999999 };

  beforeAll(async () => {
    sim = await startApidianSimulator({ port: 0, logLevel: 'silent', zipPollsBeforeResult: 0 });
    await api(sim, 'PUT', '/config/resolution', { token, body: creditNoteResolution });
  });

  afterAll(async () => {
    await sim?.close();
  });

  it('rejects the issue’s test invoice (payable 1.00, VAT 999.99 on 1 000 000) with DIAN’s rule messages', async () => {
    const tax = { tax_id: 1, tax_amount: '999.99', percent: '19.00', taxable_amount: '1000000.00' };
    const body = sampleInvoice(number++, {
      legal_monetary_totals: {
        line_extension_amount: '1000000.00',
        tax_exclusive_amount: '1000000.00',
        tax_inclusive_amount: '1000999.99',
        payable_amount: '1.00',
      },
      tax_totals: [tax],
      invoice_lines: [{ ...sampleInvoice(1).invoice_lines[0], line_extension_amount: '1000000.00', tax_totals: [tax] }],
    });
    const sync = await api(sim, 'POST', '/invoice', { token, body });
    expect(syncResult(sync.body)).toMatchObject({ IsValid: 'false', StatusCode: '99' });
    expect(codes(syncResult(sync.body).ErrorMessage.string)).toEqual(['FAX07', 'FAS07', 'FAU14']);

    const testSet = await api(sim, 'POST', '/invoice/f3a2c1d0-1111-4222-8333-944455566677', { token, body: { ...body, number: number++ } });
    const zipKey = testSet.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult.ZipKey;
    const status = await api(sim, 'POST', `/status/zip/${zipKey}`, { token });
    expect(status.body.ResponseDian.Envelope.Body.GetStatusZipResponse.GetStatusZipResult.DianResponse).toMatchObject({
      IsValid: 'false',
      StatusCode: '99',
    });
  });

  it('FAB05b and FAD06 in the test environment: DIAN only knows its own test numbering and technical key', async () => {
    const nit = '811000222';
    const created = await api(sim, 'POST', `/config/${nit}/${dianCheckDigit(nit)}`, {
      body: {
        type_document_identification_id: 6,
        type_organization_id: 1,
        type_regime_id: 1,
        type_liability_id: 117,
        business_name: 'Otra',
        merchant_registration: '0',
        municipality_id: 1,
        address: 'Calle 1',
        phone: '6041234567',
        email: 'otra@empresa.test',
      },
    });
    const other = created.body.token as string;
    const certificate = createTestCertificate();
    await api(sim, 'PUT', '/config/certificate', {
      token: other,
      body: { certificate: certificate.base64, password: certificate.password },
    });
    await api(sim, 'PUT', '/config/software', { token: other, body: { id: 'abc', pin: '54321' } });

    await api(sim, 'PUT', '/config/resolution', { token: other, body: { ...testResolution, technical_key: 'otra-clave' } });
    const wrongKey = await api(sim, 'POST', '/invoice', { token: other, body: sampleInvoice(990000001) });
    expect(syncResult(wrongKey.body).ErrorMessage).toEqual({
      string: 'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
    });

    await api(sim, 'PUT', '/config/resolution', {
      token: other,
      body: { ...testResolution, resolution: '18760000009', delete_all_type_resolutions: true },
    });
    const ownNumbering = await api(sim, 'POST', '/invoice', { token: other, body: sampleInvoice(990000002) });
    expect(codes([syncResult(ownNumbering.body).ErrorMessage.string].flat())).toContain('FAB05b');
  });

  it('a credit note referencing an accepted invoice is accepted with its CUDE; one referencing an unknown CUFE is not; its PDF shows the document', async () => {
    const invoice = await api(sim, 'POST', '/invoice', { token, body: exact({ number: number++ }) });
    expect(syncResult(invoice.body)).toMatchObject({ IsValid: 'true' });
    const { invoice_lines: lines, number: _number, ...rest } = exact();
    const note = (uuid: string, noteNumber: number) => ({
      ...rest,
      number: noteNumber,
      type_document_id: 4,
      discrepancyresponsecode: 2,
      discrepancyresponsedescription: 'Anulación de factura electrónica',
      billing_reference: { number: `SETP${number - 1}`, uuid, issue_date: '2026-01-15' },
      credit_note_lines: lines,
    });

    const accepted = await api(sim, 'POST', '/credit-note', { token, body: note(invoice.body.cufe, 1) });
    expect(syncResult(accepted.body)).toMatchObject({
      IsValid: 'true',
      StatusCode: '00',
      StatusMessage: 'La Nota Crédito electrónica NC-1, ha sido autorizada.',
    });
    expect(accepted.body.urlinvoicepdf).toBe('NCS-NC1.pdf');

    const unknown = await api(sim, 'POST', '/credit-note', { token, body: note('0'.repeat(96), 2) });
    expect(syncResult(unknown.body).ErrorMessage).toEqual({
      string: 'Regla: CBG02, Rechazo: El documento referenciado no existe en los registros de la DIAN para este emisor.',
    });

    const invalid = await api(sim, 'POST', '/credit-note', {
      token,
      body: { ...note(invoice.body.cufe, 3), billing_reference: undefined },
    });
    expect(invalid.status).toBe(422);

    const pdf = await fetch(`${sim.url}/api/invoice/${platformCompany.nit}/FES-SETP${number - 1}.pdf`);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    for (const expected of [
      'Vendedor: admin',
      'Comprador: Cliente de Prueba',
      'Membres',
      'IVA 19.00 % sobre 840336.13: 159663.86',
      'Total a pagar: 1000000.00',
      'CUFE:',
      'Código QR:',
      '/Subtype /Image',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('no test set once the issuer is in production: DIAN refuses the upload and records nothing', async () => {
    await api(sim, 'PUT', '/config/environment', { token, body: { type_environment_id: 1 } });
    const before = sim.documents.list().length;
    const sent = await api(sim, 'POST', '/invoice/f3a2c1d0-1111-4222-8333-944455566677', { token, body: sampleInvoice(number++) });
    expect(sent.body.ResponseDian.Envelope.Body.SendTestSetAsyncResponse.SendTestSetAsyncResult).toMatchObject({
      ErrorMessageList: { XmlParamsResponseTrackId: { Success: 'false', ProcessedMessage: expect.stringContaining('producción') } },
      ZipKey: { _attributes: { nil: 'true' } },
    });
    expect(sim.documents.list()).toHaveLength(before);
  });
});
