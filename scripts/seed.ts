// `npm run seed`: demo data through each service's own use cases, so events go out through the outbox.
import { createPool, type Pool } from '@mb/service-kit';
import { gridFsStorage, localDiskStorage } from '@mb/service-kit/media';
import { seedCatalog } from '../services/catalog/src/seed.js';
import { seedIdentity } from '../services/identity/src/seed.js';
import { mediaDir, serviceDatabaseUrl } from './lib/stack.mjs';

const database = process.env.MIGRATE_DATABASE ?? 'mb';

async function seed(service: string, run: (pool: Pool) => Promise<string[]>): Promise<void> {
  const pool = createPool({ url: serviceDatabaseUrl(service, database), schema: service, max: 2 });
  try {
    const created = await run(pool);
    console.log(`seed: ${service} ${created.length ? `created ${created.join(', ')}` : 'already seeded'}`);
  } finally {
    await pool.end();
  }
}

await seed('identity', seedIdentity);
// The product pictures go where catalog serves them from: GridFS with MEDIA_MONGODB_URL (replicas), else its disk.
const mediaUrl = process.env.MEDIA_MONGODB_URL;
const gridFs = mediaUrl ? gridFsStorage(mediaUrl) : undefined;
try {
  await seed('catalog', (pool) => seedCatalog(pool, gridFs ?? localDiskStorage(process.env.MEDIA_DIR ?? mediaDir(database))));
} finally {
  await gridFs?.close();
}
