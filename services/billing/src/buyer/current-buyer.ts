import { messages, type InvoicingCheck, type SessionUser } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import type { Customer } from '../modules/orders/orders.repository.js';
import { BuyerSessionRefused, BuyerSourceUnavailable, type BuyerSources } from './buyer-sources.js';

/** The buyer as the order records them for the invoice and the admin list: identity's data, nothing the caller sent. */
export function customerOf(user: SessionUser): Customer {
  return {
    email: user.email,
    full_name: user.full_name || user.name || user.email,
    legal_id: user.legal_id || null,
    phone: user.phone || null,
  };
}

/**
 * Who is buying, asked of their owners with the caller's own session (both at once). Spec 1 §5: paying needs a
 * ready electronic-invoicing profile, or DIAN's invoice could not be issued; the refusal carries `ready` and
 * `missing` so the store can open the profile dialog on the right fields. An owner out of reach is a 503.
 */
export function currentBuyer(sources: BuyerSources, caller: { userId: string; token: string; requestId: string }): Promise<Customer> {
  const { token, requestId } = caller;
  return resolveBuyer(caller.userId, () => Promise.all([sources.me(token, requestId), sources.invoicingCheck(token, requestId)]));
}

/** The same buyer, asked for by an administrator recording their payment (the owners check the administrator's role). */
export function buyerForAdmin(
  sources: BuyerSources,
  request: { userId: string; adminToken: string; requestId: string },
): Promise<Customer> {
  const { userId, adminToken, requestId } = request;
  return resolveBuyer(userId, () =>
    Promise.all([sources.userForAdmin(adminToken, userId, requestId), sources.invoicingCheckForAdmin(adminToken, userId, requestId)]),
  );
}

async function resolveBuyer(userId: string, ask: () => Promise<[SessionUser, InvoicingCheck]>): Promise<Customer> {
  try {
    const [user, check] = await ask();
    if (user.id !== userId) throw new AppError(401, messages.sessionExpired);
    if (!check.ready) throw new AppError(409, messages.feNotReady, { ready: false, missing: check.missing });
    return customerOf(user);
  } catch (error) {
    if (error instanceof BuyerSessionRefused) throw new AppError(401, messages.sessionExpired);
    if (error instanceof BuyerSourceUnavailable) {
      throw new AppError(503, error.source === 'identity' ? messages.buyerLookupFailed : messages.feCheckFailed);
    }
    throw error;
  }
}
