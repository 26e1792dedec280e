import { randomUUID } from 'node:crypto';
import { invoiceNoteMessages } from '@mb/contracts';
import { adminToken, eventually } from '@mb/service-kit/testing';
import { approvedPayment, completeProfile, publishApproved, publishRefunded, refunded, useIssuing } from './helpers.js';

// Issue 34 item 5: from the invoices view, an administrator issues a credit note for some lines or an amount and a
// debit note, each with DIAN's reason, through APIDIAN (the simulator); the invoice, the customer's list, the archive
// and the CSV show them.
const suite = useIssuing();
const { namespace } = suite;

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  suite.invoicing.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken()}` } });
const issueNote = (paymentId: string, body: object) => asAdmin('POST', `/invoices/by-payment/${paymentId}/notes`, body);
const sentNotes = (typeDocumentId: number, cufe: string) =>
  suite.apidian.documents
    .list()
    .filter(
      (document) => document.typeDocumentId === typeDocumentId && (document.payload.billing_reference as { uuid: string }).uuid === cufe,
    );

/** An accepted invoice of two plans (100 000 and 50 000 pesos, VAT included). */
async function issuedInvoice() {
  const ana = suite.invoicing.customer();
  await ana.call('PUT', '/fe/profile', completeProfile);
  const approved = approvedPayment(ana.userId, 150000);
  const line = approved.payload.lines[0]!;
  approved.payload.lines = [
    { ...line, unitPrice: 100000 },
    { ...line, productName: 'Software Tienda', unitPrice: 50000 },
  ];
  await publishApproved(namespace, approved);
  const { paymentId } = approved.payload;
  const invoice = await eventually(async () => {
    const { rows } = await suite.invoicing.db.query('SELECT * FROM invoices WHERE payment_id = $1', [paymentId]);
    expect(rows[0]?.status).toBe('issued');
    return rows[0];
  });
  return { ana, paymentId, invoice };
}

it('a credit note for one line and a debit note for an amount are accepted by DIAN, archived, and shown on the invoice', async () => {
  const { ana, paymentId, invoice } = await issuedInvoice();

  const credit = await issueNote(paymentId, { kind: 'credit', reason: 1, description: 'Devolución del plan de la tienda', lines: [1] });
  expect(credit.statusCode).toBe(200);
  expect(credit.json().message).toBe(invoiceNoteMessages.issued.credit);
  expect(credit.json().invoice.lines).toEqual([
    { description: 'Software Restaurante - plan Pro mensual', total: 100000 },
    { description: 'Software Tienda - plan Pro mensual', total: 50000 },
  ]);
  const [creditSent] = sentNotes(4, invoice.dian_cufe);
  expect(creditSent).toMatchObject({ outcome: 'accepted', payableAmount: '50000.00' });
  expect(creditSent!.payload).toMatchObject({
    discrepancyresponsecode: 1,
    discrepancyresponsedescription: 'Devolución del plan de la tienda',
    billing_reference: { number: `SETP${invoice.number}`, uuid: invoice.dian_cufe, issue_date: invoice.request.date },
    credit_note_lines: [invoice.request.invoice_lines[1]],
    legal_monetary_totals: { payable_amount: '50000.00' },
  });

  const debit = await issueNote(paymentId, { kind: 'debit', reason: 1, description: 'Intereses de mora', amount: 11900 });
  expect(debit.json().message).toBe(invoiceNoteMessages.issued.debit);
  const [debitSent] = sentNotes(5, invoice.dian_cufe);
  expect(debitSent).toMatchObject({ outcome: 'accepted', payableAmount: '11900.00' });
  expect(debitSent!.payload).toMatchObject({
    type_document_id: 5,
    discrepancyresponsecode: 1,
    requested_monetary_totals: { line_extension_amount: '10000.00', tax_inclusive_amount: '11900.00', payable_amount: '11900.00' },
    debit_note_lines: [{ description: 'Intereses de mora', line_extension_amount: '10000.00' }],
  });

  const notes = debit.json().invoice.notes;
  expect(notes).toMatchObject([
    {
      kind: 'credit',
      number: creditSent!.fullNumber,
      status: 'issued',
      status_text: 'Nota crédito aceptada por la DIAN',
      reason_text: 'Devolución parcial de los bienes y/o no aceptación parcial del servicio',
      total: 50000,
    },
    { kind: 'debit', number: debitSent!.fullNumber, status: 'issued', reason_text: 'Intereses', total: 11900 },
  ]);
  expect((await ana.call('GET', '/invoices/mine')).json().invoices[0].notes).toEqual(notes);

  // Each archived under the note's own id with its files, and served from there to its buyer and no one else.
  const archived = await suite.invoicing.archive.find(`debit-note-${notes[1].id}`);
  expect(archived).toMatchObject({ type: 'debit-note', number: debitSent!.fullNumber, totals: { payableInCents: 1_190_000 } });
  for (const [note, sent] of [
    [notes[0], creditSent!],
    [notes[1], debitSent!],
  ] as const) {
    const document = (await suite.invoicing.archive.find(`${note.kind}-note-${note.id}`))!;
    expect(document).toMatchObject({ number: sent.fullNumber, cufe: sent.cufe, dianAnswer: expect.anything(), request: expect.anything() });
    const [notePdf, xml, attached] = await Promise.all(
      [document.files.pdf, document.files.xml, document.files.attachedDocument].map((file) => suite.invoicing.archive.readFile(file)),
    );
    expect(notePdf!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xml!.toString()).toContain(sent.cufe);
    expect(attached!.toString()).toContain(sent.cufe);
  }
  const pdf = await ana.call('GET', notes[1].pdf_url);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  expect((await suite.invoicing.customer().call('GET', notes[1].pdf_url)).statusCode).toBe(404);

  // The CSV: base, VAT and time of issue as the document carries them, and the notes.
  const csv = (await asAdmin('GET', `/invoices/export?q=SETP${invoice.number}`)).body;
  const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('Hora de emisión,Cliente,Documento,Correo,Base (COP),IVA (COP),Total (COP)');
  expect(line).toContain(`,${invoice.request.time},Ana Pérez,`);
  expect(line).toContain(
    `,${invoice.request.legal_monetary_totals.tax_exclusive_amount},${invoice.request.tax_totals[0].tax_amount},150000,`,
  );
  expect(line).toContain(
    `${creditSent!.fullNumber} crédito 50000 (Nota crédito aceptada por la DIAN) | ${debitSent!.fullNumber} débito 11900`,
  );
});

it('refuses, in Spanish and changing nothing, a reason off DIAN’s list, more credit than is left, and a note on an unknown invoice', async () => {
  const { paymentId } = await issuedInvoice();
  const count = async () => Number((await suite.invoicing.db.query('SELECT count(*) FROM invoice_notes')).rows[0].count);
  const before = await count();

  const cases: [object, number, string][] = [
    [{ kind: 'credit', reason: 2, description: 'x', amount: 1000 }, 400, invoiceNoteMessages.reasonInvalid],
    [{ kind: 'debit', reason: 5, description: 'x', amount: 1000 }, 400, invoiceNoteMessages.reasonInvalid],
    [{ kind: 'credit', reason: 3, description: 'x', amount: 1000, lines: [0] }, 400, invoiceNoteMessages.linesOrAmount],
    [{ kind: 'credit', reason: 3, description: 'x', lines: [2] }, 400, invoiceNoteMessages.lineUnknown],
    [{ kind: 'debit', reason: 1, description: 'x' }, 400, invoiceNoteMessages.debitNeedsAmount],
    [{ kind: 'credit', reason: 3, description: 'x', amount: 150001 }, 400, invoiceNoteMessages.amountTooHigh(150000)],
    [{ kind: 'credit', reason: 3, description: ' ', amount: 1000 }, 400, invoiceNoteMessages.descriptionRequired],
  ];
  for (const [body, status, message] of cases) {
    const answer = await issueNote(paymentId, body);
    expect({ body, status: answer.statusCode }).toEqual({ body, status });
    expect(answer.json().message).toContain(message);
  }
  expect((await issueNote(randomUUID(), { kind: 'debit', reason: 1, description: 'x', amount: 1000 })).statusCode).toBe(404);
  expect(await count()).toBe(before);

  // What is left shrinks with each credit and grows with each debit.
  expect((await issueNote(paymentId, { kind: 'credit', reason: 3, description: 'Descuento', amount: 140000 })).statusCode).toBe(200);
  expect((await issueNote(paymentId, { kind: 'credit', reason: 3, description: 'Más', amount: 10001 })).json().message).toBe(
    invoiceNoteMessages.amountTooHigh(10000),
  );
  expect((await issueNote(paymentId, { kind: 'debit', reason: 2, description: 'Envío', amount: 5000 })).statusCode).toBe(200);
  expect((await issueNote(paymentId, { kind: 'credit', reason: 3, description: 'Resto', amount: 15000 })).statusCode).toBe(200);
  expect(await count()).toBe(before + 3);

  const client = await suite.invoicing.customer().call('POST', `/invoices/by-payment/${paymentId}/notes`, {
    kind: 'debit',
    reason: 1,
    description: 'x',
    amount: 1000,
  });
  expect(client.statusCode).toBe(403);
});

it('a refund after an administrator’s notes cancels what they left: the invoice and its debits, less its credits', async () => {
  const { paymentId, invoice } = await issuedInvoice();
  expect((await issueNote(paymentId, { kind: 'credit', reason: 3, description: 'Descuento acordado', amount: 50000 })).statusCode).toBe(
    200,
  );
  expect((await issueNote(paymentId, { kind: 'debit', reason: 1, description: 'Intereses de mora', amount: 11900 })).statusCode).toBe(200);

  const approved = approvedPayment(randomUUID(), 150000);
  approved.payload.paymentId = paymentId;
  await publishRefunded(namespace, refunded(approved, 'refunded'));

  const cancelling = await eventually(() => {
    const sent = sentNotes(4, invoice.dian_cufe).filter((document) => document.payload.discrepancyresponsecode === 2);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  });
  expect(cancelling).toMatchObject({ outcome: 'accepted', payableAmount: '111900.00' });
  expect(cancelling.payload).toMatchObject({ legal_monetary_totals: { payable_amount: '111900.00' } });
  // Nothing is left to credit afterwards.
  const more = await issueNote(paymentId, { kind: 'credit', reason: 3, description: 'Otro descuento', amount: 1000 });
  expect(more.statusCode).toBe(409);
});
