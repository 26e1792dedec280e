import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { App } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

const threshold = 1024;
type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
// @fastify/compress's own levels: brotli 4 (11 costs far more CPU), gzip's default.
const compress: Record<Encoding, (body: string | Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};
const compressible = /^text\/(?!event-stream)|[+/]json(?:;|$)/;

/**
 * A written answer (a string or bytes: the services' JSON relayed as written, a page with its first paint) compressed
 * in one call. @fastify/compress turns every answer into a stream through three stream libraries; for a few KB that
 * machinery cost the gateway more CPU than the compression itself (an offline floor's 200 replayed writes, profiled).
 */
function compressWritten(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < threshold || reply.hasHeader('content-encoding')) return payload;
  if (!compressible.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings) as Encoding | null;
  if (!encoding) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compress[encoding](payload);
}

/**
 * The API's answers compressed on the fly when they are worth it (brotli at a fast level, or gzip, by the
 * browser's Accept-Encoding, `Vary: Accept-Encoding` added): bodies under 1 KB go as they are, since the headers
 * and the CPU would cost more than they save. Written answers are compressed here (`compressWritten`, an app-wide hook
 * that runs before the plugin's own), streamed ones by @fastify/compress. The web app's files come precompressed from
 * the build (web-app.ts) and pass untouched, as does any answer already encoded. The kitchen board's event stream
 * takes over the raw socket (`reply.hijack()`), so no compressor ever buffers its events.
 */
export async function registerCompression(app: App): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => compressWritten(request, reply, payload));
  await app.register(fastifyCompress, { encodings, threshold });
}
