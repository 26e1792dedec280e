import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiAccessMessages } from '@mb/contracts';
import { eventually, testNamespace } from '@mb/service-kit/testing';
import { diningRoom } from './dining-room.js';
import { ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;
let receiver: Server;
let receiverUrl: string;
/** What the receiver got, and how many of its next answers are 500 before it answers 200. */
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let failuresLeft = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(500).end('caído');
      } else response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The local receiver is let through by configuration (development and tests only); any other local address is not.
  restaurant = await startRestaurant(namespace, { env: { WEBHOOK_ALLOWED_ORIGINS: receiverUrl, WEBHOOK_RETRY_MS: '200' } });
}, 60000);

afterAll(async () => {
  await restaurant?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The documented scheme, computed here on its own: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
function verifies(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe('webhooks (issue 37 item 6)', () => {
  it('signs each delivery, retries a failing endpoint with back-off and logs each try, and re-sends on demand', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const made = await room.app.post('/restaurant/api/webhooks', { url: `${receiverUrl}/hooks`, events: ['restaurant.order.created'] });
    expect(made.statusCode).toBe(200);
    const webhook = made.json().data as { id: string; secret: string };
    expect(webhook.secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await room.app.get('/restaurant/api/webhooks')).json().data)).not.toContain(webhook.secret);

    received.length = 0;
    failuresLeft = 2;
    const order = await room.round([[room.menu.bandeja, 1]]);
    await eventually(async () => {
      if (received.length < 3) throw new Error(`${received.length} tries so far`);
    }, 20000);

    for (const delivery of received) {
      expect(verifies(String(delivery.headers['mb-signature']), delivery.body, webhook.secret)).toBe(true);
      expect(verifies(String(delivery.headers['mb-signature']), delivery.body, 'whsec_otro')).toBe(false);
    }
    const event = JSON.parse(received[2]!.body);
    expect(event).toMatchObject({
      type: 'restaurant.order.created',
      data: { orderId: order.id, restaurantId: room.subscription.subscriptionId },
    });
    expect(received.map((delivery) => delivery.body)).toEqual([received[0]!.body, received[0]!.body, received[0]!.body]);

    const log = async () => (await room.app.get(`/restaurant/api/webhooks/${webhook.id}/envios`)).json().data;
    await eventually(async () => {
      if ((await log())[0]?.status !== 'entregado') throw new Error('not delivered yet');
    });
    const [delivery] = await log();
    expect(delivery.event_id).toBe(event.id);
    expect(delivery.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0].error).toBe('HTTP 500: caído');
    expect(delivery.attempts[2].error).toBeNull();
    for (const attempt of delivery.attempts) expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);

    const resent = await room.app.post(`/restaurant/api/webhooks/${webhook.id}/envios/${delivery.id}/reenviar`);
    expect(resent.statusCode).toBe(200);
    await eventually(async () => {
      const again = (await log())[0];
      if (again.attempts.length !== 4 || again.status !== 'entregado') throw new Error('not re-sent yet');
    });
    expect(received).toHaveLength(4);
    expect(received[3]!.body).toBe(received[0]!.body);
  }, 60000);

  it('checks the address again at each send: an endpoint whose host now points inside gets no request, and its try says why', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    // As if its name resolved to a public address when saved and to this machine now: the row as saved, then the event.
    const { rows } = await restaurant.db.query(
      `INSERT INTO webhook_endpoints (restaurant_id, url, events, secret, created_by)
       VALUES ($1, 'http://127.0.0.1:9/hooks', '{restaurant.order.created}', 'whsec_x', $2) RETURNING id`,
      [room.subscription.subscriptionId, room.user.id],
    );
    received.length = 0;
    await room.round([[room.menu.sancocho, 1]]);
    const log = async () => (await room.app.get(`/restaurant/api/webhooks/${rows[0].id}/envios`)).json().data;
    await eventually(async () => {
      if (!(await log())[0]?.attempts.length) throw new Error('no try yet');
    }, 20000);
    const [attempt] = (await log())[0].attempts;
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toContain('dirección privada, local o interna (127.0.0.1)');
    expect(received).toHaveLength(0);
  }, 60000);

  it.each([
    ['http://127.0.0.1:9/hooks', '127.0.0.1'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://[::1]:8080/', '::1'],
    ['http://10.0.0.5/', '10.0.0.5'],
    ['http://localhost:9/hooks', ''],
  ])('refuses a webhook to %s, changing nothing', async (url, address) => {
    const owner = await ownerInside(restaurant, namespace, 'gold');
    const refused = await owner.app.post('/restaurant/api/webhooks', { url, events: ['restaurant.check.paid'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('La URL del webhook apunta a una dirección privada, local o interna');
    expect(refused.json().message).toContain(address);
    expect((await owner.app.get('/restaurant/api/webhooks')).json().data).toEqual([]);
  });

  it('refuses a URL that is no http(s) address, and is Gold only', async () => {
    const owner = await ownerInside(restaurant, namespace, 'gold');
    const ftp = await owner.app.post('/restaurant/api/webhooks', { url: 'ftp://example.com/x', events: ['restaurant.check.paid'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toContain(apiAccessMessages.webhookUrlInvalid);
    const pro = await ownerInside(restaurant, namespace, 'pro');
    const locked = await pro.app.post('/restaurant/api/webhooks', { url: `${receiverUrl}/x`, events: ['restaurant.check.paid'] });
    expect([locked.statusCode, locked.json().required_plan]).toEqual([403, 'gold']);
  });
});
