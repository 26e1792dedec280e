import { restaurantCheckRefunded } from '@mb/contracts';
import { on } from '@mb/service-kit';
import type { PosDocumentQueue } from '../jobs/pos-document.job.js';
import type { PosDocumentsDeps } from '../modules/pos-documents/pos-document-issuer.js';
import { documentRefund } from '../modules/pos-documents/pos-documents.service.js';

/** A refund of a documented sale gets its adjustment note, sent after the sale's document (same restaurant order). */
export const checkRefundedConsumer = (deps: PosDocumentsDeps, queue: PosDocumentQueue) =>
  on(restaurantCheckRefunded, async (_tx, refund) => {
    const document = await documentRefund(deps, refund);
    if (document?.status === 'pendiente')
      await queue.enqueue({ documentId: document.id, restaurantId: document.restaurant_id, seq: document.seq });
  });
