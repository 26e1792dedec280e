import { staffSeatLimits, type PlanType } from '@mb/contracts';

export type AssignmentRefusal = { reason: 'self' } | { reason: 'seats_full'; limit: number };

/**
 * Whether an owner may assign one more person: never themselves (they hold the restaurant already), and
 * only while the plan has a free seat. Seats taken beyond a smaller plan stay; only new ones are refused.
 */
export function assignmentRefusal(request: {
  ownerEmail: string;
  email: string;
  planType: PlanType;
  seatsUsed: number;
}): AssignmentRefusal | undefined {
  if (request.email.trim().toLowerCase() === request.ownerEmail.trim().toLowerCase()) return { reason: 'self' };
  const limit = staffSeatLimits[request.planType];
  if (request.seatsUsed >= limit) return { reason: 'seats_full', limit };
  return undefined;
}
