import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit, i18n } from '@mb/ui';
import { restaurantQueryKey } from '../session/restaurant-query-keys.js';
import { onQueueChange, queuedWrites } from './offline-queue.js';
import { sendQueued } from './send-or-queue.js';
import { sendQueue } from './send-queue.js';

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
 * Whether the device is online, how many writes it keeps, and the sending of them: whenever it is online and some
 * wait (the connection returned, a write was kept, the app opened with some from before a reload), they go in order.
 * Once they went, every view of the restaurant's data is read again.
 */
export function useOfflineQueue(): { online: boolean; pending: number } {
  const online = useOnline();
  const [pending, setPending] = useState(0);
  const queryClient = useQueryClient();

  useEffect(() => {
    let alive = true;
    const count = () =>
      void queuedWrites().then((writes) => {
        if (alive) setPending(writes.length);
      });
    count();
    const stop = onQueueChange(count);
    return () => {
      alive = false;
      stop();
    };
  }, []);

  const waiting = pending > 0;
  useEffect(() => {
    if (!online || !waiting) return;
    const refused = (_write: unknown, error: Error) =>
      emit('global-toast', { type: 'error', message: i18n.t('restaurant:offline.refused', { message: error.message }) });
    const send = () =>
      void sendQueue(sendQueued, refused).then(async () => {
        if ((await queuedWrites()).length === 0) await queryClient.invalidateQueries({ queryKey: restaurantQueryKey });
      });
    send();
    const timer = setInterval(send, retryMs);
    return () => clearInterval(timer);
  }, [online, waiting, queryClient]);

  return { online, pending };
}
