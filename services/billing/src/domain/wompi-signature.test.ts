import { checksumMatches, eventChecksum, eventRefusal, integritySignature } from './wompi-signature.js';

describe('integrity signature (reference §2, worked examples)', () => {
  const payment = { reference: 'sk8-438k4-xmxm392-sn2m', amountInCents: 2490000, currency: 'COP' as const };
  const secret = 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';

  it('hashes reference, amount in cents, currency and the secret', () => {
    expect(integritySignature(payment, secret)).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('puts the expiration time after the currency when one is sent', () => {
    expect(integritySignature({ ...payment, expirationTime: '2023-06-09T20:28:50.000Z' }, secret)).toBe(
      'e972f58e7de36b283fbb93d9318d39a54ffdff4e8e917b534f30d63c9d7bb89c',
    );
  });

  it('refuses an amount that is not a positive integer of cents', () => {
    expect(() => integritySignature({ ...payment, amountInCents: 2490000.5 }, secret)).toThrow(RangeError);
    expect(() => integritySignature({ ...payment, amountInCents: 0 }, secret)).toThrow(RangeError);
  });
});

describe('event checksum (reference §5.3)', () => {
  const event = {
    data: { transaction: { id: '1234-1610641025-49201', status: 'APPROVED', amount_in_cents: 4490000 } },
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum: '' },
    timestamp: 1530291411,
  };

  it('matches the re-computed vector of the docs example', () => {
    expect(eventChecksum(event, 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z')).toBe(
      '5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe',
    );
  });

  it("matches the SDK's sandbox vector", () => {
    expect(eventChecksum(event, 'test_events_EqCPDEn5x4lRatGPxLhyZd6YTgd6QSrr')).toBe(
      'c7c03147429efbbcfab3cdf585041c871d577ca183b1387581535add1a061780',
    );
  });

  it('follows the properties the event names, in their order', () => {
    const reordered = {
      ...event,
      signature: { ...event.signature, properties: ['transaction.status', 'transaction.id', 'transaction.amount_in_cents'] },
    };
    expect(eventChecksum(reordered, 'secret')).not.toBe(eventChecksum(event, 'secret'));
  });

  it('compares without regard to case, and refuses anything else', () => {
    const expected = eventChecksum(event, 'secret');
    expect(checksumMatches(expected, expected.toUpperCase())).toBe(true);
    expect(checksumMatches(expected, `${expected.slice(0, -1)}0`)).toBe(expected.endsWith('0'));
    expect(checksumMatches(expected, 'short')).toBe(false);
  });
});

describe('which events billing acts on', () => {
  const secret = 'test_events_secret';
  const now = new Date('2024-05-01T12:00:00Z');
  const at = Math.floor(now.getTime() / 1000);
  const signed = (data: object, properties: string[], timestamp = at) => {
    const event = { data, signature: { properties, checksum: '' }, timestamp };
    event.signature.checksum = eventChecksum(event, secret);
    return event;
  };
  const transaction = { id: '1234-1714564800-00001', status: 'APPROVED', amount_in_cents: 15000000, reference: 'MB-1' };
  const required = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const check = (event: ReturnType<typeof signed>, header?: string) => eventRefusal(event, { secret, header, now, toleranceSeconds: 300 });

  it('accepts a genuine, recent event signing the id, status and amount, in any order and with more properties', () => {
    expect(check(signed({ transaction }, required))).toBeUndefined();
    expect(check(signed({ transaction }, ['transaction.reference', ...required].reverse()))).toBeUndefined();
    const event = signed({ transaction }, required);
    expect(check(event, event.signature.checksum.toUpperCase())).toBeUndefined();
  });

  it('refuses a checksum made with another secret, or a header that disagrees with the body', () => {
    const forged = { ...signed({ transaction }, required) };
    forged.signature = { ...forged.signature, checksum: eventChecksum(forged, 'another_secret') };
    expect(check(forged)).toBe('checksum');
    expect(check(signed({ transaction }, required), 'f'.repeat(64))).toBe('checksum');
  });

  it('refuses a correctly signed event that leaves the transaction id, status or amount out of the signature', () => {
    for (const left of required)
      expect(
        check(
          signed(
            { transaction },
            required.filter((path) => path !== left),
          ),
        ),
      ).toBe('properties');
    // One captured checksum re-dressed: the genuine values packed into a property of the sender's choosing.
    const packed = {
      transaction: { ...transaction, id: 'another', note: `${transaction.id}${transaction.status}${transaction.amount_in_cents}` },
    };
    const genuine = signed({ transaction }, required);
    const redressed = {
      data: packed,
      signature: { properties: ['transaction.note'], checksum: genuine.signature.checksum },
      timestamp: at,
    };
    expect(check(redressed)).toBe('properties');
  });

  it('refuses a timestamp (UNIX seconds) further than the tolerance from now, either way', () => {
    expect(check(signed({ transaction }, required, at - 300))).toBeUndefined();
    expect(check(signed({ transaction }, required, at + 300))).toBeUndefined();
    expect(check(signed({ transaction }, required, at - 301))).toBe('stale');
    expect(check(signed({ transaction }, required, at + 301))).toBe('stale');
    // Milliseconds where seconds belong are far in the future.
    expect(check(signed({ transaction }, required, now.getTime()))).toBe('stale');
  });
});
