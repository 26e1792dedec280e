import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, type Product } from '@mb/contracts';
import { adminToken, eventually, samePixels, signTestToken, testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { mp4Bytes, pngOf, startBilling, startCatalog, validProduct } from '../../services/catalog/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

// The admin store calls through a listening gateway to a real catalog and billing: what the browser does.
const namespace = testNamespace();
const webDist = mkdtempSync(join(tmpdir(), 'mb-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  // As the build writes it: minified, attribute values unquoted where they can be.
  '<!doctype html><html><head><meta name=description content="Genérica"><title>MB Platform</title><link rel=stylesheet href=/start.css><script defer src=/main.js></script></head><body><div id="root"></div></body></html>',
);

// The store remote's Spanish texts, which the server writes into the pages it sends.
const remotesDir = mkdtempSync(join(tmpdir(), 'mb-remotes-'));
const storeTexts = {
  home: { home: { hero: { eyebrow: 'Empresa', title: 'Título del inicio', subtitle: 'Lo que hacemos' } } },
  landing: { landing: { pages: { 'software-restaurant': { title: 'Título de la landing', subtitle: 'Para restaurantes' } } } },
  store: { store: { title: 'Tienda' } },
};
mkdirSync(join(remotesDir, 'store', 'locales', 'es'), { recursive: true });
for (const [name, texts] of Object.entries(storeTexts))
  writeFileSync(join(remotesDir, 'store', 'locales', 'es', `${name}.json`), JSON.stringify(texts));

let catalog: Awaited<ReturnType<typeof startCatalog>>;
let billing: Awaited<ReturnType<typeof startBilling>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;
const admin = { authorization: `Bearer ${adminToken()}` };

/** What the gateway answers, as far as these tests read it. */
interface Answer {
  success: boolean;
  message?: string;
  product: Product;
  products: Product[];
  categories: unknown[];
}
const read = async (response: Response) => (await response.json()) as Answer;

beforeAll(async () => {
  billing = await startBilling(namespace);
  const billingUrl = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  catalog = await startCatalog(namespace, { billingUrl });
  gateway = await buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      REMOTES_DIR: remotesDir,
      CATALOG_URL: await catalog.app.listen({ host: '127.0.0.1', port: 0 }),
      BILLING_URL: billingUrl,
      BUS_NAMESPACE: namespace,
    }),
  );
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await gateway.close();
  await billing.close();
  await catalog.close();
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
const createProduct = async (name: string, extra: Record<string, unknown> = {}) => {
  const response = await call('POST', '/auth/products', { ...validProduct, name, ...extra });
  expect(response.status).toBe(201);
  return (await read(response)).product;
};
const form = (field: string, bytes: Buffer, type: string, name: string) => {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
};

it('uploads a picture and a video as a browser does (multipart through the gateway) and serves them cached', async () => {
  const product = await createProduct('Con fotos');
  const upload = await fetch(`${base}/auth/products/${product.id}/image`, {
    method: 'POST',
    headers: admin,
    body: form('image', pngOf(1520, 1761), 'image/png', 'foto.png'),
  });
  expect(upload.status).toBe(200);
  const { image_url } = (await read(upload)).product;

  const served = await fetch(`${base}${image_url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await samePixels(Buffer.from(await served.arrayBuffer()), pngOf(1520, 1761))).toBe(true);

  const tooSmall = await fetch(`${base}/auth/products/${product.id}/gallery`, {
    method: 'POST',
    headers: admin,
    body: form('image', pngOf(20, 2000), 'image/png', 'x.png'),
  });
  expect(tooSmall.status).toBe(400);
  expect(await tooSmall.json()).toEqual({ success: false, message: 'Dimensiones inválidas (20x2000). Mínimo 50px, máximo 3000px' });

  const video = await fetch(`${base}/auth/products/${product.id}/video`, {
    method: 'POST',
    headers: admin,
    body: form('video', mp4Bytes, 'video/mp4', 'demo.mp4'),
  });
  expect((await read(video)).product.video_url).toMatch(/\.mp4$/);

  const notMultipart = await call('POST', `/auth/products/${product.id}/image`, { image: 'x' });
  expect(notMultipart.status).toBe(415);
  const anonymous = await fetch(`${base}/auth/products/${product.id}/image`, {
    method: 'POST',
    body: form('image', pngOf(100, 100), 'image/png', 'x.png'),
  });
  expect(anonymous.status).toBe(401);
  expect((await fetch(`${base}/media/products/nada.png`)).status).toBe(404);
  // A key that climbs out of /media/ never reaches catalog's other routes.
  const climbing = await fetch(`${base}/media/..%2Fpublic%2Fproducts`);
  expect(climbing.status).toBe(404);
  expect(await climbing.text()).not.toContain('Software');
});

it('a product with a live subscription is not deleted; without one it is', async () => {
  const held = await createProduct('Suscrito');
  await billing.db.query(
    `INSERT INTO subscriptions (user_id, product_id, plan_type, status, expires_at) VALUES ($1, $2, 'pro', 'active', now() + interval '30 days')`,
    [randomUUID(), held.id],
  );
  const refused = await call('DELETE', `/auth/products/${held.id}`);
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ success: false, message: 'No se pudo eliminar. Verifique suscripciones activas.' });
  expect((await call('GET', `/auth/products/${held.id}`)).status).toBe(200);

  await billing.db.query(`UPDATE subscriptions SET status = 'expired' WHERE product_id = $1`, [held.id]);
  const deleted = await call('DELETE', `/auth/products/${held.id}`);
  expect(await deleted.json()).toEqual({ success: true, message: messages.productDeleted });
  expect((await call('GET', `/auth/products/${held.id}`)).status).toBe(404);
});

it('a Client cannot administer the store', async () => {
  const client = { authorization: `Bearer ${signTestToken({ role: 'Client' })}` };
  expect((await call('POST', '/auth/products', validProduct, client)).status).toBe(403);
  expect((await call('PUT', '/auth/categories', { name: 'X' }, client)).status).toBe(403);
  expect((await call('POST', '/auth/admin/reconcile/sold-count', { resetAll: true }, client)).status).toBe(403);
});

it('bad input is refused at the gateway with the Spanish message and reaches no service', async () => {
  const zero = await call('POST', '/auth/products', { ...validProduct, price_estandar: 0 });
  expect(zero.status).toBe(400);
  expect((await read(zero)).message).toContain('El precio debe ser mayor que 0');
  const unknown = await call('PUT', `/auth/products/${randomUUID()}/plans/pro`, { price: 1000 });
  expect(unknown.status).toBe(404);
  expect((await read(unknown)).message).toBe(messages.productNotFound);
});

it('a product page gets its own title, description and preview tags; an unknown one is a 404 page', async () => {
  const product = await createProduct('Página propia', { description: 'Descripción <para> compartir', seo_page_slug: 'pagina-propia' });
  await call('PUT', `/auth/products/${product.id}`, { image_url: '/media/seed/x.svg' });
  const page = await fetch(`${base}/tienda/pagina-propia`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<title>Página propia | MB Platform</title>');
  expect(html).toContain('<meta name="description" content="Descripción &lt;para&gt; compartir" />');
  expect(html).toContain(`<meta property="og:image" content="${base}/media/seed/x.svg" />`);
  expect(html).not.toContain('Genérica');
  expect(html.match(/<meta name="?description/g)).toHaveLength(1);

  const missing = await fetch(`${base}/tienda/no-existe`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<div id="root">');
});

it('the home, a landing page, the store and a product page arrive with their visible content, a product page renamed after its event', async () => {
  const product = await createProduct('Contenido servido', { description: 'Lo que se ve primero', seo_page_slug: 'contenido-servido' });
  await call('PUT', `/auth/products/${product.id}`, { image_url: '/media/seed/servido.svg' });
  const page = async (path: string) => (await fetch(`${base}${path}`)).text();
  // The kept list is fresh once the product's event has reached the gateway.
  await eventually(async () => expect(await page('/tienda')).toContain('<h2>Contenido servido</h2>'));
  const productPage = await page('/tienda/contenido-servido');
  expect(productPage).toContain('<h1 class="mb-first-paint__title">Contenido servido</h1>');
  expect(productPage).toContain('<p class="mb-first-paint__text">Lo que se ve primero</p>');
  expect(productPage).toContain('src="/media/seed/servido.svg"');
  // Its picture is asked for from the head, before the app's stylesheets and scripts.
  const preload = productPage.indexOf('<link rel="preload" as="image" href="/media/seed/servido.svg" fetchpriority="high">');
  expect(preload).toBeGreaterThan(0);
  expect(preload).toBeLessThan(productPage.indexOf('<link rel=stylesheet'));
  expect(preload).toBeLessThan(productPage.indexOf('<script'));
  expect(preload).toBeLessThan(productPage.indexOf('</head>'));

  expect(await page('/')).toContain('<h1 class="mb-first-paint__title">Título del inicio</h1>');
  expect(await page('/soluciones/software-restaurant')).toContain('<h1 class="mb-first-paint__title">Título de la landing</h1>');
  const store = await page('/tienda');
  expect(store).toContain('<h1 class="mb-first-paint__title">Tienda</h1>');
  expect(store).toContain('<h2>Contenido servido</h2>');

  // With the answers the app would ask for, under the keys the store reads them with; then the shell's own: where the
  // remotes are (as /api/remotes says) and, with no session cookie, that nobody is signed in.
  const { remotes } = (await (await fetch(`${base}/api/remotes`)).json()) as { remotes: unknown };
  const shellAnswers = [
    { key: ['api', 'remotes'], value: remotes },
    { key: ['auth', 'me'], value: null },
  ];
  expect(pageData(productPage)).toEqual([
    {
      key: ['public', 'product', 'contenido-servido'],
      value: (await read(await fetch(`${base}/auth/public/products/contenido-servido`))).product,
    },
    { key: ['public', 'products'], value: (await read(await fetch(`${base}/auth/public/products`))).products },
    ...shellAnswers,
  ]);
  expect(pageData(store)).toEqual([
    { key: ['public', 'products'], value: (await read(await fetch(`${base}/auth/public/products`))).products },
    { key: ['public', 'categories'], value: (await read(await fetch(`${base}/auth/public/categories`))).categories },
    ...shellAnswers,
  ]);
  expect(pageData(await page('/'))).toEqual(shellAnswers);
  // A browser with a session cookie asks who it is: the server does not answer for it.
  const signedIn = await fetch(`${base}/`, { headers: { cookie: 'mb_session=a-token' } });
  expect(signedIn.headers.get('vary')).toContain('Cookie');
  expect(pageData(await signedIn.text())).toEqual([shellAnswers[0]]);

  await call('PUT', `/auth/products/${product.id}`, { name: 'Contenido renombrado' });
  await eventually(async () =>
    expect(await page('/tienda/contenido-servido')).toContain('<h1 class="mb-first-paint__title">Contenido renombrado</h1>'),
  );
  expect(pageData(await page('/tienda/contenido-servido'))?.[0]).toMatchObject({ value: { name: 'Contenido renombrado' } });
});

it("writes a product's text into the page as it is, even with characters that could close the data element or read as patterns", async () => {
  const product = await createProduct('Precio $& </script><b>', { description: "Desde $80.000 $' al mes", seo_page_slug: 'texto-raro' });
  const html = await (await fetch(`${base}/tienda/texto-raro`)).text();
  expect(html).toContain('<h1 class="mb-first-paint__title">Precio $&amp; &lt;/script&gt;&lt;b&gt;</h1>');
  expect(html).toContain('<p class="mb-first-paint__text">Desde $80.000 $&#39; al mes</p>');
  expect(html).toContain('<title>Precio $&amp; &lt;/script&gt;&lt;b&gt; | MB Platform</title>');
  expect(html).toContain('<meta name="description" content="Desde $80.000 $&#39; al mes" />');
  expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script/g)!.length);
  expect(pageData(html)?.[0]).toMatchObject({
    value: { id: product.id, name: 'Precio $& </script><b>', description: "Desde $80.000 $' al mes" },
  });
});

/** The JSON the gateway wrote for the app (`<script type="application/json" id="mb-page-data">`), if any. */
function pageData(html: string): { key: unknown[]; value: Record<string, unknown> }[] | undefined {
  const text = /<script type="application\/json" id="mb-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

it('GET /auth/public/products lists a new active product with its plans once its event reaches the gateway', async () => {
  await createProduct('Pública');
  // The list is kept in the gateway until the next catalog.product.* event: a new product shows a moment later.
  await eventually(async () => {
    const { products } = await read(await fetch(`${base}/auth/public/products`));
    expect(products.find((product: { name: string }) => product.name === 'Pública')).toMatchObject({
      plans: { gold: { price: 250000, price_annual: 2700000 } },
    });
  });
});
