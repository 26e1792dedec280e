import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from '@mb/service-kit';
import type { BillingClient } from './billing/billing-client.js';
import type { MediaService } from './modules/media/media.service.js';
import type { PublicProductsCache } from './modules/public/public-cache.js';
import type { MediaStorage } from '@mb/service-kit/media';

/** What catalog's routes work with. */
export interface CatalogDeps {
  pool: Pool;
  storage: MediaStorage;
  media: MediaService;
  cache: PublicProductsCache;
  billing: BillingClient;
  log: FastifyBaseLogger;
}
