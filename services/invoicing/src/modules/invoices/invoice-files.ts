import { httpClient } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import type { ArchivedFile } from '../archive/archive.repository.js';

/**
 * One file of a document APIDIAN has just issued, to archive it: APIDIAN's public download
 * `GET /api/invoice/{nit}/{filename}` (reference §2), outside `/api/ubl2.1` and binary. Throws ApidianUnavailable
 * when APIDIAN cannot give it (away, or it no longer has it), so the archiving job tries again.
 */
export async function fetchApidianFile(options: { baseUrl: string; timeoutMs: number; nit: string }, filename: string): Promise<Buffer> {
  const apidian = httpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, unavailable: 'APIDIAN' });
  const path = `api/invoice/${encodeURIComponent(options.nit)}/${encodeURIComponent(filename)}`;
  let response: Response;
  try {
    response = await apidian.send(path);
  } catch (error) {
    throw new ApidianUnavailable(`APIDIAN did not give ${filename}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApidianUnavailable(`APIDIAN answered ${response.status} for ${filename}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/** An archived file as the browser downloads it: the PDF shown in place, the XML saved. */
export function sendArchivedFile(reply: FastifyReply, file: ArchivedFile, content: Buffer, downloadName: string) {
  const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${downloadName}"`)
    .header('cache-control', 'private, max-age=3600')
    .send(content);
}
