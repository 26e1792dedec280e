import { emit } from '@mb/ui';

/** The menu's outcomes as toasts: what was done, or the server's (or connection's) message. */
export const notifySuccess = (message: string) => emit('global-toast', { type: 'success', message });
export const notifyFailure = (error: Error) => emit('global-toast', { type: 'error', message: error.message });
