// The FormRequest rule tables of APIDIAN (reference §4, §11): InvoiceRequest, CreditNoteRequest, DebitNoteRequest and
// EqDocRequest, as the Laravel validator of validation.ts reads them.
import type { DocumentKind } from './dian-rules.js';
import type { Rules } from './validation.js';

export const consumidorFinal = '222222222222';

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
  is_eqdoc: ['boolean'],
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

/**
 * CreditNoteRequest with type 26: the adjustment note to an equivalent document; billing_reference names the type of
 * the document it adjusts (an equivalent document, 15 for the POS one).
 */
const adjustmentNoteRules: Rules = {
  ...creditNoteRules,
  type_document_id: ['required', 'in:26', 'exists:type_documents'],
  'billing_reference.type_document_id': ['required', 'numeric', 'in:15,16,17,18,19,20,21,22,23,24'],
};

/**
 * EqDocRequest for the POS document (type 15): the invoice's fields, the buyer's e-mail optional, and the blocks the
 * POS XML extensions print (software maker, buyer's benefits, cash register) plus the postal zone.
 */
const eqdocRules: Rules = {
  ...fixedRules,
  type_document_id: ['required', 'in:15', 'exists:type_documents'],
  'customer.email': ['email'],
  email_pos_customer: ['string', 'email'],
  due_date: ['date_format:Y-m-d'],
  postal_zone_code: ['required', 'numeric'],
  software_manufacturer: ['required', 'array'],
  buyer_benefits: ['required', 'array'],
  cash_information: ['required', 'array'],
};

/** The fields of each POS block and their type; required when the block is sent (Laravel's required_with:<block>). */
const posBlocks: Record<string, Record<string, string>> = {
  software_manufacturer: { name: 'string', business_name: 'string', software_name: 'string' },
  buyer_benefits: { code: 'string', name: 'string', points: 'string' },
  cash_information: {
    plate_number: 'string',
    location: 'string',
    cashier: 'string',
    cash_type: 'string',
    sales_code: 'string',
    subtotal: 'numeric',
  },
};

const rulesOf: Record<DocumentKind, Rules> = {
  invoice: fixedRules,
  'credit-note': creditNoteRules,
  'debit-note': debitNoteRules,
  eqdoc: eqdocRules,
  'adjustment-note': adjustmentNoteRules,
};

/** The rules of `kind` for this body: a POS block's fields are checked only when the block is an object. */
export function requestRules(kind: DocumentKind, body: Record<string, unknown>): Rules {
  const rules: Rules = { ...rulesOf[kind] };
  if (kind !== 'eqdoc') return rules;
  for (const [block, fields] of Object.entries(posBlocks)) {
    const value = body[block];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [field, type] of Object.entries(fields)) rules[`${block}.${field}`] = ['required', type];
  }
  return rules;
}
