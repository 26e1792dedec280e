import { restaurantCheckPaid } from '@mb/contracts';
import { on } from '@mb/service-kit';
import type { PosDocumentQueue } from '../jobs/pos-document.job.js';
import type { PosDocumentsDeps } from '../modules/pos-documents/pos-document-issuer.js';
import { documentSale } from '../modules/pos-documents/pos-documents.service.js';

/**
 * A paid check gets its document, numbered and stored (committed) here, then sent by a job. A redelivery finds the
 * document made and queues nothing new (the job is keyed by the document).
 */
export const checkPaidConsumer = (deps: PosDocumentsDeps, queue: PosDocumentQueue) =>
  on(restaurantCheckPaid, async (_tx, check) => {
    const document = await documentSale(deps, check);
    if (document?.status === 'pendiente')
      await queue.enqueue({ documentId: document.id, restaurantId: document.restaurant_id, seq: document.seq });
  });
