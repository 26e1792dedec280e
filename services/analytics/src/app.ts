import { createServiceApp, type ServiceConfig } from '@mb/service-kit';

export function buildApp(config: ServiceConfig) {
  return createServiceApp({ name: 'analytics', config, publishes: [] });
}
