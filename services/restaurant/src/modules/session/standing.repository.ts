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
  /** The branch this request works in (issue 37 item 4): the one asked for, else the person's first, else the main one. */
  branch_id: string | null;
  /** Whether that branch is one of the person's (someone assigned to none works in the main branch). */
  branch_assigned: boolean | null;
}

const assignedTo = (branch: string) => `EXISTS (SELECT 1 FROM branch_staff bs WHERE bs.branch_id = ${branch} AND bs.user_id = u.id)`;

/**
 * A restaurant user ($1) of a restaurant ($2) with their standing: the columns of `UserStanding`, in the branch
 * `branch` names (an SQL uuid, NULL for their default one).
 */
const standingOf = (branch: string) => `SELECT u.id, u.restaurant_id, u.user_id, u.email, u.is_owner, u.created_at,
            s.owner_user_id, s.product_name, s.plan_type, s.status, s.expires_at,
            (SELECT a.role FROM assignments a WHERE a.subscription_id = s.id AND a.assigned_email = u.email) AS assigned_role,
            br.branch_id, br.branch_assigned
     FROM restaurant_users u JOIN subscriptions s ON s.id = u.restaurant_id
     LEFT JOIN LATERAL (
       SELECT b.id AS branch_id,
              ${assignedTo('b.id')} OR (b.is_main AND NOT EXISTS (SELECT 1 FROM branch_staff bs WHERE bs.user_id = u.id)) AS branch_assigned
       FROM branches b WHERE b.restaurant_id = u.restaurant_id AND (${branch} IS NULL OR b.id = ${branch})
       ORDER BY 2 DESC, b.is_main DESC, b.created_at LIMIT 1) AS br ON true
     WHERE u.id = $1 AND u.restaurant_id = $2`;

/** Undefined when that user is not one of that restaurant's; in their default branch. */
export async function findUserStanding(db: Queryable, restaurantId: string, restaurantUserId: string): Promise<UserStanding | undefined> {
  const { rows } = await db.query<UserStanding>(standingOf('NULL::uuid'), [restaurantUserId, restaurantId]);
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
  session: { sub: string; sid: string; restaurantId: string; restaurantUserId: string; branchId?: string | undefined },
): Promise<SessionStanding> {
  const { rows } = await db.query<UserStanding & { session_ended: boolean; account_blocked: boolean; person_blocked: boolean }>(
    `SELECT st.*, ${sessionEndedSql('$4')} AS session_ended, ${accountBlockedSql('$3')} AS account_blocked,
            ${accountBlockedSql('st.user_id')} AS person_blocked
     FROM (SELECT 1) AS one LEFT JOIN LATERAL (${standingOf('$5::uuid')}) AS st ON true`,
    [session.restaurantUserId, session.restaurantId, session.sub, session.sid, session.branchId ?? null],
  );
  const { session_ended, account_blocked, person_blocked, ...standing } = rows[0]!;
  return {
    sessionEnded: session_ended,
    accountBlocked: account_blocked,
    standing: standing.id ? standing : undefined,
    personBlocked: person_blocked,
  };
}
