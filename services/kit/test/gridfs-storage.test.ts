import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { MongoClient } from 'mongodb';
import { copyMedia } from '../src/media/copy-media.js';
import { gridFsStorage } from '../src/media/gridfs-storage.js';
import { testNamespace } from '../src/testing/index.js';

const url = (() => {
  const address = new URL(process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/');
  address.pathname = `/media_${testNamespace()}`;
  return address.toString();
})();
const replicaA = gridFsStorage(url);
const replicaB = gridFsStorage(url);

afterAll(async () => {
  const client = new MongoClient(url);
  await client.db().dropDatabase();
  await client.close();
  await Promise.all([replicaA.close(), replicaB.close()]);
});

it('serves from one replica what another stored, with its size and type, and forgets it for all on delete', async () => {
  const key = 'products/p1/0123456789abcdef.svg';
  const picture = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  expect(await replicaB.get(key)).toBeUndefined();
  await replicaA.put(key, Buffer.from(picture));
  const stored = await replicaB.get(key);
  expect({ size: stored?.size, contentType: stored?.contentType }).toEqual({ size: picture.length, contentType: 'image/svg+xml' });
  expect(await text(stored!.body)).toBe(picture);

  // Content-addressed keys: the same key again stores nothing new.
  await replicaB.put(key, Buffer.from(picture));
  const client = new MongoClient(url);
  try {
    expect(await client.db().collection('media.files').countDocuments({ filename: key })).toBe(1);
  } finally {
    await client.close();
  }

  await replicaB.delete(key);
  expect(await replicaA.get(key)).toBeUndefined();
  await replicaA.delete(key); // already gone: not an error
});

it('refuses keys that are not plain relative paths', async () => {
  await expect(replicaA.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe media key');
  expect(await replicaA.get('/absolute.png')).toBeUndefined();
});

it('copies the files a service kept on disk under the same keys, once, leaving half-written ones behind', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mb-media-copy-'));
  mkdirSync(join(dir, 'products', 'p2'), { recursive: true });
  writeFileSync(join(dir, 'products', 'p2', 'aaaaaaaaaaaaaaaa.png'), 'png bytes');
  writeFileSync(join(dir, 'products', 'p2', 'bbbbbbbbbbbbbbbb.mp4'), 'mp4 bytes');
  writeFileSync(join(dir, 'products', 'p2', 'cccccccccccccccc.png.5f1e.part'), 'half');
  expect(await copyMedia(dir, replicaA)).toEqual({ copied: 2, present: 0 });
  expect(await copyMedia(dir, replicaA)).toEqual({ copied: 0, present: 2 });
  expect(await text((await replicaB.get('products/p2/bbbbbbbbbbbbbbbb.mp4'))!.body)).toBe('mp4 bytes');
  expect(await replicaB.get('products/p2/cccccccccccccccc.png.5f1e.part')).toBeUndefined();
});
