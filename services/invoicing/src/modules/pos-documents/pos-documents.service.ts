import { randomUUID } from 'node:crypto';
import { invoicingPosDocumentUpdated } from '@mb/contracts';
import { withTransaction, writeOutbox, type Tx } from '@mb/service-kit';
import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import { sendOnce } from '../../apidian/dian-send.js';
import { apidianRefusalMessage } from '../../domain/apidian-answers.js';
import { requestKey } from '../../domain/cufe.js';
import { buildAdjustmentNote, type CheckRefunded } from '../../domain/pos-adjustment-note.js';
import { buildSaleDocument, posIds, type CheckPaid, type SaleDocumentRequest } from '../../domain/pos-document-body.js';
import { bogotaDateTime } from '../../domain/invoice-builder.js';
import { resolutionLegend, validationUrl } from '../../domain/printed-form.js';
import { rejectionReason } from '../../domain/rejection-reasons.js';
import { tokenKey } from '../../domain/token-crypto.js';
import { answerDocuments, archiveIssued, type AnswerDocuments } from '../archive/archive.service.js';
import { withoutDocuments, type InvoicesDeps } from '../invoices/invoices.service.js';
import {
  issuerOfRestaurant,
  openRestaurantIssuer,
  type IssuerResolution,
  type OpenRestaurantIssuer,
} from '../restaurant-issuers/restaurant-issuers.repository.js';
import {
  countPosSendAttempt,
  findPosDocument,
  findRefundDocument,
  findSaleDocument,
  insertPosDocument,
  oldestPending,
  recordPosOutcome,
  releaseHeldDocument,
  reopenPosDocument,
  restaurantsWithPending,
  takePosNumber,
  type NewPosDocument,
  type PosDocumentRow,
  type PosOutcome,
} from './pos-documents.repository.js';

export type PosDocumentsDeps = InvoicesDeps;

/** Thrown so the job tries again later: the document could not be settled now (APIDIAN away, DIAN still validating). */
export class PosDocumentNotSettled extends Error {}

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

/** The resolution a document is numbered from, usable when it has a range. */
const usable = (resolution: IssuerResolution | null): resolution is IssuerResolution & { rangeFrom: number; rangeTo: number } =>
  resolution !== null && resolution.rangeFrom !== null && resolution.rangeTo !== null;

const legendOf = (resolution: IssuerResolution & { rangeFrom: number; rangeTo: number }) =>
  resolutionLegend(
    {
      number: resolution.resolution,
      date: resolution.resolutionDate ?? resolution.validFrom ?? '',
      from: resolution.rangeFrom,
      to: resolution.rangeTo,
      validFrom: resolution.validFrom ?? resolution.resolutionDate ?? '',
      validTo: resolution.validTo ?? '',
    },
    resolution.prefix,
  );

async function openIssuer(deps: PosDocumentsDeps, restaurantId: string): Promise<OpenRestaurantIssuer | null> {
  const row = await issuerOfRestaurant(deps.pool, restaurantId);
  return row ? openRestaurantIssuer(row, tokenKey(deps.config.ISSUER_TOKEN_KEY)) : null;
}

function issuerFacts(deps: PosDocumentsDeps, issuer: OpenRestaurantIssuer) {
  return {
    nit: issuer.nit,
    address: issuer.address,
    // DIAN's postal codes start with the department's two DANE digits; the municipality id stands in until kept.
    postalZoneCode: String(issuer.municipalityId).padStart(6, '0'),
    incResponsible: issuer.incResponsible,
    software: {
      maker: deps.config.PLATFORM_SOFTWARE_MAKER,
      makerBusinessName: deps.config.PLATFORM_ISSUER_NAME,
      name: deps.config.PLATFORM_SOFTWARE_NAME,
    },
  };
}

/** The CUDE we expect of a type-15 or type-26 document; a type-1 invoice's CUFE needs a technical key we do not keep. */
function localKey(issuer: OpenRestaurantIssuer, request: SaleDocumentRequest | ReturnType<typeof buildAdjustmentNote>): string | null {
  if (request.type_document_id === posIds.invoice || !issuer.eqdocsPin) return null;
  return requestKey(request, { nit: issuer.nit, key: issuer.eqdocsPin, environment: issuer.eqdocsEnvironmentId });
}

/** The event every change publishes, in the same transaction, keyed by the check. */
async function announce(tx: Tx, document: PosDocumentRow): Promise<void> {
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

const sendPath = (document: PosDocumentRow) =>
  ({ [posIds.posDocument]: 'eqdoc', [posIds.invoice]: 'invoice', [posIds.adjustmentNote]: 'credit-note' })[document.type_document_id] ??
  'eqdoc';

const archiveTypes = { documento_pos: 'pos-document', factura: 'pos-invoice', nota_ajuste: 'pos-adjustment-note' } as const;

/** DIAN's verdict on one document: sent once (asked about first after an earlier try), compared with our CUDE. */
async function askDian(deps: PosDocumentsDeps, issuer: OpenRestaurantIssuer, document: PosDocumentRow) {
  const isEqdoc = document.type_document_id !== posIds.invoice;
  const { verdict, body } = await sendOnce(deps.apidian, {
    token: issuer.token,
    key: document.cude,
    sentBefore: document.send_attempts > 0,
    isEqdoc,
    path: sendPath(document),
    body: document.request,
    countAttempt: () => countPosSendAttempt(deps.pool, document.id),
  });
  const response = withoutDocuments(body);
  const none = { statusCode: null, dianCude: null, qrUrl: null, pdfFilename: null, response };
  if (!verdict)
    return { outcome: { ...none, status: 'rechazado', errors: [apidianRefusalMessage(body, posDocumentTexts.refused)] } as PosOutcome };
  if (verdict.outcome === 'in_process' || verdict.outcome === 'unknown') throw new PosDocumentNotSettled('DIAN aún valida el documento');
  const answer = (body ?? {}) as { cufe?: unknown; urlinvoicepdf?: unknown };
  const dianCude = verdict.documentKey ?? (typeof answer.cufe === 'string' ? answer.cufe : null);
  const accepted = verdict.outcome === 'accepted';
  const held = accepted && document.cude !== null && dianCude !== null && dianCude !== document.cude;
  const number = `${document.prefix}${document.number}`;
  const outcome: PosOutcome = {
    status: held ? 'retenido' : accepted ? 'emitido' : 'rechazado',
    statusCode: verdict.statusCode,
    errors: verdict.errors,
    dianCude,
    qrUrl: accepted && dianCude ? validationUrl(dianCude, isEqdoc ? issuer.eqdocsEnvironmentId : issuer.invoiceEnvironmentId) : null,
    pdfFilename: accepted ? (typeof answer.urlinvoicepdf === 'string' ? answer.urlinvoicepdf : `${number}.pdf`) : null,
    response,
  };
  return { outcome, documents: answerDocuments(body, response) };
}

/** An accepted document into the archive (once) under the restaurant's company, with the answer's files at hand. */
function archiveDocument(
  deps: PosDocumentsDeps,
  issuer: OpenRestaurantIssuer,
  document: PosDocumentRow,
  accepted: { dianCude: string; pdfFilename: string },
  documents?: AnswerDocuments,
): Promise<void> {
  return archiveIssued(
    deps,
    {
      type: archiveTypes[document.kind],
      paymentId: document.check_id,
      noteId: document.id,
      prefix: document.prefix,
      number: document.number,
      cufe: accepted.dianCude,
      request: document.request as never,
      payableInCents: document.total_pesos * 100,
      issuedAt: new Date(),
      pdfFilename: accepted.pdfFilename,
      issuer: { nit: issuer.nit, name: issuer.businessName, token: issuer.token, isEqdoc: document.type_document_id !== posIds.invoice },
    },
    documents,
  );
}

/** Sends one pending document and records the verdict; archives it first when DIAN accepted it. */
async function settleDocument(deps: PosDocumentsDeps, issuer: OpenRestaurantIssuer, document: PosDocumentRow): Promise<PosDocumentRow> {
  const { outcome, documents } = await askDian(deps, issuer, document);
  if (outcome.status === 'emitido') {
    await archiveDocument(deps, issuer, document, { dianCude: outcome.dianCude!, pdfFilename: outcome.pdfFilename! }, documents);
  }
  return withTransaction(deps.pool, async (tx) => {
    const current = (await findPosDocument(tx, document.id, { lock: true }))!;
    if (current.status !== 'pendiente') return current;
    const recorded = await recordPosOutcome(tx, document.id, outcome);
    await announce(tx, recorded);
    return recorded;
  });
}

/**
 * A held document was accepted by DIAN under APIDIAN's CUDE: once the issuer's eqdoc PIN or environment here is fixed,
 * our CUDE of the same request equals it and the document is issued; otherwise it stays held.
 */
async function releaseHeld(deps: PosDocumentsDeps, issuer: OpenRestaurantIssuer, document: PosDocumentRow): Promise<PosDocumentRow> {
  const key = localKey(issuer, document.request as unknown as SaleDocumentRequest);
  if (!document.dian_cude || key !== document.dian_cude) return document;
  await archiveDocument(deps, issuer, document, {
    dianCude: key,
    pdfFilename: document.pdf_filename ?? `${document.prefix}${document.number}.pdf`,
  });
  return withTransaction(deps.pool, async (tx) => {
    const current = (await findPosDocument(tx, document.id, { lock: true }))!;
    if (current.status !== 'retenido') return current;
    const released = await releaseHeldDocument(tx, document.id, key);
    await announce(tx, released);
    return released;
  });
}

/**
 * Sends the restaurant's pending documents in the order they were made, up to `upToSeq`, one restaurant at a time
 * across workers (an advisory lock): a later document never leaves before an earlier one waiting. APIDIAN or DIAN
 * away stops the run and throws so the job retries with back-off; on the last try the documents stay pending for
 * the sweep. Each document keeps its number.
 */
export async function sendPending(
  deps: PosDocumentsDeps,
  restaurantId: string,
  upToSeq: number,
  options: { lastAttempt: boolean },
): Promise<number> {
  const lock = await deps.pool.connect();
  let sent = 0;
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('pos-documents:' || $1))", [restaurantId]);
    const issuer = await openIssuer(deps, restaurantId);
    if (!issuer) return 0;
    for (let document = await oldestPending(deps.pool, restaurantId, upToSeq); document; ) {
      await settleDocument(deps, issuer, document);
      sent += 1;
      document = await oldestPending(deps.pool, restaurantId, upToSeq);
    }
    return sent;
  } catch (error) {
    if (!(error instanceof ApidianUnavailable || error instanceof PosDocumentNotSettled)) throw error;
    if (!options.lastAttempt) throw error;
    deps.log.warn({ err: error, restaurantId }, 'POS documents left pending for the sweep');
    return sent;
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('pos-documents:' || $1))", [restaurantId]).catch(() => undefined);
    lock.release();
  }
}

/** Every restaurant's pending documents, in order (the sweep after an outage outlasted the job's retries). */
export async function sendAllPending(deps: PosDocumentsDeps): Promise<void> {
  for (const restaurantId of await restaurantsWithPending(deps.pool)) {
    await sendPending(deps, restaurantId, Number.MAX_SAFE_INTEGER, { lastAttempt: true });
  }
}

/**
 * 'Reintentar' on a rejected or held document once its cause is fixed: built again from its event with the issuer as
 * it stands now, under the same number, then sent in its restaurant's order. Null when no such document.
 */
export async function retryDocument(deps: PosDocumentsDeps, restaurantId: string, id: string): Promise<PosDocumentRow | null> {
  const document = await findPosDocument(deps.pool, id);
  if (!document || document.restaurant_id !== restaurantId) return null;
  if (document.status === 'rechazado' || document.status === 'retenido') {
    const issuer = await openIssuer(deps, restaurantId);
    if (!issuer) return document;
    if (document.status === 'retenido') return releaseHeld(deps, issuer, document);
    const request = rebuilt(document);
    await withTransaction(deps.pool, async (tx) => {
      const current = (await findPosDocument(tx, id, { lock: true }))!;
      if (current.status !== 'rechazado') return;
      await announce(tx, await reopenPosDocument(tx, id, request, localKey(issuer, request)));
    });
  }
  await sendPending(deps, restaurantId, document.seq, { lastAttempt: true });
  return findPosDocument(deps.pool, id);
}

/** The same request dated now: DIAN never took a rejected document. */
function rebuilt(document: PosDocumentRow) {
  const { date, time } = bogotaDateTime(new Date());
  return { ...document.request, date, time } as unknown as SaleDocumentRequest;
}
