import { testNamespace } from '@mb/service-kit/testing';
import { card, charge, diningRoom, outboxOf } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const termino = { name: 'Término', required: true, options: ['azul', 'medio', 'tres cuartos', 'bien asado'].map((name) => ({ name })) };
const adiciones = {
  name: 'Adiciones',
  multiple: true,
  max: 2,
  options: [
    { name: 'Huevo', extra: 3000 },
    { name: 'Queso', extra: 2500 },
    { name: 'Aguacate', extra: 4000 },
  ],
};

/** A dining room whose menu has a 'Churrasco' (45.000) with its two option groups, and how to pick its options by name. */
async function steakhouse() {
  const room = await diningRoom(restaurant, namespace);
  const category = (await room.app.get('/restaurant/menu/categories')).json().data[0];
  const created = await room.app.post('/restaurant/menu/items', {
    category_id: category.id,
    name: 'Churrasco',
    price: 45000,
    option_groups: [termino, adiciones],
  });
  expect(created.statusCode).toBe(200);
  const churrasco = created.json().data;
  const option = (name: string): string =>
    churrasco.option_groups
      .flatMap((group: { options: Array<{ id: string; name: string }> }) => group.options)
      .find((o: { name: string }) => o.name === name).id;
  const cart = async () => (await room.waiter.app.get(`/restaurant/carrito/${room.waiter.user.id}`)).json().data;
  return { ...room, churrasco, option, cart };
}

it('keeps a dish’s option groups with it, edited by an administrator only, and refuses bad groups with a message', async () => {
  const room = await steakhouse();
  expect(room.churrasco.option_groups).toMatchObject([
    { name: 'Término', multiple: false, required: true, max: null, options: [{ name: 'azul', extra: 0 }, { name: 'medio' }, {}, {}] },
    { name: 'Adiciones', multiple: true, required: false, max: 2, options: [{ name: 'Huevo', extra: 3000 }, {}, {}] },
  ]);
  const item = `/restaurant/menu/items/${room.churrasco.id}`;

  const refusals: Array<[object[], string]> = [
    [[{ name: 'Salsa', options: [] }], 'Grupos de opciones inválidos'],
    [[{ name: '', options: [{ name: 'BBQ' }] }], 'Nombre de grupo de opciones inválido'],
    [[{ name: 'Salsa', options: [{ name: 'BBQ', extra: -1 }] }], 'Precio adicional inválido'],
    [[{ name: 'Salsa', options: [{ name: 'BBQ', extra: 1.5 }] }], 'Precio adicional inválido'],
    [[{ name: 'Salsa', options: [{ name: 'BBQ' }, { name: 'bbq' }] }], 'Dos opciones del grupo "Salsa" tienen el mismo nombre'],
    [[termino, { ...termino, name: 'término' }], 'Dos grupos de opciones del plato tienen el mismo nombre'],
    [[{ ...adiciones, max: 4 }], 'Máximo de opciones inválido en "Adiciones"'],
    [[{ ...termino, max: 1 }], 'Máximo de opciones inválido en "Término"'],
  ];
  for (const [option_groups, message] of refusals) {
    const refused = await room.app.put(item, { option_groups });
    expect({ option_groups, status: refused.statusCode }).toEqual({ option_groups, status: 400 });
    expect(refused.json().message).toContain(message);
  }
  expect((await room.waiter.app.put(item, { option_groups: [] })).statusCode).toBe(403);
  // A change of the price alone keeps the rest (groups, description, availability); nothing refused above changed them.
  await room.app.put(item, { description: 'Res a la parrilla', available: false });
  const repriced = (await room.app.put(item, { price: 46000 })).json().data;
  expect(repriced).toMatchObject({ price: 46000, description: 'Res a la parrilla', available: false });
  expect(repriced.option_groups).toEqual(room.churrasco.option_groups);

  // Sent back by the form with their ids, the groups keep them; a new option gets its own.
  const [term, extras] = room.churrasco.option_groups;
  const edited = await room.app.put(item, {
    option_groups: [term, { ...extras, options: [...extras.options, { name: 'Tocineta', extra: 3500 }] }],
  });
  const groups = edited.json().data.option_groups;
  expect(groups[0]).toEqual(term);
  expect(groups[1].options.slice(0, 3)).toEqual(extras.options);
  expect(groups[1].options[3]).toMatchObject({ name: 'Tocineta', extra: 3500, id: expect.any(String) });
});

it('prices a cart line as the dish plus its extras; other options make another line, the same ones add up', async () => {
  const room = await steakhouse();
  const add = (options: string[], quantity = 1) =>
    room.waiter.app.post('/restaurant/carrito/add', { itemId: room.churrasco.id, quantity, options });
  const medioConHuevo = await add([room.option('Huevo'), room.option('medio')]);
  expect(medioConHuevo.json().data).toMatchObject({
    name: 'Churrasco',
    unit_price: 48000,
    line_total: 48000,
    options: [
      { group: 'Término', name: 'medio', extra: 0 },
      { group: 'Adiciones', name: 'Huevo', extra: 3000 },
    ],
  });
  const again = await add([room.option('medio'), room.option('Huevo')], 2);
  expect(again.json().data).toMatchObject({ id: medioConHuevo.json().data.id, quantity: 3, line_total: 144000 });
  const azul = await add([room.option('azul')]);
  expect(azul.json().data).toMatchObject({ unit_price: 45000, options: [{ group: 'Término', name: 'azul', extra: 0 }] });
  expect(azul.json().data.id).not.toBe(medioConHuevo.json().data.id);

  const refusals: Array<[string[], string]> = [
    [[], 'Elige una opción de "Término"'],
    [[room.option('Huevo')], 'Elige una opción de "Término"'],
    [[room.option('azul'), room.option('medio')], 'En "Término" se elige una sola opción'],
    [
      [room.option('medio'), room.option('Huevo'), room.option('Queso'), room.option('Aguacate')],
      'En "Adiciones" se eligen como mucho 2 opciones',
    ],
    [[room.option('medio'), room.option('medio')], 'Elegiste la misma opción dos veces'],
    [[room.option('medio'), room.menu.bandeja.id], 'Esa opción no es del plato "Churrasco"'],
    [['medio'], 'Opciones inválidas'],
  ];
  const before = await room.cart();
  for (const [options, message] of refusals) {
    const refused = await add(options);
    expect({ options, status: refused.statusCode }).toEqual({ options, status: 400 });
    expect(refused.json().message).toContain(message);
  }
  // An option of another dish is unknown to this one; a dish without groups takes none.
  const bandeja = await room.waiter.app.post('/restaurant/carrito/add', { itemId: room.menu.bandeja.id, options: [room.option('Huevo')] });
  expect(bandeja.statusCode).toBe(400);
  expect(await room.cart()).toEqual(before);
});

it('sends the options to the kitchen and bills them as sold: check, pre-cuenta, paid event and receipt', async () => {
  const room = await steakhouse();
  await room.waiter.app.post('/restaurant/carrito/add', {
    itemId: room.churrasco.id,
    options: [room.option('medio'), room.option('Huevo')],
    note: 'sin sal',
  });
  await room.waiter.app.post('/restaurant/carrito/add', { itemId: room.menu.limonada.id });
  const sent = await room.waiter.app.post('/restaurant/carrito/checkout', { table_id: room.table.id });
  expect(sent.statusCode).toBe(200);
  const order = sent.json().data;
  const steak = {
    name: 'Churrasco',
    unit_price: 48000,
    quantity: 1,
    note: 'sin sal',
    options: [
      { group: 'Término', name: 'medio', extra: 0 },
      { group: 'Adiciones', name: 'Huevo', extra: 3000 },
    ],
  };
  expect(order.items).toMatchObject([steak, { name: 'Limonada de coco', unit_price: 9999, options: [] }]);
  expect(order.total).toBe(48000 + 9999);

  // The menu changes afterwards; the order keeps what was sold.
  await room.app.put(`/restaurant/menu/items/${room.churrasco.id}`, { price: 50000, option_groups: [] });
  const board = (await room.waiter.app.get(`/restaurant/pedidos/${order.id}`)).json().data;
  expect(board.items[0]).toMatchObject(steak);

  const check = await room.checkOf(order.id);
  const soldName = 'Churrasco (Término: medio, Adiciones: Huevo)';
  expect(check.bill.lines).toMatchObject([{ name: soldName, unit_price: 48000, line_total: 48000 }, { name: 'Limonada de coco' }]);
  const preBill = (await room.waiter.app.get(`/restaurant/cuentas/${check.id}/precuenta`)).json().data;
  expect(preBill.lines).toMatchObject([{ name: soldName, unit_price: 48000 }, {}]);

  expect((await charge(room.waiter.app, check.id, { payments: [card(57999)] })).statusCode).toBe(200);
  const paid = (await outboxOf(restaurant, check.id)).find((event) => event.type === 'restaurant.check.paid');
  expect(paid.payload.lines).toMatchObject([{ name: soldName, unitPrice: 48000, total: 48000 }, { name: 'Limonada de coco' }]);
  const receipt = (await room.waiter.app.get(`/restaurant/cuentas/${check.id}/recibo`)).json().data;
  expect(receipt.lines).toMatchObject([{ name: soldName, line_total: 48000 }, {}]);
});

it('a round sent with its lines (a device that was offline) takes the options as the cart does', async () => {
  const room = await steakhouse();
  const round = (options: string[]) =>
    room.waiter.app.post('/restaurant/pedidos', { takeaway: true, lines: [{ itemId: room.churrasco.id, quantity: 2, options }] });
  const refused = await round([room.option('Queso')]);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Elige una opción de "Término"');
  const sent = await round([room.option('Queso'), room.option('bien asado')]);
  expect(sent.statusCode).toBe(200);
  expect(sent.json().data.items).toMatchObject([
    {
      name: 'Churrasco',
      unit_price: 47500,
      quantity: 2,
      options: [
        { group: 'Término', name: 'bien asado', extra: 0 },
        { group: 'Adiciones', name: 'Queso', extra: 2500 },
      ],
    },
  ]);
  expect(sent.json().data.total).toBe(95000);
});
