import { insertCategory } from '../src/modules/categories/categories.repository.js';
import { buildApp } from '../src/app.js';
import { migrationsDir } from '../src/config.js';
import { createPool } from '@mb/service-kit';
import { testServiceConfig } from '@mb/service-kit/testing';

/** A running catalog on a fresh schema, with one category to file products under. */
export async function startCatalog(namespace: string, options: { kafkaBrokers?: string[] } = {}) {
  const env = await testServiceConfig('catalog', migrationsDir, { namespace, ...options });
  const setup = createPool({ url: env.config.DATABASE_URL, schema: env.config.DATABASE_SCHEMA });
  const category = await insertCategory(setup, { name: 'Software', color: '#0f766e' });
  await setup.end();
  const app = await buildApp(env.config);
  await app.ready();
  return {
    app,
    config: env.config,
    category,
    async close() {
      await app.close();
      await env.cleanup();
    },
  };
}

export const validProduct = {
  name: 'Software Restaurante',
  description: 'Gestión de menú, pedidos y mesas',
  category: 'Software',
  price_estandar: 80000,
  price_pro: 150000,
  price_gold: 250000,
};
