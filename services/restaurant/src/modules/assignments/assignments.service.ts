import {
  planNames,
  restaurantMessages,
  staffSeatLimits,
  type Assignment,
  type AssignmentsResponse,
  type CreateAssignmentRequest,
  type SubscriptionStatus,
} from '@mb/contracts';
import { AppError, withTransaction, type Pool } from '@mb/service-kit';
import { assignmentStatus } from '../../domain/access.js';
import { assignmentRefusal } from '../../domain/assignment-rules.js';
import { findOwnRestaurant } from '../subscriptions/subscriptions.repository.js';
import { deleteOwnAssignment, insertAssignment, listAssignments, type AssignmentRecord } from './assignments.repository.js';

/** The owner as their session names them. */
export interface Owner {
  userId: string;
  email: string;
}

const view = (record: AssignmentRecord, status: SubscriptionStatus): Assignment => ({
  id: record.id,
  _id: record.id,
  assigned_email: record.assigned_email,
  assigned_name: record.assigned_name,
  role: record.role,
  status: assignmentStatus(status),
  created_at: record.created_at.toISOString(),
});

const noRestaurant = () => new AppError(404, restaurantMessages.noRestaurant);

/**
 * GET /restaurant/config/assignments: the staff of the caller's own restaurant, and the seats the plan gives.
 * A lapsed restaurant still lists its staff, shown inactive.
 */
export async function ownAssignments(pool: Pool, productSlug: string, owner: Owner): Promise<AssignmentsResponse> {
  const restaurant = await findOwnRestaurant(pool, productSlug, owner.userId);
  if (!restaurant) throw noRestaurant();
  const assignments = await listAssignments(pool, restaurant.id);
  return {
    success: true,
    data: assignments.map((record) => view(record, restaurant.status)),
    plan_type: restaurant.plan_type,
    seats: { used: assignments.length, limit: staffSeatLimits[restaurant.plan_type] },
  };
}

/** POST /restaurant/config/assignments: one more person in the owner's live restaurant, within the plan's seats. */
export async function assignStaff(pool: Pool, productSlug: string, owner: Owner, request: CreateAssignmentRequest): Promise<Assignment> {
  return withTransaction(pool, async (tx) => {
    const restaurant = await findOwnRestaurant(tx, productSlug, owner.userId, { liveOnly: true, lock: true });
    if (!restaurant) throw noRestaurant();
    const seatsUsed = (await listAssignments(tx, restaurant.id)).length;
    const refusal = assignmentRefusal({ ownerEmail: owner.email, email: request.email, planType: restaurant.plan_type, seatsUsed });
    if (refusal?.reason === 'self') throw new AppError(400, restaurantMessages.selfAssignment);
    if (refusal?.reason === 'seats_full') {
      const message = restaurantMessages.seatsFull
        .replace('{plan}', planNames[restaurant.plan_type])
        .replace('{limit}', String(refusal.limit));
      throw new AppError(409, message, { plan_type: restaurant.plan_type, limit: refusal.limit });
    }
    const created = await insertAssignment(tx, {
      subscriptionId: restaurant.id,
      ownerUserId: owner.userId,
      ownerEmail: owner.email.toLowerCase(),
      email: request.email,
      name: request.name,
      role: request.role,
    });
    if (!created) throw new AppError(409, restaurantMessages.alreadyAssigned);
    return view(created, restaurant.status);
  });
}

/** DELETE /restaurant/config/assignments/{id}: only the owner's own; anyone else's id is not found. */
export async function unassignStaff(pool: Pool, owner: Owner, id: string): Promise<void> {
  if (!(await deleteOwnAssignment(pool, owner.userId, id))) throw new AppError(404, restaurantMessages.assignmentNotFound);
}
