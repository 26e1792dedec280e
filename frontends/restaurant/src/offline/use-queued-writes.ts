import { useEffect, useState } from 'react';
import { onQueueChange, queuedWrites, type QueuedWrite } from './offline-queue.js';

/** The writes the device keeps, oldest first, kept up to date (a write kept, sent or discarded). */
export function useQueuedWrites(): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void queuedWrites().then((all) => {
        if (alive) setWrites(all);
      });
    read();
    const stop = onQueueChange(read);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return writes;
}
