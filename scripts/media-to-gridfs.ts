// Moves a service's uploads from its disk to GridFS before it runs with MEDIA_MONGODB_URL (as replicas):
//   MEDIA_DIR=/data/media MEDIA_MONGODB_URL=mongodb://…/catalog_media npm run media:to-gridfs
// Run it once per service that takes uploads (catalog, billing, restaurant); running it again copies only what is new.
import { copyMedia, gridFsStorage } from '@mb/service-kit/media';

const dir = process.env.MEDIA_DIR;
const url = process.env.MEDIA_MONGODB_URL;
if (!dir || !url) {
  console.error('Set MEDIA_DIR (the folder the service used) and MEDIA_MONGODB_URL (where its files go).');
  process.exit(2);
}
const storage = gridFsStorage(url);
try {
  const { copied, present } = await copyMedia(dir, storage);
  console.log(`media: ${copied} file(s) copied from ${dir}, ${present} already there`);
} finally {
  await storage.close();
}
