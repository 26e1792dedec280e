/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCop, on, type ToastDetail } from '@mb/ui';
import { FakeApi, categories, forgetRestaurant, makeDish, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/menu';
const [fuertes, bebidas] = categories;
let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
let dishes: ReturnType<typeof makeDish>[];
let menuCategories: typeof categories;

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  menuCategories = [
    { ...fuertes!, dishes: 1 },
    { ...bebidas!, dishes: 0 },
  ];
  dishes = [makeDish({ name: 'Bandeja paisa', price: 32000 })];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  api
    .on('GET /restaurant/menu/categories', () => ({ body: { success: true, data: menuCategories } }))
    .on('GET /restaurant/menu/items', () => ({ body: { success: true, data: dishes } }));
});
afterEach(() => off());

describe('Menú', () => {
  it('shows the categories with their dishes, and a category with dishes cannot be deleted', async () => {
    openRestaurant(api);
    renderRestaurant(<RestaurantApp />, { path });

    const panel = await screen.findByRole('region', { name: 'Categorías' });
    const strong = within(panel).getByRole('group', { name: 'Platos fuertes' });
    expect(within(strong).getByText('1 plato')).toBeTruthy();
    expect(within(strong).getByText('Tiene platos: muévelos o elimínalos primero')).toBeTruthy();
    expect(within(within(panel).getByRole('group', { name: 'Bebidas' })).getByText('0 platos')).toBeTruthy();
    const dish = screen.getByRole('group', { name: 'Bandeja paisa' });
    expect(within(dish).getByText(`Platos fuertes · ${formatCop(32000)}`)).toBeTruthy();
  });

  it('adds a category, and deletes an empty one only after confirming', async () => {
    openRestaurant(api);
    api
      .on('POST /restaurant/menu/categories', (call: Call) => {
        const { name } = call.body as { name: string };
        const made = {
          id: '0c000000-0000-4000-8000-000000000003',
          name,
          position: 3,
          dishes: 0,
          station_id: null,
          created_at: '2025-05-01T12:00:00.000Z',
        };
        menuCategories = [...menuCategories, made];
        return { body: { success: true, data: made } };
      })
      .on(`DELETE /restaurant/menu/categories/${bebidas!.id}`, () => {
        menuCategories = menuCategories.filter((category) => category.id !== bebidas!.id);
        return { body: { success: true, message: 'Categoría eliminada' } };
      });
    renderRestaurant(<RestaurantApp />, { path });
    const panel = await screen.findByRole('region', { name: 'Categorías' });

    fireEvent.change(within(panel).getByLabelText('Nombre de la categoría'), { target: { value: ' Postres ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agregar categoría' }));
    expect(await within(panel).findByRole('group', { name: 'Postres' })).toBeTruthy();
    expect(api.callsTo('POST /restaurant/menu/categories').map((call) => call.body)).toEqual([{ name: 'Postres' }]);
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Categoría Postres creada' }));

    fireEvent.click(within(within(panel).getByRole('group', { name: 'Bebidas' })).getByRole('button', { name: 'Eliminar' }));
    expect(api.callsTo(`DELETE /restaurant/menu/categories/${bebidas!.id}`)).toHaveLength(0);
    const question = within(panel).getByRole('group', { name: '¿Eliminar la categoría Bebidas?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Bebidas' })).toBeNull());
  });

  it('moves a category up or down one place, sending the whole order, and shows the order the server keeps', async () => {
    openRestaurant(api);
    api.on('PUT /restaurant/menu/categories/order', (call: Call) => {
      const { ids } = call.body as { ids: string[] };
      menuCategories = ids.map((id, index) => ({ ...menuCategories.find((category) => category.id === id)!, position: index + 1 }));
      return { body: { success: true, data: menuCategories } };
    });
    renderRestaurant(<RestaurantApp />, { path });
    const panel = await screen.findByRole('region', { name: 'Categorías' });
    const order = () =>
      within(panel)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label'));
    expect(order()).toEqual(['Platos fuertes', 'Bebidas']);
    expect((within(panel).getByRole('button', { name: 'Subir Platos fuertes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByRole('button', { name: 'Bajar Bebidas' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Subir Bebidas' }));
    await waitFor(() => expect(order()).toEqual(['Bebidas', 'Platos fuertes']));
    expect(api.callsTo('PUT /restaurant/menu/categories/order').map((call) => call.body)).toEqual([{ ids: [bebidas!.id, fuertes!.id] }]);
  });

  it('creates a dish with a whole price and its category, and refuses a missing price before calling', async () => {
    openRestaurant(api);
    api.on('POST /restaurant/menu/items', (call: Call) => {
      const body = call.body as { name: string; price: number; category_id: string; description: string; available: boolean };
      const made = makeDish({ ...body, category_name: 'Bebidas' });
      dishes = [...dishes, made];
      return { body: { success: true, data: made } };
    });
    renderRestaurant(<RestaurantApp />, { path });
    const form = await screen.findByRole('form', { name: 'Nuevo plato' });

    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Limonada de coco' } });
    fireEvent.change(within(form).getByLabelText('Categoría'), { target: { value: bebidas!.id } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar plato' }));
    expect(await within(form).findByText('Precio inválido: un número entero de pesos mayor que 0 y hasta 100.000.000')).toBeTruthy();
    expect(api.callsTo('POST /restaurant/menu/items')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Precio (COP)'), { target: { value: '9000' } });
    fireEvent.change(within(form).getByLabelText('Descripción'), { target: { value: 'Coco y limón' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar plato' }));

    await waitFor(() =>
      expect(api.callsTo('POST /restaurant/menu/items').map((call) => call.body)).toEqual([
        {
          name: 'Limonada de coco',
          description: 'Coco y limón',
          price: 9000,
          category_id: bebidas!.id,
          available: true,
          option_groups: [],
        },
      ]),
    );
    expect(await screen.findByRole('group', { name: 'Limonada de coco' })).toBeTruthy();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Plato Limonada de coco guardado' }));
  });

  it('refuses a price of 0 as typed, with the Spanish error, instead of raising it to 1', async () => {
    openRestaurant(api);
    renderRestaurant(<RestaurantApp />, { path });
    const form = await screen.findByRole('form', { name: 'Nuevo plato' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Agua' } });
    fireEvent.change(within(form).getByLabelText('Categoría'), { target: { value: bebidas!.id } });
    const price = within(form).getByLabelText('Precio (COP)') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.blur(price);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar plato' }));

    expect(await within(form).findByText('Precio inválido: un número entero de pesos mayor que 0 y hasta 100.000.000')).toBeTruthy();
    expect(price.value).toBe('$ 0');
    expect(api.callsTo('POST /restaurant/menu/items')).toHaveLength(0);
  });

  it("edits a dish, marks it unavailable, and shows the server's refusal", async () => {
    openRestaurant(api);
    const bandeja = dishes[0]!;
    api.on(`PUT /restaurant/menu/items/${bandeja.id}`, (call: Call) => {
      const body = call.body as Partial<typeof bandeja>;
      if (body.name === 'Duplicado') return { status: 409, body: { success: false, message: 'Ya existe un plato con ese nombre' } };
      Object.assign(bandeja, body);
      return { body: { success: true, data: bandeja } };
    });
    renderRestaurant(<RestaurantApp />, { path });
    const row = await screen.findByRole('group', { name: 'Bandeja paisa' });

    fireEvent.click(within(row).getByRole('switch', { name: 'Bandeja paisa disponible' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /restaurant/menu/items/${bandeja.id}`).map((call) => call.body)).toEqual([{ available: false }]),
    );

    fireEvent.click(within(await screen.findByRole('group', { name: 'Bandeja paisa' })).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar Bandeja paisa' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Duplicado' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', message: 'Ya existe un plato con ese nombre' })),
    );
    expect((within(form).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Duplicado');
  });

  it('offers no changes once the subscription ended', async () => {
    openRestaurant(api, { restaurant: { read_only: true, subscription_status: 'expired' } });
    renderRestaurant(<RestaurantApp />, { path });

    const row = await screen.findByRole('group', { name: 'Bandeja paisa' });
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect((within(row).getByRole('switch', { name: 'Bandeja paisa disponible' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('form', { name: 'Nuevo plato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar categoría' })).toBeNull();
  });
});
