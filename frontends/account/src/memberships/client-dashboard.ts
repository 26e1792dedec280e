import type { clientDashboardResponse } from '@mb/contracts';

/** GET /auth/dashboard/client's answer (the contracts export the schema, not its type). */
type DashboardAnswer = ReturnType<typeof clientDashboardResponse.parse>;

/** A part of the dashboard whose service did not answer: it comes back empty, and the page says so. */
export type DashboardPart = DashboardAnswer['unavailable'][number];

/** The profile plus billing's subscriptions and the shares (spec 2 §7.1). */
export type ClientDashboardUser = DashboardAnswer['user'];

export interface ClientDashboard {
  user: ClientDashboardUser;
  unavailable: DashboardPart[];
}
