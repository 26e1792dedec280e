import { ApiError } from '@mb/ui';

/**
 * Whether a failed read is asked again: a refusal (an answer with a 4xx status) would say the same, so it shows at
 * once; a lost connection or a server failure gets one more try, shortly after. The library's default (three more
 * tries, 1 s, 2 s then 4 s apart) held a profile's error back about 7 s.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return failureCount < 1 && !refused;
}

/** The pause before that one more try. */
export const readRetryDelayMs = 500;
