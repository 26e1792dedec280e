import { EventEmitter } from 'node:events';
import type { OrderStreamEvent } from '@mb/contracts';
import type { Redis } from 'ioredis';

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
    publish(restaurantId: string, event: OrderStreamEvent): void {
      const frame = `event: order\ndata: ${JSON.stringify(event)}\n\n`;
      options.publisher.publish(`${prefix}${restaurantId}`, frame).catch((error: unknown) => {
        options.log.warn({ err: error }, 'kitchen feed not shared through Redis; told to this process only');
        emitter.emit(restaurantId, frame);
      });
    },
    subscribe(restaurantId: string, listener: (frame: string) => void): () => void {
      emitter.on(restaurantId, listener);
      return () => emitter.off(restaurantId, listener);
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
