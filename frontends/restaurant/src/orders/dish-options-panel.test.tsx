/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FakeApi,
  categories,
  forgetRestaurant,
  makeDish,
  makeTable,
  openRestaurant,
  renderRestaurant,
  type Call,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const id = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const churrasco = makeDish({
  name: 'Churrasco',
  price: 45000,
  option_groups: [
    {
      id: id(1),
      name: 'Término',
      multiple: false,
      required: true,
      max: null,
      options: [
        { id: id(2), name: 'azul', extra: 0 },
        { id: id(3), name: 'medio', extra: 0 },
      ],
    },
    {
      id: id(4),
      name: 'Adiciones',
      multiple: true,
      required: false,
      max: 2,
      options: [
        { id: id(5), name: 'Huevo', extra: 3000 },
        { id: id(6), name: 'Queso', extra: 2500 },
        { id: id(7), name: 'Aguacate', extra: 4000 },
      ],
    },
  ],
});
const limonada = makeDish({ name: 'Limonada de coco', price: 9000 });
const sold = [
  { group: 'Término', name: 'medio', extra: 0 },
  { group: 'Adiciones', name: 'Huevo', extra: 3000 },
];
let api: FakeApi;
let cart: object[];

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  const userId = openRestaurant(api, { role: 'employee' }).user.id;
  cart = [];
  api
    .on('GET /restaurant/tables', { body: { success: true, data: [makeTable({ number: 1 })] } })
    .on('GET /restaurant/menu/categories', { body: { success: true, data: categories } })
    .on('GET /restaurant/menu/items', { body: { success: true, data: [churrasco, limonada] } })
    .on(`GET /restaurant/favoritos/user/${userId}`, { body: { success: true, data: [] } })
    .on(`GET /restaurant/carrito/${userId}`, () => ({ body: { success: true, data: cart } }))
    .on('POST /restaurant/carrito/add', (call: Call) => {
      const { itemId } = call.body as { itemId: string };
      const line =
        itemId === churrasco.id
          ? { id: id(10), dish_id: itemId, name: 'Churrasco', unit_price: 48000, options: sold, line_total: 48000 }
          : { id: id(11), dish_id: itemId, name: 'Limonada de coco', unit_price: 9000, options: [], line_total: 9000 };
      const entry = { ...line, quantity: 1, note: '', available: true };
      cart.push(entry);
      return { body: { success: true, data: entry } };
    });
});

async function pickTable1() {
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/pedidos' });
  fireEvent.click(await screen.findByRole('button', { name: 'Mesa 1 · Disponible' }));
  await screen.findByRole('heading', { name: 'Pedido: Mesa 1' });
}

describe('Opciones al pedir', () => {
  it('a dish with options opens the panel: a tap per option, the required group asked for, the price with extras', async () => {
    await pickTable1();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Churrasco' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Opciones de Churrasco' }));
    const add = () => fireEvent.click(panel.getByRole('button', { name: /^Agregar · / }));

    add();
    expect(panel.getByRole('alert').textContent).toBe('Elige una opción de Término');
    expect(api.callsTo('POST /restaurant/carrito/add')).toHaveLength(0);

    const termino = within(panel.getByRole('group', { name: 'Término' }));
    fireEvent.click(termino.getByLabelText('azul'));
    fireEvent.click(termino.getByLabelText('medio'));
    expect((termino.getByLabelText('azul') as HTMLInputElement).checked).toBe(false);
    const adiciones = within(panel.getByRole('group', { name: 'Adiciones' }));
    expect(adiciones.getByText('Elige hasta 2')).toBeTruthy();
    fireEvent.click(adiciones.getByLabelText(/^Huevo \+/));
    expect(panel.getByRole('button', { name: /^Agregar · / }).textContent).toMatch(/48\.000/);
    add();

    await waitFor(() => expect(api.callsTo('POST /restaurant/carrito/add')).toHaveLength(1));
    expect(api.callsTo('POST /restaurant/carrito/add')[0]!.body).toEqual({ itemId: churrasco.id, quantity: 1, options: [id(3), id(5)] });
    const line = within(await screen.findByRole('group', { name: 'Churrasco (Término: medio, Adiciones: Huevo)' }));
    expect(line.getByText('· Término: medio')).toBeTruthy();
    expect(line.getByText('+ Huevo')).toBeTruthy();
  });

  it('a dish without options is added at once', async () => {
    await pickTable1();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Limonada de coco' }));
    await waitFor(() =>
      expect(api.callsTo('POST /restaurant/carrito/add').map((call) => call.body)).toEqual([
        { itemId: limonada.id, quantity: 1, options: [] },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
