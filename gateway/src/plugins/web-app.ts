import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicQueryKeys, webPageKind, type PageData } from '@mb/contracts';
import { AppError, SESSION_COOKIE, sendRouteNotFound, type App } from '@mb/service-kit';
import type { RemotesList } from '../config.js';
import type { ServerPage } from '../routes/public/first-paint-pages.js';
import { withFirstPaint } from './first-paint.js';
import { withPageMeta } from './page-meta.js';

const apiPrefixes = ['/auth/', '/api/', '/docs', '/healthz', '/readyz', '/remotes/'];
/** Under /restaurant/ only the app's own page is a page; the rest is the restaurant app's API (JSON 404 when unknown). */
const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path.startsWith(prefix)) ||
  (path.startsWith('/restaurant/') && !path.startsWith('/restaurant/panelControl'));
/** Built files carry a content hash in their name (`main.3f9a1c2b.js`, its `.br` or `.gz` sibling): cache them for a year. */
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;
const hasExtension = /\.[a-z0-9]+$/i;

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function cacheHeaders(reply: FastifyReply, path: string) {
  // index.html, a remote's mf-manifest.json and remoteEntry.js keep their names across builds: always revalidate them.
  reply.header('cache-control', hashedFile.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A page's preview tags and first content (`routes/public/first-paint-pages.ts`); undefined when it has none. */
export type ServerPages = (
  path: string,
  page: NonNullable<ReturnType<typeof webPageKind>>,
  requestId: string,
) => Promise<ServerPage | undefined>;

/** What the server writes into a page: its own content (the store's pages) and the remotes list (its manifests). */
export interface PageContext {
  serverPages?: ServerPages;
  remotes(): Promise<RemotesList>;
}

/**
 * The shell's start-up answers, in every page the server writes: the remotes' manifest and, for a browser that sent
 * no session cookie, that nobody is signed in (the app still asks when it holds a token of its own). Each is a request
 * the app would otherwise make, and wait for, before it can draw the page.
 */
async function shellAnswers(request: FastifyRequest, remotes: PageContext['remotes']): Promise<PageData> {
  const signedOut = !request.cookies[SESSION_COOKIE];
  return [{ key: publicQueryKeys.remotes, value: await remotes() }, ...(signedOut ? [{ key: publicQueryKeys.session, value: null }] : [])];
}

/**
 * A page of the app: index.html, with the page's content and, for a product, its title and preview tags written in
 * by the server (404 when the product does not exist, so it is not indexed). A path that is none of the app's pages
 * gets index.html with 404, and the app shows its not-found page.
 */
function sendPage(webDist: string, { serverPages, remotes }: PageContext) {
  const index = join(webDist, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const page = webPageKind(path);
    if (!page) return sendIndex(reply.code(404));
    if (!serverPages) return sendIndex(reply);
    let served: ServerPage | undefined;
    try {
      served = await serverPages(path, page, request.id);
    } catch (error) {
      // The catalog could not tell: the app itself will show the product or its error.
      if (!(error instanceof AppError && error.statusCode === 404)) return sendIndex(reply);
      reply.code(404);
    }
    if (!served && reply.statusCode !== 404) return sendIndex(reply);
    let html = await readFile(index, 'utf8');
    if (served?.meta) html = withPageMeta(html, served.meta, new URL(request.url, `${request.protocol}://${request.host}`));
    if (served) html = withFirstPaint(html, served.firstPaint, [...(served.data ?? []), ...(await shellAnswers(request, remotes))]);
    // The session answer depends on the cookie: a shared cache must not hand one browser's page to another.
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  };
}

/**
 * Browser routes (/tienda, /cuenta, /admin/...) match no file: they get their page so deep links and reloads work.
 * API paths and missing files keep the JSON 404.
 */
export function webAppFallback(webDist: string, context: PageContext) {
  const index = join(webDist, 'index.html');
  const page = sendPage(webDist, context);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !hasExtension.test(path);
    if (!isPage || !existsSync(index)) return sendRouteNotFound(reply);
    return page(request, reply);
  };
}

/**
 * Serves the built shell at `/`, each remote's build at `/remotes/<name>/` and the versions teams uploaded at
 * `/remotes/releases/<name>/<version>/`. The build writes brotli and gzip siblings of every text file: a browser gets
 * the one its Accept-Encoding allows, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(
  app: App,
  options: { webDist: string; remotesDir: string; releasesDir: string; remoteNames: readonly string[] } & PageContext,
): Promise<void> {
  if (!existsSync(join(options.webDist, 'index.html')))
    app.log.warn({ webDist: options.webDist }, 'web app not built: run `npm run build`');
  await app.register(fastifyStatic, { root: options.webDist, index: false, preCompressed: true, setHeaders: cacheHeaders });
  for (const remote of options.remoteNames) {
    await app.register(fastifyStatic, {
      root: join(options.remotesDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/remotes/releases/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  app.get('/', { schema: { hide: true } }, sendPage(options.webDist, options));
}
