import { randomUUID } from 'node:crypto';
import { testNamespace, eventually } from '@mb/service-kit/testing';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import { startIssuing } from '../../invoicing/test/helpers.js';
import { enableRestaurant } from '../../invoicing/test/pos-helpers.js';
import { card, charge, diningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

// The whole way, no event written by hand: a Pro restaurant's sale goes through Kafka to the real invoicing, which
// issues its POS document with the APIDIAN simulator and says so back; the diner's receipt mail carries its files.
const namespace = testNamespace();
let issuing: Awaited<ReturnType<typeof startIssuing>>;
let restaurant: TestRestaurant;
let mail: MailSimulator;

beforeAll(async () => {
  mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  issuing = await startIssuing(namespace, undefined, { POS_DOCUMENT_SWEEP_EVERY_MS: '300' });
  const invoicingUrl = await issuing.invoicing.app.listen({ host: '127.0.0.1', port: 0 });
  restaurant = await startRestaurant(namespace, { invoicingUrl, smtpPort: mail.smtpPort });
}, 90000);

afterAll(async () => {
  await restaurant?.close();
  await issuing?.close();
  await mail?.close();
});

it('a paid check’s receipt shows the issued POS document, and its e-mail carries the document’s XML and PDF', async () => {
  const room = await diningRoom(restaurant, namespace);
  await enableRestaurant({
    apidianUrl: issuing.apidian.url,
    db: issuing.invoicing.db,
    issuerTokenKey: issuing.invoicing.config.ISSUER_TOKEN_KEY,
    restaurantId: room.subscription.subscriptionId,
    nit: '901458713',
  });
  const check = await room.checkOf((await room.round([[room.menu.bandeja, 1]])).id);
  expect((await charge(room.waiter.app, check.id, { payments: [card(32900)] })).statusCode).toBe(200);

  const receiptOf = async () => (await room.waiter.app.get(`/restaurant/cuentas/${check.id}/recibo`)).json().data;
  await eventually(async () => expect((await receiptOf()).electronic_document.status).toBe('emitido'), 30000);
  const { electronic_document: document } = await receiptOf();
  expect(document).toMatchObject({ kind: 'documento_pos', number: expect.stringMatching(/^EPOS\d+$/), problem: null });
  expect(document.cude).toMatch(/^[0-9a-f]{96}$/);
  expect(document.qr).toContain(document.cude);
  expect(document.resolution_legend).toContain('18764000000001');

  const diner = `comensal-${randomUUID().slice(0, 8)}@example.com`;
  expect((await room.waiter.app.post(`/restaurant/cuentas/${check.id}/recibo/enviar`, { email: diner })).statusCode).toBe(202);
  const received = await eventually(() => {
    const [message] = mail.inbox.list({ to: diner });
    if (!message) throw new Error(`no mail for ${diner} yet`);
    return message;
  }, 30000);
  expect(received.text).toContain(`Documento equivalente electrónico P.O.S. ${document.number}`);
  expect(received.text).toContain(`CUDE: ${document.cude}`);
  expect(received.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [`${document.number}.xml`, 'application/xml'],
    [`${document.number}.pdf`, 'application/pdf'],
  ]);
  expect(received.attachments.every((file) => file.size > 0)).toBe(true);

  // The administrator finds it in the restaurant's documents, with its PDF.
  const listed = (await room.app.get('/restaurant/facturacion/documentos')).json().data.documents;
  expect(listed.map((item: { number: string; status: string }) => [item.number, item.status])).toEqual([[document.number, 'emitido']]);
  const pdf = await room.app.get(`/restaurant/facturacion/documentos/${document.document_id}/pdf`);
  expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
    200,
    'application/pdf',
    '%PDF-',
  ]);
}, 90000);
