import { randomUUID } from 'node:crypto';
import type { PlanType } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { diningRoom } from './dining-room.js';
import { enterRestaurant, newPerson, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

interface Supply {
  id: string;
  name: string;
  stock: number;
  low: boolean;
}

/**
 * A dining room with three supplies (arroz 4 kg at 4.800 the kilo, carne 3 kg at 38.000 the kilo, limón 50 at 15.000
 * the 30) and recipes for two dishes: Bandeja paisa (200 g arroz, 250 g carne) and Limonada de coco (2 limones).
 */
async function pantry(planType: PlanType = 'pro') {
  const room = await diningRoom(restaurant, namespace, planType);
  const supply = async (body: object) => {
    const made = await room.app.post('/restaurant/inventario/insumos', body);
    expect(made.statusCode).toBe(200);
    return made.json().data as Supply;
  };
  const arroz = await supply({ name: 'Arroz', unit: 'g', cost: 4800, cost_quantity: 1000, low_stock: 1000 });
  const carne = await supply({ name: 'Carne de res', unit: 'g', cost: 38000, cost_quantity: 1000, low_stock: 500 });
  const limon = await supply({ name: 'Limón', unit: 'unidad', cost: 15000, cost_quantity: 30, low_stock: 10 });
  const buy = async (item: Supply, quantity: number) =>
    expect((await room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: item.id, quantity })).statusCode).toBe(
      200,
    );
  await buy(arroz, 4000);
  await buy(carne, 3000);
  await buy(limon, 50);
  const recipe = async (dish: { id: string }, lines: Array<[Supply, number]>) => {
    const set = await room.app.put(`/restaurant/inventario/recetas/${dish.id}`, {
      lines: lines.map(([item, quantity]) => ({ supply_id: item.id, quantity })),
    });
    expect(set.statusCode).toBe(200);
    return set.json().data;
  };
  const bandeja = await recipe(room.menu.bandeja, [
    [arroz, 200],
    [carne, 250],
  ]);
  await recipe(room.menu.limonada, [[limon, 2]]);
  const stock = async () => {
    const all = (await room.app.get('/restaurant/inventario/insumos')).json().data as Supply[];
    return Object.fromEntries(all.map((one) => [one.name, one.stock]));
  };
  return { ...room, arroz, carne, limon, bandeja, stock };
}

it('costs a dish from its recipe exactly, and a round takes the exact quantities; cancelling puts them back', async () => {
  const room = await pantry();
  // 200 g × 4.800/1000 = 960; 250 g × 38.000/1000 = 9.500 → 10.460, leaving 22.440 of 32.900.
  expect(room.bandeja).toMatchObject({ price: 32900, cost: 10460, margin: 22440 });
  expect(await room.stock()).toEqual({ Arroz: 4000, 'Carne de res': 3000, Limón: 50 });

  const order = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.limonada, 3],
    [room.menu.sancocho, 1],
  ]);
  expect(await room.stock()).toEqual({ Arroz: 3600, 'Carne de res': 2500, Limón: 44 });
  const moves = (await room.waiter.app.get(`/restaurant/inventario/movimientos?supply_id=${room.carne.id}`)).json().data;
  expect(moves[0]).toMatchObject({ reason: 'venta', delta: -500, order_id: order.id, created_by: room.waiter.user.id });

  const cancelled = await room.app.put(`/restaurant/pedidos/${order.id}/cancelar`, { reason: 'se fueron' });
  expect(cancelled.statusCode).toBe(200);
  expect(await room.stock()).toEqual({ Arroz: 4000, 'Carne de res': 3000, Limón: 50 });
  const back = (await room.app.get(`/restaurant/inventario/movimientos?supply_id=${room.limon.id}`)).json().data;
  expect(back[0]).toMatchObject({ reason: 'anulacion', delta: 6, order_id: order.id, created_by: room.user.id });
});

it('gives back a voided line only, once', async () => {
  const room = await pantry();
  const order = await room.round([
    [room.menu.bandeja, 1],
    [room.menu.limonada, 2],
  ]);
  const check = await room.checkOf(order.id);
  const voided = await room.app.post(`/restaurant/cuentas/${check.id}/ajustes`, {
    kind: 'anulacion',
    line: { order_id: order.id, position: 2 },
    reason: 'Se equivocó de bebida',
  });
  expect(voided.statusCode).toBe(200);
  expect(await room.stock()).toEqual({ Arroz: 3800, 'Carne de res': 2750, Limón: 50 });
  // Cancelling the order afterwards gives back what is left (the bandeja), not the limones again.
  expect((await room.app.put(`/restaurant/pedidos/${order.id}/cancelar`, { reason: 'se fueron' })).statusCode).toBe(200);
  expect(await room.stock()).toEqual({ Arroz: 4000, 'Carne de res': 3000, Limón: 50 });
});

it('16 waiters sending rounds with the same supply at once leave the stock exact, and the alert goes out once', async () => {
  // Gold: 16 waiters and the one of the dining room fit in its seats.
  const room = await pantry('gold');
  const waiters = await Promise.all(
    Array.from({ length: 16 }, async (_, index) => {
      const person = newPerson(`mesero-${index}`);
      const assigned = await restaurant
        .as(room.token)
        .post('/restaurant/config/assignments', { email: person.email, name: `Mesero ${index}`, role: 'employee' });
      expect(assigned.statusCode).toBe(200);
      return enterRestaurant(restaurant, person, room.subscription.subscriptionId);
    }),
  );
  // Dishes follow the stock, and the bandeja's 'Arroz extra' (50 g more) has a recipe of its own. Enough is bought that
  // every round still finds a portion (a hidden dish would refuse the rounds after it).
  expect((await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: true })).statusCode).toBe(200);
  const edited = await room.app.put(`/restaurant/menu/items/${room.menu.bandeja.id}`, {
    option_groups: [{ name: 'Adiciones', multiple: true, options: [{ name: 'Arroz extra', extra: 3000 }] }],
  });
  const extra = edited.json().data.option_groups[0].options[0].id as string;
  await room.app.put(`/restaurant/inventario/recetas/${room.menu.bandeja.id}`, {
    lines: [
      { supply_id: room.arroz.id, quantity: 200 },
      { supply_id: room.carne.id, quantity: 250 },
    ],
    options: [{ option_id: extra, lines: [{ supply_id: room.arroz.id, quantity: 50 }] }],
  });
  for (const [supply, quantity] of [
    [room.arroz, 2400],
    [room.carne, 3500],
  ] as const) {
    await room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: supply.id, quantity });
  }
  // Every round takes arroz and carne (bandeja); half take limones too, in the other order, so locks cross.
  const sent = await Promise.all(
    waiters.map((waiter, index) =>
      waiter.app.post('/restaurant/pedidos', {
        takeaway: true,
        lines:
          index % 2 === 0
            ? [{ itemId: room.menu.bandeja.id, quantity: 1 }]
            : [
                { itemId: room.menu.limonada.id, quantity: 1 },
                { itemId: room.menu.bandeja.id, quantity: 2, options: [extra] },
              ],
      }),
    ),
  );
  expect(sent.map((response) => response.statusCode)).toEqual(Array(16).fill(200));
  // 8 × 1 + 8 × 2 = 24 bandejas: 4.800 g arroz and 16 × 50 g extra of 6.400, 6.000 g carne of 6.500; 8 × 2 limones.
  expect(await room.stock()).toEqual({ Arroz: 800, 'Carne de res': 500, Limón: 34 });
  const low = (await room.waiter.app.get('/restaurant/inventario/alertas')).json().data.map((one: Supply) => one.name);
  expect(low).toEqual(['Arroz', 'Carne de res']);
  const { rows } = await restaurant.db.query(
    "SELECT count(*)::int AS n, sum(delta)::int AS total FROM stock_moves WHERE supply_id = $1 AND reason = 'venta'",
    [room.arroz.id],
  );
  expect(rows[0]).toEqual({ n: 16, total: -5600 });
  // Each crossed its threshold once, whichever round did it; the bandeja can still be made.
  const alerts = await restaurant.db.query(
    "SELECT payload->>'name' AS name FROM outbox WHERE type = 'restaurant.stock.ran_low' AND payload->>'restaurantId' = $1 ORDER BY 1",
    [room.subscription.subscriptionId],
  );
  expect(alerts.rows).toEqual([{ name: 'Arroz' }, { name: 'Carne de res' }]);
  const menu = (await room.waiter.app.get('/restaurant/menu/items')).json().data as Array<{ name: string; available: boolean }>;
  expect(menu.every((dish) => dish.available)).toBe(true);
}, 60000);

it('hides a dish that can no longer be made when the restaurant chooses so, and shows it again when stock comes back', async () => {
  const room = await pantry();
  const available = async () => {
    const dishes = (await room.waiter.app.get('/restaurant/menu/items')).json().data as Array<{ name: string; available: boolean }>;
    return Object.fromEntries(dishes.map((dish) => [dish.name, dish.available]));
  };
  // Off by default: 20 limonadas take 40 of the 50 limones, then 5 more leave none, and the dish stays on the menu.
  expect((await room.app.get('/restaurant/inventario/ajustes')).json().data).toEqual({ hide_unmakeable: false });
  await room.round([[room.menu.limonada, 24]]);
  expect(await room.stock()).toMatchObject({ Limón: 2 });
  await room.round([[room.menu.limonada, 1]]);
  expect((await available())['Limonada de coco']).toBe(true);

  // Turned on: the limonada (2 limones a portion, none left) goes at once; an employee cannot turn it off.
  expect((await room.waiter.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: false })).statusCode).toBe(403);
  const bad = await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: 'si' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain("Ajustes de inventario inválidos: 'hide_unmakeable' es verdadero o falso");
  expect((await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: true })).json().data).toEqual({ hide_unmakeable: true });
  expect(await available()).toEqual({ 'Bandeja paisa': true, Sancocho: true, 'Limonada de coco': false });

  // A purchase of 1 limón is not a portion; 1 more is. Then the void of a round's line gives back what makes it again.
  const buy = (quantity: number) =>
    room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: room.limon.id, quantity });
  await buy(1);
  expect((await available())['Limonada de coco']).toBe(false);
  await buy(1);
  expect((await available())['Limonada de coco']).toBe(true);
  // A round that leaves carne under one bandeja's 250 g hides it in the round's own transaction.
  await room.app.post('/restaurant/inventario/movimientos', { reason: 'ajuste', supply_id: room.carne.id, quantity: -2600 });
  const order = await room.round([[room.menu.bandeja, 1]]);
  expect(await room.stock()).toMatchObject({ 'Carne de res': 150 });
  expect((await available())['Bandeja paisa']).toBe(false);
  const refused = await room.waiter.app.post('/restaurant/pedidos', {
    takeaway: true,
    lines: [{ itemId: room.menu.bandeja.id, quantity: 1 }],
  });
  expect(refused.statusCode).toBe(409);
  expect((await room.app.put(`/restaurant/pedidos/${order.id}/cancelar`, { reason: 'se fueron' })).statusCode).toBe(200);
  expect((await available())['Bandeja paisa']).toBe(true);

  // Made unavailable by hand, a dish stays so whatever the stock does; turning the setting off shows what it hid.
  await room.app.post('/restaurant/inventario/movimientos', { reason: 'merma', supply_id: room.limon.id, quantity: 1 });
  expect((await available())['Limonada de coco']).toBe(false);
  await room.app.put(`/restaurant/menu/items/${room.menu.sancocho.id}`, { available: false });
  await room.app.put(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`, { lines: [{ supply_id: room.arroz.id, quantity: 100 }] });
  expect((await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: false })).statusCode).toBe(200);
  expect(await available()).toEqual({ 'Bandeja paisa': true, Sancocho: false, 'Limonada de coco': true });

  // On again, the limonada is hidden (1 limón); removing the limón from the inventory takes it out of the recipe, and
  // the limonada, short of nothing now, comes back.
  await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: true });
  expect((await available())['Limonada de coco']).toBe(false);
  expect((await room.app.delete(`/restaurant/inventario/insumos/${room.limon.id}`)).statusCode).toBe(200);
  expect((await available())['Limonada de coco']).toBe(true);
});

it('announces restaurant.stock.ran_low once per crossing under the threshold, not on every move', async () => {
  const room = await pantry();
  const ranLow = async () =>
    (
      await restaurant.db.query(
        "SELECT payload FROM outbox WHERE aggregateid = $1 AND type = 'restaurant.stock.ran_low' ORDER BY created_at",
        [room.limon.id],
      )
    ).rows.map((row) => row.payload);
  // 50 limones, minimum 10: 20 limonadas leave 10 (crossed), one more 8 (already low: nothing).
  await room.round([[room.menu.limonada, 20]]);
  await room.round([[room.menu.limonada, 1]]);
  const [main] = (await room.app.get('/restaurant/sedes')).json().data;
  expect(await ranLow()).toEqual([
    {
      supplyId: room.limon.id,
      restaurantId: room.subscription.subscriptionId,
      branchId: main.id,
      name: 'Limón',
      unit: 'unidad',
      stock: 10,
      lowStock: 10,
      reason: 'venta',
      movedBy: room.waiter.user.id,
      movedAt: expect.any(String),
    },
  ]);
  // Bought back above it, then wasted under it again: a second crossing, by the owner's merma.
  await room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: room.limon.id, quantity: 30 });
  await room.app.post('/restaurant/inventario/movimientos', { reason: 'merma', supply_id: room.limon.id, quantity: 35 });
  expect((await ranLow()).map((event) => [event.reason, event.stock, event.movedBy])).toEqual([
    ['venta', 10, room.waiter.user.id],
    ['merma', 3, room.user.id],
  ]);
  // Arroz and carne never went under theirs.
  const { rows } = await restaurant.db.query(
    "SELECT count(*)::int AS n FROM outbox WHERE type = 'restaurant.stock.ran_low' AND aggregateid = ANY($1)",
    [[room.arroz.id, room.carne.id]],
  );
  expect(rows[0].n).toBe(0);
});

it("takes an option's own recipe with the dish's when it is chosen, and a void gives both back", async () => {
  const room = await pantry();
  const edited = await room.app.put(`/restaurant/menu/items/${room.menu.bandeja.id}`, {
    option_groups: [
      {
        name: 'Adiciones',
        multiple: true,
        options: [
          { name: 'Huevo', extra: 2000 },
          { name: 'Aguacate', extra: 3000 },
        ],
      },
    ],
  });
  const [huevo, aguacate] = edited.json().data.option_groups[0].options as Array<{ id: string }>;
  const egg = (
    await room.app.post('/restaurant/inventario/insumos', { name: 'Huevo', unit: 'unidad', cost: 18000, cost_quantity: 30, low_stock: 5 })
  ).json().data as Supply;
  await room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: egg.id, quantity: 30 });
  const own = [
    { supply_id: room.arroz.id, quantity: 200 },
    { supply_id: room.carne.id, quantity: 250 },
  ];
  const recipe = await room.app.put(`/restaurant/inventario/recetas/${room.menu.bandeja.id}`, {
    lines: own,
    options: [
      {
        option_id: huevo!.id,
        lines: [
          { supply_id: egg.id, quantity: 1 },
          { supply_id: room.arroz.id, quantity: 20 },
        ],
      },
    ],
  });
  expect(recipe.statusCode).toBe(200);
  // 1 huevo at 18.000/30 = 600, 20 g arroz = 96: 696 for the option; the portion's own cost is as before.
  expect(recipe.json().data).toMatchObject({
    cost: 10460,
    options: [
      {
        option_id: huevo!.id,
        cost: 696,
        lines: [
          { name: 'Arroz', quantity: 20, cost: 96 },
          { name: 'Huevo', quantity: 1, cost: 600 },
        ],
      },
    ],
  });
  // Another dish's option, or none of it, is not this dish's; saving the own lines alone keeps the options' recipes.
  const foreign = await room.app.put(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`, {
    lines: [],
    options: [{ option_id: huevo!.id, lines: [] }],
  });
  expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Esa opción no es del plato']);
  const kept = await room.app.put(`/restaurant/inventario/recetas/${room.menu.bandeja.id}`, { lines: own });
  expect(kept.json().data.options).toHaveLength(1);

  const sent = await room.waiter.app.post('/restaurant/pedidos', {
    takeaway: true,
    lines: [
      { itemId: room.menu.bandeja.id, quantity: 2, options: [huevo!.id, aguacate!.id] },
      { itemId: room.menu.bandeja.id, quantity: 1 },
    ],
  });
  expect(sent.statusCode).toBe(200);
  const orderId = sent.json().data.id as string;
  // 3 × 200 g + 2 × 20 g arroz, 3 × 250 g carne, 2 huevos (the aguacate has no recipe).
  expect(await room.stock()).toEqual({ Arroz: 3360, 'Carne de res': 2250, Huevo: 28, Limón: 50 });
  const { rows } = await restaurant.db.query(
    "SELECT position, delta FROM stock_moves WHERE order_id = $1 AND supply_id = $2 AND reason = 'venta' ORDER BY position",
    [orderId, room.arroz.id],
  );
  expect(rows).toEqual([
    { position: 1, delta: -440 },
    { position: 2, delta: -200 },
  ]);
  const check = await room.checkOf(orderId);
  const voided = await room.app.post(`/restaurant/cuentas/${check.id}/ajustes`, {
    kind: 'anulacion',
    line: { order_id: orderId, position: 1 },
    reason: 'Pidió otra cosa',
  });
  expect(voided.statusCode).toBe(200);
  expect(await room.stock()).toEqual({ Arroz: 3800, 'Carne de res': 2750, Huevo: 30, Limón: 50 });
});

it('records a physical count with the differences it finds, and waste and adjustments with who and why', async () => {
  const room = await pantry();
  const waste = await room.app.post('/restaurant/inventario/movimientos', {
    reason: 'merma',
    supply_id: room.carne.id,
    quantity: 300,
    note: 'Se dañó',
  });
  expect(waste.json().data).toMatchObject({ stock: 2700 });
  const adjusted = await room.app.post('/restaurant/inventario/movimientos', { reason: 'ajuste', supply_id: room.limon.id, quantity: -5 });
  expect(adjusted.json().data).toMatchObject({ stock: 45, low: false });

  const counted = await room.app.post('/restaurant/inventario/conteo', {
    counts: [
      { supply_id: room.arroz.id, counted: 3900 },
      { supply_id: room.carne.id, counted: 2700 },
    ],
    note: 'Cierre del día',
  });
  expect(counted.statusCode).toBe(200);
  expect(counted.json().data).toEqual([
    { supply_id: room.arroz.id, name: 'Arroz', expected: 4000, counted: 3900, difference: -100 },
    { supply_id: room.carne.id, name: 'Carne de res', expected: 2700, counted: 2700, difference: 0 },
  ]);
  expect(await room.stock()).toEqual({ Arroz: 3900, 'Carne de res': 2700, Limón: 45 });
  const moves = (await room.app.get('/restaurant/inventario/movimientos')).json().data;
  expect(moves.slice(0, 3)).toMatchObject([
    { reason: 'conteo', supply_name: 'Arroz', delta: -100, note: 'Cierre del día', by_email: room.email },
    { reason: 'ajuste', supply_name: 'Limón', delta: -5 },
    { reason: 'merma', supply_name: 'Carne de res', delta: -300, note: 'Se dañó' },
  ]);
});

it('refuses bad input with a Spanish message and changes nothing; an employee cannot manage supplies', async () => {
  const room = await pantry();
  const before = await room.stock();
  const refusals: Array<[string, string, object, string]> = [
    ['post', '/restaurant/inventario/insumos', { name: 'Sal', unit: 'kg', cost: 1, cost_quantity: 1, low_stock: 0 }, 'Unidad inválida'],
    ['post', '/restaurant/inventario/insumos', { name: 'Sal', unit: 'g', cost: 1.5, cost_quantity: 1000, low_stock: 0 }, 'Costo inválido'],
    ['post', '/restaurant/inventario/movimientos', { reason: 'compra', supply_id: room.arroz.id, quantity: 2.5 }, 'Cantidad inválida'],
    ['post', '/restaurant/inventario/movimientos', { reason: 'robo', supply_id: room.arroz.id, quantity: 1 }, 'Motivo inválido'],
    ['post', '/restaurant/inventario/movimientos', { reason: 'ajuste', supply_id: room.arroz.id, quantity: 0 }, 'Ajuste inválido'],
    ['post', '/restaurant/inventario/conteo', { counts: [{ supply_id: room.arroz.id, counted: -1 }] }, 'Conteo inválido'],
    [
      'put',
      `/restaurant/inventario/recetas/${room.menu.sancocho.id}`,
      { lines: [{ supply_id: room.arroz.id, quantity: 0.5 }] },
      'Receta inválida',
    ],
  ];
  for (const [method, url, body, message] of refusals) {
    const refused = await (method === 'post' ? room.app.post(url, body) : room.app.put(url, body));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
  }
  const taken = await room.app.post('/restaurant/inventario/insumos', {
    name: 'arroz',
    unit: 'g',
    cost: 1,
    cost_quantity: 1,
    low_stock: 0,
  });
  expect([taken.statusCode, taken.json().message]).toEqual([409, 'Ya existe un insumo con ese nombre']);
  const unknown = await room.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: randomUUID(), quantity: 1 });
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Insumo no encontrado']);
  // Another restaurant's supply is not found either, in a recipe or a count.
  const other = await pantry();
  const foreign = await room.app.put(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`, {
    lines: [{ supply_id: other.arroz.id, quantity: 10 }],
  });
  expect(foreign.statusCode).toBe(404);
  expect((await room.app.post('/restaurant/inventario/conteo', { counts: [{ supply_id: other.arroz.id, counted: 0 }] })).statusCode).toBe(
    404,
  );
  expect((await room.app.get(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`)).json().data).toMatchObject({ lines: [], cost: 0 });
  expect(await room.stock()).toEqual(before);
  expect(await other.stock()).toEqual(before);

  // The waiter (an employee) reads the stock but manages nothing.
  expect((await room.waiter.app.get('/restaurant/inventario/insumos')).statusCode).toBe(200);
  const forbidden = [
    room.waiter.app.post('/restaurant/inventario/insumos', { name: 'Sal', unit: 'g', cost: 1, cost_quantity: 1, low_stock: 0 }),
    room.waiter.app.put(`/restaurant/inventario/insumos/${room.arroz.id}`, { name: 'Sal', cost: 1, cost_quantity: 1, low_stock: 0 }),
    room.waiter.app.delete(`/restaurant/inventario/insumos/${room.arroz.id}`),
    room.waiter.app.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: room.arroz.id, quantity: 1 }),
    room.waiter.app.post('/restaurant/inventario/conteo', { counts: [{ supply_id: room.arroz.id, counted: 0 }] }),
    room.waiter.app.put(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`, { lines: [] }),
  ];
  for (const response of await Promise.all(forbidden)) expect(response.statusCode).toBe(403);
  expect(await room.stock()).toEqual(before);
});

it('renames and removes a supply: a removed one leaves the list and the recipes, its moves stay', async () => {
  const room = await pantry();
  const renamed = await room.app.put(`/restaurant/inventario/insumos/${room.limon.id}`, {
    name: 'Limón Tahití',
    cost: 16000,
    cost_quantity: 30,
    low_stock: 60,
  });
  expect(renamed.json().data).toMatchObject({ name: 'Limón Tahití', unit: 'unidad', stock: 50, low: true });
  expect((await room.app.delete(`/restaurant/inventario/insumos/${room.limon.id}`)).statusCode).toBe(200);
  expect(await room.stock()).toEqual({ Arroz: 4000, 'Carne de res': 3000 });
  expect((await room.app.get(`/restaurant/inventario/recetas/${room.menu.limonada.id}`)).json().data.lines).toEqual([]);
  await room.round([[room.menu.limonada, 1]]);
  const moves = (await room.app.get(`/restaurant/inventario/movimientos?supply_id=${room.limon.id}`)).json().data;
  expect(moves.map((move: { reason: string }) => move.reason)).toEqual(['compra']);
});

it("lets an API key with stock read scope read the stock but not record a purchase (Gold's API)", async () => {
  const room = await pantry('gold');
  const made = await room.app.post('/restaurant/api/llaves', { name: 'Contabilidad', scopes: { stock: 'read' } });
  expect(made.statusCode).toBe(200);
  const api = restaurant.as(made.json().data.secret);
  expect((await api.get('/restaurant/inventario/alertas')).statusCode).toBe(200);
  const bought = await api.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: room.arroz.id, quantity: 1 });
  expect([bought.statusCode, bought.json().message]).toEqual([403, 'Esta llave de API no tiene permiso de escritura en stock']);
  expect((await room.stock()).Arroz).toBe(4000);
});
