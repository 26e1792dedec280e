import { emit } from '@mb/ui';
import { invoicingToastMs } from '@mb/contracts';

/** Spec 3 §8: the issuer administration's toasts last 10 s; one at a time, so none pile over the issuer list. */
export function invoicingToast(type: 'error' | 'success' | 'info', message: string): void {
  emit('global-toast', { type, message, durationMs: invoicingToastMs, group: 'invoicing' });
}
