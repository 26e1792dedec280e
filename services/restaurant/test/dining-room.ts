import { randomUUID } from 'node:crypto';
import type { PlanType } from '@mb/contracts';
import { enterRestaurant, newPerson, ownerInside, type TestRestaurant } from './helpers.js';

/**
 * A restaurant (Pro unless `planType` says) whose prices do not divide evenly by 1,08, with table 2 and a waiter (an
 * employee) inside it: the waiter's client sends each round to the kitchen for a table (or to take away).
 */
export async function diningRoom(restaurant: TestRestaurant, namespace: string, planType: PlanType = 'pro') {
  const inside = await ownerInside(restaurant, namespace, planType);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
  const dish = async (name: string, price: number) =>
    (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name, price })).json().data;
  const menu = {
    bandeja: await dish('Bandeja paisa', 32900),
    sancocho: await dish('Sancocho', 27333),
    limonada: await dish('Limonada de coco', 9999),
  };
  const table = (await inside.app.post('/restaurant/tables', { number: 2, seats: 4 })).json().data;
  const person = newPerson('mesera');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: person.email, name: 'Mesera', role: 'employee' });
  const waiter = await enterRestaurant(restaurant, person, inside.subscription.subscriptionId);
  const round = async (items: Array<[{ id: string }, number]>, to: { table_id: string } | { takeaway: true } = { table_id: table.id }) => {
    for (const [item, quantity] of items) await waiter.app.post('/restaurant/carrito/add', { itemId: item.id, quantity });
    const sent = await waiter.app.post('/restaurant/carrito/checkout', to);
    expect(sent.statusCode).toBe(200);
    return sent.json().data as { id: string };
  };
  // Cash is charged in an open shift: the owner opens the register with a float of 100.000.
  expect((await inside.app.post('/restaurant/caja/turno/abrir', { opening_float: 100000 })).statusCode).toBe(200);
  const checkOf = async (orderId: string) => (await waiter.app.get(`/restaurant/cuentas?order_id=${orderId}`)).json().data[0];
  return { ...inside, menu, table, waiter, round, checkOf };
}

const visa = { card_type: 'credito', franchise: 'visa', last_four: '4242', approval_code: 'AB12CD' };
export const card = (amount: number) => ({ method: 'tarjeta', amount, ...visa });
export const cash = (received: number) => ({ method: 'efectivo', received });
/** A charge's idempotency key, new each time. */
export const key = () => `cobro-${randomUUID()}`;
type Device = ReturnType<TestRestaurant['as']>;
/** A charge of a check from a device (an app client), with a key of its own. */
export const charge = (app: Device, checkId: string, body: { payments: object[]; tip?: number; factura?: object }) =>
  app.post(`/restaurant/cuentas/${checkId}/cobrar`, { idempotency_key: key(), ...body });

/** The events a check (or order) wrote to the outbox, oldest first. */
export const outboxOf = async (restaurant: TestRestaurant, aggregateId: string) =>
  (await restaurant.db.query('SELECT type, payload FROM outbox WHERE aggregateid = $1 ORDER BY created_at, type', [aggregateId])).rows;
