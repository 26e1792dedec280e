import { finalConsumerId } from '@mb/contracts';
import type { InvoiceRequest, TaxTotalRequest } from './invoice-builder.js';
import { formatCents, parseCents, roundDiv } from './invoice-totals.js';

/**
 * The checks DIAN would make (its FAU/FAS/FAX rules on totals and taxes, and APIDIAN's required customer fields),
 * run before sending so a mistake of ours is caught with a readable message instead of a rejection or a 422.
 * Returns the problems found, in Spanish; none means the invoice may leave.
 */
export function checkInvoice(request: InvoiceRequest, chargedCents: number): string[] {
  const problems: string[] = [];
  const amount = (value: string, what: string): number => {
    const cents = parseCents(value);
    if (cents === null) problems.push(`El valor ${what} no es un monto con dos decimales: "${value}".`);
    return cents ?? 0;
  };

  const customer = request.customer;
  if (!/^[A-Za-z0-9]{1,15}$/.test(customer.identification_number ?? '')) {
    problems.push(
      `El número de identificación del cliente no es válido para la DIAN: "${customer.identification_number ?? ''}" (solo letras y números, máximo 15).`,
    );
  }
  if (!customer.name?.trim()) problems.push('Falta el nombre del cliente.');
  if (customer.identification_number !== finalConsumerId && !customer.email?.trim())
    problems.push('Falta el correo electrónico del cliente.');

  if (request.invoice_lines.length === 0) problems.push('La factura no tiene líneas.');

  // Each line: base = price − discount, and its VAT is the rate applied to that base (to the cent).
  const lineTaxes: TaxTotalRequest[] = [];
  let lineExtensionSum = 0;
  request.invoice_lines.forEach((line, index) => {
    const label = `de la línea ${index + 1}`;
    const price = amount(line.price_amount, `del precio ${label}`);
    const base = amount(line.line_extension_amount, `de la base ${label}`);
    const discounts = (line.allowance_charges ?? []).reduce((sum, charge) => sum + amount(charge.amount, `del descuento ${label}`), 0);
    if (price - discounts !== base) {
      problems.push(`La base ${label} (${line.line_extension_amount}) no es su precio (${line.price_amount}) menos sus descuentos.`);
    }
    for (const tax of line.tax_totals) {
      if (amount(tax.taxable_amount, `de la base gravable ${label}`) !== base)
        problems.push(`La base gravable ${label} no es la base de la línea.`);
      if (amount(tax.tax_amount, `del IVA ${label}`) !== roundedVat(tax))
        problems.push(`El IVA ${label} (${tax.tax_amount}) no corresponde al ${tax.percent} % de su base (${tax.taxable_amount}).`);
      lineTaxes.push(tax);
    }
    lineExtensionSum += base;
  });

  // The document's tax totals are the lines' totals grouped by tax and rate.
  const key = (tax: TaxTotalRequest) => `${tax.tax_id}/${tax.percent}`;
  const sums = (taxes: TaxTotalRequest[], what: string) => {
    const grouped = new Map<string, { taxable: number; tax: number }>();
    for (const tax of taxes) {
      const group = grouped.get(key(tax)) ?? { taxable: 0, tax: 0 };
      group.taxable += amount(tax.taxable_amount, `de la base gravable ${what}`);
      group.tax += amount(tax.tax_amount, `del impuesto ${what}`);
      grouped.set(key(tax), group);
    }
    return grouped;
  };
  const fromLines = sums(lineTaxes, 'de una línea');
  const declared = sums(request.tax_totals, 'del documento');
  const sameTaxes =
    fromLines.size === declared.size &&
    [...fromLines].every(([group, line]) => declared.get(group)?.taxable === line.taxable && declared.get(group)?.tax === line.tax);
  if (!sameTaxes) problems.push('Los impuestos del documento no son la suma de los impuestos de las líneas.');
  for (const tax of request.tax_totals) {
    if (!vatMatches(tax, amount, request.invoice_lines.length))
      problems.push(`El IVA del documento (${tax.tax_amount}) no corresponde al ${tax.percent} % de su base (${tax.taxable_amount}).`);
  }

  const totals = request.legal_monetary_totals;
  const lineExtension = amount(totals.line_extension_amount, 'total de las bases');
  const taxExclusive = amount(totals.tax_exclusive_amount, 'total sin impuestos');
  const taxInclusive = amount(totals.tax_inclusive_amount, 'total con impuestos');
  const allowances = amount(totals.allowance_total_amount, 'total de descuentos');
  const charges = amount(totals.charge_total_amount, 'total de cargos');
  const payable = amount(totals.payable_amount, 'total a pagar');
  const taxableSum = [...declared.values()].reduce((sum, group) => sum + group.taxable, 0);
  const taxSum = [...declared.values()].reduce((sum, group) => sum + group.tax, 0);
  if (lineExtension !== lineExtensionSum)
    problems.push(
      `El total de las bases (${totals.line_extension_amount}) no es la suma de las líneas (${formatCents(lineExtensionSum)}).`,
    );
  if (taxExclusive !== taxableSum)
    problems.push(
      `El total sin impuestos (${totals.tax_exclusive_amount}) no es la suma de las bases gravables (${formatCents(taxableSum)}).`,
    );
  if (taxInclusive !== lineExtension + taxSum)
    problems.push(
      `El total con impuestos (${totals.tax_inclusive_amount}) no es la base más los impuestos (${formatCents(lineExtension + taxSum)}).`,
    );
  // The platform's invoices carry no document-level charges; the price's cent left over is PayableRoundingAmount.
  if (charges !== 0) problems.push(`El total de cargos (${totals.charge_total_amount}) no es 0: la factura no lleva cargos.`);
  const rounding = totals.payable_rounding_amount === undefined ? 0 : amount(totals.payable_rounding_amount, 'del redondeo');
  if (rounding >= 100) problems.push(`El redondeo (${totals.payable_rounding_amount}) no es menor que un peso.`);
  if (payable !== taxInclusive - allowances + charges + rounding)
    problems.push(`El total a pagar (${totals.payable_amount}) no es el total con impuestos menos descuentos más cargos más el redondeo.`);
  if (payable !== chargedCents)
    problems.push(`El total a pagar de la factura (${totals.payable_amount}) no es lo cobrado (${formatCents(chargedCents)}).`);
  return [...new Set(problems)];
}

/** The line's VAT as DIAN recomputes it: base × rate rounded half up to the cent (rate in hundredths of a percent). */
function roundedVat(tax: TaxTotalRequest): number | null {
  const rate = parseCents(tax.percent);
  const base = parseCents(tax.taxable_amount);
  return rate === null || base === null ? null : roundDiv(base * rate, 10_000);
}

/** |tax − base × rate| within a cent per line summed (each line's VAT is rounded on its own). */
function vatMatches(tax: TaxTotalRequest, amount: (value: string, what: string) => number, lines = 1): boolean {
  const rate = parseCents(tax.percent);
  if (rate === null) return false;
  const base = amount(tax.taxable_amount, 'de la base gravable');
  const value = amount(tax.tax_amount, 'del impuesto');
  // In hundredths of a cent: tax × 10000 against base × rate (rate itself in hundredths of a percent).
  return Math.abs(value * 10_000 - base * rate) <= 10_000 * Math.max(1, lines);
}
