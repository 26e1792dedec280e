import fastifyCompress from '@fastify/compress';
import type { App } from '@mb/service-kit';

/**
 * The API's answers compressed on the fly when they are worth it (brotli at a fast level, or gzip, by the
 * browser's Accept-Encoding, `Vary: Accept-Encoding` added): bodies under 1 KB go as they are, since the headers
 * and the CPU would cost more than they save. The web app's files come precompressed from the build (web-app.ts)
 * and pass untouched, as does any answer already encoded. The kitchen board's event stream takes over the raw
 * socket (`reply.hijack()`), so no compressor ever buffers its events.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
