import { certificateLastDay, daysUntil, expiryWarnings, type WatchedResolution } from './expiry-warnings.js';

const today = '2026-11-26';
const resolution = (overrides: Partial<WatchedResolution>): WatchedResolution => ({
  issuerId: 7,
  issuerName: 'La Terraza SAS',
  typeDocumentId: 1,
  resolution: '18760000001',
  prefix: 'SETP',
  rangeFrom: 1,
  rangeTo: 1000,
  validTo: '2027-12-31',
  nextNumber: 1,
  ...overrides,
});
const kinds = (resolutions: WatchedResolution[], certificates: Parameters<typeof expiryWarnings>[1] = []) =>
  expiryWarnings(resolutions, certificates, today).map((warning) => warning.kind);

describe('expiry warnings', () => {
  it('counts whole days in the calendar, 0 on the day and negative once past', () => {
    expect(daysUntil('2026-12-06', today)).toBe(10);
    expect(daysUntil(today, today)).toBe(0);
    expect(daysUntil('2026-11-25', today)).toBe(-1);
  });

  it('warns of a range within 30 days of its end (and past it), not at 31', () => {
    expect(kinds([resolution({ validTo: '2026-12-26' })])).toEqual(['resolution_ending']);
    expect(kinds([resolution({ validTo: '2026-11-20' })])).toEqual(['resolution_ending']);
    expect(kinds([resolution({ validTo: '2026-12-27' })])).toEqual([]);
  });

  it('warns of a range under 10 % of its numbers, with what is left, and not while nobody knows how far it was used', () => {
    expect(kinds([resolution({ nextNumber: 901 })])).toEqual([]);
    const [low] = expiryWarnings([resolution({ nextNumber: 902 })], [], today);
    expect(low).toMatchObject({ kind: 'resolution_numbers_low', subject: '1/18760000001/SETP', numbersLeft: 99, rangeSize: 1000 });
    expect(expiryWarnings([resolution({ nextNumber: 1001 })], [], today)[0]).toMatchObject({ numbersLeft: 0 });
    expect(kinds([resolution({ nextNumber: null })])).toEqual([]);
  });

  it('warns of a certificate within 30 days, keyed by its last day so a renewed one warns again', () => {
    const certificate = (expirationDate: string | null) => ({ issuerId: 7, issuerName: 'La Terraza SAS', expirationDate });
    expect(expiryWarnings([], [certificate('2026/12/20 23:59:59')], today)).toEqual([
      expect.objectContaining({ kind: 'certificate_expiring', subject: '2026-12-20', endsOn: '2026-12-20' }),
    ]);
    expect(kinds([], [certificate('2027-01-01 00:00:00'), certificate(null), certificate('pronto')])).toEqual([]);
    expect(certificateLastDay('2027-01-01 00:00:00')).toBe('2027-01-01');
  });
});
