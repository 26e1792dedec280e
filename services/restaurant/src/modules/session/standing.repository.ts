import type { PlanType, StaffRole, SubscriptionStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { accountBlockedSql, sessionEndedSql } from './platform-access.repository.js';

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

/** A restaurant user ($1) of a restaurant ($2) with their standing: the columns of `UserStanding`. */
const standingOf = `SELECT u.id, u.restaurant_id, u.user_id, u.email, u.is_owner, u.created_at,
            s.owner_user_id, s.product_name, s.plan_type, s.status, s.expires_at,
            (SELECT a.role FROM assignments a WHERE a.subscription_id = s.id AND a.assigned_email = u.email) AS assigned_role
     FROM restaurant_users u JOIN subscriptions s ON s.id = u.restaurant_id
     WHERE u.id = $1 AND u.restaurant_id = $2`;

/** Undefined when that user is not one of that restaurant's. */
export async function findUserStanding(db: Queryable, restaurantId: string, restaurantUserId: string): Promise<UserStanding | undefined> {
  const { rows } = await db.query<UserStanding>(standingOf, [restaurantUserId, restaurantId]);
  return rows[0];
}

/** A restaurant-app session's whole standing, read in one statement on every request (see `restaurantSession`). */
export interface SessionStanding {
  /** The platform session (`sid`) was ended: logout, password reset. */
  sessionEnded: boolean;
  /** The platform account that opened it (`sub`) is disabled, suspended or deleted. */
  accountBlocked: boolean;
  /** The restaurant user the session names; undefined when not one of that restaurant's. */
  standing?: UserStanding;
  /** That user's own platform account is blocked (a person switched to by PIN on someone else's device). */
  personBlocked: boolean;
}

export async function findSessionStanding(
  db: Queryable,
  session: { sub: string; sid: string; restaurantId: string; restaurantUserId: string },
): Promise<SessionStanding> {
  const { rows } = await db.query<UserStanding & { session_ended: boolean; account_blocked: boolean; person_blocked: boolean }>(
    `SELECT st.*, ${sessionEndedSql('$4')} AS session_ended, ${accountBlockedSql('$3')} AS account_blocked,
            ${accountBlockedSql('st.user_id')} AS person_blocked
     FROM (SELECT 1) AS one LEFT JOIN LATERAL (${standingOf}) AS st ON true`,
    [session.restaurantUserId, session.restaurantId, session.sub, session.sid],
  );
  const { session_ended, account_blocked, person_blocked, ...standing } = rows[0]!;
  return {
    sessionEnded: session_ended,
    accountBlocked: account_blocked,
    standing: standing.id ? standing : undefined,
    personBlocked: person_blocked,
  };
}
