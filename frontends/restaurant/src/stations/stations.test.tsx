/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestaurantOrder } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import {
  FakeApi,
  categories,
  forgetRestaurant,
  listedBranches,
  makeDish,
  makeOrder,
  norte,
  openRestaurant,
  principal,
  renderRestaurant,
  stations,
  type Call,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { chooseBranch } from '../branches/branch-store.js';

const [cocina, bar] = stations as [(typeof stations)[0], (typeof stations)[0]];
const atBar = { station_id: bar.id, station_name: bar.name };
const churrasco = makeOrder({ number: 21, status: 'pendiente' });
const limonada = makeOrder({ number: 22, status: 'pendiente', table_number: 3, ...atBar });
const delivered = makeOrder({ number: 20, status: 'entregado', table_number: 4, ...atBar });

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
let orders: RestaurantOrder[];

beforeEach(() => {
  forgetRestaurant();
  localStorage.clear();
  api = new FakeApi();
  orders = [churrasco, limonada, delivered];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  api.on('GET /restaurant/estaciones', { body: { success: true, data: stations } }).on('GET /restaurant/pedidos', (call: Call) => {
    const status = call.query.get('status');
    return { body: { success: true, data: orders.filter((order) => (status ? order.status === status : true)) } };
  });
});
afterEach(() => off());

const tickets = () => screen.queryAllByRole('article').map((ticket) => ticket.getAttribute('aria-label'));
const column = (name: string) => within(screen.getByRole('region', { name }));

async function renderBoard() {
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
  await screen.findByRole('article', { name: 'Pedido #21 · Mesa 1' });
  await screen.findByRole('radio', { name: 'Bar' });
}

describe('Tablero por estación', () => {
  it("shows every station's tickets under 'Todas', one station's once chosen, and the device keeps the choice", async () => {
    openRestaurant(api, { role: 'employee' });
    await renderBoard();
    expect(tickets().sort()).toEqual(['Pedido #20 · Mesa 4', 'Pedido #21 · Mesa 1', 'Pedido #22 · Mesa 3']);
    expect((screen.getByRole('radio', { name: 'Todas' }) as HTMLInputElement).checked).toBe(true);
    // Showing every station, each ticket names its own.
    expect(within(screen.getByRole('article', { name: 'Pedido #22 · Mesa 3' })).getByText('Bar')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Pedido #21 · Mesa 1' })).getByText('Cocina')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Bar' }));
    await waitFor(() => expect(tickets().sort()).toEqual(['Pedido #20 · Mesa 4', 'Pedido #22 · Mesa 3']));
    fireEvent.click(screen.getByRole('radio', { name: 'Cocina' }));
    await waitFor(() => expect(tickets()).toEqual(['Pedido #21 · Mesa 1']));
    expect(within(screen.getByRole('article', { name: 'Pedido #21 · Mesa 1' })).queryByText('Cocina')).toBeNull();

    // The same tablet opened again shows the kitchen only.
    cleanup();
    await renderBoard();
    expect((screen.getByRole('radio', { name: 'Cocina' }) as HTMLInputElement).checked).toBe(true);
    expect(tickets()).toEqual(['Pedido #21 · Mesa 1']);
    expect(cocina.is_default).toBe(true);
  });

  it("'Recuperar último' brings the station's last delivered ticket back to Listo, or says there is none", async () => {
    openRestaurant(api, { role: 'employee' });
    api.on(
      'POST /restaurant/pedidos/recuperar',
      { body: { success: true, data: { ...delivered, status: 'listo', updated_at: new Date().toISOString() } } },
      { status: 409, body: { success: false, message: 'No hay pedidos entregados para recuperar en esta estación' } },
    );
    await renderBoard();
    fireEvent.click(screen.getByRole('radio', { name: 'Bar' }));
    expect(column('Entregado').getByRole('article', { name: 'Pedido #20 · Mesa 4' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Recuperar último' }));
    await waitFor(() => expect(column('Listo').getByRole('article', { name: 'Pedido #20 · Mesa 4' })).toBeTruthy());
    expect(api.callsTo('POST /restaurant/pedidos/recuperar')[0]!.body).toEqual({ station_id: bar.id });

    fireEvent.click(screen.getByRole('button', { name: 'Recuperar último' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ type: 'error', message: 'No hay pedidos entregados para recuperar en esta estación' }),
    );
  });
});

describe('Estaciones en el menú', () => {
  it('lists and adds the stations of the branch the device works in, naming it when there are several', async () => {
    openRestaurant(api, { plan: 'gold' });
    chooseBranch(norte.id);
    api
      .on('GET /restaurant/sedes', listedBranches(principal, norte))
      .on('GET /restaurant/menu/categories', { body: { success: true, data: categories } })
      .on('GET /restaurant/menu/items', { body: { success: true, data: [] } })
      .on('POST /restaurant/estaciones', {
        body: { success: true, data: { id: '05000000-0000-4000-8000-000000000004', name: 'Parrilla', is_default: false, created_at: '' } },
      });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/menu' });

    const panel = await screen.findByRole('region', { name: 'Estaciones de preparación' });
    expect(
      await within(panel).findByText(
        'Estaciones de la sede Norte. Cada sede tiene las suyas: en cada una, una categoría va a la estación de ese nombre o, si no la hay, a la predeterminada.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET /restaurant/estaciones')[0]!.headers['x-sede']).toBe(norte.id);
    fireEvent.change(within(panel).getByLabelText('Nombre de la estación'), { target: { value: 'Parrilla' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agregar estación' }));
    await waitFor(() => expect(api.callsTo('POST /restaurant/estaciones')[0]?.headers['x-sede']).toBe(norte.id));
  });

  it('lists the stations, adds one, and sends a category to a station', async () => {
    openRestaurant(api);
    api
      .on('GET /restaurant/menu/categories', { body: { success: true, data: categories } })
      .on('GET /restaurant/menu/items', { body: { success: true, data: [makeDish()] } })
      .on('POST /restaurant/estaciones', {
        body: { success: true, data: { id: '05000000-0000-4000-8000-000000000003', name: 'Postres', is_default: false, created_at: '' } },
      })
      .on(`PUT /restaurant/menu/categories/${categories[0]!.id}`, (call: Call) => ({
        body: { success: true, data: { ...categories[0]!, ...(call.body as object) } },
      }));
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/menu' });

    const panel = await screen.findByRole('region', { name: 'Estaciones de preparación' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Cocina (predeterminada)', 'Bar']),
    );
    fireEvent.change(within(panel).getByLabelText('Nombre de la estación'), { target: { value: ' Postres ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agregar estación' }));
    await waitFor(() => expect(api.callsTo('POST /restaurant/estaciones')[0]?.body).toEqual({ name: 'Postres' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Estación Postres agregada' }));

    // A category naming no station is the default's (Cocina); Bebidas is the bar's.
    const fuertes = (await screen.findByLabelText('Estación de Platos fuertes')) as HTMLSelectElement;
    expect(fuertes.value).toBe(cocina.id);
    expect((screen.getByLabelText('Estación de Bebidas') as HTMLSelectElement).value).toBe(bar.id);
    fireEvent.change(fuertes, { target: { value: bar.id } });
    await waitFor(() =>
      expect(api.callsTo(`PUT /restaurant/menu/categories/${categories[0]!.id}`)[0]?.body).toEqual({
        name: 'Platos fuertes',
        station_id: bar.id,
      }),
    );
  });
});
