import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside } from '../../services/restaurant/test/helpers.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// The POS calls (issue 33) as the browser makes them: through a listening gateway in front of a real restaurant
// service, a check gathered from a round, its pre-bill, a charge with two payments in an open shift, the closing.
const namespace = testNamespace();
const { restaurant, call } = restaurantBehindGateway(namespace);

it('charges a table’s check through the gateway once, with two payments and change, gives its receipt, and closes the shift', async () => {
  const { session } = await ownerInside(restaurant(), namespace);
  const category = (await call(session, 'POST', '/restaurant/menu/categories', { name: 'Platos' })).body.data;
  const dish = (await call(session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 27000 })).body
    .data;
  const table = (await call(session, 'POST', '/restaurant/tables', { number: 3, seats: 4 })).body.data;
  await call(session, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
  const order = (await call(session, 'POST', '/restaurant/carrito/checkout', { table_id: table.id })).body.data;

  expect(await call(session, 'POST', '/restaurant/caja/turno/abrir', { opening_float: 50000 })).toMatchObject({
    status: 200,
    body: { data: { status: 'abierta', opening_float: 50000 } },
  });
  const listed = await call(session, 'GET', `/restaurant/cuentas?order_id=${order.id}`);
  expect(listed).toMatchObject({ status: 200, body: { data: [{ status: 'abierta', table_number: 3, order_ids: [order.id] }] } });
  const checkId = listed.body.data[0].id as string;
  // 54.000 with INC included: base 50.000, INC 4.000; the suggested tip is on the base.
  expect((await call(session, 'GET', `/restaurant/cuentas/${checkId}/precuenta`)).body.data).toMatchObject({
    subtotal: 50000,
    inc: 4000,
    total: 54000,
  });

  // Two devices charge the same check at the same moment: one charge, the other a clear 409.
  const payments = [
    { method: 'tarjeta', amount: 30000, card_type: 'debito', franchise: 'mastercard', last_four: '1234', approval_code: 'XY9876' },
    { method: 'efectivo', received: 30000 },
  ];
  const charges = await Promise.all(
    ['uno', 'dos'].map((device) =>
      call(session, 'POST', `/restaurant/cuentas/${checkId}/cobrar`, {
        idempotency_key: `cobro-${device}-${checkId}`,
        payments,
        tip: 2000,
      }),
    ),
  );
  expect(charges.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(charges.find((answer) => answer.status === 200)!.body.data).toMatchObject({ status: 'pagada', tip: 2000, change: 4000 });
  expect(charges.find((answer) => answer.status === 409)!.body).toMatchObject({
    success: false,
    message: expect.stringContaining('cobrada'),
  });
  expect((await call(session, 'GET', `/restaurant/cuentas/${checkId}`)).body.data.payments).toHaveLength(2);

  // The receipt, on screen and sent to the diner's e-mail (queued: 202, as the browser is told).
  expect(await call(session, 'GET', `/restaurant/cuentas/${checkId}/recibo`)).toMatchObject({
    status: 200,
    body: { data: { check_id: checkId, total: 54000, inc: 4000, tip: 2000, change: 4000, amount_paid: 56000 } },
  });
  expect(await call(session, 'POST', `/restaurant/cuentas/${checkId}/recibo/enviar`, { email: 'Diner@Example.com ' })).toMatchObject({
    status: 202,
    body: { success: true, message: expect.stringContaining('diner@example.com') },
  });

  // Another restaurant learns nothing of this check, not even that it exists.
  const other = await ownerInside(restaurant(), namespace);
  for (const [method, path] of [
    ['GET', `/restaurant/cuentas/${checkId}`],
    ['GET', `/restaurant/cuentas/${checkId}/precuenta`],
    ['GET', `/restaurant/cuentas/${checkId}/recibo`],
  ] as const) {
    expect((await call(other.session, method, path)).status).toBe(404);
  }

  // The cash the shift expects: the float, plus the cash received less its change (30.000 − 4.000).
  const closed = await call(session, 'POST', '/restaurant/caja/turno/cerrar', {
    counts: [
      { value: 50000, quantity: 1 },
      { value: 20000, quantity: 1 },
    ],
  });
  expect(closed).toMatchObject({
    status: 200,
    body: { data: { status: 'cerrada', expected_cash: 76000, counted_cash: 70000, difference: -6000 } },
  });
  expect((await call(session, 'GET', '/restaurant/caja/turnos')).body.data).toHaveLength(1);
});
