import type { PlanType, StaffRole, SubscriptionStatus } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';

export interface AssignmentRecord {
  id: string;
  subscription_id: string;
  assigned_email: string;
  assigned_name: string;
  role: StaffRole;
  created_at: Date;
}

const columns = 'id, subscription_id, assigned_email, assigned_name, role, created_at';

export async function listAssignments(db: Queryable, subscriptionId: string): Promise<AssignmentRecord[]> {
  const { rows } = await db.query<AssignmentRecord>(
    `SELECT ${columns} FROM assignments WHERE subscription_id = $1 ORDER BY created_at, id`,
    [subscriptionId],
  );
  return rows;
}

/** Undefined when that e-mail is already assigned to this restaurant. */
export async function insertAssignment(
  tx: Tx,
  assignment: { subscriptionId: string; ownerUserId: string; ownerEmail: string; email: string; name: string; role: StaffRole },
): Promise<AssignmentRecord | undefined> {
  const { rows } = await tx.query<AssignmentRecord>(
    `INSERT INTO assignments (subscription_id, owner_user_id, owner_email, assigned_email, assigned_name, role)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT assignments_subscription_email DO NOTHING
     RETURNING ${columns}`,
    [assignment.subscriptionId, assignment.ownerUserId, assignment.ownerEmail, assignment.email, assignment.name, assignment.role],
  );
  return rows[0];
}

/** Deletes one of the owner's own assignments; false when no such row is theirs. */
export async function deleteOwnAssignment(db: Queryable, ownerUserId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM assignments WHERE id = $1 AND owner_user_id = $2', [id, ownerUserId]);
  return rowCount === 1;
}

export interface StaffSeat {
  id: string;
  subscription_id: string;
  role: StaffRole;
  owner_email: string;
  product_name: string;
  plan_type: PlanType;
  subscription_status: SubscriptionStatus;
}

/** Where this e-mail was assigned, with each restaurant as it stands now. */
export async function listSeatsOf(db: Queryable, email: string, subscriptionId?: string): Promise<StaffSeat[]> {
  const { rows } = await db.query<StaffSeat>(
    `SELECT a.id, a.subscription_id, a.role, a.owner_email, s.product_name, s.plan_type, s.status AS subscription_status
     FROM assignments a JOIN subscriptions s ON s.id = a.subscription_id
     WHERE a.assigned_email = $1 AND ($2::uuid IS NULL OR a.subscription_id = $2)
     ORDER BY a.created_at, a.id`,
    [email.toLowerCase(), subscriptionId ?? null],
  );
  return rows;
}
