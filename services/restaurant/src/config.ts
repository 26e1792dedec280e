import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const restaurantEnv = serviceEnvSchema({ port: 4106, schema: 'restaurant' });
export const loadRestaurantConfig = () => loadConfig(restaurantEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
