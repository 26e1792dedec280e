import { invoicingInvoiceFailed, invoicingInvoiceIssued, type InvoiceSummary } from '@mb/contracts';
import { withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { ApidianUnavailable, type ApidianClient } from '../../apidian/apidian-client.js';
import { sendOnce } from '../../apidian/dian-send.js';
import type { InvoicingConfig } from '../../config.js';
import { apidianRefusalMessage } from '../../domain/apidian-answers.js';
import type { DianVerdict } from '../../domain/dian-answer.js';
import { buildInvoiceRequest, invoiceCufe, type PlatformIssuer } from '../../domain/invoice-builder.js';
import { checkInvoice } from '../../domain/invoice-check.js';
import { buyerView } from '../../domain/rejection-reasons.js';
import { invoicedCustomer, invoicedDocumentProblem } from '../../domain/invoiced-buyer.js';
import type { ArchiveRepository } from '../archive/archive.repository.js';
import { answerDocuments, archiveIssued, type AnswerDocuments } from '../archive/archive.service.js';
import type { DeliveryQueue } from '../delivery/delivery-mail.js';
import { documentTypeCode, findProfile } from '../profile/profile.repository.js';
import {
  countSendAttempt,
  findInvoice,
  insertInvoice,
  recordOutcome,
  staleOpenInvoices,
  takeNumber,
  vatRates,
  type InvoiceOutcome,
  type InvoiceRecord,
  type PaymentApproved,
} from './invoices.repository.js';

export type { PaymentApproved };

/** An outcome, for a failure whether the request was at fault or APIDIAN never answered, and the answer's files. */
type Outcome = InvoiceOutcome & { failure?: 'invalid' | 'unavailable'; documents?: AnswerDocuments };

export interface InvoicesDeps {
  pool: Pool;
  apidian: ApidianClient;
  config: InvoicingConfig;
  log: FastifyBaseLogger;
  /** Every accepted document is kept there, and served from there. */
  archive: ArchiveRepository;
  /** The buyer's copy by e-mail. */
  delivery: DeliveryQueue;
}

/** The general VAT rate: a product without its own row in product_tax_rates pays it. */
export const generalVatPercent = 19;

/** Our own texts for an invoice that never reached DIAN's verdict. */
export const invoiceErrors = {
  unavailable: 'El servicio de facturación electrónica (APIDIAN) no respondió; la factura no se pudo enviar.',
  numberingExhausted: (prefix: string) => `Se agotó la numeración autorizada de la resolución ${prefix}; configura una nueva resolución.`,
  refused: 'APIDIAN no aceptó la factura.',
  stillValidating: 'La DIAN aún está validando la factura.',
} as const;

/** Thrown so the job tries again later: DIAN took the invoice but has not given its verdict. */
export class DianStillValidating extends Error {}

export function platformIssuer(config: InvoicingConfig): PlatformIssuer {
  return {
    nit: config.PLATFORM_ISSUER_NIT,
    prefix: config.PLATFORM_INVOICE_PREFIX,
    resolutionNumber: config.PLATFORM_RESOLUTION_NUMBER,
    technicalKey: config.PLATFORM_TECHNICAL_KEY,
    environment: config.PLATFORM_ENVIRONMENT,
  };
}

/**
 * The invoice of an approved payment, from its approval to DIAN's verdict. Runs as a retried job: each run picks up
 * where the last one stopped, and a decided invoice is never sent again. `lastAttempt`: if APIDIAN cannot be reached
 * now, the invoice is recorded as failed instead of waiting for a retry that will not come.
 */
export async function issueInvoice(
  deps: InvoicesDeps,
  payment: PaymentApproved,
  options: { lastAttempt: boolean },
): Promise<InvoiceRecord> {
  return settleInvoice(deps, await prepareInvoice(deps, payment), options);
}

/** Asks DIAN about an invoice not yet decided (sending it if DIAN has never seen it) and records the verdict. */
export async function settleInvoice(deps: InvoicesDeps, invoice: InvoiceRecord, options: { lastAttempt: boolean }): Promise<InvoiceRecord> {
  // Issued on an earlier try whose archiving failed: archiving again is all that is left.
  if (invoice.status === 'issued') await archiveInvoice(deps, invoice);
  if (invoice.status !== 'pending' && invoice.status !== 'in_process') return invoice;
  let outcome: Outcome;
  try {
    outcome = await askDian(deps, invoice);
  } catch (error) {
    if (!(error instanceof ApidianUnavailable) || !options.lastAttempt) throw error;
    deps.log.error({ err: error, paymentId: invoice.payment_id }, 'APIDIAN unreachable on the last try; invoice failed');
    outcome = {
      status: 'failed',
      failure: 'unavailable',
      statusCode: null,
      errors: [invoiceErrors.unavailable],
      dianCufe: null,
      pdfFilename: null,
      response: undefined,
    };
  }
  // Archived before it reads as issued, so whoever sees it issued finds its files; if the archive fails, the verdict is
  // recorded all the same and the job's next try archives it (the issued branch above).
  const archiveFailure =
    outcome.status === 'issued'
      ? await archiveInvoice(
          deps,
          { ...invoice, dian_cufe: outcome.dianCufe ?? invoice.dian_cufe, pdf_filename: outcome.pdfFilename, issued_at: new Date() },
          outcome.documents,
        ).then(
          () => null,
          (error: unknown) => error,
        )
      : null;
  const recorded = await withTransaction(deps.pool, (tx) => settle(tx, invoice, outcome));
  if (archiveFailure) throw archiveFailure;
  if (recorded.status === 'issued' && recorded.dian_cufe !== recorded.cufe) {
    // DIAN computed the CUFE from the XML APIDIAN made of our values: a difference means the two disagree on one.
    deps.log.error({ paymentId: recorded.payment_id, cufe: recorded.cufe, dianCufe: recorded.dian_cufe }, 'DIAN’s CUFE differs from ours');
  }
  if (recorded.status === 'in_process') {
    if (options.lastAttempt) deps.log.error({ paymentId: recorded.payment_id }, 'DIAN still validating after the last try');
    else throw new DianStillValidating(invoiceErrors.stillValidating);
  }
  return recorded;
}

/**
 * Invoices whose jobs ended without DIAN's verdict (DIAN still validating after the last retry, or a worker lost
 * mid-way) are asked about again, so none stays open for good. One that is still open waits for the next sweep.
 */
export async function settleStaleInvoices(deps: InvoicesDeps, now: Date, quietMs: number): Promise<{ settled: number; open: number }> {
  let settled = 0;
  let open = 0;
  for (const invoice of await staleOpenInvoices(deps.pool, new Date(now.getTime() - quietMs))) {
    try {
      const recorded = await settleInvoice(deps, invoice, { lastAttempt: false });
      settled += 1;
      deps.log.info({ paymentId: recorded.payment_id, status: recorded.status }, 'open invoice settled by the sweep');
    } catch (error) {
      if (!(error instanceof DianStillValidating || error instanceof ApidianUnavailable)) throw error;
      open += 1;
    }
  }
  return { settled, open };
}

/**
 * The payment's invoice row: the one already made, or a new one built from the payment, checked here, numbered and
 * stored in one transaction. A number is only taken by an invoice that passed the check, so none is wasted on it.
 */
export async function prepareInvoice(deps: InvoicesDeps, payment: PaymentApproved, now = new Date()): Promise<InvoiceRecord> {
  const { config } = deps;
  return withTransaction(deps.pool, async (tx) => {
    const existing = await findInvoice(tx, payment.paymentId);
    if (existing) return existing;
    const { draft, problems } = await draftInvoice(tx, config, payment, now);
    const facts = {
      payment_id: payment.paymentId,
      order_id: payment.orderId,
      user_id: payment.userId,
      prefix: draft.prefix,
      charged_cents: payment.amountInCents,
      payment,
    };
    const number =
      problems.length === 0 ? await takeNumber(tx, draft.prefix, config.PLATFORM_NUMBER_FROM, config.PLATFORM_NUMBER_TO) : null;
    if (number === null) {
      const errors = problems.length > 0 ? problems : [invoiceErrors.numberingExhausted(draft.prefix)];
      const failed = await insertInvoice(tx, { ...facts, status: 'failed', number: null, cufe: null, errors, request: draft });
      await announce(tx, failed, 'invalid');
      return failed;
    }
    const request = { ...draft, number };
    return insertInvoice(tx, {
      ...facts,
      status: 'pending',
      number,
      cufe: invoiceCufe(request, platformIssuer(config)),
      errors: [],
      request,
    });
  });
}

/**
 * The invoice of a payment as the buyer's profile stands now (numbered with the range's first number until it gets
 * its own), and what our own checks find wrong with it: the buyer's document, then DIAN's rules on the amounts.
 */
export async function draftInvoice(tx: Tx, config: InvoicingConfig, payment: PaymentApproved, now: Date) {
  const profile = await findProfile(tx, payment.userId);
  const rates = await vatRates(
    tx,
    payment.lines.map((line) => line.productId),
  );
  const customer = invoicedCustomer(payment.customer, profile);
  const draft = buildInvoiceRequest({
    payment: { ...payment, customer },
    profile,
    vatPercentOf: (productId) => rates.get(productId) ?? generalVatPercent,
    issuer: platformIssuer(config),
    number: config.PLATFORM_NUMBER_FROM,
    issuedAt: now,
  });
  const documentProblem = invoicedDocumentProblem(
    await documentTypeCode(tx, profile?.type_document_identification_id ?? null),
    customer.legalId,
  );
  return { draft, problems: [...(documentProblem ? [documentProblem] : []), ...checkInvoice(draft, payment.amountInCents)] };
}

/** DIAN's verdict on the invoice, asked about by its CUFE first when an earlier try may have reached DIAN. */
async function askDian(deps: InvoicesDeps, invoice: InvoiceRecord): Promise<Outcome> {
  const { verdict, body } = await sendOnce(deps.apidian, {
    token: deps.config.PLATFORM_ISSUER_TOKEN,
    key: invoice.cufe,
    sentBefore: invoice.send_attempts > 0 || invoice.status === 'in_process',
    isEqdoc: false,
    path: 'invoice',
    body: invoice.request,
    countAttempt: () => countSendAttempt(deps.pool, invoice.payment_id),
  });
  if (verdict) return outcomeOf(verdict, body, invoice);
  // No DIAN answer: APIDIAN refused the request itself (422, its [CO] 500s, a business `success:false`).
  const errors = [apidianRefusalMessage(body, invoiceErrors.refused)];
  return {
    status: 'failed',
    failure: 'invalid',
    statusCode: null,
    errors,
    dianCufe: null,
    pdfFilename: null,
    response: withoutDocuments(body),
  };
}

function outcomeOf(verdict: DianVerdict, body: unknown, invoice: InvoiceRecord): Outcome {
  const answer = (body ?? {}) as { cufe?: unknown; urlinvoicepdf?: unknown };
  const status = ({ accepted: 'issued', rejected: 'rejected', in_process: 'in_process', unknown: 'in_process' } as const)[verdict.outcome];
  const cufe = verdict.documentKey ?? (typeof answer.cufe === 'string' ? answer.cufe : null);
  // A status answer names no file; APIDIAN names the PDF FES-<prefix><number>.pdf (reference §4.9).
  const pdf = typeof answer.urlinvoicepdf === 'string' ? answer.urlinvoicepdf : `FES-${invoice.prefix}${invoice.number}.pdf`;
  return {
    status,
    statusCode: verdict.statusCode,
    errors: verdict.errors,
    dianCufe: cufe,
    pdfFilename: status === 'issued' ? pdf : null,
    response: withoutDocuments(body),
    documents: answerDocuments(body, withoutDocuments(body)),
  };
}

/** An issued invoice into the archive (once), with the files of APIDIAN's answer when at hand. */
export function archiveInvoice(deps: InvoicesDeps, invoice: InvoiceRecord, answer?: AnswerDocuments): Promise<void> {
  return archiveIssued(
    deps,
    {
      type: 'invoice',
      paymentId: invoice.payment_id,
      prefix: invoice.prefix,
      number: invoice.number!,
      cufe: (invoice.dian_cufe ?? invoice.cufe)!,
      request: invoice.request!,
      payableInCents: invoice.charged_cents,
      issuedAt: invoice.issued_at!,
      pdfFilename: invoice.pdf_filename ?? `FES-${invoice.prefix}${invoice.number}.pdf`,
    },
    answer,
  );
}

/** APIDIAN's answer without its base64 documents (XML, zip, request and answer): the record keeps what explains it. */
export function withoutDocuments(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const kept = ['success', 'message', 'cufe', 'urlinvoicexml', 'urlinvoicepdf', 'urlinvoiceattached', 'ResponseDian', 'errors', 'error'];
  return Object.fromEntries(Object.entries(body).filter(([key]) => kept.includes(key)));
}

/** The verdict stored and, when final, announced in the same transaction. */
async function settle(tx: Tx, invoice: InvoiceRecord, outcome: Outcome): Promise<InvoiceRecord> {
  const current = (await findInvoice(tx, invoice.payment_id, { lock: true }))!;
  if (current.status !== 'pending' && current.status !== 'in_process') return current;
  const recorded = await recordOutcome(tx, invoice.payment_id, outcome);
  if (recorded.status === 'issued') {
    await writeOutbox(tx, invoicingInvoiceIssued, {
      aggregateId: recorded.payment_id,
      payload: {
        paymentId: recorded.payment_id,
        orderId: recorded.order_id,
        userId: recorded.user_id,
        number: invoiceNumber(recorded)!,
        cufe: recorded.dian_cufe ?? recorded.cufe!,
        payableInCents: recorded.charged_cents,
        issuedAt: recorded.issued_at!.toISOString(),
      },
    });
  }
  if (recorded.status === 'rejected') await announce(tx, recorded, 'rejected');
  if (recorded.status === 'failed') await announce(tx, recorded, outcome.failure ?? 'invalid');
  return recorded;
}

async function announce(tx: Tx, invoice: InvoiceRecord, reason: 'rejected' | 'invalid' | 'unavailable'): Promise<void> {
  await writeOutbox(tx, invoicingInvoiceFailed, {
    aggregateId: invoice.payment_id,
    payload: {
      paymentId: invoice.payment_id,
      orderId: invoice.order_id,
      userId: invoice.user_id,
      number: invoiceNumber(invoice),
      reason,
      statusCode: invoice.status_code,
      errors: invoice.errors,
    },
  });
}

const invoiceNumber = (invoice: InvoiceRecord) => (invoice.number === null ? null : `${invoice.prefix}${invoice.number}`);

/** What the payment result shows its buyer (spec 1 §3): null while DIAN's verdict is pending; never a rule text. */
export function invoiceSummaryOf(invoice: InvoiceRecord): InvoiceSummary | null {
  if (invoice.status === 'pending' || invoice.status === 'in_process') return null;
  const issued = invoice.status === 'issued';
  return {
    isValid: issued,
    urls: { pdf: issued ? `/invoices/by-payment/${invoice.payment_id}/pdf` : null },
    errors: buyerView(invoice.errors).texts,
    status: invoice.status,
    number: invoiceNumber(invoice),
    cufe: invoice.dian_cufe ?? invoice.cufe,
  };
}
