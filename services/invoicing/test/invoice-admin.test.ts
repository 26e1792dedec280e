import { adminToken, eventually } from '@mb/service-kit/testing';
import { invoicesMessages } from '@mb/contracts';
import { approvedPayment, completeProfile, publishApproved, useIssuing, type TestInvoicing } from './helpers.js';

// Issue 18 item 2: the invoices view's calls. Invoices come from approved payments on Kafka, issued to the simulator.
const suite = useIssuing();
const { namespace } = suite;

const admin = (method: 'GET' | 'POST', url: string) =>
  suite.invoicing.app.inject({ method, url, headers: { authorization: `Bearer ${adminToken()}` } });
const statusOf = async (paymentId: string) =>
  (await suite.invoicing.db.query('SELECT status FROM invoices WHERE payment_id = $1', [paymentId])).rows[0]?.status;
async function invoiced(userId: string, pesos: number, customer: Parameters<typeof approvedPayment>[2], status: string) {
  const event = approvedPayment(userId, pesos, customer);
  await publishApproved(namespace, event);
  await eventually(async () => expect(await statusOf(event.payload.paymentId)).toBe(status));
  return event.payload.paymentId;
}

let ana: ReturnType<TestInvoicing['customer']>;
let luis: ReturnType<TestInvoicing['customer']>;
let anaPayment: string;
let luisPayment: string;

beforeAll(async () => {
  ana = suite.invoicing.customer();
  luis = suite.invoicing.customer();
  await ana.call('PUT', '/fe/profile', completeProfile);
  // Luis names a NIT his account wrote with a wrong check digit: his invoice fails before leaving.
  await luis.call('PUT', '/fe/profile', { ...completeProfile, type_document_identification_id: 6 });
  anaPayment = await invoiced(ana.userId, 150000, { fullName: 'Ana Pérez Zuluaga', email: 'ana.zuluaga@example.com' }, 'issued');
  luisPayment = await invoiced(luis.userId, 90000, { fullName: 'Luis Gómez', email: 'luis@example.com', legalId: '900123456-1' }, 'failed');
}, 60000);

it('lists every invoice with number, date, buyer, total and DIAN state in plain Spanish, and counts those not accepted', async () => {
  const response = await admin('GET', '/invoices?limit=100');
  expect(response.statusCode).toBe(200);
  const { invoices, total, unsettled } = response.json();
  expect(total).toBeGreaterThanOrEqual(2);
  expect(unsettled).toBeGreaterThanOrEqual(1);
  const anas = invoices.find((invoice: { payment_id: string }) => invoice.payment_id === anaPayment);
  expect(anas).toMatchObject({
    number: expect.stringMatching(/^SETP\d+$/),
    buyer: { name: 'Ana Pérez Zuluaga', identification: '1020304050', email: 'ana.zuluaga@example.com' },
    total: 150000,
    status: 'issued',
    status_text: 'Aceptada por la DIAN',
    pdf_url: `/invoices/by-payment/${anaPayment}/pdf`,
    xml_url: `/invoices/by-payment/${anaPayment}/xml`,
    credit_note: null,
  });
  const luiss = invoices.find((invoice: { payment_id: string }) => invoice.payment_id === luisPayment);
  expect(luiss).toMatchObject({
    number: null,
    status: 'failed',
    status_text: 'No enviada: requiere corrección',
    pdf_url: null,
    errors: [expect.stringContaining('dígito de verificación')],
  });
});

it('filters by state and date and searches by name, document, e-mail or number', async () => {
  const ids = async (query: string) =>
    (await admin('GET', `/invoices?${query}`)).json().invoices.map((invoice: { payment_id: string }) => invoice.payment_id);
  expect(await ids('status=failed')).toContain(luisPayment);
  expect(await ids('status=failed')).not.toContain(anaPayment);
  expect(await ids('q=zuluaga')).toEqual([anaPayment]);
  expect(await ids('q=ana.zuluaga@')).toEqual([anaPayment]);
  const number = (await admin('GET', '/invoices?q=zuluaga')).json().invoices[0].number;
  expect(await ids(`q=${number}`)).toEqual([anaPayment]);
  expect(await ids('q=luis&status=issued')).toEqual([]);
  expect(await ids('from=2000-01-01&to=2000-12-31')).toEqual([]);
  expect(await ids(`from=${new Date(Date.now() - 86400000).toISOString().slice(0, 10)}&q=zuluaga`)).toEqual([anaPayment]);
  expect((await admin('GET', '/invoices?status=nope')).statusCode).toBe(400);
  expect((await admin('GET', '/invoices?from=0000-01-01')).statusCode).toBe(400);
});

it('exports the filtered list as CSV Excel reads', async () => {
  const response = await admin('GET', '/invoices/export?q=zuluaga');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toContain('facturas.csv');
  const [header, line, ...rest] = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    'Número,Fecha,Hora de emisión,Cliente,Documento,Correo,Base (COP),IVA (COP),Total (COP),Estado DIAN,Detalle,CUFE,Nota crédito,Notas',
  );
  // Base and VAT of a 150 000-peso plan at 19 %, as the invoice carries them, after its time of issue.
  expect(line).toMatch(
    /,\d{2}:\d{2}:\d{2},Ana Pérez Zuluaga,1020304050,ana.zuluaga@example.com,126050.42,23949.58,150000,Aceptada por la DIAN/,
  );
  expect(rest).toEqual([]);
});

it('downloads the PDF and the XML from APIDIAN for the owner and an administrator, and 404 for anyone else', async () => {
  const pdf = await admin('GET', `/invoices/by-payment/${anaPayment}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  const xml = await ana.call('GET', `/invoices/by-payment/${anaPayment}/xml`);
  expect(xml.statusCode).toBe(200);
  expect(xml.headers['content-type']).toContain('xml');
  expect(xml.headers['content-disposition']).toMatch(/attachment; filename="SETP\d+\.xml"/);
  expect(xml.body).toContain('<');
  expect((await luis.call('GET', `/invoices/by-payment/${anaPayment}/xml`)).statusCode).toBe(404);
  expect((await luis.call('GET', `/invoices/by-payment/${anaPayment}/pdf`)).statusCode).toBe(404);
  expect((await admin('GET', `/invoices/by-payment/${luisPayment}/pdf`)).statusCode).toBe(404);
});

it("a customer sees only their own invoices, failed ones with what to fix; the view's calls are an administrator's", async () => {
  const mine = (await luis.call('GET', '/invoices/mine')).json().invoices;
  expect(mine.map((invoice: { payment_id: string }) => invoice.payment_id)).toEqual([luisPayment]);
  expect(mine[0].errors[0]).toContain('Perfil de Facturación Electrónica');
  expect((await ana.call('GET', '/invoices/mine')).json().invoices.map((invoice: { payment_id: string }) => invoice.payment_id)).toEqual([
    anaPayment,
  ]);
  expect((await ana.call('GET', '/invoices')).statusCode).toBe(403);
  expect((await ana.call('GET', '/invoices/export')).statusCode).toBe(403);
  expect((await suite.invoicing.app.inject({ method: 'POST', url: `/invoices/by-payment/${luisPayment}/retry` })).statusCode).toBe(401);
});

it("'Reintentar' sends a rejected invoice again with its number and records who asked; an accepted one is not retried", async () => {
  const pepa = suite.invoicing.customer();
  await pepa.call('PUT', '/fe/profile', completeProfile);
  suite.apidian.rejectNext(1);
  const paymentId = await invoiced(pepa.userId, 70000, {}, 'rejected');
  const before = (await suite.invoicing.db.query('SELECT number FROM invoices WHERE payment_id = $1', [paymentId])).rows[0].number;

  const retried = await admin('POST', `/invoices/by-payment/${paymentId}/retry`);
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({
    message: invoicesMessages.retried,
    invoice: { status: 'issued', number: `SETP${before}`, errors: [] },
  });
  const audit = await suite.invoicing.db.query(`SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = $1`, [
    paymentId,
  ]);
  expect(audit.rows.map((row) => row.payload)).toEqual([
    expect.objectContaining({ action: 'invoice.retried', entity: { type: 'invoice', id: paymentId } }),
  ]);

  const again = await admin('POST', `/invoices/by-payment/${paymentId}/retry`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(invoicesMessages.notRetriable);
});

it("'Reenviar' e-mails an accepted invoice again from the archive (see archive.test.ts); a failed one cannot be re-sent", async () => {
  const resent = await admin('POST', `/invoices/by-payment/${anaPayment}/resend`);
  expect(resent.statusCode).toBe(200);
  expect(resent.json()).toMatchObject({ message: invoicesMessages.resent, invoice: { payment_id: anaPayment, status: 'issued' } });
  const audit = await suite.invoicing.db.query(`SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = $1`, [
    anaPayment,
  ]);
  expect(audit.rows.map((row) => row.payload.action)).toEqual(['invoice.resent']);
  expect((await admin('POST', `/invoices/by-payment/${luisPayment}/resend`)).statusCode).toBe(409);
});
