/**
 * Reading APIDIAN's invoice and status answers. The verdict is DIAN's (ResponseDian … IsValid and StatusCode), never
 * APIDIAN's `success`, which says true even for a rejected invoice (reference §9). ResponseDian is DIAN's SOAP
 * turned into JSON (reference §1.1): strings everywhere, `{}` for an empty element, a nil object, and a single
 * ErrorMessage.string as a string but several as an array.
 */

export type DianOutcome =
  /** 00 and IsValid "true". */
  | 'accepted'
  /** 99 (rules), 89 (zip or authorisation) or any other final "no". */
  | 'rejected'
  /** 98 or an empty StatusCode: DIAN is still validating. */
  | 'in_process'
  /** 66: DIAN has no such document. */
  | 'unknown';

export interface DianVerdict {
  outcome: DianOutcome;
  statusCode: string | null;
  /** Rule messages ("Regla: FAD06, Rechazo: …"), or the status description when a rejection names none. */
  errors: string[];
  statusDescription: string | null;
  /** The CUFE DIAN answered with (XmlDocumentKey). */
  documentKey: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf of the converted XML: a string, `{_value}` when it had attributes, null for `{}` and nil. */
export function dianText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value._value === 'string') return value._value;
  return null;
}

/** ErrorMessage: `{}`, nil, `{string: "…"}` or `{string: ["…", …]}`. */
export function dianMessages(value: unknown): string[] {
  if (!isRecord(value)) return [];
  const list = Array.isArray(value.string) ? value.string : [value.string];
  return list.map(dianText).filter((text): text is string => Boolean(text?.trim()));
}

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

/** DianResponse fields → verdict. Null when the object is not a DianResponse at all. */
export function readDianResponse(response: unknown): DianVerdict | null {
  if (!isRecord(response) || !('IsValid' in response || 'StatusCode' in response)) return null;
  const statusCode = dianText(response.StatusCode)?.trim() || null;
  const valid = dianText(response.IsValid)?.trim().toLowerCase() === 'true';
  const statusDescription = dianText(response.StatusDescription);
  const messages = dianMessages(response.ErrorMessage);
  let outcome: DianOutcome;
  if (statusCode === '00' && valid) outcome = 'accepted';
  else if (statusCode === null || statusCode === '98') outcome = 'in_process';
  else if (statusCode === '66') outcome = 'unknown';
  else outcome = 'rejected';
  const errors =
    outcome === 'rejected' && messages.length === 0 ? [statusDescription ?? `Rechazada por la DIAN (código ${statusCode})`] : messages;
  return { outcome, statusCode, errors, statusDescription, documentKey: dianText(response.XmlDocumentKey) };
}

/** `POST invoice`: ResponseDian.Envelope.Body.SendBillSyncResponse.SendBillSyncResult. */
export const readSendBillSync = (body: unknown) =>
  readDianResponse(at(body, ['ResponseDian', 'Envelope', 'Body', 'SendBillSyncResponse', 'SendBillSyncResult']));

/** `POST status/document/{cufe}`: GetStatusResponse.GetStatusResult holds the DianResponse fields directly. */
export const readGetStatus = (body: unknown) =>
  readDianResponse(at(body, ['ResponseDian', 'Envelope', 'Body', 'GetStatusResponse', 'GetStatusResult']));
