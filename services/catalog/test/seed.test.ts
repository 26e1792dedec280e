import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { localDiskStorage } from '@mb/service-kit/media';
import { testNamespace } from '@mb/service-kit/testing';
import { seedCatalog } from '../src/seed.js';
import { startCatalog } from './helpers.js';

let catalog: Awaited<ReturnType<typeof startCatalog>>;
beforeAll(async () => {
  catalog = await startCatalog(testNamespace());
});
afterAll(async () => {
  await catalog?.close();
});

it('seeds the demo products with their pictures once, and stores the pictures again when the media folder was emptied', async () => {
  const storage = localDiskStorage(catalog.mediaDir);
  expect(await seedCatalog(catalog.db, storage)).toEqual([
    'software-restaurant',
    'automatizaciones-ia',
    'servicio-tecnico',
    'facturacion-electronica',
    'desarrollo-web',
  ]);
  const picture = (await catalog.app.inject({ method: 'GET', url: '/public/products/software-restaurant' })).json().product.image_url;
  const media = () => catalog.app.inject({ method: 'GET', url: picture });
  expect((await media()).statusCode).toBe(200);

  rmSync(join(catalog.mediaDir, 'seed'), { recursive: true });
  expect((await media()).statusCode).toBe(404);
  expect(await seedCatalog(catalog.db, storage)).toEqual([]);
  const again = await media();
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-type']).toMatch(/^image\/webp/);
});
