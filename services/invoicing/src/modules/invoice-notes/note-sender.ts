import { ApidianUnavailable } from '../../apidian/apidian-client.js';
import { reachable } from '../../apidian/dian-send.js';
import { apidianRefusalMessage } from '../../domain/apidian-answers.js';
import { readSendBillSync } from '../../domain/dian-answer.js';
import { answerDocuments, type AnswerDocuments } from '../archive/archive.service.js';
import { withoutDocuments, type InvoicesDeps } from '../invoices/invoices.service.js';

export type NoteStatus = 'pending' | 'issued' | 'rejected' | 'failed';

/** DIAN's verdict on a note, as its row records it, with the files of the answer for the archive. */
export interface NoteOutcome {
  status: NoteStatus;
  statusCode: string | null;
  errors: string[];
  cude: string | null;
  pdfFilename: string | null;
  response: unknown;
  documents?: AnswerDocuments;
}

/** The outcome's columns as SQL parameters: status, status_code, errors, cude, pdf_filename, response. */
export const outcomeParams = (outcome: Omit<NoteOutcome, 'documents'>) => [
  outcome.status,
  outcome.statusCode,
  JSON.stringify(outcome.errors),
  outcome.cude,
  outcome.pdfFilename,
  outcome.response === undefined ? null : JSON.stringify(outcome.response),
];

/**
 * A credit or debit note sent to APIDIAN (`credit-note` or `debit-note`): DIAN's verdict, or why it never got one.
 * APIDIAN out of reach throws (the caller's job tries again) until the last try, which records it as not sent.
 */
export async function sendNote(
  deps: InvoicesDeps,
  path: 'credit-note' | 'debit-note',
  request: unknown,
  texts: { refused: string; unavailable: string },
  options: { lastAttempt: boolean },
): Promise<NoteOutcome> {
  const none = { statusCode: null, cude: null, pdfFilename: null, response: undefined };
  try {
    const answer = reachable(await deps.apidian.call('POST', path, { token: deps.config.PLATFORM_ISSUER_TOKEN, body: request }));
    const verdict = readSendBillSync(answer.body);
    const response = withoutDocuments(answer.body);
    if (!verdict) return { ...none, status: 'failed', errors: [apidianRefusalMessage(answer.body, texts.refused)], response };
    const body = answer.body as { cufe?: unknown; urlinvoicepdf?: unknown };
    const accepted = verdict.outcome === 'accepted';
    return {
      status: accepted ? 'issued' : verdict.outcome === 'rejected' ? 'rejected' : 'pending',
      statusCode: verdict.statusCode,
      errors: verdict.errors,
      cude: verdict.documentKey ?? (typeof body.cufe === 'string' ? body.cufe : null),
      pdfFilename: accepted && typeof body.urlinvoicepdf === 'string' ? body.urlinvoicepdf : null,
      response,
      documents: answerDocuments(answer.body, response),
    };
  } catch (error) {
    if (!(error instanceof ApidianUnavailable) || !options.lastAttempt) throw error;
    return { ...none, status: 'failed', errors: [texts.unavailable] };
  }
}
