import { ranLow } from './stock.js';

describe('ranLow', () => {
  it('is a crossing from above the threshold to at or under it', () => {
    expect(ranLow({ before: 1200, stock: 1000, low_stock: 1000 })).toBe(true);
    expect(ranLow({ before: 1001, stock: -50, low_stock: 1000 })).toBe(true);
  });

  it('is not raised again while the supply stays low, nor when it stays above or comes back', () => {
    expect(ranLow({ before: 1000, stock: 800, low_stock: 1000 })).toBe(false);
    expect(ranLow({ before: 3000, stock: 2000, low_stock: 1000 })).toBe(false);
    expect(ranLow({ before: 800, stock: 4800, low_stock: 1000 })).toBe(false);
  });

  it('with a threshold of 0, is running out', () => {
    expect(ranLow({ before: 2, stock: 0, low_stock: 0 })).toBe(true);
    expect(ranLow({ before: 0, stock: -2, low_stock: 0 })).toBe(false);
  });
});
