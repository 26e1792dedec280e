import { topics } from '@mb/contracts';
import { createServiceApp, type ServiceConfig } from '@mb/service-kit';

export function buildApp(config: ServiceConfig) {
  return createServiceApp({ name: 'restaurant', config, publishes: [topics.restaurantOrder] });
}
