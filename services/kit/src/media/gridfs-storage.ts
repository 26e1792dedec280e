import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { contentTypeOf, isSafeKey, type MediaStorage } from './media-storage.js';

export interface ClosableMediaStorage extends MediaStorage {
  close(): Promise<void>;
}

/**
 * Files in MongoDB's GridFS (the document archive's database server), so every replica of a service reads what any
 * other stored: nothing lives on one pod's disk. A key is the file's name; keys are content-addressed, so a file
 * already there is not written again, and should two replicas write the same key at once the newest copy is read.
 */
export function gridFsStorage(url: string, bucketName = 'media'): ClosableMediaStorage {
  const client = new MongoClient(url);
  const bucket = new GridFSBucket(client.db(), { bucketName });
  const newest = (key: string) => bucket.find({ filename: key }).sort({ uploadDate: -1 }).limit(1).next();
  return {
    async put(key, bytes) {
      if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
      if (await newest(key)) return;
      await pipeline(Readable.from([bytes]), bucket.openUploadStream(key, { metadata: { contentType: contentTypeOf(key) } }));
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const file = await newest(key);
      if (!file) return undefined;
      return { body: bucket.openDownloadStream(file._id), size: file.length, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      for (const file of await bucket.find({ filename: key }).toArray()) await bucket.delete(file._id);
    },
    close: () => client.close(),
  };
}
