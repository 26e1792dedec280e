import { emit } from '@mb/ui';
import { templatePanelToastMs } from '@mb/contracts';

/** Spec 3 §2.2: the template panel's toasts last 8 s. */
export function templateToast(type: 'error' | 'success', message: string): void {
  emit('global-toast', { type, message, durationMs: templatePanelToastMs });
}
