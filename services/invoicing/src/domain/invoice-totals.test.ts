import { allocate, documentTotals, formatCents, lineAmounts, parseCents, splitFinal, taxGroups, taxOn } from './invoice-totals.js';

describe('splitFinal: a VAT-included price carved into base and tax', () => {
  const pesos = [1, 99, 150000, 249999, 80000, 864000, 1620000];

  it.each(pesos)(
    '%i pesos at 19 %%: base + tax + rounding is the price to the cent, the tax is exactly the rounded 19 %% of the base',
    (amount) => {
      const cents = amount * 100;
      const { base, tax, roundingCents } = splitFinal(cents, 19);
      expect(base + tax + roundingCents).toBe(cents);
      expect(tax).toBe(taxOn(base, 19));
      expect([0, 1]).toContain(roundingCents);
    },
  );

  it('finds the exact base where one exists', () => {
    // 150000 / 1.19 = 126050.42…: base 126050.42, VAT 23949.58 (= round(126050.42 × 0.19)).
    expect(splitFinal(15_000_000, 19)).toEqual({ base: 12_605_042, tax: 2_394_958, roundingCents: 0 });
    expect(taxOn(12_605_042, 19)).toBe(2_394_958);
    expect(splitFinal(100, 19)).toEqual({ base: 84, tax: 16, roundingCents: 0 });
    expect(splitFinal(9_900, 19)).toEqual({ base: 8_319, tax: 1_581, roundingCents: 0 });
  });

  it('4 000 pesos has no base whose rounded VAT adds up to it: the largest that fits leaves one cent over', () => {
    // 3361.34 + 638.65 = 3999.99 and 3361.35 + 638.66 = 4000.01: 4000.00 is skipped.
    expect(splitFinal(400_000, 19)).toEqual({ base: 336_134, tax: 63_865, roundingCents: 1 });
  });

  it('every cent amount up to 20 pesos: exact rounded VAT, at most one cent over', () => {
    for (let cents = 0; cents <= 2000; cents += 1) {
      const { base, tax, roundingCents } = splitFinal(cents, 19);
      expect(base + tax + roundingCents).toBe(cents);
      expect(tax).toBe(taxOn(base, 19));
      expect(roundingCents === 0 || roundingCents === 1).toBe(true);
    }
  });

  it.each(pesos)('%i pesos at 0 %%: all base, no tax', (amount) => {
    expect(splitFinal(amount * 100, 0)).toEqual({ base: amount * 100, tax: 0, roundingCents: 0 });
  });
});

describe('allocate', () => {
  it('shares a total in proportion, adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([10, 0]);
    const shares = allocate(12_345_678_901, [99_999_999_999, 3, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345_678_901);
  });
});

describe('formatCents and parseCents', () => {
  it('print two decimals with a dot and read them back', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(24_999_900)).toBe('249999.00');
    expect(parseCents('249999.00')).toBe(24_999_900);
    expect(parseCents('1.5')).toBeNull();
    expect(parseCents(1.5)).toBeNull();
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('lineAmounts and the document totals', () => {
  it('a payment equal to the catalogue price: no discount, payable = charged', () => {
    const lines = lineAmounts(24_999_900 + 100, [
      { grossCents: 24_999_900, vatPercent: 19 },
      { grossCents: 100, vatPercent: 0 },
    ]);
    expect(lines.map((line) => line.discountCents)).toEqual([0, 0]);
    expect(lines[1]).toMatchObject({ baseCents: 100, taxCents: 0 });
    const totals = documentTotals(lines);
    expect(totals.payableCents).toBe(25_000_000);
    expect(totals.lineExtensionCents + lines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(totals.payableCents);
    expect(taxGroups(lines)).toEqual([
      { vatPercent: 19, taxableCents: lines[0]!.baseCents, taxCents: lines[0]!.taxCents },
      { vatPercent: 0, taxableCents: 100, taxCents: 0 },
    ]);
  });

  it('a payment below the catalogue price (an upgrade credit) becomes a discount on the base', () => {
    const [line] = lineAmounts(9_999_900, [{ grossCents: 15_000_000, vatPercent: 19 }]);
    expect(line!.finalCents).toBe(9_999_900);
    expect(line!.baseCents + line!.taxCents).toBe(9_999_900);
    expect(line!.priceCents).toBe(12_605_042);
    expect(line!.priceCents - line!.discountCents).toBe(line!.baseCents);
  });
});
