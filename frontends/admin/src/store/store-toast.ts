import { emit } from '@mb/ui';

/** The store administration's messages go to the shell's global toast stack. */
export function storeToast(type: 'error' | 'success' | 'info', message: string): void {
  emit('global-toast', { type, message });
}
