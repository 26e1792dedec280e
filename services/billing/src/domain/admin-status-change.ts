import { membershipStatusMessages as texts, type SubscriptionStatus } from '@mb/contracts';
import { conflict } from '@mb/service-kit';

/**
 * Spec 2 §4 and issue 20: an administrator may deactivate an active membership (→ cancelled) and nothing else by
 * hand. A membership becomes active only by a payment (card or recorded with 'Tomar pago', `applyPaidLine`), so a
 * cancelled or unpaid licence is never switched on for 0 COP. Anything else is refused (409) naming where it is.
 */
export function checkAdminStatusChange(current: SubscriptionStatus, requested: 'active' | 'cancelled'): void {
  if (requested === 'active') throw conflict(texts.activationNeedsPayment(current));
  if (current !== 'active') throw conflict(texts.deactivationNeedsActive(current));
}
