import type { PaymentStatus, WompiStatus } from '@mb/contracts';

/** What a Wompi transaction update does to our payment: `undo` takes back an approval (a card void after it). */
export type PaymentEffect = 'approve' | 'decline' | 'undo' | 'none';

export interface Settlement {
  status: PaymentStatus;
  effect: PaymentEffect;
}

const finalFailures = new Set<PaymentStatus>(['declined', 'error']);

/**
 * One transaction's status applied to a payment (reference §7.5, §7.6). Statuses only move forward: an
 * approved payment never goes back to pending or declined (a later failed re-attempt on the same reference
 * changes nothing), a declined one can still be approved by a re-attempt, and a card void ends an approval.
 */
export function settle(current: PaymentStatus, incoming: WompiStatus): Settlement {
  const unchanged: Settlement = { status: current, effect: 'none' };
  if (incoming === 'PENDING' || current === 'voided') return unchanged;
  if (current === 'paid') return incoming === 'VOIDED' ? { status: 'voided', effect: 'undo' } : unchanged;
  if (incoming === 'APPROVED') return { status: 'paid', effect: 'approve' };
  if (incoming === 'VOIDED') return { status: 'voided', effect: current === 'pending' ? 'decline' : 'none' };
  // DECLINED or ERROR: announced once; another failed attempt on the same reference adds nothing.
  if (finalFailures.has(current)) return unchanged;
  return { status: incoming === 'DECLINED' ? 'declined' : 'error', effect: 'decline' };
}
