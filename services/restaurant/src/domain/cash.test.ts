import { countedCash, expectedCash } from './cash.js';

describe('the cash register', () => {
  it('expects the float plus the cash that settled checks plus cash in minus cash out', () => {
    expect(expectedCash({ openingFloat: 100000, cashTaken: 46000, cashIn: 20000, cashOut: 8000 })).toBe(158000);
    expect(expectedCash({ openingFloat: 0, cashTaken: 0, cashIn: 0, cashOut: 0 })).toBe(0);
  });

  it('adds up a count by denominations', () => {
    const counts = [
      { value: 100000, quantity: 1 },
      { value: 50000, quantity: 1 },
      { value: 5000, quantity: 1 },
      { value: 50, quantity: 3 },
    ];
    expect(countedCash(counts)).toBe(155150);
    expect(countedCash([])).toBe(0);
  });
});
