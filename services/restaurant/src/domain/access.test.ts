import { assignmentStatus, managesRestaurant, openDecision, opensApp, sessionStanding } from './access.js';

const owner = '00000000-0000-4000-8000-0000000000aa';
const someoneElse = '00000000-0000-4000-8000-0000000000bb';

describe('opening a restaurant', () => {
  it('lets the owner in while the subscription is active or in grace', () => {
    expect(openDecision({ ownerUserId: owner, status: 'active' }, owner, undefined)).toEqual({ allowed: true, role: 'owner' });
    expect(openDecision({ ownerUserId: owner, status: 'grace' }, owner, undefined)).toEqual({ allowed: true, role: 'owner' });
  });

  it('lets assigned staff in with the role the owner gave them', () => {
    expect(openDecision({ ownerUserId: owner, status: 'active' }, someoneElse, 'employee')).toEqual({ allowed: true, role: 'employee' });
    expect(openDecision({ ownerUserId: owner, status: 'grace' }, someoneElse, 'super_admin')).toEqual({
      allowed: true,
      role: 'super_admin',
    });
  });

  it('refuses everyone once the subscription no longer opens', () => {
    for (const status of ['pending_payment', 'expired', 'cancelled'] as const) {
      expect(openDecision({ ownerUserId: owner, status }, owner, undefined)).toEqual({ allowed: false, reason: 'inactive' });
      expect(openDecision({ ownerUserId: owner, status }, someoneElse, 'admin')).toEqual({ allowed: false, reason: 'inactive' });
    }
  });

  it('refuses a stranger without telling them whether the subscription is active', () => {
    expect(openDecision({ ownerUserId: owner, status: 'active' }, someoneElse, undefined)).toEqual({
      allowed: false,
      reason: 'not_allowed',
    });
    expect(openDecision({ ownerUserId: owner, status: 'expired' }, someoneElse, undefined)).toEqual({
      allowed: false,
      reason: 'not_allowed',
    });
  });
});

it('shows an assignment active only while its restaurant opens', () => {
  expect([opensApp('active'), opensApp('grace'), opensApp('pending_payment'), opensApp('expired'), opensApp('cancelled')]).toEqual([
    true,
    true,
    false,
    false,
    false,
  ]);
  expect(assignmentStatus('grace')).toBe('active');
  expect(assignmentStatus('expired')).toBe('inactive');
});

describe('standing inside the app', () => {
  const live = { ownerUserId: owner, status: 'active' as const };
  it('makes the owner super_admin and staff what their assignment says, now', () => {
    expect(sessionStanding(live, owner, undefined)).toEqual({ allowed: true, role: 'super_admin', isOwner: true, readOnly: false });
    expect(sessionStanding(live, someoneElse, 'employee')).toEqual({ allowed: true, role: 'employee', isOwner: false, readOnly: false });
  });

  it('puts out someone whose assignment was removed', () => {
    expect(sessionStanding(live, someoneElse, null)).toEqual({ allowed: false, reason: 'removed' });
  });

  it('keeps a lapsed restaurant readable but read-only; grace still writes', () => {
    expect(sessionStanding({ ownerUserId: owner, status: 'grace' }, owner, undefined)).toMatchObject({ readOnly: false });
    for (const status of ['expired', 'cancelled'] as const) {
      expect(sessionStanding({ ownerUserId: owner, status }, someoneElse, 'admin')).toEqual({
        allowed: true,
        role: 'admin',
        isOwner: false,
        readOnly: true,
      });
    }
  });

  it('lets only super_admin and admin manage the restaurant', () => {
    expect([managesRestaurant('super_admin'), managesRestaurant('admin'), managesRestaurant('employee')]).toEqual([true, true, false]);
  });
});
