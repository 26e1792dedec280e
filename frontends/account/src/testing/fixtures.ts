/** Answers of the gateway as the account remote's tests need them (never bundled). */
import type { SharedApp, Subscription } from '@mb/contracts';
import { subscriptionFixture } from '@mb/ui/testing';
import { clientUser } from '@mb/ui/testing/remote';
import type { ClientDashboardUser, DashboardPart } from '../memberships/client-dashboard.js';

let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** The client's restaurant subscription, active on plan pro, unless told otherwise. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return subscriptionFixture({ id: nextId(), user_id: clientUser.id, ...overrides });
}

/** A restaurant another customer shares with the client, active, as an employee. */
export function makeSharedApp(overrides: Partial<SharedApp> = {}): SharedApp {
  return {
    id: nextId(),
    subscription_id: nextId(),
    product_name: 'Restaurante La Esquina',
    subscription_status: 'active',
    owner_email: 'dueno@example.co',
    role: 'employee',
    plan_type: 'gold',
    ...overrides,
  };
}

/** GET /auth/dashboard/client's answer for the signed-in client. */
export function dashboardAnswer(overrides: Partial<ClientDashboardUser> = {}, unavailable: DashboardPart[] = []) {
  return { body: { success: true, user: { ...clientUser, subscriptions: [], shared_apps: [], ...overrides }, unavailable } };
}
