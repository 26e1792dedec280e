/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, categories, forgetRestaurant, makeDish, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/menu';
const [fuertes] = categories;
const termino = {
  id: '0d000000-0000-4000-8000-000000000001',
  name: 'Término',
  multiple: false,
  required: true,
  max: null,
  options: [
    { id: '0d000000-0000-4000-8000-000000000002', name: 'azul', extra: 0 },
    { id: '0d000000-0000-4000-8000-000000000003', name: 'medio', extra: 0 },
  ],
};
let api: FakeApi;
let churrasco: ReturnType<typeof makeDish>;

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  churrasco = makeDish({ name: 'Churrasco', price: 45000, option_groups: [termino] });
  api
    .on('GET /restaurant/menu/categories', { body: { success: true, data: [{ ...fuertes!, dishes: 1 }] } })
    .on('GET /restaurant/menu/items', () => ({ body: { success: true, data: [churrasco] } }));
});

/** Types into a labelled field of a group's fieldset. */
const type = (scope: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

describe('Opciones del plato', () => {
  it('a new dish gets its option groups: a required single choice and extras with their price', async () => {
    openRestaurant(api);
    api.on('POST /restaurant/menu/items', { body: { success: true, data: makeDish({ name: 'Churrasco' }) } });
    renderRestaurant(<RestaurantApp />, { path });
    const form = within(await screen.findByRole('form', { name: 'Nuevo plato' }));
    type(form, 'Nombre', 'Churrasco');
    type(form, 'Precio (COP)', '45000');
    type(form, 'Categoría', fuertes!.id);

    fireEvent.click(form.getByRole('button', { name: 'Agregar grupo de opciones' }));
    const first = within(form.getByRole('group', { name: 'Grupo de opciones 1' }));
    type(first, 'Nombre del grupo', 'Término');
    fireEvent.click(first.getByLabelText('Obligatorio'));
    type(first, 'Opción 1', 'azul');
    fireEvent.click(first.getByRole('button', { name: 'Agregar opción' }));
    type(first, 'Opción 2', 'medio');

    fireEvent.click(form.getByRole('button', { name: 'Agregar grupo de opciones' }));
    const second = within(form.getByRole('group', { name: 'Grupo de opciones 2' }));
    type(second, 'Nombre del grupo', 'Adiciones');
    fireEvent.click(second.getByLabelText('Elección múltiple'));
    type(second, 'Máximo a elegir', '2');
    type(second, 'Opción 1', 'Huevo');
    type(second, 'Precio adicional 1', '3000');
    fireEvent.click(second.getByRole('button', { name: 'Agregar opción' }));
    type(second, 'Opción 2', 'Queso');
    fireEvent.click(second.getByRole('button', { name: 'Agregar opción' }));
    fireEvent.click(second.getByRole('button', { name: 'Quitar opción 3' }));

    fireEvent.click(form.getByRole('button', { name: 'Agregar plato' }));
    await waitFor(() => expect(api.callsTo('POST /restaurant/menu/items')).toHaveLength(1));
    expect((api.callsTo('POST /restaurant/menu/items')[0]!.body as { option_groups: unknown }).option_groups).toEqual([
      {
        name: 'Término',
        multiple: false,
        required: true,
        max: null,
        options: [
          { name: 'azul', extra: 0 },
          { name: 'medio', extra: 0 },
        ],
      },
      {
        name: 'Adiciones',
        multiple: true,
        required: false,
        max: 2,
        options: [
          { name: 'Huevo', extra: 3000 },
          { name: 'Queso', extra: 0 },
        ],
      },
    ]);
  });

  it('editing a dish sends its groups back with their ids, and a removed group goes', async () => {
    openRestaurant(api);
    api.on(`PUT /restaurant/menu/items/${churrasco.id}`, (call: Call) => ({
      body: { success: true, data: { ...churrasco, ...(call.body as object) } },
    }));
    renderRestaurant(<RestaurantApp />, { path });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Churrasco' })).getByRole('button', { name: 'Editar' }));
    const form = within(screen.getByRole('form', { name: 'Editar Churrasco' }));
    const group = within(form.getByRole('group', { name: 'Grupo de opciones 1' }));
    expect((group.getByLabelText('Nombre del grupo') as HTMLInputElement).value).toBe('Término');
    expect((group.getByLabelText('Opción 2') as HTMLInputElement).value).toBe('medio');
    type(group, 'Opción 2', 'tres cuartos');
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo(`PUT /restaurant/menu/items/${churrasco.id}`)).toHaveLength(1));
    const [sent] = (api.callsTo(`PUT /restaurant/menu/items/${churrasco.id}`)[0]!.body as { option_groups: unknown[] }).option_groups;
    expect(sent).toEqual({ ...termino, options: [termino.options[0], { ...termino.options[1], name: 'tres cuartos' }] });

    fireEvent.click(within(await screen.findByRole('group', { name: 'Churrasco' })).getByRole('button', { name: 'Editar' }));
    const again = within(screen.getByRole('form', { name: 'Editar Churrasco' }));
    fireEvent.click(again.getByRole('button', { name: 'Quitar grupo' }));
    expect(again.getByText('Sin opciones: el mesero agrega el plato con un toque.')).toBeTruthy();
    fireEvent.click(again.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo(`PUT /restaurant/menu/items/${churrasco.id}`)).toHaveLength(2));
    expect((api.callsTo(`PUT /restaurant/menu/items/${churrasco.id}`)[1]!.body as { option_groups: unknown[] }).option_groups).toEqual([]);
  });
});
