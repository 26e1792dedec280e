import { applyPaidLine, type HeldSubscription } from './subscription-change.js';

const now = new Date('2026-03-31T15:00:00Z');
const held = (over: Partial<HeldSubscription>): HeldSubscription => ({
  id: 's1',
  planType: 'pro',
  status: 'active',
  startsAt: new Date('2026-01-10T00:00:00Z'),
  expiresAt: new Date('2026-04-10T00:00:00Z'),
  ...over,
});

describe('what a paid line does to the subscription held', () => {
  it('starts a new one today when nothing is held, by calendar months', () => {
    expect(applyPaidLine(undefined, { planType: 'pro', months: 1, quantity: 1 }, now)).toEqual({
      kind: 'activate',
      planType: 'pro',
      startsAt: now,
      expiresAt: new Date('2026-04-30T15:00:00Z'),
      periodStartsAt: now,
      closesRunningPeriods: false,
    });
  });

  it('counts annual periods and quantities', () => {
    expect(applyPaidLine(undefined, { planType: 'gold', months: 12, quantity: 2 }, now).expiresAt).toEqual(
      new Date('2028-03-31T15:00:00Z'),
    );
  });

  it('starts a licence that was waiting for payment from today', () => {
    const change = applyPaidLine(
      held({ status: 'pending_payment', planType: 'estandar' }),
      { planType: 'pro', months: 1, quantity: 1 },
      now,
    );
    expect(change).toMatchObject({ kind: 'activate', planType: 'pro', startsAt: now });
  });

  it('adds the months after the paid-until date while active', () => {
    const change = applyPaidLine(held({}), { planType: 'pro', months: 1, quantity: 3 }, now);
    expect(change).toMatchObject({
      kind: 'renew',
      planType: 'pro',
      expiresAt: new Date('2026-07-10T00:00:00Z'),
      periodStartsAt: new Date('2026-04-10T00:00:00Z'),
    });
  });

  it('counts from today when already in grace', () => {
    const change = applyPaidLine(
      held({ status: 'grace', expiresAt: new Date('2026-03-20T00:00:00Z') }),
      { planType: 'pro', months: 1, quantity: 1 },
      now,
    );
    expect(change.expiresAt).toEqual(new Date('2026-04-30T15:00:00Z'));
  });

  it('raises the plan but never lowers it', () => {
    expect(applyPaidLine(held({}), { planType: 'gold', months: 1, quantity: 1 }, now).planType).toBe('gold');
    expect(applyPaidLine(held({}), { planType: 'estandar', months: 1, quantity: 1 }, now).planType).toBe('pro');
  });

  it('runs an upgrade renewal from today, its credited periods closed', () => {
    const change = applyPaidLine(held({ planType: 'estandar' }), { planType: 'pro', months: 1, quantity: 3, restartsToday: true }, now);
    expect(change).toEqual({
      kind: 'renew',
      planType: 'pro',
      startsAt: new Date('2026-01-10T00:00:00Z'),
      expiresAt: new Date('2026-06-30T15:00:00Z'),
      periodStartsAt: now,
      closesRunningPeriods: true,
    });
  });
});
