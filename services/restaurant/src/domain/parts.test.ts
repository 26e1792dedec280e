import { equalParts, partMaxTip } from './parts.js';

describe('equal parts of a check', () => {
  it('adds up to the total exactly, the extra pesos on the first parts', () => {
    expect(equalParts(100000, 3)).toEqual([33334, 33333, 33333]);
    expect(equalParts(123131, 4)).toEqual([30783, 30783, 30783, 30782]);
    expect(equalParts(47331, 20).reduce((sum, part) => sum + part, 0)).toBe(47331);
    expect(equalParts(20, 20)).toEqual(Array(20).fill(1));
    for (const [total, parts] of [
      [99999, 7],
      [1, 1],
      [9999, 19],
      [75799, 2],
    ]) {
      const split = equalParts(total!, parts!);
      expect(split).toHaveLength(parts!);
      expect(split.reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses parts smaller than a peso', () => {
    expect(() => equalParts(19, 20)).toThrow(RangeError);
  });

  it('caps each part’s tip in proportion, never above the check’s ceiling together', () => {
    const check = { total: 123130, maxTip: 11400 };
    const caps = equalParts(check.total, 3).map((amount) => partMaxTip(check, amount));
    expect(caps).toEqual([3800, 3799, 3799]);
    expect(caps.reduce((sum, cap) => sum + cap, 0)).toBeLessThanOrEqual(check.maxTip);
    expect(partMaxTip({ total: 100, maxTip: 9 }, 34)).toBe(3);
  });
});
