import { assignmentRefusal } from './assignment-rules.js';

const request = { ownerEmail: 'Duena@Example.com', email: 'mesero@example.com', planType: 'estandar' as const, seatsUsed: 0 };

it('allows assigning someone while the plan has a free seat', () => {
  expect(assignmentRefusal(request)).toBeUndefined();
  expect(assignmentRefusal({ ...request, seatsUsed: 2 })).toBeUndefined();
});

it('refuses the seat past the plan’s limit: estandar 3, pro 10, gold 25', () => {
  expect(assignmentRefusal({ ...request, seatsUsed: 3 })).toEqual({ reason: 'seats_full', limit: 3 });
  expect(assignmentRefusal({ ...request, planType: 'pro', seatsUsed: 9 })).toBeUndefined();
  expect(assignmentRefusal({ ...request, planType: 'pro', seatsUsed: 10 })).toEqual({ reason: 'seats_full', limit: 10 });
  expect(assignmentRefusal({ ...request, planType: 'gold', seatsUsed: 25 })).toEqual({ reason: 'seats_full', limit: 25 });
});

it('keeps refusing while more seats are taken than a smaller plan allows', () => {
  expect(assignmentRefusal({ ...request, seatsUsed: 7 })).toEqual({ reason: 'seats_full', limit: 3 });
});

it('refuses the owner’s own e-mail, whatever its case', () => {
  expect(assignmentRefusal({ ...request, email: 'duena@example.com ' })).toEqual({ reason: 'self' });
  expect(assignmentRefusal({ ...request, email: 'DUENA@example.com', seatsUsed: 3 })).toEqual({ reason: 'self' });
});
