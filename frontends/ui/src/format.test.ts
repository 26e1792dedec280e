import { describe, expect, it } from '@jest/globals';
import { formatCop, formatDate, formatDateTime } from './format.js';

// ICU uses non-breaking (narrow) spaces in some patterns; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('formats pesos the Colombian way', () => {
    expect(plain(formatCop(80000))).toBe('80.000 COP');
    expect(plain(formatCop(1250000))).toBe('1.250.000 COP');
    expect(formatCop(1000)).toBe('1.000 COP');
    expect(formatCop(999)).toBe('999 COP');
    expect(formatCop(-150000)).toBe('-150.000 COP');
  });

  it("writes pesos exactly as Intl.NumberFormat('es-CO') does, without building one", () => {
    const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
    const amounts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      10000,
      99999,
      100000,
      999999,
      1000000,
      1620000,
      123456789,
      Number.MAX_SAFE_INTEGER,
      12.5,
      12.4,
      0.5,
      -1,
      -1500,
      -2.5,
      -1234567,
    ];
    for (let value = 7; value < 1e15; value = value * 7 + 3) amounts.push(value, -value);
    for (const amount of amounts) expect([amount, formatCop(amount)]).toEqual([amount, `${plain(intl.format(amount))} COP`]);
    // Where Intl writes '-0', nothing is owed: no sign.
    expect(formatCop(-0.4)).toBe('0 COP');
  });

  it('formats dates in es-CO, Bogotá time', () => {
    expect(formatDate('2025-03-15T12:00:00Z')).toBe('15/03/2025');
    expect(formatDate('2027-01-06T12:00:00Z')).toBe('06/01/2027');
    // 03:00 UTC is still the previous evening in Bogotá (UTC-5).
    expect(formatDate(new Date('2025-03-16T03:00:00Z'))).toBe('15/03/2025');
    expect(plain(formatDateTime('2025-03-15T20:04:00Z'))).toBe('15/03/2025, 3:04 p. m.');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
  });
});
