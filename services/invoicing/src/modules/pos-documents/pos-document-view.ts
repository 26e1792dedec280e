import type { PosDocumentItem } from '@mb/contracts';
import { csvText } from '@mb/service-kit';
import { bogotaDateTime } from '../../domain/invoice-builder.js';
import type { PosDocumentRow } from './pos-documents.repository.js';
import { problemOf } from './pos-document-events.js';

export function posDocumentItem(row: PosDocumentRow): PosDocumentItem {
  const issued = row.status === 'emitido';
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    check_id: row.check_id,
    refund_id: row.refund_id,
    kind: row.kind,
    status: row.status,
    number: `${row.prefix}${row.number}`,
    cude: issued ? (row.dian_cude ?? row.cude) : null,
    qr_url: issued ? row.qr_url : null,
    resolution_legend: row.resolution_legend,
    problem: problemOf(row),
    buyer: { identification: row.buyer_identification, name: row.buyer_name },
    total: row.total_pesos,
    created_at: row.created_at.toISOString(),
    issued_at: row.issued_at?.toISOString() ?? null,
  };
}

const kindTexts = { documento_pos: 'Documento POS', factura: 'Factura electrónica', nota_ajuste: 'Nota de ajuste' } as const;
const statusTexts = { pendiente: 'Pendiente', emitido: 'Emitido', rechazado: 'Rechazado', retenido: 'Retenido' } as const;
const csvColumns = ['Número', 'Tipo', 'Estado', 'Fecha', 'Comprador', 'Identificación', 'Total (COP)', 'CUDE', 'Problema'] as const;

/** The documents as CSV, one line per document, dated in Bogotá. */
export function posDocumentsCsv(rows: PosDocumentRow[]): string {
  return csvText(
    csvColumns,
    rows.map((row) => {
      const item = posDocumentItem(row);
      return [
        item.number,
        kindTexts[item.kind],
        statusTexts[item.status],
        bogotaDateTime(row.created_at).date,
        item.buyer.name,
        item.buyer.identification,
        item.total,
        item.cude ?? '',
        item.problem ?? '',
      ];
    }),
  );
}
