import { messages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import type { Customer } from '../../clients/billing.client.js';
import type { IdentityClient } from '../../clients/identity.client.js';
import type { InvoicingClient } from '../../clients/invoicing.client.js';

/** The buyer as identity knows them right now: the order records them for the invoice and the admin list. */
export async function currentCustomer(identity: IdentityClient, token: string, requestId: string): Promise<Customer> {
  const { user } = await identity.me(token, requestId);
  if (!user) throw new AppError(401, messages.sessionExpired);
  return { email: user.email, full_name: user.full_name || user.name || user.email, legal_id: user.legal_id || null, phone: user.phone || null };
}

/**
 * Spec 1 §5: paying needs a ready electronic-invoicing profile, or DIAN's invoice could not be issued. The
 * answer carries `ready` and `missing` so the store can open the profile dialog on the right fields.
 */
export async function requireInvoicingReady(invoicing: InvoicingClient, token: string, requestId: string): Promise<void> {
  let check;
  try {
    check = await invoicing.feCheck(token, requestId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) throw error;
    throw new AppError(503, messages.feCheckFailed);
  }
  if (!check.ready) throw new AppError(409, messages.feNotReady, { ready: false, missing: check.missing });
}
