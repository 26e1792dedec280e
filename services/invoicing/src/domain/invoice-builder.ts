import { finalConsumerId } from '@mb/contracts';
import { livesAbroad } from './buyer-residence.js';
import { requestKey } from './cufe.js';
import { documentTotals, formatCents, lineAmounts, taxGroups, type DocumentTotals } from './invoice-totals.js';

/** APIDIAN ids (reference §7) the platform's invoices use. */
const ids = {
  invoice: 1,
  iva: 1,
  unit: 70, // "Unidad"
  ownItemCode: 4, // "Estándar de adopción del contribuyente"
  cash: 1, // payment form "Contado"
  // Means of payment: Wompi's card, or an administrator's record (a customer's transfer is a credit transfer).
  means: { card: 48, transfer: 30, cash: 10 },
  cedula: 3,
  nit: 6,
  legalPerson: 1,
  naturalPerson: 2,
  notVatResponsible: 2,
  noLiability: 117, // R-99-PN "No aplica – Otros"
} as const;

/** The approved payment, as billing.payment.approved tells it. */
export interface PaidOrder {
  reference: string;
  amountInCents: number;
  customer: { email: string; fullName: string; legalId: string | null; phone: string | null };
  lines: {
    productId: string;
    productName: string;
    planType: string;
    billingCycle: 'monthly' | 'annual';
    quantity: number;
    unitPrice: number;
  }[];
  /** How it was paid; a job queued before billing said so was a card. */
  means?: readonly ('card' | 'transfer' | 'cash')[];
}

/** invoicing's own profile of the buyer (spec 3 §3); every field may be empty. */
export interface BuyerProfile {
  person_type: 'NATURAL' | 'JURIDICA' | null;
  type_document_identification_id: number | null;
  type_regime_id: number | null;
  municipality_id: number | null;
  address: string | null;
  /** Empty: Colombia. Abroad, the written city and region stand for DANE's municipality. */
  country_id?: number | null;
  city_name?: string | null;
  state_name?: string | null;
}

/** The platform as issuer: its own company in APIDIAN and its numbering resolution. */
export interface PlatformIssuer {
  nit: string;
  prefix: string;
  resolutionNumber: string;
  technicalKey: string;
  environment: 1 | 2;
}

export interface InvoiceLineRequest {
  unit_measure_id: number;
  invoiced_quantity: string;
  base_quantity: string;
  line_extension_amount: string;
  free_of_charge_indicator: boolean;
  allowance_charges?: { charge_indicator: false; allowance_charge_reason: string; amount: string; base_amount: string }[];
  tax_totals: TaxTotalRequest[];
  description: string;
  code: string;
  type_item_identification_id: number;
  /** The price of base_quantity units, i.e. of the whole line before its discount. */
  price_amount: string;
}

export interface TaxTotalRequest {
  tax_id: number;
  tax_amount: string;
  percent: string;
  taxable_amount: string;
}

export interface InvoiceCustomerRequest {
  identification_number: string;
  dv?: string;
  name: string;
  phone?: string;
  address?: string;
  email: string;
  type_document_identification_id: number;
  type_organization_id: number;
  type_liability_id: number;
  type_regime_id: number;
  municipality_id?: number;
  /** A buyer abroad (APIDIAN's countries id; its XML then prints the country's ISO code and the written city and region). */
  country_id?: number;
  municipality_name?: string;
  state_name?: string;
}

/** The body of `POST /api/ubl2.1/invoice` (reference §4): every amount a 2-decimal string. */
export interface InvoiceRequest {
  number: number;
  type_document_id: number;
  prefix: string;
  resolution_number: string;
  date: string;
  time: string;
  notes: string;
  sendmail: boolean;
  sendmailtome: boolean;
  customer: InvoiceCustomerRequest;
  payment_form: { payment_form_id: number; payment_method_id: number; payment_due_date: string; duration_measure: string }[];
  legal_monetary_totals: {
    line_extension_amount: string;
    tax_exclusive_amount: string;
    tax_inclusive_amount: string;
    allowance_total_amount: string;
    charge_total_amount: string;
    /**
     * UBL's PayableRoundingAmount: the cent a VAT-included price has beyond base + its rounded VAT (see splitFinal),
     * so PayableAmount is what the payment charged. Sent only when there is one.
     */
    payable_rounding_amount?: string;
    payable_amount: string;
  };
  tax_totals: TaxTotalRequest[];
  invoice_lines: InvoiceLineRequest[];
}

/** Date and time in Bogotá (UTC−5 all year), as the invoice and its CUFE carry them. */
export function bogotaDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() - 5 * 3600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** DIAN's check digit of a NIT (reference §6.3). */
export function dianCheckDigit(nit: string): string {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digits = [...nit].reverse();
  const sum = digits.reduce((acc, digit, index) => acc + Number(digit) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return String(remainder <= 1 ? remainder : 11 - remainder);
}

/**
 * The buyer as the invoice names them: the event's contact data plus the profile. Without a document, or with DIAN's
 * 222222222222, the consumidor final: a cédula-type number, no address (APIDIAN's example sends none). A buyer abroad
 * carries their country, city, region and address instead of a Colombian municipality.
 */
export function invoiceCustomer(customer: PaidOrder['customer'], profile: BuyerProfile | null): InvoiceCustomerRequest {
  // People type "900.123.456-7" or "1 020 304": DIAN wants the bare number; a NIT's "-7" is its check digit.
  const typed = customer.legalId?.trim().replace(/[.\s]/g, '') ?? '';
  const finalConsumer = typed === '' || typed === finalConsumerId;
  const place = finalConsumer ? null : profile;
  const documentType = finalConsumer ? ids.cedula : (profile?.type_document_identification_id ?? ids.cedula);
  const [number, givenDv] = documentType === ids.nit ? (typed.split('-') as [string, string?]) : [typed];
  const identification = finalConsumer ? finalConsumerId : number;
  return {
    identification_number: identification,
    ...(documentType === ids.nit && /^\d+$/.test(identification) ? { dv: givenDv ?? dianCheckDigit(identification) } : {}),
    name: finalConsumer ? 'Consumidor final' : customer.fullName.trim(),
    ...(customer.phone?.trim() ? { phone: customer.phone.trim() } : {}),
    ...(place?.address ? { address: place.address } : {}),
    email: customer.email.trim(),
    type_document_identification_id: documentType,
    type_organization_id: profile?.person_type === 'JURIDICA' ? ids.legalPerson : ids.naturalPerson,
    type_liability_id: ids.noLiability,
    type_regime_id: (finalConsumer ? null : profile?.type_regime_id) ?? ids.notVatResponsible,
    ...(place ? residence(place) : {}),
  };
}

/** Where the buyer lives, as APIDIAN reads it: a DANE municipality in Colombia; abroad the country and written names. */
function residence(profile: BuyerProfile): Partial<InvoiceCustomerRequest> {
  if (!livesAbroad(profile)) return profile.municipality_id ? { municipality_id: profile.municipality_id } : {};
  return {
    country_id: profile.country_id!,
    ...(profile.city_name ? { municipality_name: profile.city_name } : {}),
    ...(profile.state_name ? { state_name: profile.state_name } : {}),
  };
}

const planNames: Record<string, string> = { estandar: 'Estándar', pro: 'Pro', gold: 'Gold' };

function lineDescription(line: PaidOrder['lines'][number]): string {
  const plan = planNames[line.planType] ?? line.planType;
  const cycle = line.billingCycle === 'annual' ? 'anual' : 'mensual';
  return `${line.productName} - plan ${plan} ${cycle}`;
}

const percent = (vat: number) => `${vat}.00`;

/**
 * The invoice for an approved payment, numbered `number`. `vatPercentOf` gives each product's VAT rate. The lines
 * share the charge (see lineAmounts), so the payable amount is exactly what the payment charged.
 */
export function buildInvoiceRequest(input: {
  payment: PaidOrder;
  profile: BuyerProfile | null;
  vatPercentOf: (productId: string) => number;
  issuer: PlatformIssuer;
  number: number;
  issuedAt: Date;
}): InvoiceRequest {
  const { payment, issuer } = input;
  const { date, time } = bogotaDateTime(input.issuedAt);
  const amounts = lineAmounts(
    payment.amountInCents,
    payment.lines.map((line) => ({ grossCents: line.unitPrice * line.quantity * 100, vatPercent: input.vatPercentOf(line.productId) })),
  );
  const totals = documentTotals(amounts);
  const lines = payment.lines.map((line, index): InvoiceLineRequest => {
    const amount = amounts[index]!;
    return {
      unit_measure_id: ids.unit,
      invoiced_quantity: String(line.quantity),
      base_quantity: String(line.quantity),
      line_extension_amount: formatCents(amount.baseCents),
      free_of_charge_indicator: false,
      ...(amount.discountCents > 0
        ? {
            allowance_charges: [
              {
                charge_indicator: false as const,
                allowance_charge_reason: 'Descuento por saldo del plan anterior',
                amount: formatCents(amount.discountCents),
                base_amount: formatCents(amount.priceCents),
              },
            ],
          }
        : {}),
      tax_totals: [
        {
          tax_id: ids.iva,
          tax_amount: formatCents(amount.taxCents),
          percent: percent(amount.vatPercent),
          taxable_amount: formatCents(amount.baseCents),
        },
      ],
      description: lineDescription(line),
      code: line.productId,
      type_item_identification_id: ids.ownItemCode,
      price_amount: formatCents(amount.priceCents),
    };
  });
  return {
    number: input.number,
    type_document_id: ids.invoice,
    prefix: issuer.prefix,
    resolution_number: issuer.resolutionNumber,
    date,
    time,
    notes: `Pago ${payment.reference}`,
    // DIAN's test environment needs no mail; in production the customer gets the invoice by e-mail.
    sendmail: issuer.environment === 1,
    sendmailtome: false,
    customer: invoiceCustomer(payment.customer, input.profile),
    payment_form: (payment.means ?? ['card']).map((mean) => ({
      payment_form_id: ids.cash,
      payment_method_id: ids.means[mean],
      payment_due_date: date,
      duration_measure: '0',
    })),
    legal_monetary_totals: monetaryTotals(totals),
    tax_totals: documentTaxTotals(amounts),
    invoice_lines: lines,
  };
}

/** LegalMonetaryTotal (a debit note's RequestedMonetaryTotal) of the document's totals. */
export function monetaryTotals(totals: DocumentTotals): InvoiceRequest['legal_monetary_totals'] {
  return {
    line_extension_amount: formatCents(totals.lineExtensionCents),
    tax_exclusive_amount: formatCents(totals.taxExclusiveCents),
    tax_inclusive_amount: formatCents(totals.taxInclusiveCents),
    allowance_total_amount: '0.00',
    charge_total_amount: '0.00',
    ...(totals.roundingCents > 0 ? { payable_rounding_amount: formatCents(totals.roundingCents) } : {}),
    payable_amount: formatCents(totals.payableCents),
  };
}

/** The document's VAT: one TaxTotal per rate, the sums of its lines'. */
export function documentTaxTotals(lines: Parameters<typeof taxGroups>[0]): TaxTotalRequest[] {
  return taxGroups(lines).map((group) => ({
    tax_id: ids.iva,
    tax_amount: formatCents(group.taxCents),
    percent: percent(group.vatPercent),
    taxable_amount: formatCents(group.taxableCents),
  }));
}

/** The CUFE DIAN will compute for this invoice (reference §6.1); only IVA is used, so INC and ICA are zero. */
export function invoiceCufe(request: InvoiceRequest, issuer: PlatformIssuer): string {
  return requestKey(request, { nit: issuer.nit, key: issuer.technicalKey, environment: issuer.environment });
}
