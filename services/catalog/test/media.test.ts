import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@mb/contracts';
import {
  adminToken,
  jpegHtmlPolyglot,
  pngBomb,
  pngWithAppendedScript,
  samePixels,
  signTestToken,
  testNamespace,
} from '@mb/service-kit/testing';
import { mp4Bytes, multipart, pngOf, startCatalog, validProduct, type TestCatalog } from './helpers.js';

let catalog: TestCatalog;
let productId: string;

beforeAll(async () => {
  catalog = await startCatalog(testNamespace(), { withBilling: true });
  productId = (await catalog.admin('POST', '/products', validProduct)).json().product.id;
});
afterAll(async () => {
  await catalog.close();
});

const upload = (path: string, body: ReturnType<typeof multipart>, token = adminToken()) =>
  catalog.app.inject({
    method: 'POST',
    url: `/products/${productId}/${path}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
const image = (width: number, height: number, field = 'image') => multipart(field, 'foto.png', 'image/png', pngOf(width, height));
const product = async () => (await catalog.admin('GET', `/products/${productId}`)).json().product;
const fileOf = (url: string) => join(catalog.mediaDir, url.replace('/media/', ''));

describe('image uploads', () => {
  it('stores a real picture, points the product at it and serves it with year-long cache headers', async () => {
    const response = await upload('image', image(1520, 1761));
    expect(response.statusCode).toBe(200);
    const { image_url, version } = response.json().product;
    expect(image_url).toMatch(new RegExp(`^/media/products/${productId}/[0-9a-f]{16}\\.png$`));
    expect(version).toBe(2);

    const served = await catalog.app.inject({ method: 'GET', url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(served.rawPayload, pngOf(1520, 1761))).toBe(true);
  });

  it('refuses pictures outside 50–3000 px per side with the spec text, and changes nothing', async () => {
    const before = await product();
    for (const [width, height] of [
      [3001, 200],
      [200, 3001],
      [49, 400],
      [400, 49],
    ]) {
      const response = await upload('image', image(width!, height!));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: `Dimensiones inválidas (${width}x${height}). Mínimo 50px, máximo 3000px`,
      });
    }
    expect(await product()).toEqual(before);
  });

  it('refuses a file that is not a picture whatever its name says, a missing file, the wrong field and a JSON body', async () => {
    const before = await product();
    const fake = await upload('image', multipart('image', 'foto.png', 'image/png', Buffer.from('esto no es una imagen, solo texto')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(messages.notAnImage);

    const svg = await upload(
      'gallery',
      multipart(
        'image',
        'x.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>'),
      ),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(messages.notAnImage);

    const wrongField = await upload('image', image(100, 100, 'foto'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(`${messages.fileMissing}: image`);

    const json = await catalog.admin('POST', `/products/${productId}/image`, { image: 'x' });
    expect(json.statusCode).toBe(415);

    const broken = image(100, 100);
    const truncated = await catalog.app.inject({
      method: 'POST',
      url: `/products/${productId}/image`,
      headers: { ...broken.headers, authorization: `Bearer ${adminToken()}` },
      payload: broken.payload.subarray(0, 90),
    });
    expect(truncated.statusCode).toBe(400);
    expect(await product()).toEqual(before);
  });

  it('refuses a Client (403) and an unknown product (404) without leaving a file behind', async () => {
    const client = await upload('image', image(100, 100), signTestToken({ role: 'Client' }));
    expect(client.statusCode).toBe(403);
    const body = image(120, 120);
    const stranger = '00000000-0000-4000-8000-000000000000';
    const unknown = await catalog.app.inject({
      method: 'POST',
      url: `/products/${stranger}/image`,
      headers: { ...body.headers, authorization: `Bearer ${adminToken()}` },
      payload: body.payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.productNotFound);
    const folder = join(catalog.mediaDir, 'products', stranger);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('replacing and deleting the main image removes the old file', async () => {
    const first = (await upload('image', image(300, 300))).json().product.image_url;
    const second = (await upload('image', image(301, 300))).json().product.image_url;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const cleared = await catalog.admin('DELETE', `/products/${productId}/image`);
    expect(cleared.json().product.image_url).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
    expect((await catalog.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });
});

it("deleting a product that links another product's picture leaves that picture alone", async () => {
  const url = (await upload('image', image(150, 150))).json().product.image_url;
  const borrower = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Prestada', image_url: url })).json().product;
  expect((await catalog.admin('DELETE', `/products/${borrower.id}`)).statusCode).toBe(200);
  expect(existsSync(fileOf(url))).toBe(true);
});

describe('hostile pictures', () => {
  const uploadTo = (id: string, path: string, body: ReturnType<typeof multipart>) =>
    catalog.app.inject({
      method: 'POST',
      url: `/products/${id}/${path}`,
      headers: { ...body.headers, authorization: `Bearer ${adminToken()}` },
      payload: body.payload,
    });

  it('a PNG with a script appended and a JPEG that is also a page are stored and served as clean copies, keyed by those bytes', async () => {
    const own = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Fotos hostiles' })).json().product;
    const sent = [
      { form: multipart('image', 'foto.png', 'image/png', await pngWithAppendedScript(640, 480)), type: 'image/png', extension: 'png' },
      { form: multipart('image', 'foto.jpg', 'image/jpeg', await jpegHtmlPolyglot(640, 480)), type: 'image/jpeg', extension: 'jpg' },
    ];
    for (const { form, type, extension } of sent) {
      expect(form.payload.includes('<script')).toBe(true);
      const response = await uploadTo(own.id, 'gallery', form);
      expect(response.statusCode).toBe(200);
      const item = response.json().product.gallery_images.at(-1);
      const stored = readFileSync(fileOf(item.url));
      for (const leftover of ['<script', '<html', 'Ana Secreta']) expect(stored.includes(leftover)).toBe(false);
      expect(createHash('sha256').update(stored).digest('hex').slice(0, 16)).toBe(item.id);
      expect(item.url).toBe(`/media/products/${own.id}/${item.id}.${extension}`);

      const served = await catalog.app.inject({ method: 'GET', url: item.url });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('a PNG of a few kilobytes claiming 50 000 × 50 000 pixels is refused in Spanish and leaves nothing', async () => {
    const own = (await catalog.admin('POST', '/products', { ...validProduct, name: 'Bomba' })).json().product;
    const response = await uploadTo(own.id, 'image', multipart('image', 'bomba.png', 'image/png', pngBomb()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'La imagen tiene demasiados píxeles (50000x50000). Máximo 25 millones de píxeles',
    });
    expect((await catalog.admin('GET', `/products/${own.id}`)).json().product).toEqual(own);
    expect(existsSync(join(catalog.mediaDir, 'products', own.id))).toBe(false);
  });
});

describe('gallery and carousel', () => {
  it('holds at most 3 gallery pictures, deletes one by id or by position', async () => {
    for (let side = 100; side < 103; side += 1) expect((await upload('gallery', image(side, side))).statusCode).toBe(200);
    const full = await upload('gallery', image(200, 200));
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(messages.galleryFull);

    const gallery = (await product()).gallery_images;
    expect(gallery).toHaveLength(3);
    const byId = await catalog.admin('DELETE', `/products/${productId}/gallery/${gallery[1].id}`);
    expect(byId.json().product.gallery_images.map((item: { id: string }) => item.id)).toEqual([gallery[0].id, gallery[2].id]);
    const byIndex = await catalog.admin('DELETE', `/products/${productId}/gallery/0`);
    expect(byIndex.json().product.gallery_images).toEqual([gallery[2]]);
    const unknown = await catalog.admin('DELETE', `/products/${productId}/gallery/ffffffffffffffff`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.mediaNotFound);
    expect(existsSync(fileOf(gallery[0].url))).toBe(false);
  });

  it('holds at most 4 carousel pictures', async () => {
    for (let side = 400; side < 404; side += 1) expect((await upload('carousel', image(side, 200))).statusCode).toBe(200);
    const full = await upload('carousel', image(500, 200));
    expect(full.json()).toEqual({ success: false, message: messages.carouselFull });
  });
});

describe('video', () => {
  it('accepts an MP4 in the field video, refuses a picture there, and deletes it', async () => {
    const video = await upload('video', multipart('video', 'demo.mp4', 'video/mp4', mp4Bytes));
    expect(video.statusCode).toBe(200);
    const { video_url } = video.json().product;
    expect(video_url).toMatch(/\.mp4$/);
    expect((await catalog.app.inject({ method: 'GET', url: video_url })).headers['content-type']).toBe('video/mp4');

    const picture = await upload('video', multipart('video', 'x.mp4', 'video/mp4', pngOf(100, 100)));
    expect(picture.json()).toEqual({ success: false, message: messages.notAVideo });

    const cleared = await catalog.admin('DELETE', `/products/${productId}/video`);
    expect(cleared.json().product.video_url).toBeNull();
  });

  it('never serves a path outside the media folder', async () => {
    for (const url of ['/media/../package.json', '/media/%2e%2e/package.json', '/media/products/..%2f..%2fpackage.json']) {
      expect((await catalog.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
