import { readGetStatus, readSendBillSync, type DianVerdict } from '../domain/dian-answer.js';
import { ApidianUnavailable, type ApidianAnswer, type ApidianClient } from './apidian-client.js';

/**
 * An answer that says nothing about the document is a transport failure, retried: a gateway error or a 5xx that is
 * not JSON, and APIDIAN's "El servicio de la DIAN no está disponible…" (HTTP 200, `success:false`, reference §1).
 */
export function reachable(answer: ApidianAnswer): ApidianAnswer {
  const body = answer.body as { message?: unknown; ResponseDian?: unknown } | undefined;
  if (answer.status >= 502 || (answer.status >= 500 && body === undefined))
    throw new ApidianUnavailable(`APIDIAN answered ${answer.status}`);
  if (!body?.ResponseDian && typeof body?.message === 'string' && /no (est[aá]|se encuentra) disponible/i.test(body.message)) {
    throw new ApidianUnavailable(`APIDIAN: ${body.message}`);
  }
  return answer;
}

export interface DocumentSend {
  token: string;
  /** The CUFE or CUDE DIAN knows the document by, when computed here. */
  key: string | null;
  /** A try before may have reached DIAN (it timed out, say). */
  sentBefore: boolean;
  /** Equivalent documents are asked about with `is_eqdoc` (reference §5.1). */
  isEqdoc: boolean;
  path: string;
  body: unknown;
  /** Recorded before each send, so a try that dies mid-way still counts. */
  countAttempt: () => Promise<void>;
}

/**
 * Sends a document so that DIAN never gets it twice: after a try that may have reached DIAN, DIAN is asked about its
 * key first (sending the same number again would only get "Documento procesado anteriormente"). The verdict is null
 * when APIDIAN refused the request itself; APIDIAN out of reach throws ApidianUnavailable.
 */
export async function sendOnce(apidian: ApidianClient, send: DocumentSend): Promise<{ verdict: DianVerdict | null; body: unknown }> {
  if (send.sentBefore && send.key) {
    const statusQuery = { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: send.isEqdoc };
    const answer = reachable(await apidian.call('POST', `status/document/${send.key}`, { token: send.token, body: statusQuery }));
    const verdict = readGetStatus(answer.body);
    if (verdict && verdict.outcome !== 'unknown') return { verdict, body: answer.body };
  }
  await send.countAttempt();
  const answer = reachable(await apidian.call('POST', send.path, { token: send.token, body: send.body }));
  return { verdict: readSendBillSync(answer.body), body: answer.body };
}
