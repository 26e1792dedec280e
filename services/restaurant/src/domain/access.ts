import type { StaffRole, SubscriptionStatus } from '@mb/contracts';
import { may } from './permissions.js';

/** The app opens while the subscription is active or in its 15 days of grace (spec 2 §2.4, §4). */
export const opensApp = (status: SubscriptionStatus): boolean => status === 'active' || status === 'grace';

/** An assignment shows active while the owner's restaurant opens; the row itself outlives a lapse. */
export const assignmentStatus = (status: SubscriptionStatus): 'active' | 'inactive' => (opensApp(status) ? 'active' : 'inactive');

export type OpenDecision = { allowed: true; role: 'owner' | StaffRole } | { allowed: false; reason: 'not_allowed' | 'inactive' };

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

export type Standing = { allowed: true; role: StaffRole; isOwner: boolean; readOnly: boolean } | { allowed: false; reason: 'removed' };

/**
 * Where a person stands inside the restaurant app right now: the owner is its super_admin, staff hold their
 * assignment's current role, and anyone whose assignment was removed is out. A restaurant whose subscription no
 * longer opens keeps its data readable but takes no writes.
 */
export function sessionStanding(
  subscription: { ownerUserId: string; status: SubscriptionStatus },
  userId: string,
  assignedRole: StaffRole | null | undefined,
): Standing {
  const isOwner = subscription.ownerUserId === userId;
  const role = isOwner ? 'super_admin' : assignedRole;
  if (!role) return { allowed: false, reason: 'removed' };
  return { allowed: true, role, isOwner, readOnly: !opensApp(subscription.status) };
}

/** Restaurant admins manage the menu, the tables and the staff (the permission map's 'manage'). */
export const managesRestaurant = (role: StaffRole): boolean => may(role, 'manage');
