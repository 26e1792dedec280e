import { emit, i18n } from '@mb/ui';
import { restaurantApi } from '../session/index.js';
import { queueWrite, type QueuedWrite } from './offline-queue.js';
import { mustWait } from './send-queue.js';
import './offline-translations.js';

export type OfflineWrite = Omit<QueuedWrite, 'seq' | 'queuedAt'>;

/** A write as the queue sends it, and as it is sent at once: its key in the `Idempotency-Key` header. */
export const sendWrite = <T>(write: OfflineWrite) =>
  restaurantApi<T>(write.path, { method: write.method, body: write.body, headers: { 'Idempotency-Key': write.key } });

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends a write now, or keeps it on the device when there is no connection (or the server does not answer): then it
 * goes with the queue, in order, when the connection returns, and this answers undefined. Its key is the same both
 * ways, so a write that reached the server though its answer was lost is not applied twice.
 */
export async function sendOrQueue<T>(write: OfflineWrite): Promise<T | undefined> {
  if (!isOffline()) {
    try {
      return await sendWrite<T>(write);
    } catch (error) {
      if (!mustWait(error)) throw error;
    }
  }
  await queueWrite(write);
  emit('global-toast', { type: 'info', message: i18n.t('restaurant:offline.kept') });
  return undefined;
}

/** A new key for a write the person means once (a tap on 'Enviar a cocina', a move of a ticket). */
export const newKey = () => crypto.randomUUID();
