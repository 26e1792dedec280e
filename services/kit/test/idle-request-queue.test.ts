import { jest } from '@jest/globals';
import RequestQueue from 'kafkajs/src/network/requestQueue/index.js';
import { createKafka } from '../src/kafka/client.js';
import { scheduleCheckPendingRequests, type RequestQueueTimer } from '../src/kafka/idle-request-queue.js';
import { logger } from './helpers.js';

/** A request queue's scheduling state, counting its checks. */
function queue(pending: number, throttledForMs: number) {
  const state = {
    pending: Array.from({ length: pending }),
    throttledUntil: throttledForMs > 0 ? Date.now() + throttledForMs : -1,
    throttleCheckTimeoutId: null,
    checks: 0,
    checkPendingRequests() {
      state.checks += 1;
    },
  } satisfies RequestQueueTimer & { checks: number };
  return state;
}

// Fake timers (Date.now too): a check that was not due has not run, rather than not yet having run after a wait.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const advance = (ms: number) => jest.advanceTimersByTime(ms);

describe("kafkajs request queue's next check", () => {
  it('arms no timer when no request is waiting (an idle connection sleeps)', async () => {
    const idle = queue(0, 0);
    scheduleCheckPendingRequests.call(idle);
    expect(idle.throttleCheckTimeoutId).toBeNull();
    advance(30);
    expect(idle.checks).toBe(0);
  });

  it('checks a waiting request soon when nothing throttles it, once however often it is asked', async () => {
    const waiting = queue(1, 0);
    scheduleCheckPendingRequests.call(waiting);
    scheduleCheckPendingRequests.call(waiting);
    advance(40);
    expect(waiting.checks).toBe(1);
    expect(waiting.throttleCheckTimeoutId).toBeNull();
  });

  it("is the scheduling of every Kafka client's connections once the kit has made a client", () => {
    createKafka({ brokers: ['127.0.0.1:9092'], clientId: 'idle-test', logger });
    expect(RequestQueue.prototype.scheduleCheckPendingRequests).toBe(scheduleCheckPendingRequests);
  });

  it("waits for the broker's throttle to end before checking", async () => {
    const throttled = queue(1, 80);
    scheduleCheckPendingRequests.call(throttled);
    advance(40);
    expect(throttled.checks).toBe(0);
    advance(80);
    expect(throttled.checks).toBe(1);
  });
});
