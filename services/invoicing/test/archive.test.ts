import { randomUUID } from 'node:crypto';
import { adminToken, eventually, jobsSettled, testNamespace } from '@mb/service-kit/testing';
import { unzipSync } from 'fflate';
import { MongoClient } from 'mongodb';
import { startApidianSimulator } from '../../../simulators/apidian/src/app.js';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import type { ReceivedMail } from '../../../simulators/mail/src/inbox.js';
import { deliveryQueueName } from '../src/modules/delivery/delivery-mail.js';
import { findInvoice } from '../src/modules/invoices/invoices.repository.js';
import { archiveInvoice } from '../src/modules/invoices/invoices.service.js';
import { approvedPayment, completeProfile, publishApproved, publishRefunded, refunded, startIssuing } from './helpers.js';

// The archive on the MongoDB the infrastructure runs (FerretDB on PostgreSQL locally), the buyer's mail through the
// mail simulator's SMTP, the platform's invoices through the APIDIAN simulator.
const namespace = testNamespace();
let mail: MailSimulator;
let issuing: Awaited<ReturnType<typeof startIssuing>>;
let mongo: MongoClient;

beforeAll(async () => {
  mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  issuing = await startIssuing(namespace, undefined, { SMTP_PORT: String(mail.smtpPort) });
  mongo = new MongoClient(issuing.invoicing.config.MONGODB_URL);
}, 60000);
afterAll(async () => {
  await mongo?.close();
  await issuing?.close();
  await mail?.close();
});

/** The barrier before asserting no further mail: every delivery queued so far has been sent (or given up on). */
const deliveriesSettled = () => jobsSettled(deliveryQueueName, { namespace, redisUrl: issuing.invoicing.config.REDIS_URL });

/** What the archive holds of a payment's documents, counted in its collections themselves. */
async function stored(paymentId: string) {
  const db = mongo.db();
  const ids = { $regex: `^invoice-${paymentId}` };
  return {
    documents: await db.collection('documents').countDocuments({ paymentId }),
    files: await db.collection('files.files').countDocuments({ _id: ids as never }),
    chunks: await db.collection('files.chunks').countDocuments({ files_id: ids as never }),
  };
}

/** A customer's invoice issued for an approved payment of `pesos`, its payment event delivered three times. */
async function issuedInvoice(pesos: number, email = `${randomUUID()}@example.com`) {
  const { invoicing, recorder } = issuing;
  const buyer = invoicing.customer();
  expect((await buyer.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  const event = approvedPayment(buyer.userId, pesos, { email });
  await publishApproved(namespace, event, event, { ...event, id: randomUUID() });
  await recorder.waitFor(
    (message) =>
      message.envelope.type === 'invoicing.invoice.issued' &&
      (message.envelope.payload as { paymentId: string }).paymentId === event.payload.paymentId,
  );
  await issuing.settled();
  const paymentId = event.payload.paymentId;
  const document = await eventually(async () => {
    const found = await invoicing.archive.find(`invoice-${paymentId}`);
    expect(found).not.toBeNull();
    return found!;
  });
  return { buyer, email, paymentId, document, event };
}

const mailsTo = (to: string) => mail.inbox.list({ to });

/** The zip a delivery carries, opened: its files by name. */
async function zipOf(received: ReceivedMail): Promise<Record<string, Buffer>> {
  expect(received.attachments).toEqual([expect.objectContaining({ contentType: 'application/zip' })]);
  const response = await fetch(`http://127.0.0.1:${mail.webPort}/api/messages/${received.id}/attachments/0`);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

it('an accepted invoice is archived once with its request, DIAN’s answer, XML, AttachedDocument and PDF, however often it is redelivered', async () => {
  const { invoicing } = issuing;
  const { paymentId, document, email } = await issuedInvoice(119000);
  const row = (await findInvoice(invoicing.db, paymentId))!;
  const number = `${row.prefix}${row.number}`;

  expect(document).toMatchObject({
    type: 'invoice',
    paymentId,
    issuer: { nit: '900123456', name: 'MB Platform S.A.S.' },
    number,
    cufe: row.dian_cufe,
    buyer: { identificationNumber: '1020304050', name: 'Ana Pérez', email },
    totals: { payableInCents: 11_900_000, taxInclusiveAmount: '119000.00' },
    status: 'issued',
    request: { number: row.number, prefix: row.prefix, customer: { email } },
    dianAnswer: { ResponseDian: { Envelope: { Body: { SendBillSyncResponse: expect.anything() } } } },
  });
  // DIAN's answer is kept without its base64 copies: the files hold them.
  expect(document.dianAnswer).not.toHaveProperty('invoicexml');
  const [pdf, xml, attached] = await Promise.all([
    invoicing.archive.readFile(document.files.pdf),
    invoicing.archive.readFile(document.files.xml),
    invoicing.archive.readFile(document.files.attachedDocument),
  ]);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(xml.toString()).toContain(`<cbc:UUID schemeID="2" schemeName="CUFE-SHA384">${row.dian_cufe}</cbc:UUID>`);
  expect(attached.toString()).toContain(row.dian_cufe);
  const once = await stored(paymentId);
  expect(once).toEqual({ documents: 1, files: 3, chunks: 3 });

  // Redelivered after it was archived, twice at once: nothing is stored again.
  const deps = invoicing.deps(issuing.apidian.url);
  await Promise.all([archiveInvoice(deps, row), archiveInvoice(deps, row)]);
  expect(await stored(paymentId)).toEqual(once);
});

it('two writers of the same document at once store it once (the unique id refuses the second: 11000)', async () => {
  const { invoicing } = issuing;
  const { paymentId, document } = await issuedInvoice(50000);
  const files = {
    pdf: { filename: 'copia.pdf', content: await invoicing.archive.readFile(document.files.pdf) },
    xml: { filename: 'copia.xml', content: await invoicing.archive.readFile(document.files.xml) },
    attachedDocument: { filename: 'ad-copia.xml', content: await invoicing.archive.readFile(document.files.attachedDocument) },
  };
  const { archivedAt: _archivedAt, files: _files, ...entry } = document;
  const copy = { ...entry, _id: `invoice-${paymentId}-copy` };
  const results = await Promise.all([invoicing.archive.store(copy, files), invoicing.archive.store(copy, files)]);
  expect(results.filter(Boolean)).toHaveLength(1);
  const db = mongo.db();
  expect(await db.collection('documents').countDocuments({ _id: copy._id as never })).toBe(1);
  expect(await db.collection('files.files').countDocuments({ _id: { $regex: `^${copy._id}/` } as never })).toBe(3);
  expect(await db.collection('files.chunks').countDocuments({ files_id: { $regex: `^${copy._id}/` } as never })).toBe(3);
});

it('the buyer gets one mail with a zip of the AttachedDocument and the PDF, in Spanish, however often the invoice is redelivered', async () => {
  const { invoicing } = issuing;
  const { email, document, paymentId } = await issuedInvoice(80000);
  const received = await eventually(() => {
    const [only, ...others] = mailsTo(email);
    expect(others).toHaveLength(0);
    expect(only).toBeDefined();
    return only!;
  });
  expect(received.subject).toBe(`Factura electrónica de venta ${document.number} de MB Platform S.A.S.`);
  expect(received.text).toContain(`Te enviamos la factura electrónica de venta ${document.number}`);
  expect(received.text).toContain('$ 80.000 COP');
  expect(received.text).toContain(`CUFE: ${document.cufe}`);
  const zip = await zipOf(received);
  expect(Object.keys(zip).sort()).toEqual([`${document.number}.pdf`, `ad-${document.number}.xml`]);
  expect(zip[`${document.number}.pdf`]!.subarray(0, 5).toString()).toBe('%PDF-');
  expect(zip[`ad-${document.number}.xml`]!.toString()).toContain(document.cufe);

  // Archived again (a redelivery): no second mail.
  await archiveInvoice(invoicing.deps(issuing.apidian.url), (await findInvoice(invoicing.db, paymentId))!);
  await deliveriesSettled();
  expect(mailsTo(email)).toHaveLength(1);
});

it('a credit note DIAN accepts is archived once with its files and mailed to the buyer, however often the refund arrives', async () => {
  const { invoicing } = issuing;
  const { email, paymentId, event } = await issuedInvoice(70000);
  const refund = refunded(event, 'refunded');
  await publishRefunded(namespace, refund, refund, { ...refund, id: randomUUID() });

  const note = await eventually(async () => {
    const found = await invoicing.archive.find(`credit-note-${paymentId}`);
    expect(found).not.toBeNull();
    return found!;
  });
  const row = (await invoicing.db.query('SELECT prefix, number, cude FROM credit_notes WHERE payment_id = $1', [paymentId])).rows[0];
  expect(note).toMatchObject({
    type: 'credit-note',
    number: `${row.prefix}${row.number}`,
    cufe: row.cude,
    buyer: { email },
    totals: { payableInCents: 7_000_000 },
    request: { billing_reference: { uuid: expect.any(String) } },
  });
  expect((await invoicing.archive.readFile(note.files.pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await invoicing.archive.readFile(note.files.attachedDocument)).toString()).toContain(row.cude);
  const received = await eventually(() => {
    const notes = mailsTo(email).filter((each) => each.subject.startsWith('Nota crédito electrónica'));
    expect(notes).toHaveLength(1);
    return notes[0]!;
  });
  expect(received.subject).toBe(`Nota crédito electrónica ${note.number} de MB Platform S.A.S.`);
  expect(received.text).toContain(`CUDE: ${row.cude}`);
  expect(Object.keys(await zipOf(received)).sort()).toEqual([`${note.number}.pdf`, `ad-${note.number}.xml`]);
  expect(await mongo.db().collection('documents').countDocuments({ paymentId })).toBe(2);
});

it('after the APIDIAN simulator restarts and forgets everything, the files download and the re-send mails again, from the archive', async () => {
  const { invoicing } = issuing;
  const { buyer, email, document, paymentId } = await issuedInvoice(65000);
  await eventually(() => expect(mailsTo(email)).toHaveLength(1));

  const port = Number(new URL(issuing.apidian.url).port);
  await issuing.apidian.close();
  issuing.apidian = await startApidianSimulator({ port, logLevel: 'silent' });
  expect(issuing.apidian.documents.list()).toHaveLength(0);

  const pdf = await buyer.call('GET', `/invoices/by-payment/${paymentId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const xml = await buyer.call('GET', `/invoices/by-payment/${paymentId}/xml`);
  expect(xml.statusCode).toBe(200);
  expect(xml.payload).toContain(document.cufe);
  expect(xml.headers['content-disposition']).toBe(`attachment; filename="${document.number}.xml"`);

  const resent = await invoicing.app.inject({
    method: 'POST',
    url: `/invoices/by-payment/${paymentId}/resend`,
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(resent.statusCode).toBe(200);
  expect(resent.json()).toMatchObject({ success: true, message: 'Factura reenviada por correo electrónico al cliente' });
  // Newest first.
  const again = await eventually(() => {
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    return mails[0]!;
  });
  expect(again.text).toContain(`Te enviamos de nuevo la factura electrónica de venta ${document.number}`);
  expect(Object.keys(await zipOf(again)).sort()).toEqual([`${document.number}.pdf`, `ad-${document.number}.xml`]);

  // The buyer's own 'Reenviar por correo' from their account: one more mail, however often they click within a minute.
  const copies = await Promise.all([1, 2, 3].map(() => buyer.call('POST', `/invoices/by-payment/${paymentId}/send-copy`)));
  expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200]);
  expect(copies[0]!.json()).toMatchObject({
    success: true,
    message: 'Te enviamos de nuevo la factura a tu correo electrónico',
    invoice: { payment_id: paymentId, status: 'issued' },
  });
  await eventually(() => expect(mailsTo(email)).toHaveLength(3));
  await deliveriesSettled();
  expect(mailsTo(email)).toHaveLength(3);
  // Someone else's invoice: not even its existence.
  expect((await invoicing.customer().call('POST', `/invoices/by-payment/${paymentId}/send-copy`)).statusCode).toBe(404);
});
