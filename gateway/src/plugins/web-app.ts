import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound, type App } from '@mb/service-kit';

const apiPrefixes = ['/auth/', '/api/', '/docs', '/healthz', '/readyz', '/remotes/'];
/** Built files carry a content hash in their name (`main.3f9a1c2b.js`): cache them for a year. */
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;
const hasExtension = /\.[a-z0-9]+$/i;

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function cacheHeaders(reply: FastifyReply, path: string) {
  // index.html and remoteEntry.js keep their names across builds: always revalidate them.
  reply.header('cache-control', hashedFile.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Browser routes (/tienda, /cuenta, /admin/...) match no file: they get index.html so deep links and
 * reloads work. API paths and missing files keep the JSON 404.
 */
export function webAppFallback(webDist: string) {
  const index = join(webDist, 'index.html');
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !apiPrefixes.some((prefix) => path.startsWith(prefix)) && !hasExtension.test(path);
    if (isPage && existsSync(index)) return sendIndex(reply);
    return sendRouteNotFound(reply);
  };
}

/** Serves the built shell at `/` and each remote's build at `/remotes/<name>/`. */
export async function registerWebApp(app: App, options: { webDist: string; remotesDir: string; remotes: readonly string[] }): Promise<void> {
  if (!existsSync(join(options.webDist, 'index.html'))) app.log.warn({ webDist: options.webDist }, 'web app not built: run `npm run build`');
  await app.register(fastifyStatic, { root: options.webDist, index: false, setHeaders: cacheHeaders });
  for (const remote of options.remotes) {
    await app.register(fastifyStatic, {
      root: join(options.remotesDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
}
