import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { messages } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CatalogClient } from '../../clients/catalog.client.js';

/** A service's stored file by key, with the request headers to pass on (`If-None-Match`). */
export type FetchFile = (key: string, headers: Record<string, string>) => Promise<Response>;

/** Media keys are plain relative paths (`products/<id>/<hash>.png`); anything else never leaves the gateway. */
export const isMediaKey = (key: string) =>
  /^[a-z0-9][a-z0-9/_.-]{0,300}$/i.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..');

const passedHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];

/** Product pictures and videos, streamed from catalog with its year-long cache headers. */
export function mediaRoutes(app: App, catalog: CatalogClient): void {
  relayMediaFiles(app, '/media/', catalog.media);
}

/**
 * Uploaded files under `prefix`, streamed from the service that keeps them with its cache headers. Fetched by
 * <img> and <video>, which send no session: the keys are content hashes, and the route is outside the API (hidden).
 */
export function relayMediaFiles(app: App, prefix: string, fetchFile: FetchFile): void {
  app.get(`${prefix}*`, { schema: { hide: true, params: z.object({ '*': z.string().max(400) }) } }, async (request, reply) => {
    if (!isMediaKey(request.params['*'])) throw new AppError(404, 'Archivo no encontrado');
    const conditional = request.headers['if-none-match'];
    return sendServiceFile(reply, () => fetchFile(request.params['*'], conditional ? { 'if-none-match': conditional } : {}));
  });
}

/** A service's stored file streamed to the browser with the service's own headers; a missing one is 404. */
export async function sendServiceFile(reply: FastifyReply, fetchFile: () => Promise<Response>): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch {
    throw new AppError(503, messages.serviceUnavailable);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new AppError(
      response.status === 404 ? 404 : 502,
      response.status === 404 ? 'Archivo no encontrado' : messages.serviceUnavailable,
    );
  }
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
