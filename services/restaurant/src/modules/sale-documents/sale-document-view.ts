import { noSaleDocument, type SaleDocument } from '@mb/contracts';
import type { SaleDocumentRecord } from './sale-documents.repository.js';

/**
 * A sale's (or refund's) document as the app shows it: none when the sale gets none (Estándar, or a check still open);
 * pending until invoicing says more (it numbers the document as soon as it hears of the sale); then as invoicing says.
 */
export function saleDocumentView(record: SaleDocumentRecord | undefined, applies: boolean): SaleDocument {
  if (!applies) return noSaleDocument;
  if (!record) return { ...noSaleDocument, status: 'pendiente' };
  return {
    document_id: record.document_id,
    status: record.status,
    kind: record.kind,
    number: record.number,
    cude: record.cude,
    qr: record.qr_url,
    resolution_legend: record.resolution_legend,
    problem: record.problem,
  };
}
