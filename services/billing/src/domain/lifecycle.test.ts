import { lifecycleStep, reminderDue, suspensionDate } from './lifecycle.js';

const expiry = new Date('2026-05-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('subscription lifecycle by date', () => {
  it('suspends 15 days after expiry', () => {
    expect(suspensionDate(expiry)).toEqual(at('2026-05-16T12:00:00Z'));
  });

  it('stays active until expiry, then grace, then expired', () => {
    expect(lifecycleStep('active', expiry, at('2026-05-01T11:59:59Z'))).toBeUndefined();
    expect(lifecycleStep('active', expiry, at('2026-05-01T12:00:00Z'))).toBe('grace');
    expect(lifecycleStep('grace', expiry, at('2026-05-16T11:59:59Z'))).toBeUndefined();
    expect(lifecycleStep('grace', expiry, at('2026-05-16T12:00:00Z'))).toBe('expired');
  });

  it('goes straight to expired when a sweep comes after the grace is over', () => {
    expect(lifecycleStep('active', expiry, at('2026-06-01T00:00:00Z'))).toBe('expired');
  });

  it('leaves licences waiting for payment and cancelled ones alone', () => {
    expect(lifecycleStep('pending_payment', expiry, at('2027-01-01T00:00:00Z'))).toBeUndefined();
    expect(lifecycleStep('cancelled', expiry, at('2027-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('reminders before expiry', () => {
  it('is due at 7, 3 and 1 days left, each once', () => {
    expect(reminderDue(expiry, at('2026-04-23T12:00:00Z'), [])).toBeUndefined();
    expect(reminderDue(expiry, at('2026-04-24T12:00:00Z'), [])).toBe(7);
    expect(reminderDue(expiry, at('2026-04-25T12:00:00Z'), [7])).toBeUndefined();
    expect(reminderDue(expiry, at('2026-04-28T12:00:00Z'), [7])).toBe(3);
    expect(reminderDue(expiry, at('2026-04-30T13:00:00Z'), [7, 3])).toBe(1);
    expect(reminderDue(expiry, at('2026-05-01T12:00:00Z'), [7, 3])).toBeUndefined();
  });

  it('sends only the most urgent one when a sweep missed the earlier marks', () => {
    expect(reminderDue(expiry, at('2026-04-29T12:00:00Z'), [])).toBe(3);
  });
});
