import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CheckedMedia } from './media-check.js';

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded pictures and videos live (catalog's products, restaurant's dishes). Keys are content-addressed
 * (`products/<id>/<hash>.<ext>`), so a stored file never changes and can be cached for a year. Local disk by default; an S3-compatible
 * bucket would be another implementation of this interface.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are ours, but the serving route takes them from a URL: only plain relative paths pass. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]{0,300}$/i.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/**
 * Stores a checked upload's bytes (a picture's re-encoded copy) as `<folder>/<hash>.<extension>`. Content-addressed
 * on exactly the bytes stored: the same bytes get the same key, so a repeated upload stores nothing new and a stored
 * file never changes. `id` is the hash, the file's name in a list.
 */
export async function storeUpload(storage: MediaStorage, folder: string, checked: CheckedMedia): Promise<{ id: string; key: string }> {
  const id = createHash('sha256').update(checked.bytes).digest('hex').slice(0, 16);
  const key = `${folder}/${id}.${checked.extension}`;
  await storage.put(key, checked.bytes);
  return { id, key };
}
