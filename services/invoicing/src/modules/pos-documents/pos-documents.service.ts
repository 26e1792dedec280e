import { randomUUID } from 'node:crypto';
import { withTransaction, type Tx } from '@mb/service-kit';
import { buildAdjustmentNote, type CheckRefunded } from '../../domain/pos-adjustment-note.js';
import { buildSaleDocument, type CheckPaid, type SaleDocumentRequest } from '../../domain/pos-document-body.js';
import type { IssuerResolution, OpenRestaurantIssuer } from '../restaurant-issuers/restaurant-issuers.repository.js';
import { announce, posDocumentTexts } from './pos-document-events.js';
import { issuerFacts, legendOf, localKey, openIssuer, usable, type PosDocumentsDeps } from './pos-document-issuer.js';
import {
  findRefundDocument,
  findSaleDocument,
  insertPosDocument,
  takePosNumber,
  type NewPosDocument,
  type PosDocumentRow,
} from './pos-documents.repository.js';

// A restaurant sale's document, and a refund's note, made: numbered with the row that keeps them, announced pending.

/**
 * A new document numbered in the transaction that inserts it, announced pending. Null (and nothing stored) when the
 * range is used up: the event is retried by the consumer until a new resolution is configured.
 */
async function createDocument(
  tx: Tx,
  issuer: OpenRestaurantIssuer,
  resolution: IssuerResolution & { rangeFrom: number; rangeTo: number },
  build: (number: number) => {
    request: SaleDocumentRequest | ReturnType<typeof buildAdjustmentNote>;
    facts: Omit<NewPosDocument, 'request' | 'cude' | 'number' | 'prefix' | 'resolution_legend' | 'type_document_id' | 'id' | 'issuer_id'>;
  },
): Promise<PosDocumentRow> {
  const number = await takePosNumber(tx, issuer.issuerId, resolution.prefix, resolution.rangeFrom, resolution.rangeTo);
  if (number === null) throw new Error(posDocumentTexts.numberingExhausted(resolution.prefix));
  const { request, facts } = build(number);
  const document = await insertPosDocument(tx, {
    ...facts,
    id: randomUUID(),
    issuer_id: issuer.issuerId,
    type_document_id: request.type_document_id,
    prefix: resolution.prefix,
    number,
    resolution_legend: legendOf(resolution),
    cude: localKey(issuer, request),
    request,
  });
  await announce(tx, document);
  return document;
}

/**
 * The document of a paid check: none on Estándar (no 'factura_electronica') or while the restaurant has no issuer
 * able to issue it; the one already made on a redelivery. A diner who asked for a factura gets a type-1 invoice when
 * the restaurant has a type-1 resolution.
 */
export async function documentSale(deps: PosDocumentsDeps, check: CheckPaid, now = new Date()): Promise<PosDocumentRow | null> {
  if (!check.electronicDocument) return null;
  const existing = await findSaleDocument(deps.pool, check.checkId);
  if (existing) return existing;
  const issuer = await openIssuer(deps, check.restaurantId);
  if (!issuer?.eqdocsPin || !usable(issuer.posResolution)) {
    deps.log.warn({ restaurantId: check.restaurantId, checkId: check.checkId }, 'restaurant not enabled as an issuer: sale not documented');
    return null;
  }
  const invoice = check.buyer && usable(issuer.invoiceResolution) ? issuer.invoiceResolution : null;
  const resolution = invoice ?? issuer.posResolution;
  const sale = invoice ? check : { ...check, buyer: null };
  return withTransaction(deps.pool, async (tx) => {
    const again = await findSaleDocument(tx, check.checkId);
    if (again) return again;
    return createDocument(tx, issuer, resolution, (number) => {
      const request = buildSaleDocument({
        check: sale,
        issuer: issuerFacts(deps, issuer),
        numbering: { prefix: resolution.prefix, resolutionNumber: resolution.resolution, number },
        issuedAt: now,
      });
      return {
        request,
        facts: {
          restaurant_id: check.restaurantId,
          check_id: check.checkId,
          refund_id: null,
          kind: invoice ? 'factura' : 'documento_pos',
          source: sale,
          buyer_identification: request.customer.identification_number,
          buyer_name: request.customer.name,
          total_pesos: check.total + check.tip,
        },
      };
    });
  });
}

/** The adjustment note (type 26) of a refund of a check documented by a POS document; one per refund. */
export async function documentRefund(deps: PosDocumentsDeps, refund: CheckRefunded, now = new Date()): Promise<PosDocumentRow | null> {
  const existing = await findRefundDocument(deps.pool, refund.refundId);
  if (existing) return existing;
  const sale = await findSaleDocument(deps.pool, refund.checkId);
  if (sale?.kind !== 'documento_pos' || !sale.cude) return null;
  const issuer = await openIssuer(deps, refund.restaurantId);
  if (!issuer || !usable(issuer.adjustmentNoteResolution)) {
    deps.log.warn({ restaurantId: refund.restaurantId, refundId: refund.refundId }, 'no adjustment-note numbering: refund not documented');
    return null;
  }
  const resolution = issuer.adjustmentNoteResolution;
  return withTransaction(deps.pool, async (tx) => {
    const again = await findRefundDocument(tx, refund.refundId);
    if (again) return again;
    return createDocument(tx, issuer, resolution, (number) => {
      const request = buildAdjustmentNote({
        refund,
        sale: { request: sale.request as unknown as SaleDocumentRequest, cude: sale.dian_cude ?? sale.cude!, total: sale.total_pesos },
        incResponsible: issuer.incResponsible,
        numbering: { prefix: resolution.prefix, resolutionNumber: resolution.resolution, number },
        issuedAt: now,
      });
      return {
        request,
        facts: {
          restaurant_id: refund.restaurantId,
          check_id: refund.checkId,
          refund_id: refund.refundId,
          kind: 'nota_ajuste',
          source: refund,
          buyer_identification: sale.buyer_identification,
          buyer_name: sale.buyer_name,
          total_pesos: refund.total,
        },
      };
    });
  });
}
