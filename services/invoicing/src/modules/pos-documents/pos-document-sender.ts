import { withTransaction } from '@mb/service-kit';
import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import { sendOnce } from '../../apidian/dian-send.js';
import { apidianRefusalMessage } from '../../domain/apidian-answers.js';
import { bogotaDateTime } from '../../domain/invoice-builder.js';
import { posIds, type SaleDocumentRequest } from '../../domain/pos-document-body.js';
import { validationUrl } from '../../domain/printed-form.js';
import { answerDocuments, archiveIssued, type AnswerDocuments } from '../archive/archive.service.js';
import { withoutDocuments } from '../invoices/invoices.service.js';
import type { OpenRestaurantIssuer } from '../restaurant-issuers/restaurant-issuers.repository.js';
import { announce, posDocumentTexts } from './pos-document-events.js';
import { localKey, openIssuer, type PosDocumentsDeps } from './pos-document-issuer.js';
import {
  countPosSendAttempt,
  findPosDocument,
  oldestPending,
  recordPosOutcome,
  releaseHeldDocument,
  reopenPosDocument,
  restaurantsWithPending,
  type PosDocumentRow,
  type PosOutcome,
} from './pos-documents.repository.js';

// A restaurant's documents sent to APIDIAN in their order, once each; DIAN's verdict recorded, announced, archived.

/** Thrown so the job tries again later: the document could not be settled now (APIDIAN away, DIAN still validating). */
export class PosDocumentNotSettled extends Error {}

const sendPath = (document: PosDocumentRow) =>
  ({ [posIds.posDocument]: 'eqdoc', [posIds.invoice]: 'invoice', [posIds.adjustmentNote]: 'credit-note' })[document.type_document_id] ??
  'eqdoc';

export const archiveTypes = { documento_pos: 'pos-document', factura: 'pos-invoice', nota_ajuste: 'pos-adjustment-note' } as const;

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
