import { isJsonObject, type JsonObject } from '../json-text.js';

/** Colombia's offset: UTC−5 all year (no daylight saving time). */
const colombiaOffsetMs = -5 * 3600_000;

/**
 * Spec 3 §4 "Test send": the date and time become the current ones, and every payment_due_date of a list-form
 * payment_form becomes today, so a template written long ago still passes APIDIAN's date rules. The spec says UTC, but
 * we use Colombia's time: APIDIAN writes the time with "-05:00" into the XML and the CUFE, and from 19:00 in Bogotá the
 * UTC date is already tomorrow, an issue date in the future that DIAN refuses.
 */
export function withCurrentDates(invoice: JsonObject, now: Date): JsonObject {
  const [date, clock] = new Date(now.getTime() + colombiaOffsetMs).toISOString().split('T') as [string, string];
  const synced: JsonObject = { ...invoice, date, time: clock.slice(0, 8) };
  if (Array.isArray(invoice.payment_form)) {
    synced.payment_form = invoice.payment_form.map((form: unknown) =>
      isJsonObject(form) && 'payment_due_date' in form ? { ...form, payment_due_date: date } : form,
    );
  }
  return synced;
}

export interface GeneratedKey {
  kind: 'zipKey' | 'cufe';
  value: string;
}

/** A value APIDIAN really gave: its nil elements come as `{"_attributes":{"nil":"true"}}` (reference §1.1). */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function path(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (isJsonObject(node) ? node[key] : undefined), value);
}

/**
 * What the ZipKey/CUFE dialog shows after a test send (spec 3 §4, §7): the ZipKey when DIAN gave one, else the
 * CUFE/CUNE. The answer is read as APIDIAN sends it and also under `data`.
 */
export function generatedKeyOf(answer: unknown): GeneratedKey | undefined {
  for (const body of [answer, path(answer, 'data')]) {
    const zipKey =
      text(path(body, 'ResponseDian', 'Envelope', 'Body', 'SendTestSetAsyncResponse', 'SendTestSetAsyncResult', 'ZipKey')) ??
      text(path(body, 'ZipKey'));
    if (zipKey) return { kind: 'zipKey', value: zipKey };
  }
  for (const body of [answer, path(answer, 'data')]) {
    const cufe = ['CUFE', 'cufe', 'CUNE', 'cune'].map((key) => text(path(body, key))).find(Boolean);
    if (cufe) return { kind: 'cufe', value: cufe };
  }
  return undefined;
}
