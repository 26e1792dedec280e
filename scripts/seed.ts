// `npm run seed`: demo data through each service's own use cases, so events go out through the outbox.
import { createPool } from '@mb/service-kit';
import { seedCatalog } from '../services/catalog/src/seed.js';
import { serviceDatabaseUrl } from './lib/stack.mjs';

const database = process.env.MIGRATE_DATABASE ?? 'mb';
const catalog = createPool({ url: serviceDatabaseUrl('catalog', database), schema: 'catalog', max: 2 });
try {
  const created = await seedCatalog(catalog);
  console.log(`seed: catalog ${created.length ? `created ${created.join(', ')}` : 'already seeded'}`);
} finally {
  await catalog.end();
}
