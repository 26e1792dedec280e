import { invoicingPosDocumentUpdated } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { saveSaleDocument } from '../modules/sale-documents/sale-documents.repository.js';

/** What invoicing says of a sale's DIAN document (pending, issued, rejected): the check and its receipt show it. */
export const posDocumentUpdatedConsumer = on(invoicingPosDocumentUpdated, (tx, update) => saveSaleDocument(tx, update));
