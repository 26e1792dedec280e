import { eventStreamHeaders } from '@mb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderFeed } from './order-feed.js';

/** A comment line every so often keeps proxies from closing a quiet stream and tells the board it is alive. */
const heartbeatMs = 15_000;

/**
 * GET /restaurant/pedidos/stream: server-sent events (`event: order`, data = { kind, order }) of the branch the
 * session works in, from now on; the board reads the current orders with GET /restaurant/pedidos first. The session is
 * checked when the stream opens, and again at every heartbeat (`recheck`): once it is no longer current the stream
 * says `event: ended` and closes.
 */
export function streamOrders(
  request: FastifyRequest,
  reply: FastifyReply,
  feed: OrderFeed,
  recheck: () => Promise<boolean>,
  open: Set<() => void>,
): void {
  reply.hijack();
  reply.raw.writeHead(200, { ...eventStreamHeaders, 'x-request-id': request.id });
  reply.raw.write('retry: 3000\n\n');
  const unsubscribe = feed.subscribe(request.restaurant, (frame) => reply.raw.write(frame));
  const heartbeat = setInterval(() => {
    recheck().then(
      (current) => (current ? reply.raw.write(': ping\n\n') : end('event: ended\ndata: {}\n\n')),
      () => reply.raw.write(': ping\n\n'),
    );
  }, heartbeatMs);
  function end(last?: string) {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    if (!reply.raw.writableEnded) reply.raw.end(last);
  }
  open.add(end);
  request.raw.on('close', () => end());
}
