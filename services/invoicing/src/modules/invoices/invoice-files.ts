import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError, httpClient } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';

const contentTypes = { pdf: 'application/pdf', xml: 'application/xml' } as const;
export type FileKind = keyof typeof contentTypes;

/** Streams an issued document's file from APIDIAN as `downloadName`; 503 when APIDIAN is away, 502 when it fails. */
export async function sendApidianFile(
  reply: FastifyReply,
  options: { baseUrl: string; timeoutMs: number; nit: string; unavailable: string },
  file: { filename: string; kind: FileKind; downloadName: string },
) {
  // APIDIAN's public download `GET /api/invoice/{nit}/{filename}` (reference §2): outside `/api/ubl2.1` and binary,
  // so streamed back as it comes; the time limit covers its start.
  const apidian = httpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, unavailable: options.unavailable });
  const path = `api/invoice/${encodeURIComponent(options.nit)}/${encodeURIComponent(file.filename)}`;
  const response = await apidian.send(path, { stream: true, headers: { accept: contentTypes[file.kind] } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new AppError(502, options.unavailable);
  }
  const disposition = file.kind === 'pdf' ? 'inline' : 'attachment';
  void reply
    .header('content-type', response.headers.get('content-type') ?? contentTypes[file.kind])
    .header('content-disposition', `${disposition}; filename="${file.downloadName}"`)
    .header('cache-control', 'private, max-age=3600');
  const length = response.headers.get('content-length');
  if (length) void reply.header('content-length', length);
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
