import { randomUUID } from 'node:crypto';
import { noSaleDocument } from '@mb/contracts';
import { eventually, freePort, testNamespace } from '@mb/service-kit/testing';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import { card, cash, charge, key, diningRoom as openDiningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

// Real SMTP into the project's mail simulator, through a real BullMQ job on Redis.
const namespace = testNamespace();
let restaurant: TestRestaurant;
let mail: MailSimulator;

beforeAll(async () => {
  mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  restaurant = await startRestaurant(namespace, { smtpPort: mail.smtpPort });
}, 60000);

afterAll(async () => {
  await restaurant?.close();
  await mail?.close();
});

const business = { business_name: 'Fonda La Ceiba', nit: '900123456-7', address: 'Cra. 43A #1-50, Medellín' };
/** Table 2 with two rounds (1 bandeja paisa, 1 limonada: 42.899), the business data set. */
async function servedTable() {
  const room = await openDiningRoom(restaurant, namespace);
  expect((await room.app.put('/restaurant/caja/ajustes', business)).statusCode).toBe(200);
  const order = await room.round([[room.menu.bandeja, 1]]);
  await room.round([[room.menu.limonada, 1]]);
  return { ...room, check: await room.checkOf(order.id) };
}
const receivedBy = (to: string) =>
  eventually(() => {
    const [received] = mail.inbox.list({ to });
    if (!received) throw new Error(`no mail for ${to} yet`);
    return received;
  }, 20000);

it('shows the receipt of a charged check: the business, lines with INC, tip, payments, change, waiter and a place for DIAN', async () => {
  const room = await servedTable();
  const early = await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo`);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('Esta cuenta aún no se ha cobrado: el recibo existe una vez cobrada (antes, muestra la pre-cuenta)');

  const paid = await charge(room.waiter.app, room.check.id, { payments: [card(20000), cash(30000)], tip: 3000 });
  expect(paid.statusCode).toBe(200);
  const answer = await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo`);
  expect(answer.statusCode).toBe(200);
  const receipt = answer.json().data;
  expect(receipt).toEqual({
    check_id: room.check.id,
    business: { name: 'Fonda La Ceiba', nit: '900123456-7', address: 'Cra. 43A #1-50, Medellín' },
    table_number: 2,
    takeaway: false,
    waiter: { id: room.waiter.user.id, name: 'Mesera' },
    opened_at: room.check.opened_at,
    paid_at: paid.json().data.paid_at,
    lines: [
      {
        name: 'Bandeja paisa',
        quantity: 1,
        unit_price: 32900,
        line_total: 32900,
        inc_base: 30463,
        inc_amount: 2437,
        discount: 0,
        courtesy: false,
      },
      {
        name: 'Limonada de coco',
        quantity: 1,
        unit_price: 9999,
        line_total: 9999,
        inc_base: 9258,
        inc_amount: 741,
        discount: 0,
        courtesy: false,
      },
    ],
    subtotal: 39721,
    inc_responsible: true,
    inc_percent: 8,
    inc: 3178,
    discount: 0,
    total: 42899,
    part: null,
    tip: 3000,
    amount_paid: 45899,
    payments: paid.json().data.payments,
    change: 30000 - (45899 - 20000),
    // A Pro restaurant's sale gets a DIAN document: pending until invoicing says more (sale-documents.test.ts).
    electronic_document: { ...noSaleDocument, status: 'pendiente' },
  });
  expect(receipt.payments.map((payment: { method: string; amount: number }) => [payment.method, payment.amount])).toEqual([
    ['tarjeta', 20000],
    ['efectivo', 25899],
  ]);
  // Reachable later, by anyone of the restaurant; not by another one.
  expect((await room.app.get(`/restaurant/cuentas/${room.check.id}/recibo`)).json().data).toEqual(receipt);
  const stranger = await openDiningRoom(restaurant, namespace);
  expect((await stranger.app.get(`/restaurant/cuentas/${room.check.id}/recibo`)).statusCode).toBe(404);
  expect((await room.app.get(`/restaurant/cuentas/${randomUUID()}/recibo`)).statusCode).toBe(404);
});

it('shows each equal part’s receipt once that part is paid', async () => {
  const room = await servedTable();
  await room.waiter.app.post(`/restaurant/cuentas/${room.check.id}/dividir-partes`, { parts: 2 });
  const first = await room.waiter.app.post(`/restaurant/cuentas/${room.check.id}/cobrar`, {
    idempotency_key: key(),
    part: 1,
    payments: [{ method: 'nequi', amount: 21450 + 1000, reference: 'NQ-1' }],
    tip: 1000,
  });
  expect(first.statusCode).toBe(200);
  const partOne = (await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo?part=1`)).json().data;
  expect(partOne).toMatchObject({
    part: { number: 1, of: 2, amount: 21450 },
    total: 42899,
    tip: 1000,
    amount_paid: 22450,
    change: 0,
    payments: [{ method: 'nequi', amount: 22450, reference: 'NQ-1', part: 1 }],
  });
  const partTwo = await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo?part=2`);
  expect(partTwo.statusCode).toBe(409);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo`)).statusCode).toBe(409);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo?part=3`)).statusCode).toBe(400);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${room.check.id}/recibo?part=cero`)).statusCode).toBe(400);
});

it('e-mails the receipt to the diner through SMTP, readable in Spanish with amounts in pesos', async () => {
  const room = await servedTable();
  const diner = `comensal-${randomUUID().slice(0, 8)}@example.com`;
  const send = (body: object) => room.waiter.app.post(`/restaurant/cuentas/${room.check.id}/recibo/enviar`, body);
  expect((await send({ email: diner })).statusCode).toBe(409);
  await charge(room.waiter.app, room.check.id, { payments: [card(20000), cash(30000)], tip: 3000 });

  const badEmail = await send({ email: 'no-es-un-correo' });
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json().message).toContain('Ingresa un email válido para enviar el recibo');
  const sent = await send({ email: ` ${diner.toUpperCase()} ` });
  expect(sent.statusCode).toBe(202);
  expect(sent.json()).toEqual({ success: true, message: `El recibo se enviará a ${diner} en unos momentos` });

  const received = await receivedBy(diner);
  expect(received.subject).toBe('Tu recibo de pago de Fonda La Ceiba');
  const text = received.text.replace(/\u00a0/g, ' ');
  for (const expected of [
    'Fonda La Ceiba',
    'NIT 900123456-7',
    'Cra. 43A #1-50, Medellín',
    'Mesa 2 · Te atendió Mesera',
    '1 × Bandeja paisa: 32.900 COP',
    '1 × Limonada de coco: 9.999 COP',
    'INC 8 % (incluido en los precios): 3.178 COP',
    'Total consumo: 42.899 COP',
    'Propina voluntaria: 3.000 COP',
    'Total pagado: 45.899 COP',
    'Tarjeta (crédito, VISA, terminada en 4242, aprobación AB12CD): 20.000 COP',
    'Efectivo (recibido 30.000 COP): 25.899 COP',
    'Cambio: 4.101 COP',
  ])
    expect(text).toContain(expected);
  expect(received.html).toContain('<h1 style="margin:0;font-size:20px">Fonda La Ceiba</h1>');
});

it('keeps a receipt mail while the mail server is down and sends it once the server is back', async () => {
  const port = await freePort();
  const offlineNamespace = testNamespace();
  const offline = await startRestaurant(offlineNamespace, { smtpPort: port });
  let late: MailSimulator | undefined;
  try {
    const room = await openDiningRoom(offline, offlineNamespace);
    const check = await room.checkOf((await room.round([[room.menu.sancocho, 1]])).id);
    expect((await charge(room.waiter.app, check.id, { payments: [card(27333)] })).statusCode).toBe(200);
    const diner = `paciente-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/recibo/enviar`, { email: diner });
    expect(sent.statusCode).toBe(202);
    // Nothing listens on the port for a while: the job fails its first attempts and waits, then the server starts.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    late = await startMailSimulator({ smtpPort: port, webPort: 0, logLevel: 'silent' });
    const simulator = late;
    const received = await eventually(() => {
      const [message] = simulator.inbox.list({ to: diner });
      if (!message) throw new Error(`no mail for ${diner} yet`);
      return message;
    }, 30000);
    expect(received.subject).toBe('Tu recibo de pago de Restaurante');
    expect(received.text.replace(/\u00a0/g, ' ')).toContain('Total pagado: 27.333 COP');
  } finally {
    await offline.close();
    await late?.close();
  }
}, 60000);
