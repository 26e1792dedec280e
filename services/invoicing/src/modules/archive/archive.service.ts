import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import type { InvoiceRequest } from '../../domain/invoice-builder.js';
import type { PrintedDocumentType } from '../../domain/printed-form.js';
import { fetchApidianFile } from '../invoices/invoice-files.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import { renderPrintedForm } from '../printed-form/printed-form.service.js';
import type { ArchivedDocument } from './archive.repository.js';

/** An accepted document as the archive takes it (the request of a note has the invoice's buyer and totals fields). */
export interface IssuedDocument {
  type: ArchivedDocument['type'];
  paymentId: string;
  /** An administrator's note, of which an invoice may have many: the archive keys it by its own id. */
  noteId?: string;
  prefix: string;
  number: number;
  cufe: string;
  /** A debit note's totals are `requested_monetary_totals` (APIDIAN's DebitNoteRequest). */
  request: Pick<InvoiceRequest, 'customer'> &
    (
      | { legal_monetary_totals: InvoiceRequest['legal_monetary_totals'] }
      | { requested_monetary_totals: InvoiceRequest['legal_monetary_totals'] }
    );
  payableInCents: number;
  issuedAt: Date;
  /** APIDIAN's name of its PDF (FES-/NCS-<prefix><number>.pdf); the XML is named alike. */
  pdfFilename: string;
  /** A restaurant's document: issued by its own company in APIDIAN, whose PDF is kept. Absent: the platform's. */
  issuer?: { nit: string; name: string; token: string; isEqdoc: boolean };
}

/** What APIDIAN's answer carries besides the verdict: the signed XML and the AttachedDocument (base64), decoded. */
export interface AnswerDocuments {
  xml?: Buffer;
  attachedDocument?: Buffer;
  /** The answer without its base64 documents. */
  dianAnswer?: unknown;
}

const decoded = (value: unknown) => (typeof value === 'string' && value.length > 0 ? Buffer.from(value, 'base64') : undefined);

export function answerDocuments(body: unknown, dianAnswer: unknown): AnswerDocuments {
  const answer = (body ?? {}) as { invoicexml?: unknown; attacheddocument?: unknown };
  return { xml: decoded(answer.invoicexml), attachedDocument: decoded(answer.attacheddocument), dianAnswer };
}

const isPlatformDocument = (type: ArchivedDocument['type']): type is PrintedDocumentType =>
  type === 'invoice' || type === 'credit-note' || type === 'debit-note';

export const archiveId = (type: ArchivedDocument['type'], paymentId: string) => `${type}-${paymentId}`;

const statusQuery = { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: false };

/**
 * Keeps an accepted document in the archive, once, and queues its delivery to the buyer. What the answer at hand
 * lacks (a retry after the archive was away) is asked of APIDIAN again, which still has it right after issuing.
 * Throws while something is missing, so the job that issued the document tries again.
 */
export async function archiveIssued(deps: InvoicesDeps, document: IssuedDocument, answer: AnswerDocuments = {}): Promise<void> {
  const id = archiveId(document.type, document.noteId ?? document.paymentId);
  if (await deps.archive.find(id)) return;
  const issuer = document.issuer ?? {
    nit: deps.config.PLATFORM_ISSUER_NIT,
    name: deps.config.PLATFORM_ISSUER_NAME,
    token: deps.config.PLATFORM_ISSUER_TOKEN,
    isEqdoc: false,
  };
  const apidian = { baseUrl: deps.config.APIDIAN_URL, timeoutMs: deps.config.APIDIAN_TIMEOUT_MS, nit: issuer.nit };
  // The platform's printed form is ours, rendered from the request sent (APIDIAN's PDF is no legal representación
  // gráfica of it); a restaurant's documents keep APIDIAN's, which prints the POS blocks ours does not know.
  const pdf = isPlatformDocument(document.type)
    ? await renderPrintedForm(deps, { ...document, type: document.type })
    : await fetchApidianFile(apidian, document.pdfFilename);
  const xml = answer.xml ?? (await fetchApidianFile(apidian, document.pdfFilename.replace(/\.pdf$/i, '.xml')));
  let { attachedDocument, dianAnswer } = answer;
  if (!attachedDocument) {
    // DIAN's GetStatus answer carries the AttachedDocument of an accepted document (reference §5.2).
    const status = await deps.apidian.call('POST', `status/document/${document.cufe}`, {
      token: issuer.token,
      body: { ...statusQuery, is_eqdoc: issuer.isEqdoc },
    });
    attachedDocument = answerDocuments(status.body, undefined).attachedDocument;
    dianAnswer ??= status.body;
  }
  if (!attachedDocument) throw new ApidianUnavailable(`APIDIAN gave no AttachedDocument for ${id}`);
  const number = `${document.prefix}${document.number}`;
  const { customer } = document.request;
  const totals =
    'legal_monetary_totals' in document.request ? document.request.legal_monetary_totals : document.request.requested_monetary_totals;
  const stored = await deps.archive.store(
    {
      _id: id,
      type: document.type,
      paymentId: document.paymentId,
      issuer: { nit: issuer.nit, name: issuer.name },
      prefix: document.prefix,
      number,
      cufe: document.cufe,
      buyer: { identificationNumber: customer.identification_number, name: customer.name, email: customer.email || null },
      totals: {
        payableInCents: document.payableInCents,
        lineExtensionAmount: totals.line_extension_amount,
        taxExclusiveAmount: totals.tax_exclusive_amount,
        taxInclusiveAmount: totals.tax_inclusive_amount,
      },
      issuedAt: document.issuedAt,
      status: 'issued',
      request: document.request,
      dianAnswer: dianAnswer ?? null,
    },
    {
      pdf: { filename: `${number}.pdf`, content: pdf },
      xml: { filename: `${number}.xml`, content: xml },
      attachedDocument: { filename: `ad-${number}.xml`, content: attachedDocument },
    },
  );
  if (stored && customer.email) {
    // The document is kept whatever happens to the mail: a queue that refuses now is logged, and 'Reenviar' sends it.
    await deps.delivery
      .send({ documentId: id, reason: 'issued' })
      .catch((error: unknown) => deps.log.error({ err: error, documentId: id }, 'delivery mail not queued'));
  }
}
