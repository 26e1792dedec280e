import { testNamespace } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { diningRoom } from './dining-room.js';
import { startRestaurant } from './helpers.js';

// Two replicas of the restaurant service on one database, as Kubernetes runs them: a round sent through one reaches
// the kitchen boards connected to the other, and the boards of the first too.
const namespace = testNamespace();
let restaurant: Awaited<ReturnType<typeof startRestaurant>>;
let replica: Awaited<ReturnType<typeof buildApp>>;
const urls: string[] = [];

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
  replica = await buildApp(restaurant.config);
  urls.push(await restaurant.app.listen({ host: '127.0.0.1', port: 0 }), await replica.listen({ host: '127.0.0.1', port: 0 }));
}, 60000);
afterAll(async () => {
  await replica?.close();
  await restaurant?.close();
});

/** A kitchen board on `base`: the order events it receives, as they come. */
async function board(base: string, session: string, signal: AbortSignal) {
  const stream = await fetch(`${base}/restaurant/pedidos/stream`, { headers: { authorization: `Bearer ${session}` }, signal });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return async function next(): Promise<{ kind: string; order: { id: string; table_number: number | null } }> {
    for (;;) {
      const end = text.indexOf('\n\n');
      if (end >= 0) {
        const frame = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^event: order\ndata: (.*)$/m.exec(frame)?.[1];
        if (data) return JSON.parse(data);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += decoder.decode(value, { stream: true });
    }
  };
}

it("a round sent through one replica reaches the kitchen boards of every replica, and only its restaurant's", async () => {
  const room = await diningRoom(restaurant, namespace);
  const other = await diningRoom(restaurant, namespace);
  const closing = new AbortController();
  try {
    const [onFirst, onSecond] = await Promise.all(urls.map((url) => board(url, room.session, closing.signal)));
    const otherBoard = await board(urls[1]!, other.session, closing.signal);

    const sent = await room.round([[room.menu.sancocho, 1]]);

    for (const next of [onFirst!, onSecond!])
      expect(await next()).toMatchObject({ kind: 'created', order: { id: sent.id, table_number: 2 } });
    // The other restaurant's board hears only its own round.
    const theirs = await other.round([[other.menu.limonada, 2]]);
    expect(await otherBoard()).toMatchObject({ kind: 'created', order: { id: theirs.id } });
  } finally {
    closing.abort();
  }
});
