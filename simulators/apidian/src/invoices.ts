// Invoices (reference §4): the InvoiceRequest rules, the CUFE, DIAN's verdict and the stored document.
import { randomUUID } from 'node:crypto';
import { applicationResponseXml, base64 } from './artifacts.js';
import { cufeTaxCodes, environments, typeDocument, type EnvironmentId } from './catalog.js';
import { bogotaNow, resolutionsOf, signer, type Signer } from './companies.js';
import { cude, cufe, money } from './cufe.js';
import { dianResponse, statusTexts } from './dian-response.js';
import {
  billingReferenceRules,
  customerRules,
  documentKeyRule,
  documentKinds,
  equivalentSoftwareRules,
  kindOfType,
  numberingRules,
  totalsRules,
  type AuthorizedNumbering,
  type DocumentKind,
} from './dian-rules.js';
import { testResolution } from './platform.js';
import type { Company, IssuedDocument, Resolution, Store } from './state.js';
import { requestRules } from './request-rules.js';
import { validate, valueAt, type Errors } from './validation.js';

/** A customer with this identification is always rejected (simulator-only switch, like rejectNext). */
export const alwaysRejectedCustomer = '999999999';

/** What DIAN says to a forced rejection: two rule messages. */
export const forcedRejectionErrors = [
  'Regla: FAD06, Rechazo: El valor del CUFE no está calculado correctamente.',
  'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con respecto al Nit suministrado.',
];
export const duplicateError = 'Regla: 90, Rechazo: Documento procesado anteriormente.';

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

  const rules = requestRules(kind, invoice);
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

/**
 * The software and environment APIDIAN signs `kind` with: an equivalent document always with the software for
 * equivalent documents; a note with it only when the body says is_eqdoc (CreditNoteController, DebitNoteController).
 */
export function signerFor(company: Company, kind: DocumentKind, body: Record<string, unknown>): Signer {
  const noteAsEquivalent = documentKinds[kind].references !== null && [true, 1, '1', 'true'].includes(body.is_eqdoc as never);
  return signer(company, kind === 'eqdoc' || noteAsEquivalent);
}

interface Issue {
  kind: DocumentKind;
  invoice: Record<string, unknown>;
  resolution: Resolution;
  signer: Signer;
  key: string;
  keyFields: Parameters<typeof cufe>[0];
}

/** DIAN's rules on a document that passed APIDIAN's validation (see dian-rules.ts); none: accepted. */
function dianRules(store: Store, company: Company, { kind, invoice, resolution, signer, key, keyFields }: Issue): string[] {
  const common = [
    ...totalsRules(kind, invoice),
    ...customerRules(kind, invoice.customer as Record<string, unknown> | undefined),
    ...equivalentSoftwareRules(kind, signer),
  ];
  const referencedType = documentKinds[kind].references;
  if (referencedType !== null) {
    const reference = invoice.billing_reference as Record<string, unknown> | undefined;
    const typeDocumentId = Number(reference?.type_document_id ?? referencedType);
    const referencedKey = String(reference?.uuid ?? '');
    const referenced = store.documents.find(
      (document) =>
        document.companyId === company.id &&
        document.typeDocumentId === typeDocumentId &&
        document.cufe === referencedKey &&
        document.outcome === 'accepted',
    );
    return [
      ...common,
      ...billingReferenceRules(reference, referenced, kind),
      ...documentKeyRule(kind, key, cude({ ...keyFields, softwarePin: signer.pin })),
    ];
  }
  // DIAN knows only its own test numbering for invoices in habilitación; an equivalent document keeps its resolution.
  const authorized = kind === 'invoice' ? authorizedNumbering(company, resolution) : resolution;
  const sent = {
    resolutionNumber: resolution.resolution,
    prefix: resolution.prefix ?? '',
    number: Number(invoice.number),
    date: keyFields.date,
  };
  const recomputed =
    kind === 'invoice'
      ? cufe({ ...keyFields, technicalKey: authorized.technical_key ?? '' })
      : cude({ ...keyFields, softwarePin: signer.pin });
  return [...common, ...numberingRules(sent, authorized), ...documentKeyRule(kind, key, recomputed)];
}

/**
 * Computes the CUFE (invoice) or CUDE (notes, equivalent documents: with the signing software's PIN and environment),
 * decides DIAN's verdict and stores the document.
 */
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
  const signedBy = signerFor(company, kind, invoice);
  const environment = signedBy.environment;
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
  const key = kind === 'invoice' ? cufe(keyFields) : cude({ ...keyFields, softwarePin: signedBy.pin });

  const forced = options.forceRejection || customerId === alwaysRejectedCustomer;
  const ruleErrors = forced
    ? forcedRejectionErrors
    : dianRules(store, company, { kind, invoice, resolution, signer: signedBy, key, keyFields });
  const typeDocumentId = documentKinds[kind].typeDocumentId;
  const errors = ruleErrors.length === 0 && alreadyProcessed(store, company, typeDocumentId, fullNumber) ? [duplicateError] : ruleErrors;
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
    file: signedBy.eqdoc ? `${typeDocument(typeDocumentId).prefix.toUpperCase()}S` : documentKinds[kind].file,
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
function alreadyProcessed(store: Store, company: Company, typeDocumentId: number, fullNumber: string): boolean {
  return store.documents.some(
    (document) =>
      document.companyId === company.id &&
      document.typeDocumentId === typeDocumentId &&
      document.fullNumber === fullNumber &&
      document.outcome === 'accepted',
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
      statusMessage: `La ${documentKinds[kindOfType(document.typeDocumentId)].name} ${document.prefix}-${document.number}, ha sido autorizada.`,
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
