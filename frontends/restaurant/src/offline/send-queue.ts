import { ApiError } from '@mb/ui';
import { dropWrite, goesByItself, holdCharge, queuedWrites, type QueuedWrite } from './offline-queue.js';

/** How a write goes to the server: with its key in the `Idempotency-Key` header. */
export type SendWrite = (write: QueuedWrite) => Promise<unknown>;

/**
 * Whether a write must wait rather than that the server refused it: the server was not reached or failed (5xx), or the
 * session ended (401: the write goes once someone enters again).
 */
export const mustWait = (error: unknown) =>
  error instanceof ApiError && (error.unanswered || error.status === 401 || (error.status ?? 0) >= 500);

let running: Promise<void> | undefined;

/**
 * Sends the queued writes one at a time, oldest first, each dropped once the server answered it. It stops at the first
 * the server does not answer (the rest wait for the next try, in order). A write the server refuses (a ticket moved
 * meanwhile on another device, say) is dropped and its refusal reported: it would be refused again; a refused charge is
 * kept for a person to confirm or discard instead (its money was taken). A charge to confirm is left for a person. One run at a time: a second call while one runs waits for it.
 */
export function sendQueue(send: SendWrite, refused: (write: QueuedWrite, error: Error) => void): Promise<void> {
  running ??= (async () => {
    try {
      for (const write of (await queuedWrites()).filter(goesByItself)) {
        try {
          await send(write);
        } catch (error) {
          if (mustWait(error)) return;
          refused(write, error as Error);
          if (write.charge) {
            await holdCharge({ ...write, charge: write.charge }, (error as Error).message);
            continue;
          }
        }
        await dropWrite(write.seq!);
      }
    } finally {
      running = undefined;
    }
  })();
  return running;
}
