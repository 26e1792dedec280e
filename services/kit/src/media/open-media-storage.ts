import { z } from 'zod';
import type { App } from '../create-server.js';
import { gridFsStorage } from './gridfs-storage.js';
import { localDiskStorage } from './local-disk-storage.js';
import type { MediaStorage } from './media-storage.js';

/**
 * `MEDIA_MONGODB_URL`: where a service's uploads live when it runs as several replicas (GridFS in that database).
 * Unset, they stay under `MEDIA_DIR` on this machine's disk, which suits one process (`npm start`).
 */
export const mediaMongoUrl = z
  .string()
  .regex(/^mongodb(\+srv)?:\/\//, 'MEDIA_MONGODB_URL must be a mongodb:// or mongodb+srv:// URL')
  .optional();

/** The service's media storage, closed with the app. */
export function openMediaStorage(app: App, options: { dir: string; mongoUrl?: string }): MediaStorage {
  if (!options.mongoUrl) return localDiskStorage(options.dir);
  const storage = gridFsStorage(options.mongoUrl);
  app.addHook('onClose', () => storage.close());
  return storage;
}
