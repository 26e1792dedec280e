import { dianText, readDianResponse } from './dian-answer.js';

/**
 * How the test set's answers are read (reference §4 `POST invoice/{testSetId}`, §8 step 6): the upload gives a
 * ZipKey or DIAN's refusal of the upload, and `status/zip/{ZipKey}` later gives the verdict.
 */
type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);

export type TestSetUpload = { zipKey: string } | { refusal: string };

/** DIAN's ProcessedMessage of each refused upload (XmlParamsResponseTrackId: one object or a list). */
function uploadErrors(list: unknown): string[] {
  const tracks = at(list, ['XmlParamsResponseTrackId']);
  return (Array.isArray(tracks) ? tracks : [tracks])
    .filter((track) => isRecord(track) && dianText(track.Success) === 'false')
    .map((track) => dianText((track as Json).ProcessedMessage) ?? '')
    .filter((text) => text.trim());
}

/**
 * A test-set upload as APIDIAN answered it: its ZipKey, else why it was refused (DIAN's upload errors, then
 * APIDIAN's message). Undefined when the answer is no test-set answer at all (APIDIAN's own validation refusal).
 */
export function readTestSetUpload(body: unknown): TestSetUpload | undefined {
  const result = at(body, ['ResponseDian', 'Envelope', 'Body', 'SendTestSetAsyncResponse', 'SendTestSetAsyncResult']);
  if (!isRecord(result)) return undefined;
  const zipKey = dianText(result.ZipKey)?.trim();
  const errors = uploadErrors(result.ErrorMessageList);
  if (zipKey && errors.length === 0) return { zipKey };
  const message = isRecord(body) ? dianText(body.message) : null;
  return { refusal: errors.join(' ') || message || 'La DIAN no recibió el documento.' };
}

export type TestSetVerdict = { status: 'pending' } | { status: 'accepted' } | { status: 'rejected'; message: string };

/** `status/zip/{ZipKey}`: DianResponse (one, or a list for a zip of several documents); still validating is pending. */
export function readTestSetVerdict(body: unknown): TestSetVerdict {
  const found = at(body, ['ResponseDian', 'Envelope', 'Body', 'GetStatusZipResponse', 'GetStatusZipResult', 'DianResponse']);
  const verdict = readDianResponse(Array.isArray(found) ? found[0] : found);
  if (!verdict || verdict.outcome === 'in_process') return { status: 'pending' };
  if (verdict.outcome === 'accepted') return { status: 'accepted' };
  return { status: 'rejected', message: verdict.errors.join(' ') || (verdict.statusDescription ?? 'Rechazado por la DIAN.') };
}
