import { randomUUID } from 'node:crypto';
import { eventually } from '@mb/service-kit/testing';
import { PDFParse } from 'pdf-parse';
import { findInvoice } from '../src/modules/invoices/invoices.repository.js';
import { approvedPayment, completeProfile, publishApproved, publishRefunded, refunded, useIssuing } from './helpers.js';

// The PDF the archive keeps and the buyer downloads is the platform's own printed form (representación gráfica),
// rendered from the document it sent: read back here as text, as a buyer's PDF reader would.
const issuing = useIssuing();

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** Text without its line breaks and spaces: a CUFE wraps over two lines. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

async function archived(id: string) {
  return eventually(async () => {
    const found = await issuing.invoicing.archive.find(id);
    expect(found).not.toBeNull();
    return found!;
  });
}

async function issuedInvoice(pesos: number) {
  const { invoicing } = issuing;
  const buyer = invoicing.customer();
  expect((await buyer.call('PUT', '/fe/profile', completeProfile)).statusCode).toBe(200);
  const event = approvedPayment(buyer.userId, pesos, { email: `${randomUUID()}@example.com` });
  await publishApproved(issuing.namespace, event);
  const document = await archived(`invoice-${event.payload.paymentId}`);
  return { buyer, event, document };
}

it('the invoice’s PDF is the platform’s printed form: issuer, legend, buyer, lines and totals in es-CO, payment, CUFE', async () => {
  const { buyer, event, document } = await issuedInvoice(80000);
  const row = (await findInvoice(issuing.invoicing.db, event.payload.paymentId))!;
  const downloaded = await buyer.call('GET', `/invoices/by-payment/${event.payload.paymentId}/pdf`);
  expect(downloaded.statusCode).toBe(200);
  const { text, pages } = await pdfText(downloaded.rawPayload);

  expect(pages).toBe(1);
  expect(text).toContain('Factura electrónica de venta');
  expect(text).toContain(`No. ${document.number}`);
  // The issuer: business name, NIT with its check digit, address, regime and responsibilities.
  expect(text).toContain('MB Platform S.A.S.');
  expect(text).toContain('NIT 900123456-8');
  expect(text).toContain('Calle 100 # 10-20 · Bogotá, D.c., Bogotá');
  expect(text).toContain('Régimen: Responsable de IVA');
  expect(text).toContain('Responsabilidades: O-23 Agente de retención en el impuesto sobre las ventas');
  expect(squeezed(text)).toContain(
    squeezed(
      'Autorización de numeración de facturación electrónica DIAN No. 18760000001 del 2019-01-19, prefijo SETP, ' +
        'del SETP990000000 al SETP995000000, vigente del 2019-01-19 al 2030-01-19.',
    ),
  );
  const request = row.request!;
  expect(text).toContain(`Fecha y hora de expedición: ${request.date} ${request.time}`);
  // The buyer: name, identification and address.
  expect(text).toContain('Ana Pérez');
  expect(text).toContain('Cédula de ciudadanía 1020304050');
  expect(text).toContain('Dirección: Calle 26 # 13-19, oficina 301 · Bogotá, D.c., Bogotá');
  // Lines, taxes and totals in es-CO with COP: 80 000 pesos VAT included are 67 226,89 + 12 773,11.
  expect(text).toContain('Software Restaurante - plan Pro mensual');
  expect(text).toContain('IVA 19,00 % sobre 67.226,89 COP: 12.773,11 COP');
  expect(text).toMatch(/Total a pagar\s+80\.000,00 COP/);
  expect(text).not.toContain('67226.89');
  expect(text).toContain('Forma de pago: Contado · Medio de pago: Tarjeta Crédito');
  // DIAN's validation: the CUFE and its search URL (the QR carries them too).
  expect(squeezed(text)).toContain(`CUFE${document.cufe}`);
  expect(squeezed(text)).toContain(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${document.cufe}`);
  expect(text).toContain('Software de facturación: MB Platform, fabricante MB Platform S.A.S.');
  // What APIDIAN's own PDF said of the seller is gone.
  expect(text).not.toMatch(/Vendedor: admin/);
});

it('a credit note’s printed form is titled as such, carries its CUDE and names the invoice it modifies', async () => {
  const { event, document: invoice } = await issuedInvoice(70000);
  const refund = refunded(event, 'refunded');
  await publishRefunded(issuing.namespace, refund);
  const note = await archived(`credit-note-${event.payload.paymentId}`);
  const { text } = await pdfText(await issuing.invoicing.archive.readFile(note.files.pdf));

  expect(text).toContain('Nota crédito electrónica');
  expect(text).toContain(`No. ${note.number}`);
  expect(text).toContain(`Factura que modifica: ${invoice.number}`);
  expect(squeezed(text)).toContain(`CUFEdelafactura:${invoice.cufe}`);
  expect(squeezed(text)).toContain(`CUDE${note.cufe}`);
  // A note has no numbering resolution of its own to state.
  expect(text).not.toContain('Autorización de numeración');
  expect(text).toMatch(/Total a pagar\s+70\.000,00 COP/);
});
