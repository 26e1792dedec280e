import { cufe } from './cufe.js';

it('matches the DIAN annex vector (reference §6.1)', () => {
  expect(
    cufe({
      number: '323200000129',
      date: '2019-01-16',
      time: '10:53:10-05:00',
      lineExtension: '1500000.00',
      iva: '285000.00',
      inc: '0.00',
      ica: '0.00',
      payable: '1785000.00',
      issuerNit: '700085371',
      customerId: '800199436',
      technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471',
      environment: 1,
    }),
  ).toBe('8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4');
});
