// Invoices (reference §4): the InvoiceRequest rules, the CUFE, DIAN's verdict and the stored document.
import { randomUUID } from 'node:crypto';
import { applicationResponseXml, base64 } from './artifacts.js';
import { cufeTaxCodes, environments, typeDocument, type EnvironmentId } from './catalog.js';
import { bogotaNow, resolutionsOf } from './companies.js';
import { cude, cufe, money } from './cufe.js';
import { dianResponse, statusTexts } from './dian-response.js';
import {
  billingReferenceRules,
  customerRules,
  documentKeyRule,
  documentKinds,
  kindOfType,
  numberingRules,
  totalsRules,
  type AuthorizedNumbering,
  type DocumentKind,
} from './dian-rules.js';
import { testResolution } from './platform.js';
import type { Company, IssuedDocument, Resolution, Store } from './state.js';
import { validate, valueAt, type Errors, type Rules } from './validation.js';

/** A customer with this identification is always rejected (simulator-only switch, like rejectNext). */
export const alwaysRejectedCustomer = '999999999';
export const consumidorFinal = '222222222222';

/** What DIAN says to a forced rejection: two rule messages. */
export const forcedRejectionErrors = [
  'Regla: FAD06, Rechazo: El valor del CUFE no está calculado correctamente.',
  'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con respecto al Nit suministrado.',
];
export const duplicateError = 'Regla: 90, Rechazo: Documento procesado anteriormente.';

const taxTotalRules = (prefix: string): Rules => ({
  [`${prefix}.*.tax_id`]: ['required', 'exists:taxes'],
  [`${prefix}.*.tax_amount`]: ['required', 'numeric'],
  [`${prefix}.*.taxable_amount`]: ['required', 'numeric'],
  [`${prefix}.*.percent`]: ['required_unless:tax_id,10', 'numeric'],
  [`${prefix}.*.unit_measure_id`]: ['required_if:tax_id,10', 'exists:unit_measures'],
  [`${prefix}.*.per_unit_amount`]: ['required_if:tax_id,10', 'numeric'],
  [`${prefix}.*.base_unit_measure`]: ['required_if:tax_id,10', 'numeric'],
  [`${prefix}.*.tax_name`]: ['required_if:tax_id,15', 'string'],
});

/** InvoiceRequest's rules that do not depend on the resolution. */
const fixedRules: Rules = {
  type_document_id: ['required', 'in:1', 'exists:type_documents'],
  prefix: ['string'],
  date: ['date_format:Y-m-d'],
  time: ['date_format:H:i:s'],
  notes: ['string'],
  type_operation_id: ['exists:type_operations'],
  sendmail: ['boolean'],
  sendmailtome: ['boolean'],
  establishment_phone: ['numeric', 'digits_between:7,10'],
  establishment_municipality: ['exists:municipalities'],
  establishment_email: ['email'],
  'email_cc_list.*.email': ['required', 'email'],

  customer: ['required', 'array'],
  'customer.identification_number': ['required', 'alpha_num', 'between:1,15'],
  'customer.dv': ['digits:1', 'dian_dv:identification_number'],
  'customer.name': ['required', 'string'],
  'customer.email': [`required_unless:identification_number,${consumidorFinal}`, 'email'],
  'customer.phone': ['string', 'max:20'],
  'customer.address': ['string'],
  'customer.merchant_registration': ['string'],
  'customer.type_document_identification_id': ['exists:type_document_identifications'],
  'customer.type_organization_id': ['exists:type_organizations'],
  'customer.language_id': ['exists:languages'],
  'customer.country_id': ['exists:countries'],
  'customer.municipality_name': ['string'],
  'customer.state_name': ['string'],
  'customer.municipality_id': ['exists:municipalities'],
  'customer.type_regime_id': ['exists:type_regimes'],
  'customer.tax_id': ['exists:taxes'],
  'customer.type_liability_id': ['exists:type_liabilities'],

  'payment_form.*.payment_form_id': ['exists:payment_forms'],
  'payment_form.*.payment_method_id': ['exists:payment_methods'],
  'payment_form.*.payment_due_date': ['required_if:payment_form_id,2', 'date_format:Y-m-d'],
  'payment_form.*.duration_measure': ['required_if:payment_form_id,2', 'numeric', 'digits_between:1,3'],

  'allowance_charges.*.charge_indicator': ['required', 'boolean'],
  'allowance_charges.*.discount_id': ['required_if:charge_indicator,false', 'exists:discounts'],
  'allowance_charges.*.allowance_charge_reason': ['required', 'string'],
  'allowance_charges.*.amount': ['required', 'numeric'],
  'allowance_charges.*.base_amount': ['required', 'numeric'],

  ...taxTotalRules('tax_totals'),

  legal_monetary_totals: ['required', 'array'],
  'legal_monetary_totals.line_extension_amount': ['required', 'numeric'],
  'legal_monetary_totals.tax_exclusive_amount': ['required', 'numeric'],
  'legal_monetary_totals.tax_inclusive_amount': ['required', 'numeric'],
  'legal_monetary_totals.allowance_total_amount': ['numeric'],
  'legal_monetary_totals.charge_total_amount': ['numeric'],
  'legal_monetary_totals.pre_paid_amount': ['numeric'],
  'legal_monetary_totals.payable_rounding_amount': ['numeric'],
  'legal_monetary_totals.payable_amount': ['required', 'numeric'],

  invoice_lines: ['required', 'array'],
  'invoice_lines.*.unit_measure_id': ['required', 'exists:unit_measures'],
  'invoice_lines.*.invoiced_quantity': ['required', 'numeric'],
  'invoice_lines.*.line_extension_amount': ['required', 'numeric'],
  'invoice_lines.*.free_of_charge_indicator': ['required', 'boolean'],
  'invoice_lines.*.reference_price_id': ['required_if:free_of_charge_indicator,true', 'exists:reference_prices'],
  'invoice_lines.*.description': ['required', 'string'],
  'invoice_lines.*.code': ['required', 'string'],
  'invoice_lines.*.type_item_identification_id': ['required', 'exists:type_item_identifications'],
  'invoice_lines.*.price_amount': ['required', 'numeric'],
  'invoice_lines.*.base_quantity': ['required', 'numeric'],
  'invoice_lines.*.allowance_charges.*.charge_indicator': ['required', 'boolean'],
  'invoice_lines.*.allowance_charges.*.allowance_charge_reason': ['required', 'string'],
  'invoice_lines.*.allowance_charges.*.amount': ['required', 'numeric'],
  'invoice_lines.*.allowance_charges.*.base_amount': ['required_if:charge_indicator,false', 'numeric'],
  'invoice_lines.*.allowance_charges.*.multiplier_factor_numeric': ['required_if:charge_indicator,true', 'numeric'],
  ...taxTotalRules('invoice_lines.*.tax_totals'),
};

/** CreditNoteRequest (§4.10): the invoice's rules with credit_note_lines, plus the discrepancy and the referenced invoice. */
const creditNoteRules: Rules = {
  ...Object.fromEntries(Object.entries(fixedRules).map(([field, rules]) => [field.replace(/^invoice_lines/, 'credit_note_lines'), rules])),
  type_document_id: ['required', 'in:4', 'exists:type_documents'],
  discrepancyresponsecode: ['required', 'integer', 'between:1,6'],
  discrepancyresponsedescription: ['string'],
  billing_reference: ['required', 'array'],
  'billing_reference.number': ['required', 'string'],
  'billing_reference.uuid': ['required', 'string', 'size:96'],
  'billing_reference.issue_date': ['required', 'date_format:Y-m-d'],
};

/**
 * DebitNoteRequest (§4.10): the lines in debit_note_lines, the totals in requested_monetary_totals, the discrepancy
 * code 1-4 (debit_note_discrepancy_responses) and the referenced invoice.
 */
const debitNoteRules: Rules = {
  ...Object.fromEntries(
    Object.entries(creditNoteRules).map(([field, rules]) => [
      field.replace(/^credit_note_lines/, 'debit_note_lines').replace(/^legal_monetary_totals/, 'requested_monetary_totals'),
      rules,
    ]),
  ),
  type_document_id: ['required', 'in:5', 'exists:type_documents'],
  discrepancyresponsecode: ['integer', 'between:1,4'],
};

const rulesOf: Record<DocumentKind, Rules> = { invoice: fixedRules, 'credit-note': creditNoteRules, 'debit-note': debitNoteRules };

export type InvoiceCheck = { ok: true; invoice: Record<string, unknown>; resolution: Resolution } | { ok: false; errors: Errors };

/**
 * Resolution selection (§4.1) and the rules (§4.2–4.8). `payment_form` may be one object or a list; an object is
 * wrapped, so its errors read `payment_form.0.…` as in [CO].
 */
export function checkInvoice(company: Company, body: Record<string, unknown>, kind: DocumentKind = 'invoice'): InvoiceCheck {
  const invoice: Record<string, unknown> = { ...body };
  if (isPlainObject(invoice.payment_form)) invoice.payment_form = [invoice.payment_form];
  const typeDocumentId = Number(invoice.type_document_id ?? documentKinds[kind].typeDocumentId);
  const candidates = resolutionsOf(company, typeDocumentId);
  const resolution = pickResolution(candidates, invoice);

  const rules: Rules = { ...rulesOf[kind] };
  if (candidates.length >= 2) rules.resolution_number = ['required', 'string'];
  if (resolution) {
    rules.number = ['required', 'integer', `between:${resolution.from},${resolution.to}`];
    const dateRules = ['date_format:Y-m-d'];
    if (resolution.date_from) dateRules.push(`after_or_equal:${resolution.date_from}`);
    if (resolution.date_to) dateRules.push(`before_or_equal:${resolution.date_to}`);
    rules.date = dateRules;
    rules['payment_form.*.payment_due_date'] = [
      'required_if:payment_form_id,2',
      'date_format:Y-m-d',
      (value) => dueDateCheck(value, invoice.date),
    ];
  } else {
    rules.number = ['required', 'integer'];
  }
  const errors = validate(invoice, rules);
  if (!resolution && invoice.type_document_id !== undefined && !errors.type_document_id) {
    errors.type_document_id = ['La resolución no está configurada.'];
  }
  if (Object.keys(errors).length > 0 || !resolution) return { ok: false, errors };
  return { ok: true, invoice, resolution };
}

function pickResolution(candidates: Resolution[], invoice: Record<string, unknown>): Resolution | undefined {
  if (candidates.length < 2) return candidates[0];
  const byNumber = candidates.filter((resolution) => resolution.resolution === String(invoice.resolution_number ?? ''));
  if (byNumber.length < 2) return byNumber[0];
  return byNumber.find((resolution) => (resolution.prefix ?? '') === String(invoice.prefix ?? '')) ?? byNumber[0];
}

function dueDateCheck(value: unknown, date: unknown): string | undefined {
  const issued = typeof date === 'string' ? date : bogotaNow().date;
  return typeof value === 'string' && value < issued ? `:attribute debe ser una fecha posterior o igual a ${issued}.` : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tax amounts of the CUFE: one TaxTotal per tax id, summed (`_tax_totals.blade.php`). */
function taxSums(invoice: Record<string, unknown>): Record<'01' | '04' | '03', string> {
  const sums: Record<'01' | '04' | '03', number> = { '01': 0, '04': 0, '03': 0 };
  const totals = Array.isArray(invoice.tax_totals) ? (invoice.tax_totals as Record<string, unknown>[]) : [];
  for (const total of totals) {
    const code = cufeTaxCodes[Number(total.tax_id)];
    // Each amount is rounded as APIDIAN prints it, then added in cents, so no float drift reaches the hash.
    if (code) sums[code] += Math.round(Number(money(total.tax_amount as string | number)) * 100);
  }
  const format = (cents: number) => (cents / 100).toFixed(2);
  return { '01': format(sums['01']), '04': format(sums['04']), '03': format(sums['03']) };
}

export interface IssueOptions {
  testSetId: string | null;
  /** Rejected whatever the content (rejectNext). */
  forceRejection: boolean;
}

/**
 * The numbering DIAN authorised for this resolution: in the test environment DIAN only knows its own test numbering
 * (§3.4); in production, the issuer's resolution as GetNumberingRange hands it out.
 */
function authorizedNumbering(company: Company, resolution: Resolution): AuthorizedNumbering & { technical_key: string | null } {
  return company.type_environment_id === 2 ? testResolution : resolution;
}

/** DIAN's rules on a document that passed APIDIAN's validation (see dian-rules.ts); none: accepted. */
function dianRules(
  store: Store,
  company: Company,
  kind: DocumentKind,
  invoice: Record<string, unknown>,
  resolution: Resolution,
  key: string,
  keyFields: Parameters<typeof cufe>[0],
): string[] {
  const common = [...totalsRules(kind, invoice), ...customerRules(kind, invoice.customer as Record<string, unknown> | undefined)];
  if (kind !== 'invoice') {
    const reference = invoice.billing_reference as Record<string, unknown> | undefined;
    const invoiceKey = String(reference?.uuid ?? '');
    const referenced = store.documents.find(
      (document) =>
        document.companyId === company.id &&
        document.typeDocumentId === 1 &&
        document.cufe === invoiceKey &&
        document.outcome === 'accepted',
    );
    return [
      ...common,
      ...billingReferenceRules(reference, referenced, kind),
      ...documentKeyRule(kind, key, cude({ ...keyFields, softwarePin: company.software?.pin ?? '' })),
    ];
  }
  const authorized = authorizedNumbering(company, resolution);
  const sent = {
    resolutionNumber: resolution.resolution,
    prefix: resolution.prefix ?? '',
    number: Number(invoice.number),
    date: keyFields.date,
  };
  return [
    ...common,
    ...numberingRules(sent, authorized),
    ...documentKeyRule(kind, key, cufe({ ...keyFields, technicalKey: authorized.technical_key ?? '' })),
  ];
}

/** Computes the CUFE (invoice) or CUDE (credit note), decides DIAN's verdict and stores the document. */
export function issueInvoice(
  store: Store,
  company: Company,
  invoice: Record<string, unknown>,
  resolution: Resolution,
  options: IssueOptions,
  kind: DocumentKind = 'invoice',
): IssuedDocument {
  const now = bogotaNow();
  const date = typeof invoice.date === 'string' ? invoice.date : now.date;
  const time = typeof invoice.time === 'string' ? invoice.time : now.time;
  const prefix = resolution.prefix ?? '';
  const number = Number(invoice.number);
  const fullNumber = `${prefix}${number}`;
  const customerId = String(valueAt(invoice, 'customer.identification_number'));
  const totals = invoice[documentKinds[kind].totals] as Record<string, string | number>;
  const taxes = taxSums(invoice);
  const environment = company.type_environment_id;
  const keyFields = {
    number: fullNumber,
    date,
    time,
    lineExtensionAmount: totals.line_extension_amount!,
    ivaAmount: taxes['01'],
    incAmount: taxes['04'],
    icaAmount: taxes['03'],
    payableAmount: totals.payable_amount!,
    supplierNit: company.identification_number,
    customerId,
    technicalKey: resolution.technical_key ?? '',
    environment,
  };
  // What APIDIAN computes with its own configuration; DIAN recomputes it with what it knows (FAD06).
  const key = kind === 'invoice' ? cufe(keyFields) : cude({ ...keyFields, softwarePin: company.software?.pin ?? '' });

  const forced = options.forceRejection || customerId === alwaysRejectedCustomer;
  const ruleErrors = forced ? forcedRejectionErrors : dianRules(store, company, kind, invoice, resolution, key, keyFields);
  const errors = ruleErrors.length === 0 && alreadyProcessed(store, company, fullNumber) ? [duplicateError] : ruleErrors;
  const typeDocumentId = documentKinds[kind].typeDocumentId;
  const year = Number(date.slice(0, 4));
  const counter = store.nextFileCounter(company.id, typeDocumentId, year);
  const document: IssuedDocument = {
    companyId: company.id,
    nit: company.identification_number,
    typeDocumentId,
    prefix,
    number,
    fullNumber,
    cufe: key,
    date,
    time,
    environment,
    testSetId: options.testSetId,
    zipKey: options.testSetId === null ? null : randomUUID(),
    xmlFileName: `${typeDocument(typeDocumentId).prefix}${company.identification_number.padStart(10, '0')}000${String(year % 100).padStart(2, '0')}${String(counter).padStart(8, '0')}`,
    outcome: errors.length > 0 ? 'rejected' : 'accepted',
    errors,
    zipPolls: 0,
    payload: structuredClone(invoice),
    customerId,
    payableAmount: money(totals.payable_amount!),
    createdAt: new Date().toISOString(),
  };
  store.documents.push(document);
  return document;
}

/** Rule 90: this issuer already has an accepted document with the number (a rejected one may be sent again). */
function alreadyProcessed(store: Store, company: Company, fullNumber: string): boolean {
  return store.documents.some(
    (document) => document.companyId === company.id && document.fullNumber === fullNumber && document.outcome === 'accepted',
  );
}

/** QRStr of `DocumentTrait::createPDF`: the DIAN search URL of the environment closes it. */
export function qrString(company: Company, document: IssuedDocument, invoice: Record<string, unknown>): string {
  const totals = invoice[documentKinds[kindOfType(document.typeDocumentId)].totals] as Record<string, string | number>;
  const taxTotals = Array.isArray(invoice.tax_totals) ? (invoice.tax_totals as Record<string, string | number>[]) : [];
  const environment = environments[document.environment as EnvironmentId];
  return [
    `NumFac: ${document.fullNumber}`,
    `FecFac: ${document.date}`,
    `NitFac: ${company.identification_number}`,
    `DocAdq: ${document.customerId}`,
    `ValFac: ${money(totals.tax_exclusive_amount!)}`,
    `ValIva: ${money(taxTotals[0]?.tax_amount ?? 0)}`,
    'ValOtroIm: 0.00',
    `ValTotal: ${money(totals.payable_amount!)}`,
    `CUFE: ${document.cufe}`,
    `${environment.qrBase}/document/searchqr?documentkey=${document.cufe}`,
  ].join('\n');
}

/** DIAN's final DianResponse for a document (accepted 00 or rejected 99). */
export function verdict(document: IssuedDocument) {
  const common = { xmlBase64: base64(applicationResponseXml(document)), documentKey: document.cufe, fileName: document.xmlFileName };
  if (document.outcome === 'accepted') {
    return dianResponse({
      ...common,
      isValid: true,
      statusCode: '00',
      statusDescription: statusTexts.accepted,
      statusMessage: `La ${documentKinds[kindOfType(document.typeDocumentId)].name} electrónica ${document.prefix}-${document.number}, ha sido autorizada.`,
    });
  }
  return dianResponse({
    ...common,
    errors: document.errors,
    isValid: false,
    statusCode: '99',
    statusDescription: statusTexts.rejectedDescription,
    statusMessage: statusTexts.rejectedMessage,
  });
}
