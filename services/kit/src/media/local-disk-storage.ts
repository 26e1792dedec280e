import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentTypeOf, isSafeKey, type MediaStorage } from './media-storage.js';

/** Files under one folder; written to a temporary name and renamed, so a reader never sees half a file. */
export function localDiskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const path = join(root, key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
