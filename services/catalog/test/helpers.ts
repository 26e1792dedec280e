import { startTestService } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { migrationsDir } from '../src/config.js';
import { insertCategory } from '../src/modules/categories/categories.repository.js';

/** A running catalog on a fresh schema, with one category to file products under. */
export async function startCatalog(namespace: string, options: { kafkaBrokers?: string[] } = {}) {
  const catalog = await startTestService('catalog', migrationsDir, buildApp, { namespace, ...options });
  const category = await insertCategory(catalog.db, { name: 'Software', color: '#0f766e' });
  return { ...catalog, category };
}

export const validProduct = {
  name: 'Software Restaurante',
  description: 'Gestión de menú, pedidos y mesas',
  category: 'Software',
  price_estandar: 80000,
  price_pro: 150000,
  price_gold: 250000,
};
