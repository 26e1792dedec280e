// The module kafkajs itself loads (Node's and Jest's module caches alike), so its connections get the fix.
import RequestQueue from 'kafkajs/src/network/requestQueue/index.js';

/** The part of kafkajs's per-connection request queue that schedules its next look at the pending requests. */
export interface RequestQueueTimer {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: ReturnType<typeof setTimeout> | null;
  checkPendingRequests(): void;
}

// kafkajs's own delay for a pending request when no broker throttle is in force.
const checkPendingIntervalMs = 10;

/**
 * kafkajs 2.2.4 (its last release) re-arms this timer after every check even when nothing waits, with a negative
 * delay: every connection wakes its process about once a millisecond forever, 5–6 % of a core per idle service here
 * (tulios/kafkajs#1556, fix proposed in #1667, never released). The queue only needs a timer for requests waiting
 * on a throttle or a full pipe; `push` schedules it again when one arrives.
 */
export function scheduleCheckPendingRequests(this: RequestQueueTimer): void {
  if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  this.throttleCheckTimeoutId = setTimeout(
    () => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    },
    untilUnthrottled > 0 ? untilUnthrottled : checkPendingIntervalMs,
  );
}

/** Puts the fixed scheduling into kafkajs's request queue; every Kafka client of the process then uses it. */
export function fixIdleRequestQueue(): void {
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests as () => void;
}
