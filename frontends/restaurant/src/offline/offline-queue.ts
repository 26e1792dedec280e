import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * A write the device keeps while it cannot reach the server (issue 36): a round, an order's move or a cash charge,
 * with the Idempotency-Key it was given when made, so sending it again (the queue replayed, a retry) changes nothing.
 */
export interface QueuedWrite {
  /** Its place in the queue: writes are sent in this order. */
  seq?: number;
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  queuedAt: string;
  /**
   * The restaurant session of the person who made it: on a shared tablet another person may have entered with their PIN
   * before it goes, and it must still be recorded as the maker's. Kept only until the write is sent. Absent on writes
   * kept before the device remembered it: those go as the current person.
   */
  token?: string;
  /**
   * The branch (`X-Sede`) it was made in: it goes to that branch's tables, checks and stock whichever branch the device
   * works in when it is sent. Absent: the branch chosen when it goes (none was chosen, or it was kept before branches).
   */
  sede?: string;
  /**
   * A charge made offline: what it charges (shown while it waits), and whether it waits for a person to confirm it
   * (a card or a transfer that may not have gone through, or a charge the server refused: `refusal` says why) rather
   * than go by itself with the queue.
   */
  charge?: { due: number; toConfirm: boolean; refusal?: string };
}

/** A kept charge. */
export type ChargeWrite = QueuedWrite & { charge: NonNullable<QueuedWrite['charge']> };

/** Whether a kept write goes with the queue when the connection returns (a charge to confirm waits for a person). */
export const goesByItself = (write: QueuedWrite) => !write.charge?.toConfirm;

interface OfflineDb extends DBSchema {
  writes: { key: number; value: QueuedWrite };
}

const dbName = 'mb-restaurant-offline';
let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;
const database = () => {
  opened ??= openDB<OfflineDb>(dbName, 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opened;
};

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called whenever the queue changes (a write kept or sent). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueWrite(write: Omit<QueuedWrite, 'seq' | 'queuedAt'>): Promise<void> {
  await (await database()).add('writes', { ...write, queuedAt: new Date().toISOString() });
  changed();
}

/** The writes still to send, oldest first. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  return (await database()).getAll('writes');
}

/** A kept charge the server refused: it waits for a person, with the refusal, rather than be dropped (the money was taken). */
export async function holdCharge(write: ChargeWrite, refusal: string): Promise<void> {
  await (await database()).put('writes', { ...write, charge: { ...write.charge, toConfirm: true, refusal } });
  changed();
}

export async function dropWrite(seq: number): Promise<void> {
  await (await database()).delete('writes', seq);
  changed();
}
