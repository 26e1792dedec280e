import { emit } from '@mb/ui';
import { recheckReadiness } from './invoicing-api.js';

export type AfterSave = 'retry-buy-now';

/**
 * After a successful save (spec 3 §4, spec 1 §4 "Buy-now"): say so, check readiness again, and retry an
 * interrupted buy-now once the profile is ready. A failed check, or fields still missing ('Faltan datos FE'),
 * is swallowed: the store asks again on the next attempt. Runs on after the dialog has closed.
 */
export async function afterProfileSaved(savedMessage: string, afterSave?: AfterSave, memberId?: string): Promise<void> {
  emit('global-toast', { type: 'success', message: savedMessage });
  // A member's profile, saved by an administrator: 'Tomar pago' checks it again itself.
  if (memberId) return emit('fe-profile-saved', { memberId });
  const check = await recheckReadiness();
  if (check?.ready && afterSave === 'retry-buy-now') emit('retry-buy-now');
}
