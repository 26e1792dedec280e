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
 * A VAT-included amount split into a base and its VAT, the VAT always exactly the rounded rate of the base (DIAN
 * recomputes it per line). Not every amount is some base + its rounded VAT: each time the rounded VAT steps up a cent,
 * base + VAT jumps two, so about 19/119 ≈ 16 % of cent amounts (4 000, 9 000, 17 000 pesos…) are skipped. For those
 * the largest base that fits leaves one cent over, returned as `roundingCents` and invoiced as UBL's PayableRoundingAmount.
 */
export function splitFinal(finalCents: number, vatPercent: number): { base: number; tax: number; roundingCents: number } {
  const reached = (base: number) => base + taxOn(base, vatPercent);
  let base = Math.floor((finalCents * 100) / (100 + vatPercent));
  while (base > 0 && reached(base) > finalCents) base -= 1;
  while (reached(base + 1) <= finalCents) base += 1;
  const tax = taxOn(base, vatPercent);
  return { base, tax, roundingCents: finalCents - base - tax };
}

/**
 * Shares `total` out in proportion to `weights`, largest remainder first, so the shares add up to `total` exactly.
 * BigInt because total × weight can pass 2^53 for large orders.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length <= 1) return weights.map(() => total);
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
  /** The cent (or none) the charge has beyond base + VAT: see splitFinal. */
  roundingCents: number;
}

/**
 * The lines' amounts for a payment of `chargedCents`: the charge is shared over the lines in proportion to their
 * catalogue prices (all of it to each line when they agree), then each share is split into base and VAT.
 */
export function lineAmounts(chargedCents: number, lines: readonly ChargedLine[]): LineAmounts[] {
  const shares = allocate(
    chargedCents,
    lines.map((line) => line.grossCents),
  );
  return lines.map((line, index) => {
    const finalCents = shares[index]!;
    const { base, tax, roundingCents } = splitFinal(finalCents, line.vatPercent);
    const listBase = finalCents < line.grossCents ? splitFinal(line.grossCents, line.vatPercent).base : base;
    return {
      finalCents,
      priceCents: listBase,
      discountCents: listBase - base,
      baseCents: base,
      taxCents: tax,
      vatPercent: line.vatPercent,
      roundingCents,
    };
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
  /** The lines' rounding cents: the invoice's PayableRoundingAmount (outside the VAT base). */
  roundingCents: number;
  payableCents: number;
}

/** LegalMonetaryTotal: no document-level discounts or charges; payable = bases + taxes + rounding = what was charged. */
export function documentTotals(lines: readonly Pick<LineAmounts, 'baseCents' | 'taxCents' | 'roundingCents'>[]): DocumentTotals {
  const lineExtensionCents = lines.reduce((sum, line) => sum + line.baseCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const roundingCents = lines.reduce((sum, line) => sum + line.roundingCents, 0);
  return {
    lineExtensionCents,
    taxExclusiveCents: lineExtensionCents,
    taxInclusiveCents: lineExtensionCents + taxCents,
    roundingCents,
    payableCents: lineExtensionCents + taxCents + roundingCents,
  };
}
