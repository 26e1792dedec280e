// Two replicas of every service and of the gateway, proven on the compose stack (issue 39, item 6): a restaurant's
// ticket sent through one gateway replica reaches the kitchen board held through the other; then, with orders and
// payments under way, the board's gateway replica is stopped (SIGTERM: it ends the board's stream at once) and one
// replica of each service killed (SIGKILL): every order accepted is there exactly once, every payment is paid with one
// invoice issued, and both boards, the cut one having reconnected through the surviving gateway replica, have every
// ticket. Imported once E2E_BASE_URL is set.
import { randomUUID } from 'node:crypto';
import { containersOf, engineRun, engineSync, replicated } from '../../deploy/containers/compose.mjs';
import { api } from '../lib/customer.mjs';
import { buyAPlan, newBuyer, retried, retrying, until } from './purchase.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const base = process.env.E2E_BASE_URL;

/** Into the restaurant app with the owner's platform session, as 'Abrir' does: its session token and a caller with it. */
async function enterRestaurant(owner, subscriptionId) {
  const { restaurant_token: restaurantToken } = await until('the restaurant knows its subscription', () =>
    owner.api(`/auth/subscriptions/${subscriptionId}/open-restaurant`, { method: 'POST' }).catch((error) => {
      if (/: 40[34] /.test(error.message)) return undefined; // billing's event has not reached restaurant yet
      throw error;
    }),
  );
  await retrying(() => api('/restaurant/auth/setup-user', { method: 'POST', token: restaurantToken }));
  const { answer } = await retrying(() => api('/restaurant/auth/login', { method: 'POST', token: restaurantToken }));
  const app = (path, options = {}) => api(path, { ...options, token: answer.token }).then((result) => result.answer);
  return { token: answer.token, app };
}

/**
 * A kitchen board as the app keeps one: the live stream (through gateway replica `pin` first, then wherever the
 * balancer sends it), and on every reconnection the orders read again once the new stream listens. `notes` holds the
 * note of every order it has seen; `servedBy`, the gateway replica's address behind each of its streams; `endedAt`,
 * when each ended.
 */
async function kitchenBoard(app, token, pin) {
  const board = { notes: new Set(), servedBy: [], endedAt: [], stopped: false };
  const abort = new AbortController();
  let connected;
  const firstStream = new Promise((resolve) => (connected = resolve));
  const read = async (headers) => {
    const response = await fetch(new URL('/restaurant/pedidos/stream', base), {
      headers: { authorization: `Bearer ${token}`, ...headers },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`board stream: ${response.status}`);
    board.servedBy.push(response.headers.get('x-mb-server'));
    const decoder = new TextDecoder();
    let buffer = '';
    let listening = false;
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const events = buffer.split('\n\n');
      buffer = events.pop();
      for (const event of events) {
        const data = /^event: order\ndata: (.*)$/m.exec(event)?.[1];
        if (data) board.notes.add(JSON.parse(data).order.note);
      }
      if (!listening) {
        listening = true; // `retry:` first: subscribed
        connected();
        if (board.servedBy.length > 1) for (const order of (await app('/restaurant/pedidos')).data) board.notes.add(order.note);
      }
    }
  };
  board.done = (async () => {
    while (!board.stopped) {
      await read(board.servedBy.length === 0 ? { 'x-mb-replica': pin } : {}).catch(() => {});
      board.endedAt.push(Date.now());
      if (!board.stopped) await sleep(500);
    }
  })();
  board.stop = () => {
    board.stopped = true;
    abort.abort();
    return board.done;
  };
  await firstStream;
  return board;
}

/** A takeaway round of one dish with note `note`, sent until it is answered, always with the same Idempotency-Key. */
function sendRound(app, dish, note, headers = {}) {
  const key = randomUUID();
  return retrying(() =>
    app('/restaurant/pedidos', {
      method: 'POST',
      body: { takeaway: true, note, lines: [{ itemId: dish.id, quantity: 1 }] },
      headers: { 'idempotency-key': key, ...headers },
    }),
  );
}

/** The container behind the gateway replica at `address` (its address on the stack's network). */
function containerAt(project, address) {
  const name = containersOf(project, 'gateway').find(
    (container) =>
      engineSync(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container]).stdout.trim() === address,
  );
  if (!name) throw new Error(`no gateway container at ${address}`);
  return name;
}

/** Each promise's outcome, its rejection thrown once all have settled (none left unhandled meanwhile). */
async function settled(promises) {
  const outcomes = await Promise.allSettled(promises);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => outcome.value);
}

/** How many times each note is among `orders`. */
const countByNote = (orders) => orders.reduce((counts, order) => counts.set(order.note, (counts.get(order.note) ?? 0) + 1), new Map());

/** The proof; `owner` bought the restaurant software (its `subscription`). Logs what it saw; throws what failed. */
export async function twoReplicas(project, owner, subscription, log = console.log) {
  const { token, app } = await enterRestaurant(owner, subscription.id);
  const { data: category } = await retrying(() => app('/restaurant/menu/categories', { method: 'POST', body: { name: 'Carta' } }));
  const { data: dish } = await retrying(() =>
    app('/restaurant/menu/items', { method: 'POST', body: { category_id: category.id, name: 'Ajiaco', price: 28000 } }),
  );

  // One board through each gateway replica; a round sent through replica 2 reaches the board held through replica 1.
  const boards = [await kitchenBoard(app, token, '1'), await kitchenBoard(app, token, '2')];
  const [viaOne, viaTwo] = boards.map((board) => board.servedBy[0]);
  if (!viaOne || viaOne === viaTwo) throw new Error(`the boards are not held through two gateway replicas: ${viaOne}, ${viaTwo}`);
  await sendRound(app, dish, 'primero', { 'x-mb-replica': '2' });
  await until('the first ticket on both boards', async () => boards.every((board) => board.notes.has('primero')), 15_000);
  log(`replicas: a ticket sent through gateway ${viaTwo} reached the board held through gateway ${viaOne}`);

  // Traffic: two waiters sending a round every 200 ms or so, two buyers paying. Then the first board's gateway replica
  // is stopped as a rollout stops it (SIGTERM, then its graceful close) and, with a burst of 8 rounds under way, one
  // replica of each service killed (SIGKILL); the traffic goes on for 15 s more.
  const buyers = await settled([newBuyer('replicas-a'), newBuyer('replicas-b')]);
  const accepted = ['primero'];
  let ordering = true;
  const waiter = async (name) => {
    for (let n = 1; ordering; n += 1) {
      await sendRound(app, dish, `${name}-${n}`);
      accepted.push(`${name}-${n}`);
      await sleep(200); // a busy floor, and fewer orders than the list's 500
    }
  };
  const traffic = settled([waiter('a'), waiter('b')]);
  const payments = settled(buyers.map((buyer) => buyAPlan(buyer)));
  // Awaited below; until then a failure must not count as unhandled.
  for (const pending of [traffic, payments]) pending.catch(() => {});
  await sleep(2000);
  const gateway = containerAt(project, viaOne);
  const stopping = Date.now();
  const stopped = engineRun(['stop', '--time', '30', gateway]).then(() => Date.now());
  stopped.catch(() => {});
  // The gateway ends the streams it relays as it starts closing (preClose), not once its process exits (its Kafka
  // clients closed, or close-with-grace's 10 s): the board reconnects at once.
  while (boards[0].endedAt.length === 0 && Date.now() - stopping < 10_000) await sleep(20);
  const streamCut = (boards[0].endedAt[0] ?? Number.POSITIVE_INFINITY) - stopping;
  if (streamCut > 5000) throw new Error(`the board's stream through the stopping gateway lasted ${streamCut} ms`);
  const services = replicated.filter((service) => service !== 'gateway').map((service) => containersOf(project, service)[0]);
  const burstNotes = Array.from({ length: 8 }, (_, index) => `rafaga-${index + 1}`);
  const burst = settled(burstNotes.map((note) => sendRound(app, dish, note).then(() => accepted.push(note))));
  burst.catch(() => {});
  await sleep(30); // the burst under way
  await engineRun(['kill', ...services]);
  const killedAt = Date.now();
  log(
    `replicas: ${gateway} stopping (SIGTERM; the board's stream through it ended ${streamCut} ms after), ` +
      `${services.join(', ')} killed (SIGKILL), with ${accepted.length} rounds accepted and 8 under way`,
  );
  await settled([payments, burst]);
  log(`replicas: ${gateway} gone ${((await stopped) - stopping) / 1000} s after SIGTERM`);
  await sleep(Math.max(0, killedAt + 15_000 - Date.now()));
  ordering = false;
  await traffic;
  await sendRound(app, dish, 'ultimo');
  accepted.push('ultimo');
  log(
    `replicas: ${accepted.length} rounds accepted and 2 payments made, ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill; ` +
      `${retried.count} calls answered by a dying replica and retried`,
  );

  // Every board has every ticket; the cut one reconnected through the surviving gateway replica.
  await until(
    'every ticket on both boards',
    async () => boards.every((board) => accepted.every((note) => board.notes.has(note))),
    30_000,
  ).catch((error) => {
    const missing = boards.map((board) => accepted.filter((note) => !board.notes.has(note)));
    throw new Error(`${error.message}; missing: ${JSON.stringify(missing)}`);
  });
  await Promise.all(boards.map((board) => board.stop()));
  const cut = boards[0].servedBy;
  if (cut.length < 2 || cut.slice(1).includes(viaOne)) throw new Error(`the cut board's streams were served by ${cut.join(', ')}`);
  log(`replicas: both boards have all ${accepted.length} tickets; the cut one's streams: ${cut.join(' then ')}`);

  // Nothing lost, nothing doubled: each round accepted is one order, and there is no other.
  const { data: orders } = await retrying(() => app('/restaurant/pedidos'));
  const counts = countByNote(orders);
  const wrong = accepted.filter((note) => counts.get(note) !== 1);
  if (wrong.length > 0 || orders.length !== accepted.length) {
    throw new Error(
      `orders: ${orders.length} for ${accepted.length} rounds; not once: ${wrong.map((note) => `${note}×${counts.get(note) ?? 0}`)}`,
    );
  }
  // Each buyer (and the owner) paid once: one active subscription and one invoice, issued.
  for (const customer of [owner, ...buyers]) {
    const { invoices } = await retrying(() => customer.api('/auth/invoices'));
    const dashboard = await retrying(() => customer.api('/auth/dashboard/client'));
    const active = dashboard.user.subscriptions.filter((item) => item.status === 'active');
    if (invoices.length !== 1 || invoices[0].status !== 'issued' || active.length !== 1) {
      throw new Error(
        `${customer.email}: ${invoices.length} invoice(s) ${invoices.map((invoice) => invoice.status)}, ${active.length} active subscription(s)`,
      );
    }
  }
  log(`replicas: ${orders.length} orders for ${accepted.length} rounds, each once; 3 buyers with one invoice issued each`);
}
