// The printed form (representación gráfica) of an electronic document: what it must show, as text ready to lay out.
// Contents after Resolución DIAN 000042 de 2020 art. 11 and 29 (Estatuto Tributario art. 617): the title of the
// document, seller and buyer, the authorised numbering with its range and validity, date and time, lines, taxes and
// totals, payment, the CUFE or CUDE with DIAN's QR, and the software maker.
import { parseCents } from './invoice-totals.js';

export type PrintedDocumentType = 'invoice' | 'credit-note' | 'debit-note';

interface PrintedTotals {
  line_extension_amount: string;
  tax_exclusive_amount: string;
  tax_inclusive_amount: string;
  allowance_total_amount?: string;
  charge_total_amount?: string;
  /** UBL's PayableRoundingAmount: the cent of a VAT-included price beyond base + VAT. */
  payable_rounding_amount?: string;
  payable_amount: string;
}

interface PrintedTax {
  tax_id: number;
  tax_amount: string;
  percent: string;
  taxable_amount: string;
}

interface PrintedLine {
  description: string;
  invoiced_quantity: string;
  base_quantity: string;
  line_extension_amount: string;
  price_amount: string;
  allowance_charges?: { amount: string }[];
  tax_totals?: PrintedTax[];
}

/** The fields of an APIDIAN request (invoice, credit or debit note alike) that the printed form reads. */
export interface PrintableRequest {
  prefix: string;
  number: number;
  date: string;
  time: string;
  customer: {
    identification_number: string;
    dv?: string;
    name: string;
    address?: string;
    email?: string;
    phone?: string;
    type_document_identification_id?: number;
    municipality_id?: number;
    /** A buyer abroad: their country (code-list id) and the city and region they wrote. */
    country_id?: number;
    municipality_name?: string;
    state_name?: string;
  };
  payment_form?: { payment_form_id: number; payment_method_id: number }[];
  tax_totals?: PrintedTax[];
  legal_monetary_totals?: PrintedTotals;
  requested_monetary_totals?: PrintedTotals;
  invoice_lines?: PrintedLine[];
  credit_note_lines?: PrintedLine[];
  debit_note_lines?: PrintedLine[];
  billing_reference?: { number: string; uuid: string; issue_date: string };
  discrepancyresponsedescription?: string;
}

/** The names of DIAN's code-list ids, as the invoicing code lists hold them. */
export interface CodeNames {
  municipality: (id: number) => string | undefined;
  documentType: (id: number) => string | undefined;
  regime: (id: number) => string | undefined;
  liability: (id: number) => string | undefined;
  paymentForm: (id: number) => string | undefined;
  paymentMethod: (id: number) => string | undefined;
  tax: (id: number) => string | undefined;
  country: (id: number) => string | undefined;
}

/** The issuer as the printed form shows it: code-list ids, named through CodeNames. */
export interface PrintedIssuer {
  name: string;
  nit: string;
  dv: string;
  address: string;
  municipalityId: number;
  regimeId: number;
  liabilityId: number;
  email?: string;
  phone?: string;
}

/** The DIAN numbering resolution of the platform's invoices. */
export interface PrintedResolution {
  number: string;
  date: string;
  from: number;
  to: number;
  validFrom: string;
  validTo: string;
}

export interface PrintedFormInput {
  type: PrintedDocumentType;
  request: PrintableRequest;
  /** The CUFE of an invoice, the CUDE of a note. */
  key: string;
  issuer: PrintedIssuer;
  resolution: PrintedResolution;
  /** 1 production, 2 test: which of DIAN's catalogues validates the QR. */
  environment: 1 | 2;
  software: { name: string; maker: string };
  names: CodeNames;
}

export interface PrintedLineRow {
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  base: string;
  vatPercent: string;
  total: string;
}

/** Everything the page shows, as text. */
export interface PrintedForm {
  title: string;
  number: string;
  issuedAt: string;
  issuer: string[];
  legend: string | null;
  buyer: string[];
  reference: string[];
  lines: PrintedLineRow[];
  taxes: string[];
  totals: [label: string, value: string][];
  payment: string | null;
  keyLabel: 'CUFE' | 'CUDE';
  key: string;
  qrText: string;
  validationUrl: string;
  software: string;
}

const titles: Record<PrintedDocumentType, string> = {
  invoice: 'Factura electrónica de venta',
  'credit-note': 'Nota crédito electrónica',
  'debit-note': 'Nota débito electrónica',
};

const pesosFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const cents = (amount: string | undefined) => parseCents(amount ?? '0') ?? 0;

/** An APIDIAN amount ("67226.89") as Colombians read it: "67.226,89 COP". */
export function formatPesos(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : cents(amount) / 100;
  return `${pesosFormat.format(value)} COP`;
}

/** DIAN's document search for a CUFE or CUDE: the production catalogue, or the enablement one in test. */
export function validationUrl(key: string, environment: 1 | 2): string {
  const host = environment === 1 ? 'catalogo-vpfe.dian.gov.co' : 'catalogo-vpfe-hab.dian.gov.co';
  return `https://${host}/document/searchqr?documentkey=${key}`;
}

/** The QR's text as APIDIAN writes it (reference §4.9): number, date, NITs, amounts, CUFE, then the URL. */
export function dianQrText(input: {
  number: string;
  date: string;
  issuerNit: string;
  buyerId: string;
  totals: PrintedTotals;
  vat: string;
  key: string;
  url: string;
}): string {
  return [
    `NumFac: ${input.number}`,
    `FecFac: ${input.date}`,
    `NitFac: ${input.issuerNit}`,
    `DocAdq: ${input.buyerId}`,
    `ValFac: ${input.totals.tax_exclusive_amount}`,
    `ValIva: ${input.vat}`,
    'ValOtroIm: 0.00',
    `ValTotal: ${input.totals.payable_amount}`,
    `CUFE: ${input.key}`,
    input.url,
  ].join('\n');
}

/** The legend of the authorised numbering: number and date of the resolution, prefix, range and validity. */
export function resolutionLegend(resolution: PrintedResolution, prefix: string): string {
  return (
    `Autorización de numeración de facturación electrónica DIAN No. ${resolution.number} del ${resolution.date}, ` +
    `prefijo ${prefix}, del ${prefix}${resolution.from} al ${prefix}${resolution.to}, ` +
    `vigente del ${resolution.validFrom} al ${resolution.validTo}.`
  );
}

const joined = (...parts: (string | undefined | null | false)[]) => parts.filter(Boolean).join(' · ');

function lineRow(line: PrintedLine): PrintedLineRow {
  const quantity = Number(line.base_quantity) || 1;
  const vat = line.tax_totals?.reduce((sum, tax) => sum + cents(tax.tax_amount), 0) ?? 0;
  const discount = line.allowance_charges?.reduce((sum, charge) => sum + cents(charge.amount), 0) ?? 0;
  return {
    description: line.description,
    quantity: line.invoiced_quantity,
    unitPrice: formatPesos(Math.round(cents(line.price_amount) / quantity) / 100),
    discount: formatPesos(discount / 100),
    base: formatPesos(line.line_extension_amount),
    vatPercent: line.tax_totals?.[0] ? `${percentFormat.format(Number(line.tax_totals[0].percent))} %` : '0,00 %',
    total: formatPesos((cents(line.line_extension_amount) + vat) / 100),
  };
}

function buyerLines(request: PrintableRequest, names: CodeNames): string[] {
  const { customer } = request;
  const documentType = customer.type_document_identification_id ? names.documentType(customer.type_document_identification_id) : undefined;
  const place = customer.country_id
    ? joined(customer.municipality_name, customer.state_name, names.country(customer.country_id))
    : customer.municipality_id
      ? names.municipality(customer.municipality_id)
      : undefined;
  const identification = `${customer.identification_number}${customer.dv ? `-${customer.dv}` : ''}`;
  return [
    customer.name,
    `${documentType ?? 'Identificación'} ${identification}`,
    `Dirección: ${joined(customer.address, place) || 'no informada'}`,
    joined(customer.email && `Correo: ${customer.email}`, customer.phone && `Teléfono: ${customer.phone}`),
  ].filter(Boolean);
}

function referenceLines(request: PrintableRequest): string[] {
  const reference = request.billing_reference;
  if (!reference) return [];
  return [
    `Factura que modifica: ${reference.number} del ${reference.issue_date}`,
    `CUFE de la factura: ${reference.uuid}`,
    ...(request.discrepancyresponsedescription ? [`Motivo: ${request.discrepancyresponsedescription}`] : []),
  ];
}

function totalRows(totals: PrintedTotals): [string, string][] {
  const vat = cents(totals.tax_inclusive_amount) - cents(totals.tax_exclusive_amount);
  return [
    ['Subtotal', formatPesos(totals.line_extension_amount)],
    ...(cents(totals.allowance_total_amount) > 0 ? [['Descuentos', formatPesos(totals.allowance_total_amount!)] as [string, string]] : []),
    ['IVA', formatPesos(vat / 100)],
    ['Total con impuestos', formatPesos(totals.tax_inclusive_amount)],
    ...(cents(totals.charge_total_amount) > 0 ? [['Cargos', formatPesos(totals.charge_total_amount!)] as [string, string]] : []),
    ...(cents(totals.payable_rounding_amount) > 0 ? [['Redondeo', formatPesos(totals.payable_rounding_amount!)] as [string, string]] : []),
    ['Total a pagar', formatPesos(totals.payable_amount)],
  ];
}

/** The printed form of a document from the request APIDIAN was sent and the names of its code-list ids. */
export function printedForm(input: PrintedFormInput): PrintedForm {
  const { request, issuer, names } = input;
  const number = `${request.prefix}${request.number}`;
  const totals = request.legal_monetary_totals ?? request.requested_monetary_totals!;
  const lines = request.invoice_lines ?? request.credit_note_lines ?? request.debit_note_lines ?? [];
  const taxes = request.tax_totals ?? [];
  const vat = taxes[0]?.tax_amount ?? '0.00';
  const url = validationUrl(input.key, input.environment);
  const payment = request.payment_form?.[0];
  return {
    title: titles[input.type],
    number,
    issuedAt: `${request.date} ${request.time} (hora de Colombia, UTC-5)`,
    issuer: [
      issuer.name,
      `NIT ${issuer.nit}-${issuer.dv}`,
      joined(issuer.address, names.municipality(issuer.municipalityId)),
      `Régimen: ${names.regime(issuer.regimeId) ?? issuer.regimeId}`,
      `Responsabilidades: ${names.liability(issuer.liabilityId) ?? issuer.liabilityId}`,
      joined(issuer.email, issuer.phone && `Tel. ${issuer.phone}`),
    ].filter(Boolean),
    legend: input.type === 'invoice' ? resolutionLegend(input.resolution, request.prefix) : null,
    buyer: buyerLines(request, names),
    reference: referenceLines(request),
    lines: lines.map(lineRow),
    taxes: taxes.map(
      (tax) =>
        `${names.tax(tax.tax_id) ?? 'Impuesto'} ${percentFormat.format(Number(tax.percent))} % sobre ${formatPesos(tax.taxable_amount)}: ` +
        formatPesos(tax.tax_amount),
    ),
    totals: totalRows(totals),
    payment: payment
      ? `Forma de pago: ${names.paymentForm(payment.payment_form_id) ?? payment.payment_form_id} · ` +
        `Medio de pago: ${names.paymentMethod(payment.payment_method_id) ?? payment.payment_method_id}`
      : null,
    keyLabel: input.type === 'invoice' ? 'CUFE' : 'CUDE',
    key: input.key,
    qrText: dianQrText({
      number,
      date: request.date,
      issuerNit: issuer.nit,
      buyerId: request.customer.identification_number,
      totals,
      vat,
      key: input.key,
      url,
    }),
    validationUrl: url,
    software: `Software de facturación: ${input.software.name}, fabricante ${input.software.maker}`,
  };
}
