import {
  billingSubscriptionActivated,
  billingSubscriptionCancelled,
  billingSubscriptionExpired,
  billingSubscriptionGraceStarted,
  billingSubscriptionRenewed,
} from '@mb/contracts';
import { on, type EventHandler } from '@mb/service-kit';
import { applySubscriptionFacts } from '../modules/subscriptions/subscriptions.repository.js';

/**
 * Every change billing announces carries the subscription as it stands, so each one is applied alike:
 * a restaurant opens, changes plan and lapses with its subscription.
 */
export const subscriptionChangedConsumers: EventHandler[] = [
  billingSubscriptionActivated,
  billingSubscriptionRenewed,
  billingSubscriptionGraceStarted,
  billingSubscriptionExpired,
  billingSubscriptionCancelled,
].map((event) => on(event, (tx, subscription, envelope) => applySubscriptionFacts(tx, subscription, envelope.occurredAt)));
