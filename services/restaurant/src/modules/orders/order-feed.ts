import { EventEmitter } from 'node:events';
import type { OrderStreamEvent } from '@mb/contracts';

/**
 * The kitchen boards' feed: this process's own order changes, told after they commit, to the boards of that
 * restaurant connected to this process, as the server-sent event they write (serialized once for all of them). Correct for one process; with several replicas a change made on one would
 * not reach boards held by another, and the feed would have to come from the `restaurant.order` topic instead.
 */
export function orderFeed() {
  const emitter = new EventEmitter();
  // Every connected board is a listener; a busy restaurant has many.
  emitter.setMaxListeners(0);
  return {
    publish(restaurantId: string, event: OrderStreamEvent): void {
      emitter.emit(restaurantId, `event: order\ndata: ${JSON.stringify(event)}\n\n`);
    },
    subscribe(restaurantId: string, listener: (frame: string) => void): () => void {
      emitter.on(restaurantId, listener);
      return () => emitter.off(restaurantId, listener);
    },
  };
}
export type OrderFeed = ReturnType<typeof orderFeed>;
