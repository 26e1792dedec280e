import { cude, cufe, dianCheckDigit, money } from '../src/testing.js';

describe('CUFE, CUDE and check digit', () => {
  it('computes the DIAN annex CUFE vector (§6.1)', () => {
    expect(
      cufe({
        number: '323200000129',
        date: '2019-01-16',
        time: '10:53:10-05:00',
        lineExtensionAmount: 1500000,
        ivaAmount: '285000.00',
        incAmount: 0,
        icaAmount: 0,
        payableAmount: '1785000.00',
        supplierNit: '700085371',
        customerId: '800199436',
        technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471',
        environment: 1,
      }),
    ).toBe('8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4');
  });

  it('computes the CUDE vector with the software PIN (§6.2), adding -05:00 to a bare time', () => {
    expect(
      cude({
        number: '8110007871',
        date: '2019-02-20',
        time: '16:46:55',
        lineExtensionAmount: '235.28',
        ivaAmount: '19.00',
        icaAmount: '8.28',
        payableAmount: 262.56,
        supplierNit: '900373076',
        customerId: '8355990',
        softwarePin: 12345,
        environment: '2',
      }),
    ).toBe('955327eb55f8bdf16d069358a063d87e1577a292cb088ec186ed60bbc38e750b7b3980659b278ead789b95f9c51a9ef7');
  });

  it("prints amounts as PHP's number_format(x, 2, '.', '')", () => {
    expect(money('840336.134')).toBe('840336.13');
    expect(money('159663.865')).toBe('159663.87');
    expect(money(1.005)).toBe('1.01');
    expect(money(1500000)).toBe('1500000.00');
    expect(money('0')).toBe('0.00');
  });

  it.each([
    ['89008003', 2],
    ['41946692', 6],
    ['700085371', 1],
    ['900123456', 8],
  ])('gives NIT %s the check digit %d (§6.3)', (nit, dv) => {
    expect(dianCheckDigit(nit)).toBe(dv);
  });
});
