/**
 * Invoice arithmetic in integer cents. Prices are final to the customer (VAT included), so each line's base and
 * tax are carved out of what it charged, and the invoice's payable amount is exactly the charge.
 */

/** Half-up rounding of n / d for non-negative integers. */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The VAT on a base, rounded to the cent. */
export const taxOn = (baseCents: number, vatPercent: number) => roundDiv(baseCents * vatPercent, 100);

/**
 * A VAT-included amount split into base + tax that add up to it exactly. Where possible the tax is also exactly the
 * rounded VAT of the base; a few amounts have no such base (base × 1.19 skips some cents), and then the tax is one
 * cent off the rounded VAT, which DIAN's tolerance allows.
 */
export function splitFinal(finalCents: number, vatPercent: number): { base: number; tax: number } {
  if (vatPercent === 0) return { base: finalCents, tax: 0 };
  const estimate = roundDiv(finalCents * 100, 100 + vatPercent);
  for (const base of [estimate, estimate - 1, estimate + 1]) {
    if (base >= 0 && base + taxOn(base, vatPercent) === finalCents) return { base, tax: finalCents - base };
  }
  return { base: estimate, tax: finalCents - estimate };
}

/**
 * Shares `total` out in proportion to `weights`, largest remainder first, so the shares add up to `total` exactly.
 * BigInt because total × weight can pass 2^53 for large orders.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => {
    const scaled = BigInt(total) * BigInt(weight);
    return { share: Number(scaled / BigInt(sum)), remainder: Number(scaled % BigInt(sum)) };
  });
  let left = total - exact.reduce((acc, part) => acc + part.share, 0);
  const order = exact.map((_, index) => index).sort((a, b) => exact[b]!.remainder - exact[a]!.remainder || a - b);
  for (const index of order) {
    if (left === 0) break;
    exact[index]!.share += 1;
    left -= 1;
  }
  return exact.map((part) => part.share);
}

/** "1234.56" from 123456 cents: the 2-decimal, dot-separated, ungrouped form APIDIAN and the CUFE use. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The inverse of formatCents; null for anything that is not exactly `digits.dd`. */
export function parseCents(amount: unknown): number | null {
  if (typeof amount !== 'string' || !/^\d{1,13}\.\d{2}$/.test(amount)) return null;
  const [units, decimals] = amount.split('.') as [string, string];
  return Number(units) * 100 + Number(decimals);
}

export interface ChargedLine {
  /** What the catalogue price comes to for the line (unit price × quantity), VAT included, in cents. */
  grossCents: number;
  vatPercent: number;
}

export interface LineAmounts {
  /** What the line charged, VAT included: its share of the payment. */
  finalCents: number;
  /** Base before any discount (the catalogue price without VAT). */
  priceCents: number;
  /** Discount on the base when the payment charged less than the catalogue price (an upgrade's credit). */
  discountCents: number;
  /** priceCents − discountCents: the line's taxable base. */
  baseCents: number;
  taxCents: number;
  vatPercent: number;
}

/**
 * The lines' amounts for a payment of `chargedCents`: the charge is shared over the lines in proportion to their
 * catalogue prices (all of it to each line when they agree), then each share is split into base and VAT.
 */
export function lineAmounts(chargedCents: number, lines: readonly ChargedLine[]): LineAmounts[] {
  const shares = allocate(chargedCents, lines.map((line) => line.grossCents));
  return lines.map((line, index) => {
    const finalCents = shares[index]!;
    const { base, tax } = splitFinal(finalCents, line.vatPercent);
    const listBase = finalCents < line.grossCents ? splitFinal(line.grossCents, line.vatPercent).base : base;
    return { finalCents, priceCents: listBase, discountCents: listBase - base, baseCents: base, taxCents: tax, vatPercent: line.vatPercent };
  });
}

export interface TaxGroup {
  vatPercent: number;
  taxableCents: number;
  taxCents: number;
}

/** One document-level VAT total per rate: the sums of its lines' bases and taxes. */
export function taxGroups(lines: readonly Pick<LineAmounts, 'vatPercent' | 'baseCents' | 'taxCents'>[]): TaxGroup[] {
  const groups = new Map<number, TaxGroup>();
  for (const line of lines) {
    const group = groups.get(line.vatPercent) ?? { vatPercent: line.vatPercent, taxableCents: 0, taxCents: 0 };
    group.taxableCents += line.baseCents;
    group.taxCents += line.taxCents;
    groups.set(line.vatPercent, group);
  }
  return [...groups.values()].sort((a, b) => b.vatPercent - a.vatPercent);
}

export interface DocumentTotals {
  lineExtensionCents: number;
  taxExclusiveCents: number;
  taxInclusiveCents: number;
  payableCents: number;
}

/** LegalMonetaryTotal: no document-level discounts or charges, so payable = bases + taxes. */
export function documentTotals(lines: readonly Pick<LineAmounts, 'baseCents' | 'taxCents'>[]): DocumentTotals {
  const lineExtensionCents = lines.reduce((sum, line) => sum + line.baseCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    lineExtensionCents,
    taxExclusiveCents: lineExtensionCents,
    taxInclusiveCents: lineExtensionCents + taxCents,
    payableCents: lineExtensionCents + taxCents,
  };
}
