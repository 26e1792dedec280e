// What the representación gráfica of an issued document shows: seller, buyer, lines, taxes, totals, CUFE/CUDE and
// DIAN's QR code (carrying the QRStr text).
import { invoicePdf } from './artifacts.js';
import { documentKinds, kindOfType } from './dian-rules.js';
import { money } from './cufe.js';
import { qrString } from './invoices.js';
import { qrImage } from './qr-image.js';
import type { Company, IssuedDocument } from './state.js';

type Row = Record<string, unknown>;
const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const amount = (value: unknown) => money((value ?? 0) as string | number);
/** IVA, INC (the restaurants' impuesto al consumo) or ICA by `taxes.id`; any other tax by its id. */
const taxName = (taxId: unknown) => ({ 1: 'IVA', 4: 'INC', 3: 'ICA' })[Number(taxId) as 1 | 4 | 3] ?? `Impuesto ${String(taxId)}`;

export function documentPdfLines(company: Company, document: IssuedDocument): string[] {
  const payload = document.payload;
  const customer = (payload.customer ?? {}) as Row;
  const kind = documentKinds[kindOfType(document.typeDocumentId)];
  const totals = (payload[kind.totals] ?? {}) as Row;
  const invoice = document.typeDocumentId === 1;
  const lines = list(payload[kind.lines]);
  const reference = payload.billing_reference as Row | undefined;
  return [
    `${invoice ? 'Factura electrónica de venta' : kind.name} ${document.fullNumber}   Fecha: ${document.date} ${document.time}`,
    ...(reference
      ? [
          `${kind.references === 1 ? 'Factura referenciada' : 'Documento referenciado'}: ${String(reference.number ?? '')} del ${String(reference.issue_date ?? '')}`,
        ]
      : []),
    `Vendedor: ${company.business_name}   NIT ${company.identification_number}-${company.dv}`,
    `Comprador: ${String(customer.name ?? '')}   Identificación ${document.customerId}${customer.dv !== undefined ? `-${String(customer.dv)}` : ''}   ${String(customer.email ?? '')}`,
    'Líneas:',
    ...lines.map((line, index) => {
      const taxes = list(line.tax_totals)
        .map((tax) => `${taxName(tax.tax_id)} ${amount(tax.percent)} %: ${amount(tax.tax_amount)}`)
        .join(', ');
      return `  ${index + 1}. ${String(line.description ?? '')}   Cant. ${String(line.invoiced_quantity ?? '')}   Base ${amount(line.line_extension_amount)}   ${taxes}`;
    }),
    'Impuestos:',
    ...list(payload.tax_totals).map(
      (tax) => `  ${taxName(tax.tax_id)} ${amount(tax.percent)} % sobre ${amount(tax.taxable_amount)}: ${amount(tax.tax_amount)}`,
    ),
    `Subtotal: ${amount(totals.line_extension_amount)}   Con impuestos: ${amount(totals.tax_inclusive_amount)}   Descuentos: ${amount(totals.allowance_total_amount)}   Cargos: ${amount(totals.charge_total_amount)}`,
    `Total a pagar: ${amount(totals.payable_amount)}`,
    `${invoice ? 'CUFE' : 'CUDE'}: ${document.cufe.slice(0, 48)}`,
    `      ${document.cufe.slice(48)}`,
    'Código QR:',
  ];
}

/** The document's PDF: its lines, and DIAN's QR drawn under them. */
export function documentPdf(company: Company, document: IssuedDocument): Buffer {
  return invoicePdf(documentPdfLines(company, document), qrImage(qrString(company, document, document.payload)));
}
