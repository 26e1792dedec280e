import { branchHeader } from '@mb/contracts';
import { ApiError, apiRequest, emit, i18n } from '@mb/ui';
import { currentBranch } from '../branches/branch-store.js';
import { appSessionToken } from '../session/app-session-store.js';
import { restaurantApi } from '../session/index.js';
import { queueWrite, type QueuedWrite } from './offline-queue.js';
import { mustWait } from './send-queue.js';
import './offline-translations.js';

export type OfflineWrite = Omit<QueuedWrite, 'seq' | 'queuedAt' | 'token' | 'sede'>;

/** The write's request: its key, and the branch it was made in when it was kept. */
const requestOf = (write: OfflineWrite & Pick<QueuedWrite, 'sede'>) => ({
  method: write.method,
  body: write.body,
  headers: { 'Idempotency-Key': write.key, ...(write.sede ? { [branchHeader]: write.sede } : {}) },
});

/** A write sent as the current person: its key in the `Idempotency-Key` header. */
export const sendWrite = <T>(write: OfflineWrite & Pick<QueuedWrite, 'sede'>) => restaurantApi<T>(write.path, requestOf(write));

/** A kept write as the queue sends it: as the person who made it, with the session kept beside it. */
export async function sendQueued(write: QueuedWrite): Promise<unknown> {
  if (!write.token || write.token === appSessionToken()) return sendWrite(write);
  const request = requestOf(write);
  try {
    // Not through restaurantApi: a 401 for the maker's session must not end the session of the person now on the tablet.
    return await apiRequest(write.path, { ...request, headers: { ...request.headers, Authorization: `Bearer ${write.token}` } });
  } catch (error) {
    // The maker's session expired (or was ended) while the write waited: it goes as the current person rather than be
    // lost (the server then records that person); the same key keeps it from being applied twice.
    if (error instanceof ApiError && error.status === 401) return sendWrite(write);
    throw error;
  }
}

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
  await keepWrite(write);
  return undefined;
}

/**
 * Keeps a write on the device as the current person's, made in the branch the device works in, and says so: it goes
 * with the queue when the connection returns, or, a charge to confirm, when a person confirms it.
 */
export async function keepWrite(write: OfflineWrite, charge?: QueuedWrite['charge']): Promise<void> {
  const made = { token: appSessionToken() ?? undefined, sede: currentBranch() ?? undefined };
  await queueWrite({ ...write, ...made, ...(charge ? { charge } : {}) });
  const message = charge?.toConfirm ? 'restaurant:offline.keptToConfirm' : 'restaurant:offline.kept';
  emit('global-toast', { type: 'info', message: i18n.t(message) });
}

/** A new key for a write the person means once (a tap on 'Enviar a cocina', a move of a ticket). */
export const newKey = () => crypto.randomUUID();
