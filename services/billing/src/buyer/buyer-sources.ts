import { invoicingCheckResponse, meResponse, messages, userProfileResponse, type InvoicingCheck, type SessionUser } from '@mb/contracts';
import { httpClient, HttpUnreachable, type JsonAnswer } from '@mb/service-kit';
import type { z } from 'zod';

/** Identity or invoicing could not give an answer billing can use (down, slow, or answering nonsense). */
export class BuyerSourceUnavailable extends Error {
  constructor(
    readonly source: 'identity' | 'invoicing',
    detail: string,
  ) {
    super(`${source}: ${detail}`);
  }
}

/** The session was refused by its owner (account gone or disabled since the token was signed). */
export class BuyerSessionRefused extends Error {}

export interface BuyerSources {
  /** Identity's GET /me for the session's user. */
  me(token: string, requestId: string): Promise<SessionUser>;
  /** Invoicing's GET /fe/check for the session's user. */
  invoicingCheck(token: string, requestId: string): Promise<InvoicingCheck>;
  /** The same two for another user, asked with an administrator's session (a payment recorded by hand). */
  userForAdmin(token: string, userId: string, requestId: string): Promise<SessionUser>;
  invoicingCheckForAdmin(token: string, userId: string, requestId: string): Promise<InvoicingCheck>;
}

/** The services that own the buyer's data, asked with the buyer's own session token (so only their own data). */
export function buyerSources(options: { identityUrl: string; invoicingUrl: string; timeoutMs: number }): BuyerSources {
  const owners = {
    identity: httpClient({ baseUrl: options.identityUrl, timeoutMs: options.timeoutMs, unavailable: messages.buyerLookupFailed }),
    invoicing: httpClient({ baseUrl: options.invoicingUrl, timeoutMs: options.timeoutMs, unavailable: messages.feCheckFailed }),
  };

  async function get<S extends z.ZodType>(
    source: BuyerSourceUnavailable['source'],
    path: string,
    schema: S,
    token: string,
    requestId: string,
  ) {
    let answer: JsonAnswer;
    try {
      answer = await owners[source].json(path, { headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId } });
    } catch (error) {
      if (error instanceof HttpUnreachable) throw new BuyerSourceUnavailable(source, error.reason);
      throw error;
    }
    if (answer.status === 401) throw new BuyerSessionRefused(`${source} refused the session`);
    const parsed = schema.safeParse(answer.body);
    if (!answer.ok || !parsed.success) throw new BuyerSourceUnavailable(source, `answered ${answer.status}`);
    return parsed.data as z.infer<S>;
  }

  return {
    async me(token, requestId) {
      const { user } = await get('identity', '/me', meResponse, token, requestId);
      if (!user) throw new BuyerSessionRefused('identity knows no user for the session');
      return user;
    },
    invoicingCheck: (token, requestId) => get('invoicing', '/fe/check', invoicingCheckResponse, token, requestId),
    async userForAdmin(token, userId, requestId) {
      const { user } = await get('identity', `/users/${encodeURIComponent(userId)}/profile`, userProfileResponse, token, requestId);
      return user;
    },
    invoicingCheckForAdmin: (token, userId, requestId) =>
      get('invoicing', `/fe/check/${encodeURIComponent(userId)}`, invoicingCheckResponse, token, requestId),
  };
}
