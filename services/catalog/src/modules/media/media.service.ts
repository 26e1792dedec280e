import { messages, mediaLimits, type AuditActor, type MediaItem, type Product } from '@mb/contracts';
import { badRequest, notFound, type Pool } from '@mb/service-kit';
import { storeUpload, type CheckedMedia, type MediaStorage } from '@mb/service-kit/media';
import { changeProduct } from '../products/products.service.js';
import type { ProductFields, ProductRow } from '../products/products.repository.js';

export const mediaUrlPrefix = '/media/';

/**
 * The stored files a product owns: those uploaded for it. A link to another product's file, to the seed's
 * pictures or elsewhere is not its to delete.
 */
export function ownKeys(row: Pick<ProductRow, 'id' | 'image_url' | 'video_url' | 'gallery_images' | 'carousel_images'>): Set<string> {
  const own = `${mediaUrlPrefix}products/${row.id}/`;
  const urls = [
    row.image_url,
    row.video_url,
    ...row.gallery_images.map((item) => item.url),
    ...row.carousel_images.map((item) => item.url),
  ];
  return new Set(urls.filter((url): url is string => !!url?.startsWith(own)).map((url) => url.slice(mediaUrlPrefix.length)));
}

export async function deleteFiles(storage: MediaStorage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map((key) => storage.delete(key)));
}

/**
 * Changes a product's media and keeps the disk in step: files no longer referenced are removed after
 * the commit; a file stored for a change that then fails is removed again.
 */
async function changeMedia(
  pool: Pool,
  storage: MediaStorage,
  productId: string,
  actor: AuditActor,
  change: (current: ProductRow) => Partial<ProductFields>,
  stored?: string,
): Promise<Product> {
  let before: Set<string> | undefined;
  try {
    const action = stored ? 'product.media_uploaded' : 'product.media_deleted';
    const product = await changeProduct(
      pool,
      productId,
      async (_tx, current) => {
        before = ownKeys(current);
        return change(current);
      },
      { audit: { actor, action } },
    );
    const after = ownKeys(product);
    await deleteFiles(
      storage,
      [...before!].filter((key) => !after.has(key)),
    );
    return product;
  } catch (error) {
    if (stored && !before?.has(stored)) await storage.delete(stored);
    throw error;
  }
}

async function store(storage: MediaStorage, productId: string, checked: CheckedMedia) {
  const { id, key } = await storeUpload(storage, `products/${productId}`, checked);
  return { id, key, url: `${mediaUrlPrefix}${key}` };
}

export type MediaList = 'gallery_images' | 'carousel_images';
const listLimits: Record<MediaList, { max: number; full: string }> = {
  gallery_images: { max: mediaLimits.gallery, full: messages.galleryFull },
  carousel_images: { max: mediaLimits.carousel, full: messages.carouselFull },
};

export function mediaService(pool: Pool, storage: MediaStorage) {
  return {
    async setSingle(productId: string, field: 'image_url' | 'video_url', checked: CheckedMedia, actor: AuditActor): Promise<Product> {
      const file = await store(storage, productId, checked);
      return changeMedia(pool, storage, productId, actor, () => ({ [field]: file.url }), file.key);
    },

    clearSingle(productId: string, field: 'image_url' | 'video_url', actor: AuditActor): Promise<Product> {
      return changeMedia(pool, storage, productId, actor, () => ({ [field]: null }));
    },

    async addToList(productId: string, list: MediaList, checked: CheckedMedia, actor: AuditActor): Promise<Product> {
      const file = await store(storage, productId, checked);
      return changeMedia(
        pool,
        storage,
        productId,
        actor,
        (current) => {
          const items = current[list];
          if (items.some((item) => item.url === file.url)) return {};
          if (items.length >= listLimits[list].max) throw badRequest(listLimits[list].full);
          return { [list]: [...items, { id: file.id, url: file.url }] };
        },
        file.key,
      );
    },

    /** By the item's id, or by its position (spec 2 §2.8 deletes "by index"). */
    removeFromList(productId: string, list: MediaList, itemId: string, actor: AuditActor): Promise<Product> {
      return changeMedia(pool, storage, productId, actor, (current) => {
        const items: MediaItem[] = current[list];
        let index = items.findIndex((item) => item.id === itemId);
        if (index < 0 && /^\d{1,2}$/.test(itemId)) index = Number(itemId) < items.length ? Number(itemId) : -1;
        if (index < 0) throw notFound(messages.mediaNotFound);
        return { [list]: items.filter((_, position) => position !== index) };
      });
    },

    clearList(productId: string, list: MediaList, actor: AuditActor): Promise<Product> {
      return changeMedia(pool, storage, productId, actor, () => ({ [list]: [] }));
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
