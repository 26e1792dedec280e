import { createHash } from 'node:crypto';
import { eventChecksum, integritySignature } from '../src/testing.js';

// The worked vectors of the reference (§2, §5.3), through the helpers the billing tests use.
describe('Wompi signatures', () => {
  const reference = 'sk8-438k4-xmxm392-sn2m';
  const secret = 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';

  it('computes the published integrity hash', () => {
    expect(integritySignature({ reference, amountInCents: 2490000, currency: 'COP', secret })).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
  });

  it('hashes the expiration time after the currency when there is one', () => {
    expect(
      integritySignature({ reference, amountInCents: 2490000, currency: 'COP', expirationTime: '2023-06-09T20:28:50.000Z', secret }),
    ).toBe('e972f58e7de36b283fbb93d9318d39a54ffdff4e8e917b534f30d63c9d7bb89c');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => integritySignature({ reference, amountInCents: 24900.5, currency: 'COP', secret })).toThrow(RangeError);
  });

  const event = {
    event: 'transaction.updated',
    data: { transaction: { id: '1234-1610641025-49201', status: 'APPROVED', amount_in_cents: 4490000 } },
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] },
    timestamp: 1530291411,
  };

  it('computes the event checksum of D2 (the real SHA-256, not the printed one)', () => {
    expect(eventChecksum(event, 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z')).toBe(
      '5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe',
    );
  });

  it("computes R1's sandbox vector", () => {
    expect(eventChecksum(event, 'test_events_EqCPDEn5x4lRatGPxLhyZd6YTgd6QSrr')).toBe(
      'c7c03147429efbbcfab3cdf585041c871d577ca183b1387581535add1a061780',
    );
  });

  it('follows the properties the event lists, in their order', () => {
    const reordered = { ...event, signature: { properties: ['transaction.status', 'transaction.id'] } };
    const expected = createHash('sha256').update('APPROVED1234-1610641025-492011530291411test_events_x').digest('hex');
    expect(eventChecksum(reordered, 'test_events_x')).toBe(expected);
  });
});
