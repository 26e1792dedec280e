import { randomUUID } from 'node:crypto';
import { billingPaymentApproved } from '@mb/contracts';
import { adminToken, eventually, testNamespace } from '@mb/service-kit/testing';
import type { ApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { cufe as simulatorCufe, forcedRejectionErrors } from '../../../simulators/apidian/src/testing.js';
import { fixInProfile } from '../src/domain/invoiced-buyer.js';
import { issuerSideText } from '../src/domain/rejection-reasons.js';
import { prepareInvoice, settleStaleInvoices } from '../src/modules/invoices/invoices.service.js';
import { approvedPayment, completeProfile, invoicedProductId, publishApproved, startIssuing, type TestInvoicing } from './helpers.js';

// Approved payments arrive on Kafka as billing publishes them; the platform's invoices go to the APIDIAN simulator.
const namespace = testNamespace();
let apidian: ApidianSimulator;
let invoicing: TestInvoicing;
let recorder: Awaited<ReturnType<typeof startIssuing>>['recorder'];
let issuing: Awaited<ReturnType<typeof startIssuing>>;

beforeAll(async () => {
  issuing = await startIssuing(namespace);
  ({ apidian, invoicing, recorder } = issuing);
}, 60000);
afterAll(() => issuing?.close());

const invoiceRow = async (paymentId: string) =>
  (await invoicing.db.query('SELECT * FROM invoices WHERE payment_id = $1', [paymentId])).rows[0];
const sentFor = (reference: string) => apidian.documents.list().filter((document) => document.payload.notes === `Pago ${reference}`);
const eventsFor = (type: string, paymentId: string) =>
  recorder.received.filter(
    (message) => message.envelope.type === type && (message.envelope.payload as { paymentId: string }).paymentId === paymentId,
  );

it('a payment delivered twice while APIDIAN fails once is invoiced exactly once, for exactly what was charged', async () => {
  const ana = invoicing.customer();
  expect((await ana.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  const event = approvedPayment(ana.userId, 150000);
  const { paymentId, reference } = event.payload;

  apidian.failNext(1);
  // The same event twice, and the same payment under another event id: one invoice all the same.
  await publishApproved(namespace, event, event, { ...event, id: randomUUID() });

  const issued = await recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.issued' && (message.envelope.payload as { paymentId: string }).paymentId === paymentId,
  );
  await issuing.settled();
  const documents = sentFor(reference);
  expect(documents).toHaveLength(1);
  expect(eventsFor('invoicing.invoice.issued', paymentId)).toHaveLength(1);
  expect((await invoicing.db.query('SELECT count(*)::int AS n FROM invoices WHERE payment_id = $1', [paymentId])).rows[0].n).toBe(1);

  const row = await invoiceRow(paymentId);
  const [document] = documents;
  // The first send was cut off; the retry asked DIAN about the CUFE, learnt nothing, and sent the same number again.
  expect(row).toMatchObject({
    status: 'issued',
    status_code: '00',
    number: 990000000,
    send_attempts: 2,
    errors: [],
    pdf_filename: 'FES-SETP990000000.pdf',
  });
  expect(document).toMatchObject({
    outcome: 'accepted',
    fullNumber: 'SETP990000000',
    payableAmount: '150000.00',
    customerId: '1020304050',
  });
  expect(document!.payload.legal_monetary_totals).toMatchObject({
    payable_amount: '150000.00',
    line_extension_amount: '126050.42',
    tax_inclusive_amount: '150000.00',
  });

  // The CUFE we computed before sending is the one DIAN (the simulator) computed from the document.
  expect(row.cufe).toBe(document!.cufe);
  expect(row.dian_cufe).toBe(document!.cufe);
  expect(
    simulatorCufe({
      number: document!.fullNumber,
      date: document!.date,
      time: document!.time,
      lineExtensionAmount: '126050.42',
      ivaAmount: '23949.58',
      payableAmount: '150000.00',
      supplierNit: '900123456',
      customerId: '1020304050',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      environment: 2,
    }),
  ).toBe(row.cufe);
  expect(issued.envelope.payload).toEqual({
    paymentId,
    orderId: event.payload.orderId,
    userId: ana.userId,
    number: 'SETP990000000',
    cufe: row.cufe,
    payableInCents: 15000000,
    issuedAt: expect.any(String),
  });

  const summary = await ana.call('GET', `/invoices/by-payment/${paymentId}`);
  expect(summary.statusCode).toBe(200);
  expect(summary.json()).toEqual({
    success: true,
    invoice: {
      isValid: true,
      urls: { pdf: `/invoices/by-payment/${paymentId}/pdf` },
      errors: [],
      status: 'issued',
      number: 'SETP990000000',
      cufe: row.cufe,
    },
  });
  const pdf = await ana.call('GET', `/invoices/by-payment/${paymentId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  // Someone else learns nothing; an administrator sees it.
  const other = invoicing.customer();
  expect((await other.call('GET', `/invoices/by-payment/${paymentId}`)).statusCode).toBe(404);
  expect((await other.call('GET', `/invoices/by-payment/${paymentId}/pdf`)).statusCode).toBe(404);
  expect((await other.call('GET', `/invoices/by-payment/${paymentId}`)).json()).toEqual({
    success: false,
    message: 'Factura no encontrada',
  });
  const asAdmin = await invoicing.app.inject({
    method: 'GET',
    url: `/invoices/by-payment/${paymentId}`,
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(asAdmin.json().invoice.isValid).toBe(true);
});

it('an invoice DIAN rejects is stored as rejected with its messages, announced as failed, and shown to its buyer explained', async () => {
  const luis = invoicing.customer();
  // No document number: the final consumer.
  const event = approvedPayment(luis.userId, 249999, { legalId: null, phone: null });
  const { paymentId, reference } = event.payload;

  apidian.rejectNext(1);
  await publishApproved(namespace, event);
  const failed = await recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.failed' && (message.envelope.payload as { paymentId: string }).paymentId === paymentId,
  );
  expect(failed.envelope.payload).toMatchObject({
    reason: 'rejected',
    statusCode: '99',
    errors: forcedRejectionErrors,
    number: 'SETP990000001',
  });

  const row = await invoiceRow(paymentId);
  expect(row).toMatchObject({ status: 'rejected', status_code: '99', errors: forcedRejectionErrors, pdf_filename: null });
  expect(sentFor(reference)).toMatchObject([{ outcome: 'rejected', customerId: '222222222222', payableAmount: '249999.00' }]);
  expect(eventsFor('invoicing.invoice.issued', paymentId)).toHaveLength(0);

  const summary = await luis.call('GET', `/invoices/by-payment/${paymentId}`);
  expect(summary.json()).toEqual({
    success: true,
    invoice: {
      isValid: false,
      urls: { pdf: null },
      // The buyer's summary: no rule text, and FAD06 and FAJ43b are the issuer's to fix.
      errors: [issuerSideText],
      status: 'rejected',
      number: 'SETP990000001',
      cufe: row.cufe,
    },
  });
  expect((await luis.call('GET', `/invoices/by-payment/${paymentId}/pdf`)).statusCode).toBe(404);
});

it('an excluded service is invoiced at 0 % VAT; an invoice our own check refuses never leaves and takes no number', async () => {
  await invoicing.db.query('INSERT INTO product_tax_rates (product_id, vat_percent) VALUES ($1, 0)', [invoicedProductId]);
  try {
    const eva = invoicing.customer();
    const excluded = approvedPayment(eva.userId, 99);
    await publishApproved(namespace, excluded);
    await recorder.waitFor(
      (message) =>
        message.envelope.type === 'invoicing.invoice.issued' &&
        (message.envelope.payload as { paymentId: string }).paymentId === excluded.payload.paymentId,
    );
    const [document] = sentFor(excluded.payload.reference);
    expect(document!.payload.tax_totals).toEqual([{ tax_id: 1, tax_amount: '0.00', percent: '0.00', taxable_amount: '99.00' }]);
    expect(document!.payableAmount).toBe('99.00');

    // A document number DIAN cannot take: caught here, in Spanish, before APIDIAN.
    const invalid = approvedPayment(eva.userId, 1, { legalId: '1020/3040' });
    await publishApproved(namespace, invalid);
    const failed = await recorder.waitFor(
      (message) =>
        message.envelope.type === 'invoicing.invoice.failed' &&
        (message.envelope.payload as { paymentId: string }).paymentId === invalid.payload.paymentId,
    );
    expect(failed.envelope.payload).toMatchObject({
      reason: 'invalid',
      number: null,
      statusCode: null,
      errors: ['El número de identificación del cliente no es válido para la DIAN: "1020/3040" (solo letras y números, máximo 15).'],
    });
    expect(sentFor(invalid.payload.reference)).toHaveLength(0);
    expect((await eva.call('GET', `/invoices/by-payment/${invalid.payload.paymentId}`)).json().invoice).toMatchObject({
      isValid: false,
      // Their document is theirs to fix: the buyer is told where.
      errors: [`${(failed.envelope.payload as { errors: string[] }).errors[0]} ${fixInProfile}`],
    });

    // The next invoice takes the next number: none was spent on the refused one.
    const next = approvedPayment(eva.userId, 1);
    await publishApproved(namespace, next);
    await eventually(async () => expect(await invoiceRow(next.payload.paymentId)).toMatchObject({ status: 'issued', number: 990000003 }));
  } finally {
    await invoicing.db.query('DELETE FROM product_tax_rates WHERE product_id = $1', [invoicedProductId]);
  }
});

it('APIDIAN unreachable through every retry: the invoice is recorded as failed and announced, never left hanging', async () => {
  const sara = invoicing.customer();
  const event = approvedPayment(sara.userId, 80000);
  const { paymentId } = event.payload;
  apidian.failNext(4); // the first try and the three retries of INVOICE_RETRY_DELAYS
  await publishApproved(namespace, event);
  const failed = await recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.failed' && (message.envelope.payload as { paymentId: string }).paymentId === paymentId,
  );
  expect(failed.envelope.payload).toMatchObject({
    reason: 'unavailable',
    statusCode: null,
    errors: ['El servicio de facturación electrónica (APIDIAN) no respondió; la factura no se pudo enviar.'],
  });
  expect(await invoiceRow(paymentId)).toMatchObject({ status: 'failed', send_attempts: 4 });
  expect(sentFor(event.payload.reference)).toHaveLength(0);
  expect((await sara.call('GET', `/invoices/by-payment/${paymentId}`)).json().invoice).toMatchObject({ isValid: false, status: 'failed' });
});

it('an invoice whose job ended without DIAN’s verdict is settled by the sweep, once', async () => {
  const eva = invoicing.customer();
  expect((await eva.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  const payment = billingPaymentApproved.payload.parse(approvedPayment(eva.userId, 80000).payload);
  const deps = invoicing.deps(apidian.url);
  // Built and numbered, then its worker was lost before sending: nothing will retry it.
  expect(await prepareInvoice(deps, payment)).toMatchObject({ status: 'pending', send_attempts: 0 });

  const quietMs = 60 * 60_000;
  expect(await settleStaleInvoices(deps, new Date(), quietMs)).toEqual({ settled: 0, open: 0 }); // too recent to touch
  const later = new Date(Date.now() + 2 * quietMs);
  expect(await settleStaleInvoices(deps, later, quietMs)).toEqual({ settled: 1, open: 0 });
  expect(await invoiceRow(payment.paymentId)).toMatchObject({ status: 'issued', status_code: '00', send_attempts: 1 });
  expect(sentFor(payment.reference)).toHaveLength(1);
  await recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.issued' &&
      (message.envelope.payload as { paymentId: string }).paymentId === payment.paymentId,
  );

  expect(await settleStaleInvoices(deps, later, quietMs)).toEqual({ settled: 0, open: 0 });
  expect(sentFor(payment.reference)).toHaveLength(1);
});
