import { topics } from '@mb/contracts';
import { createServiceApp, type ServiceConfig } from '@mb/service-kit';
import { billingConsumers } from './consumers/index.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';

export function buildApp(config: ServiceConfig) {
  return createServiceApp({
    name: 'billing',
    config,
    publishes: [topics.billingOrder, topics.billingPayment, topics.billingSubscription],
    consumers: billingConsumers,
    routes: subscriptionsRoutes,
  });
}
