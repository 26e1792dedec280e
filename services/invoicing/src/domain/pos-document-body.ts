// The DIAN document of a restaurant sale (reference §11): the POS equivalent document (`POST eqdoc`, type 15) for a
// consumidor final, or a factura electrónica (`POST invoice`, type 1) for a diner who gave their document. Prices
// carry the impuesto nacional al consumo (INC, tax 4, 8 %) included: the restaurant service splits each line into its
// base and INC in integer pesos, and those figures are sent as they are. The tip is no sale and no INC base
// (Ley 1935 de 2018): a document-level charge, only when the diner accepted one.
import { finalConsumerId, type PayloadOf, type restaurantCheckPaid } from '@mb/contracts';
import { bogotaDateTime, dianCheckDigit, type InvoiceCustomerRequest, type TaxTotalRequest } from './invoice-builder.js';
import { formatCents, splitFinal } from './invoice-totals.js';

export type CheckPaid = PayloadOf<typeof restaurantCheckPaid>;

/** APIDIAN ids (reference §7, §11) a restaurant's documents use. */
export const posIds = {
  posDocument: 15,
  invoice: 1,
  adjustmentNote: 26,
  inc: 4,
  unit: 70, // "Unidad"
  ownItemCode: 4, // "Estándar de adopción del contribuyente"
  cash: 1, // payment form "Contado"
  cedula: 3,
  nit: 6,
  naturalPerson: 2,
  legalPerson: 1,
  notVatResponsible: 2,
  noLiability: 117, // R-99-PN "No aplica – Otros"
} as const;

/** DIAN's means of payment for the restaurant's: cash 10, credit card 48, debit card 49, a bank transfer 47. */
export function paymentMethodId(payment: Pick<CheckPaid['payments'][number], 'method' | 'cardType'>): number {
  if (payment.method === 'efectivo') return 10;
  if (payment.method === 'tarjeta') return payment.cardType === 'debito' ? 49 : 48;
  // Nequi and Daviplata move money between bank accounts, as a transfer does.
  return 47;
}

/** The event's identification types (DIAN codes) → APIDIAN's type_document_identifications ids. */
const identificationIds: Record<31 | 13 | 22 | 41, number> = { 31: posIds.nit, 13: posIds.cedula, 22: 5, 41: 7 };

/** What the document needs of the restaurant's issuer and the software that issues it. */
export interface PosIssuerFacts {
  nit: string;
  address: string;
  /** The municipality's postal code, or the DANE code when none is kept. */
  postalZoneCode: string;
  incResponsible: boolean;
  software: { maker: string; makerBusinessName: string; name: string };
}

export interface Numbering {
  prefix: string;
  resolutionNumber: string;
  number: number;
}

export const money = (pesos: number) => formatCents(pesos * 100);
const incPercent = (percent: number) => `${percent}.00`;

/** The diner who asked for a factura, as APIDIAN's customer; consumidor final otherwise (reference §4.3). */
export function saleCustomer(buyer: CheckPaid['buyer']): InvoiceCustomerRequest {
  if (!buyer) {
    return {
      identification_number: finalConsumerId,
      name: 'Consumidor final',
      email: '',
      type_document_identification_id: posIds.cedula,
      type_organization_id: posIds.naturalPerson,
      type_liability_id: posIds.noLiability,
      type_regime_id: posIds.notVatResponsible,
    };
  }
  const documentType = identificationIds[buyer.identificationTypeId];
  const [number, givenDv] = buyer.identification.replace(/[.\s]/g, '').split('-') as [string, string?];
  const nit = documentType === posIds.nit;
  return {
    identification_number: number,
    ...(nit ? { dv: givenDv ?? dianCheckDigit(number) } : {}),
    name: buyer.name.trim(),
    email: buyer.email.trim(),
    type_document_identification_id: documentType,
    type_organization_id: nit ? posIds.legalPerson : posIds.naturalPerson,
    type_liability_id: posIds.noLiability,
    type_regime_id: posIds.notVatResponsible,
  };
}

interface SaleLine {
  name: string;
  quantity: number;
  total: number;
  incBase: number;
  incAmount: number;
  dishId: string | null;
}

/** A line's base, INC and left-over cent, in cents. */
export interface LineAmounts {
  base: number;
  inc: number;
  rounding: number;
}

/**
 * Each line's base and INC. An equivalent document carries the restaurant's own split in integer pesos (DIAN checks
 * its INC to the peso); an invoice's INC must be its base's rate to the cent, so its price is split again in cents,
 * a cent left over going to PayableRoundingAmount (see splitFinal).
 */
export function lineAmounts(lines: readonly SaleLine[], inCents: boolean, percent: number): LineAmounts[] {
  return lines.map((line) => {
    if (!inCents || line.incAmount === 0) return { base: line.incBase * 100, inc: line.incAmount * 100, rounding: 0 };
    const split = splitFinal(line.total * 100, percent);
    return { base: split.base, inc: split.tax, rounding: split.roundingCents };
  });
}

const sum = (amounts: readonly LineAmounts[], key: keyof LineAmounts) => amounts.reduce((total, amount) => total + amount[key], 0);

/** The INC of some lines: one TaxTotal of tax 4, their bases and INC summed; none when the restaurant charges no INC. */
export function incTotals(amounts: readonly LineAmounts[], incResponsible: boolean, percent: number): TaxTotalRequest[] {
  if (!incResponsible) return [];
  return [
    {
      tax_id: posIds.inc,
      tax_amount: formatCents(sum(amounts, 'inc')),
      percent: incPercent(percent),
      taxable_amount: formatCents(sum(amounts, 'base')),
    },
  ];
}

/** Lines as APIDIAN's invoice lines: the base without INC (price of the whole line), its INC apart. */
export function saleLines(lines: readonly SaleLine[], amounts: readonly LineAmounts[], incResponsible: boolean, percent: number) {
  return lines.map((line, index) => ({
    unit_measure_id: posIds.unit,
    invoiced_quantity: String(line.quantity),
    base_quantity: String(line.quantity),
    line_extension_amount: formatCents(amounts[index]!.base),
    free_of_charge_indicator: false,
    tax_totals: incTotals([amounts[index]!], incResponsible, percent),
    description: line.name,
    code: line.dishId ?? 'PLATO',
    type_item_identification_id: posIds.ownItemCode,
    price_amount: formatCents(amounts[index]!.base),
  }));
}

/** LegalMonetaryTotal of lines with INC included, plus a tip charged outside the base. */
export function saleTotals(amounts: readonly LineAmounts[], incResponsible: boolean, tip: number) {
  const base = sum(amounts, 'base');
  const inc = sum(amounts, 'inc');
  const rounding = sum(amounts, 'rounding');
  return {
    line_extension_amount: formatCents(base),
    tax_exclusive_amount: formatCents(incResponsible ? base : 0),
    tax_inclusive_amount: formatCents(base + inc),
    allowance_total_amount: '0.00',
    charge_total_amount: money(tip),
    ...(rounding > 0 ? { payable_rounding_amount: formatCents(rounding) } : {}),
    payable_amount: formatCents(base + inc + rounding + tip * 100),
  };
}

/**
 * The request of a paid check's document, numbered: type 15 with the cash-register, software-maker and buyer-benefit
 * blocks for a consumidor final, type 1 for a diner who asked for a factura.
 */
export function buildSaleDocument(input: { check: CheckPaid; issuer: PosIssuerFacts; numbering: Numbering; issuedAt: Date }) {
  const { check, issuer, numbering } = input;
  const { date, time } = bogotaDateTime(input.issuedAt);
  const customer = saleCustomer(check.buyer);
  const incResponsible = check.incResponsible && issuer.incResponsible;
  const amounts = lineAmounts(check.lines, check.buyer !== null, check.incPercent);
  const methods = [...new Set(check.payments.map(paymentMethodId))];
  const common = {
    number: numbering.number,
    prefix: numbering.prefix,
    resolution_number: numbering.resolutionNumber,
    date,
    time,
    notes: `Cuenta ${check.checkId}`,
    sendmail: false,
    sendmailtome: false,
    customer,
    payment_form: (methods.length > 0 ? methods : [10]).map((method) => ({
      payment_form_id: posIds.cash,
      payment_method_id: method,
      payment_due_date: date,
      duration_measure: '0',
    })),
    // Ley 1935 de 2018: a tip is on the document only when the diner accepted it, and never in the INC base.
    ...(check.tip > 0
      ? {
          allowance_charges: [
            {
              charge_indicator: true,
              allowance_charge_reason: 'Propina voluntaria',
              amount: money(check.tip),
              base_amount: money(check.total),
            },
          ],
        }
      : {}),
    legal_monetary_totals: saleTotals(amounts, incResponsible, check.tip),
    tax_totals: incTotals(amounts, incResponsible, check.incPercent),
    invoice_lines: saleLines(check.lines, amounts, incResponsible, check.incPercent),
  };
  if (check.buyer) return { ...common, type_document_id: posIds.invoice, sendmail: true };
  const subtotal = check.lines.reduce((sum, line) => sum + line.incBase, 0);
  return {
    ...common,
    type_document_id: posIds.posDocument,
    software_manufacturer: {
      name: issuer.software.maker,
      business_name: issuer.software.makerBusinessName,
      software_name: issuer.software.name,
    },
    cash_information: {
      plate_number: `POS-${check.restaurantId.slice(0, 8).toUpperCase()}`,
      location: issuer.address,
      cashier: check.paidBy.slice(0, 8),
      cash_type: 'Sistema POS',
      sales_code: check.checkId.slice(0, 8).toUpperCase(),
      subtotal: money(subtotal),
    },
    buyer_benefits: { code: customer.identification_number, name: customer.name, points: '0' },
    postal_zone_code: issuer.postalZoneCode,
  };
}

export type SaleDocumentRequest = ReturnType<typeof buildSaleDocument>;
