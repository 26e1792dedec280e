import { readdirSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { adminToken, samePixels, testNamespace } from '@mb/service-kit/testing';
import { gridFsStorage } from '@mb/service-kit/media';
import { multipart, pngOf, startCatalog, validProduct, type TestCatalog } from './helpers.js';

const namespace = testNamespace();
const mediaMongoUrl = (() => {
  const address = new URL(process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/');
  address.pathname = `/media_${namespace}`;
  return address.toString();
})();
let catalog: TestCatalog;
const otherReplica = gridFsStorage(mediaMongoUrl);

beforeAll(async () => {
  catalog = await startCatalog(namespace, { withBilling: true, mediaMongoUrl });
});
afterAll(async () => {
  await catalog.close();
  await otherReplica.close();
  const client = new MongoClient(mediaMongoUrl);
  await client.db().dropDatabase();
  await client.close();
});

it('keeps an uploaded picture in GridFS with MEDIA_MONGODB_URL: served by the service, readable by another replica, nothing on the disk', async () => {
  const productId = (await catalog.admin('POST', '/products', validProduct)).json().product.id;
  const body = multipart('image', 'foto.png', 'image/png', pngOf(640, 480));
  const response = await catalog.app.inject({
    method: 'POST',
    url: `/products/${productId}/image`,
    headers: { ...body.headers, authorization: `Bearer ${adminToken()}` },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const { image_url } = response.json().product as { image_url: string };

  const served = await catalog.app.inject({ method: 'GET', url: image_url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(await samePixels(served.rawPayload, pngOf(640, 480))).toBe(true);

  const elsewhere = await otherReplica.get(image_url.replace('/media/', ''));
  expect(elsewhere?.size).toBe(served.rawPayload.length);
  expect(readdirSync(catalog.mediaDir)).toEqual([]);
});
