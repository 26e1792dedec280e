import { invoicingCheckResponse, meResponse, userProfileResponse, type InvoicingCheck, type SessionUser } from '@mb/contracts';
import type { z } from 'zod';

/** Identity or invoicing could not give an answer billing can use (down, slow, or answering nonsense). */
export class BuyerSourceUnavailable extends Error {
  constructor(readonly source: 'identity' | 'invoicing', detail: string) {
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
  async function get<S extends z.ZodType>(source: BuyerSourceUnavailable['source'], url: URL, schema: S, token: string, requestId: string) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'x-request-id': requestId },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new BuyerSourceUnavailable(source, (error as Error).message);
    }
    if (response.status === 401) throw new BuyerSessionRefused(`${source} refused the session`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) throw new BuyerSourceUnavailable(source, `answered ${response.status}`);
    return parsed.data as z.infer<S>;
  }

  return {
    async me(token, requestId) {
      const { user } = await get('identity', new URL('/me', options.identityUrl), meResponse, token, requestId);
      if (!user) throw new BuyerSessionRefused('identity knows no user for the session');
      return user;
    },
    invoicingCheck: (token, requestId) => get('invoicing', new URL('/fe/check', options.invoicingUrl), invoicingCheckResponse, token, requestId),
    async userForAdmin(token, userId, requestId) {
      const { user } = await get('identity', new URL(`/users/${encodeURIComponent(userId)}/profile`, options.identityUrl), userProfileResponse, token, requestId);
      return user;
    },
    invoicingCheckForAdmin: (token, userId, requestId) =>
      get('invoicing', new URL(`/fe/check/${encodeURIComponent(userId)}`, options.invoicingUrl), invoicingCheckResponse, token, requestId),
  };
}
