import { EventEmitter } from 'node:events';
import type { OrderStreamEvent } from '@mb/contracts';
import type { Redis } from 'ioredis';
import type { BranchScope } from '../session/restaurant-session.js';

/** A branch's channel: its boards hear of its own orders only. */
const channelOf = (restaurantId: string, branchId: string) => `${restaurantId}:${branchId}`;

/**
 * The kitchen boards' feed, shared by every replica of the service through Redis pub/sub: an order change, told
 * after it commits, goes out on its restaurant's channel as the server-sent event the boards write (serialized
 * once), and each process hands it to the boards of that restaurant connected to it. So a ticket sent through one
 * replica reaches boards held by another. Redis out of reach: the change still reaches this process's own boards
 * (`publisher` fails at once, see `createRequestRedis`); a board re-reads the orders whenever its stream reconnects.
 */
export function orderFeed(options: {
  /** Fails at once while Redis is away. */
  publisher: Redis;
  /** A connection of its own: in subscriber mode it takes no other command. */
  subscriber: Redis;
  /** Keeps test runs' channels apart. */
  namespace: string;
  log: { warn(object: object, message: string): void };
}) {
  const emitter = new EventEmitter();
  // Every connected board is a listener; a busy restaurant has many.
  emitter.setMaxListeners(0);
  const prefix = `${options.namespace ? `${options.namespace}:` : ''}restaurant-kitchen:`;
  options.subscriber.on('pmessage', (_pattern: string, channel: string, frame: string) =>
    emitter.emit(channel.slice(prefix.length), frame),
  );
  const subscribed = options.subscriber.psubscribe(`${prefix}*`);
  return {
    /** To the boards of the order's restaurant and branch. */
    publish(restaurantId: string, event: OrderStreamEvent): void {
      const frame = `event: order\ndata: ${JSON.stringify(event)}\n\n`;
      const channel = channelOf(restaurantId, event.order.branch_id);
      options.publisher.publish(`${prefix}${channel}`, frame).catch((error: unknown) => {
        options.log.warn({ err: error }, 'kitchen feed not shared through Redis; told to this process only');
        emitter.emit(channel, frame);
      });
    },
    subscribe(at: BranchScope, listener: (frame: string) => void): () => void {
      const channel = channelOf(at.restaurantId, at.branchId);
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    /** Resolves once this process hears the other replicas' changes. */
    listening: async (): Promise<void> => {
      await subscribed;
    },
    close(): void {
      options.subscriber.disconnect();
    },
  };
}
export type OrderFeed = ReturnType<typeof orderFeed>;
