// DIAN's validation rules the simulator applies to an invoice or a credit note, as pure functions over the JSON
// APIDIAN received (the values its XML carries). Each returns DIAN's messages, "Regla: <código>, Rechazo: <texto>";
// none means the document passes that group. Invoices use DIAN's FA… codes, credit notes the same rule as CA….
import { dianCheckDigit } from './check-digit.js';

export type DocumentKind = 'invoice' | 'credit-note' | 'debit-note' | 'eqdoc' | 'adjustment-note';

/**
 * Each document type as APIDIAN takes it: its type_documents id, lines, totals, rule prefix, file prefix, the name DIAN
 * gives it in StatusMessage, the type a note refers to, and whether it is an equivalent document (signed with the
 * software for equivalent documents, in their environment). `wholePesos`: a line's tax is checked to the peso, as DIAN
 * rounds in its rule predicates, since a POS sale is priced in whole pesos with the INC included (its base and INC
 * are whole pesos, off by up to 0.54 from base × 8 %); the platform's invoices and notes carry cents and are held to
 * the cent.
 */
export const documentKinds = {
  invoice: {
    typeDocumentId: 1,
    lines: 'invoice_lines',
    totals: 'legal_monetary_totals',
    rules: 'FA',
    file: 'FES',
    name: 'Factura electrónica',
    references: null,
    equivalent: false,
    wholePesos: false,
  },
  'credit-note': {
    typeDocumentId: 4,
    lines: 'credit_note_lines',
    totals: 'legal_monetary_totals',
    rules: 'CA',
    file: 'NCS',
    name: 'Nota Crédito electrónica',
    references: 1,
    equivalent: false,
    wholePesos: false,
  },
  // DebitNoteRequest: debit_note_lines and requested_monetary_totals; DebitNoteController names its files NDS-.
  'debit-note': {
    typeDocumentId: 5,
    lines: 'debit_note_lines',
    totals: 'requested_monetary_totals',
    rules: 'DA',
    file: 'NDS',
    name: 'Nota Débito electrónica',
    references: 1,
    equivalent: false,
    wholePesos: false,
  },
  // EqDocRequest, type 15 (DIAN code 20): an Invoice with invoice_lines; EqDocController names its files POSS- (type prefix pos).
  // A document signed with the software for equivalent documents takes its type's prefix, upper case, plus S.
  eqdoc: {
    typeDocumentId: 15,
    lines: 'invoice_lines',
    totals: 'legal_monetary_totals',
    rules: 'FA',
    file: 'POSS',
    name: 'Documento equivalente electrónico POS',
    references: null,
    equivalent: true,
    wholePesos: true,
  },
  // CreditNoteRequest with type 26 (DIAN code 94). Sent with is_eqdoc its files are NCQS- (type prefix ncq), else NCS-.
  'adjustment-note': {
    typeDocumentId: 26,
    lines: 'credit_note_lines',
    totals: 'legal_monetary_totals',
    rules: 'CA',
    file: 'NCS',
    name: 'Nota de ajuste electrónica',
    references: 15,
    equivalent: true,
    wholePesos: true,
  },
} as const;

/** The kind of a stored document's type_documents id. */
export const kindOfType = (typeDocumentId: number): DocumentKind =>
  (Object.keys(documentKinds) as DocumentKind[]).find((kind) => documentKinds[kind].typeDocumentId === typeDocumentId) ?? 'invoice';

/** POST credit-note takes a credit note (type 4) or an adjustment note to an equivalent document (type 26). */
export function kindOfRequest(route: DocumentKind, body: Record<string, unknown>): DocumentKind {
  return route === 'credit-note' && Number(body.type_document_id) === 26 ? 'adjustment-note' : route;
}

type Body = Record<string, unknown>;
type Amount = string | number | undefined | null;

/** DIAN's "Regla: X, Rechazo: …" for the rule `code` of an invoice (FA…), turned into its note twin (CA…, DA…). */
export function rejection(kind: DocumentKind, code: string, text: string): string {
  const shown = code.startsWith('FA') ? `${documentKinds[kind].rules}${code.slice(2)}` : code;
  return `Regla: ${shown}, Rechazo: ${text}`;
}

/** The lines of the document: invoice_lines, credit_note_lines or debit_note_lines. */
export const linesKey = (kind: DocumentKind) => documentKinds[kind].lines;

/**
 * An amount in millionths of a peso, read from its decimal digits (JSON numbers or strings like "840336.134"), so no
 * binary rounding enters a comparison. Anything unreadable counts as 0; APIDIAN's `numeric` rule refused it earlier.
 */
export function micros(value: Amount): number {
  const text = typeof value === 'number' ? value.toFixed(6) : String(value ?? '0').trim();
  const negative = text.startsWith('-');
  const [units = '', decimals = ''] = (negative ? text.slice(1) : text).split('.');
  if (!/^\d*$/.test(units) || !/^\d*$/.test(decimals)) return 0;
  const amount = Number(units || '0') * 1_000_000 + Number(decimals.padEnd(6, '0').slice(0, 6));
  return negative ? -amount : amount;
}

const cent = 10_000;
const show = (value: number) => (value / 1_000_000).toFixed(2);

/**
 * DIAN's tolerance on sums and totals: they may differ by less than one peso (each side is rounded to the peso in its
 * rule predicates). A line's tax has no such slack: it must be its base × rate rounded to the cent.
 */
export function samePeso(a: number, b: number): boolean {
  return Math.abs(a - b) < 1_000_000;
}

/** |tax − base × percent / 100| at most half a cent: the tax is the product rounded to the cent, either way at a tie. */
export function taxMatches(tax: number, base: number, percent: number): boolean {
  // In BigInt: base × percent passes 2^53 for large bases, and a tie must compare exactly.
  const difference = BigInt(tax) * 100_000_000n - BigInt(base) * BigInt(percent);
  const limit = BigInt(cent / 2) * 100_000_000n;
  return difference <= limit && -difference <= limit;
}

/** base × percent / 100, in millionths of a peso (percent itself in millionths). */
const taxOf = (base: number, percent: number) => Number((BigInt(base) * BigInt(percent)) / 100_000_000n);

interface TaxEntry {
  tax_id?: unknown;
  tax_amount?: Amount;
  taxable_amount?: Amount;
  percent?: Amount;
}

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Lines, taxes and totals (FAX line taxes, FAS document taxes, FAU monetary totals). */
export function totalsRules(kind: DocumentKind, body: Body): string[] {
  const errors: string[] = [];
  const reject = (code: string, text: string) => errors.push(rejection(kind, code, text));
  const lines = asList<Body>(body[linesKey(kind)]);
  const documentTaxes = asList<TaxEntry>(body.tax_totals);
  const groupKey = (tax: TaxEntry) => `${String(tax.tax_id)}/${micros(tax.percent)}`;

  const lineGroups = new Map<string, { taxable: number; tax: number; entry: TaxEntry }>();
  let lineExtensionSum = 0;
  lines.forEach((line, index) => {
    lineExtensionSum += micros(line.line_extension_amount as Amount);
    for (const tax of asList<TaxEntry>(line.tax_totals)) {
      const taxable = micros(tax.taxable_amount);
      const amount = micros(tax.tax_amount);
      const matches = documentKinds[kind].wholePesos
        ? samePeso(amount, taxOf(taxable, micros(tax.percent)))
        : taxMatches(amount, taxable, micros(tax.percent));
      if (tax.percent !== undefined && !matches) {
        reject(
          'FAX07',
          `El valor del tributo de la línea ${index + 1} (${show(amount)}) no corresponde a la base gravable (${show(taxable)}) por la tarifa (${show(micros(tax.percent))} %).`,
        );
      }
      const group = lineGroups.get(groupKey(tax)) ?? { taxable: 0, tax: 0, entry: tax };
      group.taxable += taxable;
      group.tax += amount;
      lineGroups.set(groupKey(tax), group);
    }
  });

  const documentGroups = new Map<string, { taxable: number; tax: number }>();
  for (const tax of documentTaxes) {
    const group = documentGroups.get(groupKey(tax)) ?? { taxable: 0, tax: 0 };
    group.taxable += micros(tax.taxable_amount);
    group.tax += micros(tax.tax_amount);
    documentGroups.set(groupKey(tax), group);
    if (tax.percent !== undefined && !samePeso(micros(tax.tax_amount), taxOf(micros(tax.taxable_amount), micros(tax.percent)))) {
      reject(
        'FAS07',
        `El valor del tributo del documento (${show(micros(tax.tax_amount))}) no corresponde a la base gravable (${show(micros(tax.taxable_amount))}) por la tarifa (${show(micros(tax.percent))} %).`,
      );
    }
  }
  const lineTaxIds = new Set([...lineGroups.values()].map((group) => String(group.entry.tax_id)));
  const documentTaxIds = new Set(documentTaxes.map((tax) => String(tax.tax_id)));
  if ([...lineTaxIds].some((id) => !documentTaxIds.has(id))) {
    reject('FAS01b', 'Debe existir un TaxTotal a nivel de la cabecera por cada tipo de impuesto que se informa a nivel de línea.');
  }
  for (const [key, line] of lineGroups) {
    const declared = documentGroups.get(key);
    if (!declared || !documentTaxIds.has(String(line.entry.tax_id))) continue;
    if (!samePeso(declared.taxable, line.taxable))
      reject(
        'FAS04',
        `La base gravable del tributo (${show(declared.taxable)}) no es la suma de las bases gravables de las líneas (${show(line.taxable)}).`,
      );
    if (!samePeso(declared.tax, line.tax))
      reject(
        'FAS08',
        `El valor del tributo (${show(declared.tax)}) no es la suma de los valores del tributo en las líneas (${show(line.tax)}).`,
      );
  }

  const totals = (body[documentKinds[kind].totals] ?? {}) as Record<string, Amount>;
  const lineExtension = micros(totals.line_extension_amount);
  const taxExclusive = micros(totals.tax_exclusive_amount);
  const taxInclusive = micros(totals.tax_inclusive_amount);
  const allowanceTotal = micros(totals.allowance_total_amount);
  const chargeTotal = micros(totals.charge_total_amount);
  const prepaid = micros(totals.pre_paid_amount);
  const rounding = micros(totals.payable_rounding_amount);
  const payable = micros(totals.payable_amount);
  const documentCharges = asList<Body>(body.allowance_charges);
  const sumOf = (charge: boolean) =>
    documentCharges
      .filter((item) => [true, 1, '1', 'true'].includes(item.charge_indicator as never) === charge)
      .reduce((sum, item) => sum + micros(item.amount as Amount), 0);
  const taxableSum = [...documentGroups.values()].reduce((sum, group) => sum + group.taxable, 0);
  const taxSum = [...documentGroups.values()].reduce((sum, group) => sum + group.tax, 0);

  if (!samePeso(lineExtension, lineExtensionSum))
    reject(
      'FAU02',
      `El valor bruto antes de tributos (${show(lineExtension)}) es distinto a la suma de los valores de las líneas (${show(lineExtensionSum)}).`,
    );
  if (!samePeso(taxExclusive, taxableSum))
    reject(
      'FAU04',
      `Base Imponible (${show(taxExclusive)}) es distinto a la suma de los valores de las bases imponibles de todas líneas de detalle (${show(taxableSum)}).`,
    );
  if (!samePeso(taxInclusive, lineExtension + taxSum))
    reject(
      'FAU06',
      `El valor bruto más tributos (${show(taxInclusive)}) es distinto al valor bruto más la suma de los tributos (${show(lineExtension + taxSum)}).`,
    );
  if (!samePeso(allowanceTotal, sumOf(false)))
    reject(
      'FAU08',
      `El total de descuentos (${show(allowanceTotal)}) es distinto a la suma de los descuentos del documento (${show(sumOf(false))}).`,
    );
  if (!samePeso(chargeTotal, sumOf(true)))
    reject('FAU10', `El total de cargos (${show(chargeTotal)}) es distinto a la suma de los cargos del documento (${show(sumOf(true))}).`);
  // UBL's PayableRoundingAmount is added to the payable amount, and is itself under a peso.
  const expectedPayable = taxInclusive - allowanceTotal + chargeTotal - prepaid + rounding;
  if (!samePeso(payable, expectedPayable))
    reject(
      'FAU14',
      `El valor a pagar (${show(payable)}) es distinto al valor bruto más tributos menos descuentos más cargos menos anticipos más el redondeo (${show(expectedPayable)}).`,
    );
  if (Math.abs(rounding) >= 1_000_000) reject('SIM-FAU01', `El redondeo del valor a pagar (${show(rounding)}) no es menor que un peso.`);
  return errors;
}

/** The buyer's NIT (document type 6, or any id sent with a DV) must carry DIAN's check digit (FAK24); and see buyerPlaceRules. */
export function customerRules(kind: DocumentKind, customer: Body | undefined): string[] {
  const id = String(customer?.identification_number ?? '');
  const dv = customer?.dv;
  const isNit = Number(customer?.type_document_identification_id) === 6;
  const place = buyerPlaceRules(kind, customer);
  if (!isNit && (dv === undefined || dv === null || dv === '')) return place;
  if (!/^\d{1,15}$/.test(id) || String(dv ?? '') !== String(dianCheckDigit(id))) {
    return [rejection(kind, 'FAK24', 'DV no corresponde al NIT informado.'), ...place];
  }
  return place;
}

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * Who the buyer is and where they live, as APIDIAN's XML would print them (resources/templates/xml/_accounting.blade.php):
 * - the consumidor final 222222222222 goes with document type 13 (id 3, APIDIAN's default), as in its Postman example;
 * - an address in Colombia needs its DANE municipality: without one APIDIAN prints its default, Cali;
 * - an address abroad (country_id other than 46) is printed from municipality_name, state_name and address, with
 *   code 00001: it needs the city and the address, and a Colombian municipality contradicts it.
 * The codes are the simulator's own (SIM-…): the project's reference does not cite DIAN's for these checks.
 */
function buyerPlaceRules(kind: DocumentKind, customer: Body | undefined): string[] {
  const errors: string[] = [];
  const documentType = customer?.type_document_identification_id;
  if (String(customer?.identification_number ?? '') === '222222222222' && filled(documentType) && Number(documentType) !== 3)
    errors.push(rejection(kind, 'SIM-FAK01', 'El consumidor final (222222222222) se identifica con el tipo de documento 13.'));
  const abroad = filled(customer?.country_id) && Number(customer?.country_id) !== 46;
  if (!abroad && filled(customer?.address) && !filled(customer?.municipality_id))
    errors.push(rejection(kind, 'SIM-FAK02', 'La dirección del adquirente en Colombia no informa su municipio.'));
  if (abroad && filled(customer?.municipality_id))
    errors.push(rejection(kind, 'SIM-FAK03', 'El adquirente vive en el exterior pero informa un municipio de Colombia.'));
  if (abroad && (!filled(customer?.municipality_name) || !filled(customer?.address)))
    errors.push(rejection(kind, 'SIM-FAK04', 'La dirección del adquirente en el exterior no informa su ciudad y su dirección.'));
  return errors;
}

/** The numbering DIAN authorised: the resolution number, prefix, range and validity. */
export interface AuthorizedNumbering {
  resolution: string | null;
  prefix: string | null;
  from: number;
  to: number;
  date_from: string | null;
  date_to: string | null;
}

/** An invoice's number and date inside the numbering DIAN authorised for the issuer (FAB05b, FAB07b, FAB08b, FAB10b, FAB11b). */
export function numberingRules(
  sent: { resolutionNumber: string | null; prefix: string; number: number; date: string },
  authorized: AuthorizedNumbering | undefined,
): string[] {
  if (!authorized || (sent.resolutionNumber !== null && authorized.resolution !== sent.resolutionNumber)) {
    return [
      rejection(
        'invoice',
        'FAB05b',
        'Número de la resolución que autoriza la numeración no corresponde a un número de resolución de este contribuyente emisor para este Proveedor de Autorización.',
      ),
    ];
  }
  const errors: string[] = [];
  if (authorized.date_from && sent.date < authorized.date_from)
    errors.push(rejection('invoice', 'FAB07b', 'Fecha de emisión anterior a la fecha de inicio de la autorización de numeración.'));
  if (authorized.date_to && sent.date > authorized.date_to)
    errors.push(rejection('invoice', 'FAB08b', 'Fecha de emisión posterior a la fecha final de la autorización de numeración.'));
  if ((authorized.prefix ?? '') !== sent.prefix)
    errors.push(rejection('invoice', 'FAB10b', 'El prefijo no corresponde al prefijo de la autorización de numeración.'));
  if (sent.number < authorized.from || sent.number > authorized.to)
    errors.push(rejection('invoice', 'FAB11b', 'Número de la factura fuera del rango de numeración autorizado.'));
  return errors;
}

/** The CUFE (invoice) or CUDE (note) the document carries against the one DIAN computes from its values (FAD06). */
export function documentKeyRule(kind: DocumentKind, declared: string, recomputed: string): string[] {
  if (declared === recomputed) return [];
  return [
    rejection(
      kind,
      'FAD06',
      kind === 'invoice' ? 'Valor del CUFE no está calculado correctamente.' : 'Valor del CUDE no está calculado correctamente.',
    ),
  ];
}

/** A note must reference an invoice DIAN accepted from the same issuer, with its CUFE, number and date (CBG…, DBG…). */
export function billingReferenceRules(
  reference: Body | undefined,
  invoice: { fullNumber: string; cufe: string; date: string } | undefined,
  kind: DocumentKind = 'credit-note',
): string[] {
  const code = (rule: string) => `${kind === 'debit-note' ? 'D' : 'C'}${rule}`;
  if (!invoice) return [rejection(kind, code('BG02'), 'El documento referenciado no existe en los registros de la DIAN para este emisor.')];
  const errors: string[] = [];
  if (String(reference?.number ?? '') !== invoice.fullNumber)
    errors.push(rejection(kind, code('BG03'), 'El número del documento referenciado no corresponde al del CUFE informado.'));
  if (String(reference?.issue_date ?? '') !== invoice.date)
    errors.push(rejection(kind, code('BG04'), 'La fecha de emisión del documento referenciado no corresponde a la del CUFE informado.'));
  return errors;
}

/**
 * An equivalent document, or its adjustment note, must be signed with the issuer's software for equivalent documents
 * (config/softwareeqdocs; a note only with is_eqdoc): DIAN refuses another software or an empty one. Simulator code.
 */
export function equivalentSoftwareRules(kind: DocumentKind, signer: { eqdoc: boolean; softwareId: string; pin: string }): string[] {
  if (!documentKinds[kind].equivalent || (signer.eqdoc && signer.softwareId !== '' && signer.pin !== '')) return [];
  return [
    rejection(
      kind,
      'SIM-EQD01',
      'El software que firma no está habilitado para documentos equivalentes electrónicos (configure el software de documentos equivalentes y envíe la nota con is_eqdoc).',
    ),
  ];
}
