import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import { ApidianUnavailable } from '../../apidian/apidian-client.js';

const contentTypes = { pdf: 'application/pdf', xml: 'application/xml' } as const;
export type FileKind = keyof typeof contentTypes;

/**
 * APIDIAN's public download `GET /api/invoice/{nit}/{filename}` (reference §2): outside `/api/ubl2.1` and binary,
 * so not through the JSON client. The raw response is handed back to be streamed; the time limit covers its start.
 */
export async function fetchApidianFile(options: { baseUrl: string; timeoutMs: number }, nit: string, filename: string, kind: FileKind): Promise<Response> {
  const url = new URL(`api/invoice/${encodeURIComponent(nit)}/${encodeURIComponent(filename)}`, `${options.baseUrl.replace(/\/+$/, '')}/`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetch(url, { headers: { accept: contentTypes[kind] }, signal: controller.signal });
  } catch (error) {
    throw new ApidianUnavailable(`APIDIAN unreachable: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Streams an issued document's file from APIDIAN as `downloadName`; 503 when APIDIAN is away, 502 when it fails. */
export async function sendApidianFile(
  reply: FastifyReply,
  options: { baseUrl: string; timeoutMs: number; nit: string; unavailable: string },
  file: { filename: string; kind: FileKind; downloadName: string },
) {
  let response: Response;
  try {
    response = await fetchApidianFile(options, options.nit, file.filename, file.kind);
  } catch {
    throw new AppError(503, options.unavailable);
  }
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
