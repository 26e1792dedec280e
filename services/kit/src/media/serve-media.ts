import type { FastifyReply } from 'fastify';
import type { StoredFile } from './media-storage.js';

/**
 * Sends a stored upload. Keys are content hashes: a file never changes, so browsers and proxies may keep it for a
 * year. An upload is the sender's bytes, so it is never sniffed into something else nor run as a page.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, options: { private?: boolean } = {}): FastifyReply {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      // A private file (a payment's receipt) may stay in the browser, never in a shared cache.
      .header('cache-control', `${options.private ? 'private' : 'public'}, max-age=31536000, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body)
  );
}
