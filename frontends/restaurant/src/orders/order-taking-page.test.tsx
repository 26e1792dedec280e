/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail } from '@mb/ui';
import {
  FakeApi,
  categories,
  forgetRestaurant,
  makeDish,
  makeOrder,
  makeTable,
  openRestaurant,
  renderRestaurant,
  type Call,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { asPhone } from '../testing/phone-screen.js';

const bandeja = makeDish({ name: 'Bandeja paisa', price: 32000 });
const ajiaco = makeDish({ name: 'Ajiaco', description: 'Pollo y papa criolla', price: 28000 });
const limonada = makeDish({
  name: 'Limonada de coco',
  description: 'Coco y limón',
  price: 9000,
  category_id: categories[1]!.id,
  category_name: 'Bebidas',
});
const agotado = makeDish({ name: 'Sancocho', description: 'De gallina', available: false });
const table1 = makeTable({ number: 1, status: 'disponible' });
const tables = [
  table1,
  makeTable({ number: 2, status: 'ocupada', open_orders: 1 }),
  makeTable({ number: 3, status: 'reservada' }),
  makeTable({ number: 4, status: 'mantenimiento' }),
];

/** A cart line's id (a UUID, as the restaurant service gives them), one per dish here. */
const lineIdOf = (dishId: string) => `ca${dishId.slice(2)}`;

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
let userId: string;
/** The cart as the server keeps it, changed by the calls the page makes. */
let cart: {
  id: string;
  dish_id: string;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
  options: unknown[];
  line_total: number;
  available: boolean;
}[];

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  userId = openRestaurant(api, { role: 'employee' }).user.id;
  cart = [];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  const line = (id: string) => cart.find((entry) => entry.id === id)!;
  api
    .on('GET /restaurant/tables', { body: { success: true, data: tables } })
    .on('GET /restaurant/menu/categories', { body: { success: true, data: categories } })
    .on('GET /restaurant/menu/items', { body: { success: true, data: [bandeja, ajiaco, limonada, agotado] } })
    .on(`GET /restaurant/favoritos/user/${userId}`, { body: { success: true, data: [ajiaco] } })
    .on(`GET /restaurant/carrito/${userId}`, () => ({ body: { success: true, data: cart } }))
    .on('POST /restaurant/carrito/add', (call: Call) => {
      const dish = [bandeja, ajiaco, limonada].find((candidate) => candidate.id === (call.body as { itemId: string }).itemId)!;
      const entry = {
        id: lineIdOf(dish.id),
        dish_id: dish.id,
        name: dish.name,
        unit_price: dish.price,
        quantity: 1,
        note: '',
        options: [],
        line_total: dish.price,
        available: true,
      };
      cart.push(entry);
      return { body: { success: true, data: entry } };
    })
    .on('PUT /restaurant/carrito/update-quantity', (call: Call) => {
      const { id, quantity, note } = call.body as { id: string; quantity: number; note: string };
      Object.assign(line(id), { quantity, note, line_total: quantity * line(id).unit_price });
      return { body: { success: true, data: line(id) } };
    })
    .on('POST /restaurant/carrito/checkout', () => {
      cart = [];
      const sent = makeOrder({ number: 7 });
      return { body: { success: true, data: sent, orders: [sent] } };
    });
});
afterEach(() => off());

async function pickTable1() {
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/pedidos' });
  fireEvent.click(await screen.findByRole('button', { name: 'Mesa 1 · Disponible' }));
  await screen.findByRole('heading', { name: 'Pedido: Mesa 1' });
}
const dishNames = () =>
  within(screen.getByRole('region', { name: 'Menú' }))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));

describe('Tomar pedido', () => {
  it('shows the floor with each table and its status; a table in maintenance cannot be picked', async () => {
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/pedidos' });

    expect(await screen.findByRole('button', { name: 'Mesa 1 · Disponible' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mesa 2 · Ocupada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mesa 3 · Reservada' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mesa 4 · Mantenimiento' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Para llevar' })).toBeTruthy();
  });

  it('lists the dishes with the favourites first, by category and by search', async () => {
    await pickTable1();
    await waitFor(() => expect(dishNames()).toEqual(['Ajiaco', 'Bandeja paisa', 'Limonada de coco', 'Sancocho']));
    expect((screen.getByRole('button', { name: 'Agregar Sancocho' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Quitar Ajiaco de favoritos' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Bebidas' }));
    expect(dishNames()).toEqual(['Limonada de coco']);
    fireEvent.click(screen.getByRole('radio', { name: 'Todas' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar plato' }), { target: { value: 'CHICHARRON' } });
    expect(dishNames()).toEqual(['Bandeja paisa']);
  });

  it('marks a favourite through the favourites API', async () => {
    api.on('POST /restaurant/favoritos/toggle', { body: { success: true, message: 'Agregado a favoritos', favorite: true } });
    await pickTable1();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Bandeja paisa a favoritos' }));

    await waitFor(() =>
      expect(api.callsTo('POST /restaurant/favoritos/toggle').map((call) => call.body)).toEqual([{ platoId: bandeja.id }]),
    );
  });

  it('takes an order for table 1: two dishes, a quantity, a note, sent to the kitchen', async () => {
    await pickTable1();
    expect(screen.getByText('Agrega platos del menú.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Bandeja paisa' }));
    await screen.findByRole('button', { name: 'Uno más de Bandeja paisa' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Limonada de coco' }));
    await screen.findByRole('button', { name: 'Uno más de Limonada de coco' });
    fireEvent.click(screen.getByRole('button', { name: 'Uno más de Bandeja paisa' }));
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toMatch(/73\.000/));

    const note = screen.getByRole('textbox', { name: 'Nota para Bandeja paisa' });
    fireEvent.change(note, { target: { value: 'sin cebolla' } });
    fireEvent.blur(note);
    await waitFor(() =>
      expect(api.callsTo('PUT /restaurant/carrito/update-quantity').at(-1)?.body).toEqual({
        id: lineIdOf(bandeja.id),
        quantity: 2,
        note: 'sin cebolla',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Pedido #7 enviado a cocina' }]));
    expect(api.callsTo('POST /restaurant/carrito/checkout')[0]!.body).toEqual({ table_id: table1.id, note: '' });
    expect(await screen.findByRole('heading', { name: 'Elige una mesa' })).toBeTruthy();
  });

  it("on a phone a 'Ver pedido (n)' bar counts the order and brings it into view", async () => {
    const tablet = asPhone();
    const scroll = Element.prototype.scrollIntoView;
    try {
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
      await pickTable1();
      fireEvent.click(await screen.findByRole('button', { name: 'Agregar Bandeja paisa' }));
      await screen.findByRole('button', { name: 'Uno más de Bandeja paisa' });
      fireEvent.click(screen.getByRole('button', { name: 'Uno más de Bandeja paisa' }));
      fireEvent.click(screen.getByRole('button', { name: 'Agregar Limonada de coco' }));

      const bar = await screen.findByRole('button', { name: /^Ver pedido \(3\)/ });
      expect(bar.textContent).toMatch(/73\.000/);
      fireEvent.click(bar);
      expect(scrolled).toHaveLength(1);
      expect(within(scrolled[0] as HTMLElement).getByRole('button', { name: 'Enviar a cocina' })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pedido: Mesa 1' }));
    } finally {
      tablet();
      Element.prototype.scrollIntoView = scroll;
    }
  });

  it('on a tablet the order sits beside the menu: no bar', async () => {
    await pickTable1();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Ajiaco' }));
    await screen.findByRole('button', { name: 'Uno más de Ajiaco' });
    expect(screen.queryByRole('button', { name: /^Ver pedido/ })).toBeNull();
  });

  it("a refused send shows the server's message and keeps the order", async () => {
    api.on('POST /restaurant/carrito/checkout', {
      status: 409,
      body: { success: false, message: 'La mesa 1 está en mantenimiento: no se le pueden abrir pedidos' },
    });
    await pickTable1();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Ajiaco' }));
    await screen.findByRole('button', { name: 'Uno más de Ajiaco' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a cocina' }));

    await waitFor(() =>
      expect(toasts).toEqual([{ type: 'error', message: 'La mesa 1 está en mantenimiento: no se le pueden abrir pedidos' }]),
    );
    expect(screen.getByRole('heading', { name: 'Pedido: Mesa 1' })).toBeTruthy();
  });

  it('without tables nor dishes says what to do', async () => {
    api
      .on('GET /restaurant/tables', { body: { success: true, data: [] } })
      .on('GET /restaurant/menu/items', { body: { success: true, data: [] } });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/pedidos' });

    expect(await screen.findByText(/Aún no hay mesas/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Para llevar' }));
    expect(await screen.findByText(/El menú está vacío/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pedido: Para llevar' })).toBeTruthy();
  });
});
