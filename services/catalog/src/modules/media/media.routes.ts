import { z } from 'zod';
import { mediaItemParams, productIdParams, productResponse, uploadLimits } from '@mb/contracts';
import { auditActor, notFound, type App } from '@mb/service-kit';
import { checkImage, checkVideo, readUpload, sendStoredFile } from '@mb/service-kit/media';
import type { CatalogDeps } from '../../deps.js';
import { adminOnly } from '../admin-only.js';
import type { MediaList } from './media.service.js';

const lists: Record<string, MediaList> = { gallery: 'gallery_images', carousel: 'carousel_images' };

/** Uploads and deletions of spec 2 §7.4, and the files themselves. */
export function mediaRoutes(app: App, { media, storage }: CatalogDeps): void {
  const schema = { params: productIdParams, response: { 200: productResponse } };
  const itemSchema = { params: mediaItemParams, response: { 200: productResponse } };
  const done = async (work: Promise<unknown>) => ({ success: true as const, product: await work }) as { success: true; product: never };

  // A picture is stored as its re-encoded copy (checkImage); a video as sent, only ever served as a video.
  const readImage = async (request: Parameters<typeof readUpload>[0]) =>
    checkImage(await readUpload(request, 'image', uploadLimits.imageBytes));
  const readVideo = async (request: Parameters<typeof readUpload>[0]) =>
    checkVideo(await readUpload(request, 'video', uploadLimits.videoBytes));

  app.post('/products/:id/image', { ...adminOnly(app), schema }, async (request) =>
    done(media.setSingle(request.params.id, 'image_url', await readImage(request), auditActor(request))),
  );
  app.delete('/products/:id/image', { ...adminOnly(app), schema }, (request) =>
    done(media.clearSingle(request.params.id, 'image_url', auditActor(request))),
  );

  app.post('/products/:id/video', { ...adminOnly(app), schema }, async (request) =>
    done(media.setSingle(request.params.id, 'video_url', await readVideo(request), auditActor(request))),
  );
  app.delete('/products/:id/video', { ...adminOnly(app), schema }, (request) =>
    done(media.clearSingle(request.params.id, 'video_url', auditActor(request))),
  );

  for (const [path, list] of Object.entries(lists)) {
    app.post(`/products/:id/${path}`, { ...adminOnly(app), schema }, async (request) =>
      done(media.addToList(request.params.id, list, await readImage(request), auditActor(request))),
    );
    app.delete(`/products/:id/${path}/:itemId`, { ...adminOnly(app), schema: itemSchema }, (request) =>
      done(media.removeFromList(request.params.id, list, request.params.itemId, auditActor(request))),
    );
  }
  app.delete('/products/:id/gallery', { ...adminOnly(app), schema }, (request) =>
    done(media.clearList(request.params.id, 'gallery_images', auditActor(request))),
  );

  app.get('/media/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const file = await storage.get(request.params['*']);
    if (!file) throw notFound('Archivo no encontrado');
    return sendStoredFile(reply, file);
  });
}
