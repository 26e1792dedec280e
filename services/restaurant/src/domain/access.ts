import type { StaffRole, SubscriptionStatus } from '@mb/contracts';

/** The app opens while the subscription is active or in its 15 days of grace (spec 2 §2.4, §4). */
export const opensApp = (status: SubscriptionStatus): boolean => status === 'active' || status === 'grace';

/** An assignment shows active while the owner's restaurant opens; the row itself outlives a lapse. */
export const assignmentStatus = (status: SubscriptionStatus): 'active' | 'inactive' => (opensApp(status) ? 'active' : 'inactive');

export type OpenDecision =
  | { allowed: true; role: 'owner' | StaffRole }
  | { allowed: false; reason: 'not_allowed' | 'inactive' };

/**
 * Who may open a restaurant: its owner, or someone the owner assigned (by e-mail), and only while it opens.
 * A stranger learns nothing about the subscription's state, so being let in is checked first.
 */
export function openDecision(
  subscription: { ownerUserId: string; status: SubscriptionStatus },
  callerUserId: string,
  assignedRole: StaffRole | undefined,
): OpenDecision {
  const role = subscription.ownerUserId === callerUserId ? 'owner' : assignedRole;
  if (!role) return { allowed: false, reason: 'not_allowed' };
  if (!opensApp(subscription.status)) return { allowed: false, reason: 'inactive' };
  return { allowed: true, role };
}
