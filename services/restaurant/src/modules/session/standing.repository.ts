import type { PlanType, StaffRole, SubscriptionStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** A restaurant user with their restaurant as it stands now and the role their assignment gives them today. */
export interface UserStanding {
  id: string;
  restaurant_id: string;
  user_id: string;
  email: string;
  is_owner: boolean;
  created_at: Date;
  owner_user_id: string;
  product_name: string;
  plan_type: PlanType;
  status: SubscriptionStatus;
  expires_at: Date;
  assigned_role: StaffRole | null;
}

/** Undefined when that user is not one of that restaurant's. */
export async function findUserStanding(db: Queryable, restaurantId: string, restaurantUserId: string): Promise<UserStanding | undefined> {
  const { rows } = await db.query<UserStanding>(
    `SELECT u.id, u.restaurant_id, u.user_id, u.email, u.is_owner, u.created_at,
            s.owner_user_id, s.product_name, s.plan_type, s.status, s.expires_at,
            (SELECT a.role FROM assignments a WHERE a.subscription_id = s.id AND a.assigned_email = u.email) AS assigned_role
     FROM restaurant_users u JOIN subscriptions s ON s.id = u.restaurant_id
     WHERE u.id = $1 AND u.restaurant_id = $2`,
    [restaurantUserId, restaurantId],
  );
  return rows[0];
}
