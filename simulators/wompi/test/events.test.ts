import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWompiSimulator, type WompiSimulator } from '../src/app.js';
import { eventChecksum, payByCard, testCards, type WompiEvent } from '../src/testing.js';
import { newReference, signedPayment, waitFor } from './helpers.js';

/** A merchant's events endpoint: keeps what arrives and answers with the statuses queued, then 200. */
class Receiver {
  readonly received: { headers: Record<string, string | string[] | undefined>; event: WompiEvent }[] = [];
  readonly answers: number[] = [];
  readonly #server: Server;

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, event: JSON.parse(Buffer.concat(chunks).toString('utf8')) as WompiEvent });
        response.writeHead(this.answers.shift() ?? 200).end();
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/webhooks/wompi`;
  }

  /** What arrived for one transaction, in order of arrival. */
  for(id: string) {
    return this.received.filter(({ event }) => event.data.transaction.id === id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

describe('Wompi simulator events', () => {
  let sim: WompiSimulator;
  let receiver: Receiver;
  let eventsUrl: string;
  const defaults = {
    copies: 1,
    outOfOrder: false,
    checksumUppercase: false,
    properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
  };

  const pay = (card: string = testCards.approved) => payByCard(sim, { ...signedPayment(sim, newReference('evento')), card });
  const arrived = (id: string, count: number) =>
    waitFor(`${count} evento(s) de ${id}`, () => receiver.for(id).length >= count && receiver.for(id));

  beforeAll(async () => {
    receiver = new Receiver();
    eventsUrl = await receiver.start();
    sim = await startWompiSimulator({ port: 0, settleAfterMs: 20, retryDelaysMs: [20, 40, 60], eventsUrl, logLevel: 'silent' });
  });

  afterEach(() => {
    sim.setDelivery({ ...defaults, eventsUrl });
    receiver.answers.length = 0;
  });

  afterAll(async () => {
    await sim?.close();
    await receiver?.close();
  });

  it('POSTs transaction.updated with a checksum that verifies, in the body and the header', async () => {
    const created = await pay();
    const { event, headers } = (await arrived(created.id, 1))[0]!;

    expect(event).toMatchObject({
      event: 'transaction.updated',
      environment: 'test',
      signature: { properties: defaults.properties },
      data: { transaction: { id: created.id, status: 'APPROVED', reference: created.reference, amount_in_cents: created.amount_in_cents } },
    });
    expect(Number.isInteger(event.timestamp)).toBe(true);
    expect(Math.abs(event.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(Date.parse(event.sent_at)).not.toBeNaN();
    expect(event.signature.checksum).toBe(eventChecksum(event, sim.eventsSecret));
    expect(headers['x-event-checksum']).toBe(event.signature.checksum);

    const attempt = await waitFor('intento registrado', () => sim.deliveries.find((each) => each.body.data.transaction.id === created.id));
    expect(attempt).toMatchObject({ url: eventsUrl, status: 200, attempt: 0, headers: { 'x-event-checksum': event.signature.checksum } });
  });

  it('retries anything but 200 on the compressed schedule, with the same body', async () => {
    receiver.answers.push(204, 500);
    const created = await pay();
    const arrivals = await arrived(created.id, 3);

    const bodies = arrivals.map(({ event }) => JSON.stringify(event));
    expect(new Set(bodies).size).toBe(1); // same sent_at, timestamp and checksum on every try
    // The attempt is logged once its answer is back, a moment after the receiver saw it.
    const attempts = await waitFor('tres intentos registrados', () => {
      const logged = sim.deliveries.filter((each) => each.body.data.transaction.id === created.id);
      return logged.length === 3 && logged;
    });
    expect(attempts.map(({ attempt, status }) => [attempt, status])).toEqual([
      [0, 204],
      [1, 500],
      [2, 200],
    ]);
  });

  it('gives up after the last retry', async () => {
    receiver.answers.push(201, 201, 201, 201, 201);
    const created = await pay(testCards.declined);
    await arrived(created.id, 4);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.for(created.id)).toHaveLength(4);
    expect(sim.deliveries.filter((each) => each.body.data.transaction.id === created.id).map(({ status }) => status)).toEqual([
      201, 201, 201, 201,
    ]);
  });

  it('records a delivery that got no answer', async () => {
    const nobody = new Receiver();
    const closedUrl = await nobody.start();
    await nobody.close();
    sim.setDelivery({ eventsUrl: closedUrl });
    const created = await pay();
    const attempt = await waitFor('intento fallido', () => sim.deliveries.find((each) => each.body.data.transaction.id === created.id));
    expect(attempt.status).toBeUndefined();
    expect(attempt.error).toMatch(/ECONNREFUSED/);
  });

  it('sends each event as many times as copies says', async () => {
    sim.setDelivery({ copies: 3 });
    const created = await pay();
    const arrivals = await arrived(created.id, 3);
    expect(new Set(arrivals.map(({ event }) => event.signature.checksum)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(receiver.for(created.id)).toHaveLength(3);
  });

  it('with outOfOrder, sends the stale PENDING event after the final one, both signed', async () => {
    sim.setDelivery({ outOfOrder: true });
    const created = await pay(testCards.declined);
    const [final, stale] = await arrived(created.id, 2);

    expect(final!.event.data.transaction.status).toBe('DECLINED');
    expect(stale!.event.data.transaction).toMatchObject({ status: 'PENDING', finalized_at: null });
    expect(stale!.event.timestamp).toBeLessThanOrEqual(final!.event.timestamp);
    for (const { event } of [final!, stale!]) expect(event.signature.checksum).toBe(eventChecksum(event, sim.eventsSecret));
  });

  it('signs the properties configured, in uppercase when asked', async () => {
    const properties = ['transaction.reference', 'transaction.status', 'transaction.id'];
    sim.setDelivery({ checksumUppercase: true, properties });
    const created = await pay();
    const { event, headers } = (await arrived(created.id, 1))[0]!;

    expect(event.signature.properties).toEqual(properties);
    expect(event.signature.checksum).toMatch(/^[0-9A-F]{64}$/);
    expect(event.signature.checksum.toLowerCase()).toBe(eventChecksum(event, sim.eventsSecret));
    expect(headers['x-event-checksum']).toBe(event.signature.checksum);
  });

  it('announces a void, and resend() sends the current state again', async () => {
    const created = await pay();
    await arrived(created.id, 1);
    sim.settle(created.id, 'VOIDED');
    const [, voided] = await arrived(created.id, 2);
    expect(voided!.event.data.transaction.status).toBe('VOIDED');

    sim.resend(created.id);
    const [, , again] = await arrived(created.id, 3);
    expect(again!.event.data.transaction.status).toBe('VOIDED');
  });

  it('is tuned over HTTP with POST /__sim/delivery', async () => {
    const other = new Receiver();
    const otherUrl = await other.start();
    try {
      const response = await fetch(`${sim.url}/__sim/delivery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ copies: 2, eventsUrl: otherUrl }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { ...defaults, copies: 2, eventsUrl: otherUrl } });

      const created = await pay();
      await waitFor('dos copias en el otro receptor', () => other.for(created.id).length === 2);
      expect(receiver.for(created.id)).toHaveLength(0);

      const invalid = await fetch(`${sim.url}/__sim/delivery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ copies: 0 }),
      });
      expect(invalid.status).toBe(400);
    } finally {
      await other.close();
    }
  });
});
