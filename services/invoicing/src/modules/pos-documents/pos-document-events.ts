import { invoicingPosDocumentUpdated } from '@mb/contracts';
import { writeOutbox, type Tx } from '@mb/service-kit';
import { rejectionReason } from '../../domain/rejection-reasons.js';
import type { PosDocumentRow } from './pos-documents.repository.js';

/** What the restaurant reads when a document is stopped, with what to do. */
export const posDocumentTexts = {
  refused: 'APIDIAN no aceptó el documento.',
  held:
    'El CUDE que devolvió APIDIAN no coincide con el que calculamos: el documento queda retenido. Revisa el PIN del software de ' +
    'documentos equivalentes y el ambiente configurados, y reintenta.',
  fixIssuer: 'Corrige la configuración de facturación electrónica del restaurante y reintenta el documento.',
  fixBuyer: 'Corrige los datos del comprador y reintenta el documento.',
  numberingExhausted: (prefix: string) => `Se agotó la numeración autorizada ${prefix}; configura una nueva resolución.`,
} as const;

/** The event every change publishes, in the same transaction, keyed by the check. */
export async function announce(tx: Tx, document: PosDocumentRow): Promise<void> {
  await writeOutbox(tx, invoicingPosDocumentUpdated, {
    aggregateId: document.check_id,
    payload: {
      documentId: document.id,
      restaurantId: document.restaurant_id,
      checkId: document.check_id,
      refundId: document.refund_id,
      kind: document.kind,
      status: document.status === 'retenido' ? 'rechazado' : document.status,
      number: `${document.prefix}${document.number}`,
      cude: document.status === 'emitido' ? (document.dian_cude ?? document.cude) : null,
      qrUrl: document.status === 'emitido' ? document.qr_url : null,
      resolutionLegend: document.resolution_legend,
      problem: problemOf(document),
      changedAt: document.updated_at.toISOString(),
    },
  });
}

/** A stopped document's problem in plain Spanish: DIAN's rules explained, and what to do. */
export function problemOf(document: Pick<PosDocumentRow, 'status' | 'errors'>): string | null {
  if (document.status === 'retenido') return posDocumentTexts.held;
  if (document.status !== 'rechazado') return null;
  const reasons = document.errors.map(rejectionReason).filter((reason) => !reason.notice);
  const explained = reasons.map((reason) => (reason.rule ? `Regla ${reason.rule}: ${reason.explanation}` : reason.explanation));
  const todo = reasons.some((reason) => reason.fixedBy === 'buyer') ? posDocumentTexts.fixBuyer : posDocumentTexts.fixIssuer;
  return [...new Set(explained), todo].join(' ');
}
