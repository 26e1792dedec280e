import { auditResponse, messages } from '@mb/contracts';
import { callService, queryString } from './http.js';

/** The audit log's call: identity keeps the log every service writes to through its events. */
export function auditClient(identityUrl: string, timeoutMs: number) {
  return {
    entries: (token: string, query: Record<string, string | number | undefined>, requestId: string) =>
      callService(identityUrl, `/audit${queryString(query)}`, auditResponse, {
        token,
        requestId,
        timeoutMs,
        fallback: messages.auditFailed,
      }),
  };
}
