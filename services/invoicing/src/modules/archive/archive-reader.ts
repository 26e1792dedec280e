import { AppError } from '@mb/service-kit';
import { MongoError } from 'mongodb';
import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import type { ArchivedDocument } from './archive.repository.js';

/**
 * An issued document from the archive, for a download or a re-send. One issued before the archive existed is archived
 * first by `archiveNow` (from APIDIAN, while it still has it). 503 while the archive is away, 502 when the document
 * cannot be had at all; `unavailable` says so in Spanish.
 */
export async function archivedDocument(
  deps: Pick<InvoicesDeps, 'archive'>,
  id: string,
  archiveNow: (() => Promise<void>) | null,
  unavailable: string,
): Promise<ArchivedDocument> {
  try {
    const found = await deps.archive.find(id);
    if (found) return found;
    if (!archiveNow) throw new AppError(502, unavailable);
    await archiveNow();
    const archived = await deps.archive.find(id);
    if (!archived) throw new AppError(502, unavailable);
    return archived;
  } catch (error) {
    if (error instanceof MongoError) throw new AppError(503, unavailable);
    if (error instanceof ApidianUnavailable) throw new AppError(502, unavailable);
    throw error;
  }
}
