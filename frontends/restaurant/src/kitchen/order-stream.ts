import type { OrderStreamEvent } from '@mb/contracts';
import { branchHeaders } from '../branches/branch-store.js';

/** One server-sent event as written by the restaurant service: `event: <name>` and one `data:` line. */
interface StreamMessage {
  event: string;
  data: string;
}

/** Splits a text/event-stream into messages; comments (`: ping`) and `retry:` lines carry no message. */
export function* parseEventStream(buffer: string): Generator<StreamMessage> {
  for (const block of buffer.split(/\r?\n\r?\n/)) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) yield { event, data: data.join('\n') };
  }
}

export interface OrderStreamHandlers {
  /** The stream is open: whatever happened before it opened must be read again. */
  onOpen: () => void;
  onOrder: (event: OrderStreamEvent) => void;
  /** The server closed the stream because the session is no longer current. */
  onEnded: () => void;
}

/**
 * Reads GET /restaurant/pedidos/stream with fetch rather than EventSource, which cannot send the session's bearer
 * token (putting it in the URL would leave it in every proxy's access log). Resolves when the stream ends; rejects
 * with the response when it is refused and with the network error when it drops.
 */
export async function readOrderStream(url: string, token: string, signal: AbortSignal, handlers: OrderStreamHandlers): Promise<void> {
  const response = await fetch(url, {
    // The branch the device works in: its boards hear of its own tickets only.
    headers: { ...branchHeaders(), accept: 'text/event-stream', authorization: `Bearer ${token}` },
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) throw response;
  handlers.onOpen();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    pending += decoder.decode(value, { stream: true });
    // Only complete messages (ended by a blank line) are read; the rest waits for the next chunk.
    const end = pending.lastIndexOf('\n\n');
    if (end < 0) continue;
    const complete = pending.slice(0, end);
    pending = pending.slice(end + 2);
    for (const message of parseEventStream(complete)) {
      if (message.event === 'ended') return handlers.onEnded();
      if (message.event === 'order') handlers.onOrder(JSON.parse(message.data) as OrderStreamEvent);
    }
  }
}
