import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isSafeKey, type MediaStorage } from './media-storage.js';

/**
 * Copies the files a service kept on its disk (`MEDIA_DIR`) into another storage under the same keys, so the URLs
 * already given out keep working once the service switches (GridFS, for replicas). Files already there are left
 * alone, so it can run again after an interruption; half-written temporary files (`.part`) are not media.
 */
export async function copyMedia(dir: string, into: MediaStorage): Promise<{ copied: number; present: number }> {
  const counts = { copied: 0, present: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(dir, path).split(sep).join('/');
    if (!isSafeKey(key)) continue;
    const existing = await into.get(key);
    if (existing) {
      existing.body.destroy();
      counts.present += 1;
      continue;
    }
    await into.put(key, await readFile(path));
    counts.copied += 1;
  }
  return counts;
}
