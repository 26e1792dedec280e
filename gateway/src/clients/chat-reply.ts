/** What an automation webhook's JSON answer says (spec 1 §7): a reply, an error it raised, or nothing readable. */
export type WebhookAnswer = { kind: 'reply'; reply: string } | { kind: 'error'; error: string } | { kind: 'invalid' };

/** The keys a reply may come under, in this order; the same again inside `data`. */
export const replyKeys = ['response', 'message', 'text', 'reply'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const readable = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function replyUnder(body: Record<string, unknown>): string | undefined {
  return replyKeys.map((key) => body[key]).find(readable);
}

/**
 * Reads the reply from an automation's answer: response, message, text or reply (also under `data`), or else the
 * first string value. An `error` field wins over everything (the workflow's error branch may still carry a message).
 */
export function readWebhookAnswer(body: unknown): WebhookAnswer {
  if (!isRecord(body)) return readable(body) ? { kind: 'reply', reply: body } : { kind: 'invalid' };
  const { error } = body;
  if (error !== undefined && error !== null && error !== false && error !== '') {
    return { kind: 'error', error: typeof error === 'string' ? error : JSON.stringify(error) };
  }
  const reply = replyUnder(body) ?? (isRecord(body.data) ? replyUnder(body.data) : undefined) ?? Object.values(body).find(readable);
  return reply === undefined ? { kind: 'invalid' } : { kind: 'reply', reply };
}

/** Spec 1 §9: an availability check counts OK or 405 (a webhook registered for POST only) as available. */
export const isAvailableStatus = (status: number) => (status >= 200 && status < 300) || status === 405;
