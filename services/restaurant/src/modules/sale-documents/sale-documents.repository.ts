import type { invoicingPosDocumentUpdated, PayloadOf } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface SaleDocumentRecord {
  check_id: string;
  refund_id: string | null;
  document_id: string;
  kind: 'documento_pos' | 'factura' | 'nota_ajuste';
  status: 'pendiente' | 'emitido' | 'rechazado';
  number: string;
  cude: string | null;
  qr_url: string | null;
  resolution_legend: string;
  problem: string | null;
}

/**
 * Keeps what invoicing says of a sale's (or refund's) document: the latest by `changedAt`, so a redelivered older
 * update does not undo a newer one.
 */
export async function saveSaleDocument(db: Queryable, update: PayloadOf<typeof invoicingPosDocumentUpdated>): Promise<void> {
  await db.query(
    `INSERT INTO sale_documents (subject_id, restaurant_id, check_id, refund_id, document_id, kind, status, number, cude, qr_url,
                                 resolution_legend, problem, changed_at)
     VALUES (coalesce($4::uuid, $3::uuid), $2, $3, $4, $1, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (subject_id) DO UPDATE SET
       document_id = EXCLUDED.document_id, kind = EXCLUDED.kind, status = EXCLUDED.status, number = EXCLUDED.number,
       cude = EXCLUDED.cude, qr_url = EXCLUDED.qr_url, resolution_legend = EXCLUDED.resolution_legend, problem = EXCLUDED.problem,
       changed_at = EXCLUDED.changed_at
     WHERE sale_documents.changed_at <= EXCLUDED.changed_at`,
    [
      update.documentId,
      update.restaurantId,
      update.checkId,
      update.refundId,
      update.kind,
      update.status,
      update.number,
      update.cude,
      update.qrUrl,
      update.resolutionLegend,
      update.problem,
      update.changedAt,
    ],
  );
}
