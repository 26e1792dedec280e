import type { clientDashboardResponse, PlanType, SubscriptionStatus } from '@mb/contracts';

/** GET /auth/dashboard/client's answer (the contracts export the schema, not its type). */
type DashboardAnswer = ReturnType<typeof clientDashboardResponse.parse>;

/** A part of the dashboard whose service did not answer: it comes back empty, and the page says so. */
export type DashboardPart = DashboardAnswer['unavailable'][number];

/** Spec 2 §3 "Shared app": another user's app in which this client holds a role (the contract leaves it open). */
export interface SharedApp {
  id: string;
  product_name: string;
  subscription_status: SubscriptionStatus;
  owner_email: string;
  /** The role held in the share: employee, admin or super_admin (spec 2 §6). */
  role: string;
  plan_type: PlanType;
  subscription_id: string;
}

/** The profile plus billing's subscriptions and the shares (spec 2 §7.1). */
export interface ClientDashboardUser extends Omit<DashboardAnswer['user'], 'shared_apps'> {
  shared_apps: SharedApp[];
}

export interface ClientDashboard {
  user: ClientDashboardUser;
  unavailable: DashboardPart[];
}
