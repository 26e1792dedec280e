import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit, i18n } from '@mb/ui';
import { restaurantQueryKey } from '../session/restaurant-query-keys.js';
import { goesByItself, queuedWrites } from './offline-queue.js';
import { sendQueued } from './send-or-queue.js';
import { sendQueue } from './send-queue.js';
import { useQueuedWrites } from './use-queued-writes.js';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/** Whether the device says it is online (a cut network says so at once). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline);

/** While writes wait and the device is online, how often the queue is tried again (the server may have been down). */
export const retryMs = 10_000;

/**
 * Whether the device is online, how many writes it keeps to send (and charges to confirm), and the sending of them:
 * whenever it is online and some wait (the connection returned, a write was kept, the app opened with some from before
 * a reload), they go in order.
 * Once they went, every view of the restaurant's data is read again.
 */
export function useOfflineQueue(): { online: boolean; pending: number; toConfirm: number } {
  const online = useOnline();
  const writes = useQueuedWrites();
  const pending = writes.filter(goesByItself).length;
  const queryClient = useQueryClient();

  const waiting = pending > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const refused = (_write: unknown, error: Error) =>
      emit('global-toast', { type: 'error', message: i18n.t('restaurant:offline.refused', { message: error.message }) });
    const send = () =>
      void sendQueue(sendQueued, refused).then(async () => {
        if (!(await queuedWrites()).some(goesByItself)) await queryClient.invalidateQueries({ queryKey: restaurantQueryKey });
      });
    send();
    const timer = setInterval(send, retryMs);
    return () => clearInterval(timer);
  }, [online, waiting, queryClient]);

  return { online, pending, toConfirm: writes.length - pending };
}
