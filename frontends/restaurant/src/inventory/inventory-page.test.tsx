/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Recipe, StockMove, Supply } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, forgetRestaurant, makeDish, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/inventario';
const arroz: Supply = {
  id: '1a000000-0000-4000-8000-000000000001',
  name: 'Arroz',
  unit: 'g',
  cost: 4800,
  cost_quantity: 1000,
  stock: 4000,
  low_stock: 1000,
  low: false,
};
const limon: Supply = {
  id: '1a000000-0000-4000-8000-000000000002',
  name: 'Limón',
  unit: 'unidad',
  cost: 15000,
  cost_quantity: 30,
  stock: 8,
  low_stock: 10,
  low: true,
};
const bandeja = makeDish({ id: '1a000000-0000-4000-8000-000000000003', name: 'Bandeja paisa', price: 32000 });
const adiciones = { id: '1a000000-0000-4000-8000-000000000010', name: 'Adiciones', multiple: true, required: false, max: null };

let api: FakeApi;
let supplies: Supply[];
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  supplies = [arroz, limon];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  api
    .on('GET /restaurant/inventario/insumos', () => ({ body: { success: true, data: supplies } }))
    .on('GET /restaurant/inventario/alertas', () => ({ body: { success: true, data: supplies.filter((one) => one.low) } }))
    .on('GET /restaurant/inventario/ajustes', { body: { success: true, data: { hide_unmakeable: false } } });
});
afterEach(() => off());

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openInventory() {
  openRestaurant(api);
  renderRestaurant(<RestaurantApp />, { path });
  return screen.findByRole('table', { name: 'Insumos' });
}

describe('Inventario', () => {
  it('lists the supplies with stock, cost and minimum in their units, marks the low ones, and alerts in the navigation', async () => {
    const table = await openInventory();
    expect(rows(table)).toEqual([
      ['Arroz', 'g', '4.000 g', '4.800 COP por 1.000 g', '1.000 g', 'EditarRetirar'],
      ['LimónBajo el mínimo', 'unid.', '8 unid.', '15.000 COP por 30 unid.', '10 unid.', 'EditarRetirar'],
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Insumos en o bajo su mínimo' + 'Limón: 8 unid.');
    const navigation = screen.getByRole('navigation', { name: 'Secciones del restaurante' });
    const link = within(navigation).getByRole('link', { name: /Inventario/ });
    expect(within(link).getByLabelText('Insumos en o bajo su mínimo: 1').textContent).toBe('1');
  });

  it('adds a supply, showing the service refusal as it says it and keeping what was typed', async () => {
    const refusal = 'Costo inválido: pesos enteros de 0 a 100.000.000 por una cantidad entera de 1 a 1.000.000 de la unidad base';
    api.on('POST /restaurant/inventario/insumos', { status: 400, body: { success: false, message: refusal } }, (call: Call) => {
      const made = { ...(call.body as Supply), id: '1a000000-0000-4000-8000-000000000009', stock: 0, low: true };
      supplies = [...supplies, made];
      return { body: { success: true, data: made } };
    });
    await openInventory();
    const form = screen.getByRole('form', { name: 'Nuevo insumo' });
    fireEvent.change(within(form).getByLabelText('Nombre del insumo'), { target: { value: ' Leche ' } });
    fireEvent.change(within(form).getByLabelText('Unidad base'), { target: { value: 'ml' } });
    fireEvent.change(within(form).getByLabelText('Mínimo de existencias'), { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar insumo' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
    expect(api.callsTo('POST /restaurant/inventario/insumos')[0]!.body).toEqual({ name: 'Leche', unit: 'ml', low_stock: 2000 });

    fireEvent.change(within(form).getByLabelText('Costo en pesos'), { target: { value: '4200' } });
    fireEvent.change(within(form).getByLabelText('Por cuántas unidades base'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar insumo' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Insumo Leche creado' }));
    expect(api.callsTo('POST /restaurant/inventario/insumos')[1]!.body).toEqual({
      name: 'Leche',
      unit: 'ml',
      cost: 4200,
      cost_quantity: 1000,
      low_stock: 2000,
    });
    const table = screen.getByRole('table', { name: 'Insumos' });
    await waitFor(() =>
      expect(rows(table)[2]).toEqual(['LecheBajo el mínimo', 'ml', '0 ml', '4.200 COP por 1.000 ml', '2.000 ml', 'EditarRetirar']),
    );
  });

  it('edits a supply (its unit stays) and removes one only once confirmed', async () => {
    api
      .on(`PUT /restaurant/inventario/insumos/${arroz.id}`, (call: Call) => ({
        body: { success: true, data: { ...arroz, ...(call.body as object) } },
      }))
      .on(`DELETE /restaurant/inventario/insumos/${limon.id}`, () => {
        supplies = [arroz];
        return { body: { success: true, data: limon } };
      });
    const table = await openInventory();
    fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar Arroz' });
    expect((within(form).getByLabelText('Unidad base') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Mínimo de existencias'), { target: { value: '2500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar insumo' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Insumo Arroz guardado' }));
    expect(api.callsTo(`PUT /restaurant/inventario/insumos/${arroz.id}`)[0]!.body).toEqual({
      name: 'Arroz',
      cost: 4800,
      cost_quantity: 1000,
      low_stock: 2500,
    });

    fireEvent.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: 'Retirar' }));
    const question = screen.getByRole('group', { name: '¿Retirar el insumo Limón? Sale de las recetas; sus movimientos se conservan.' });
    expect(api.callsTo(`DELETE /restaurant/inventario/insumos/${limon.id}`)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Insumo Limón retirado' }));
    await waitFor(() => expect(rows(table).map((row) => row[0])).toEqual(['Arroz']));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('records waste with its quantity and reason, says what is left, and lists it in the ledger with who', async () => {
    let moves: StockMove[] = [];
    const waste: StockMove = {
      id: 7,
      supply_id: arroz.id,
      supply_name: 'Arroz',
      delta: -300,
      reason: 'merma',
      note: 'Se dañó',
      created_by: '1a000000-0000-4000-8000-000000000010',
      by_email: 'duena@example.com',
      order_id: null,
      created_at: '2026-11-27T15:00:00.000Z',
    };
    api
      .on('GET /restaurant/inventario/movimientos', () => ({ body: { success: true, data: moves } }))
      .on('POST /restaurant/inventario/movimientos', () => {
        moves = [waste];
        return { body: { success: true, data: { ...arroz, stock: 3700 } } };
      });
    await openInventory();
    fireEvent.click(screen.getByRole('tab', { name: 'Movimientos' }));
    expect(await screen.findByText('Aún no hay movimientos.')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Registrar un movimiento' });
    fireEvent.change(within(form).getByLabelText('Insumo'), { target: { value: arroz.id } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Tipo de movimiento' })).getByLabelText('Merma'));
    fireEvent.change(within(form).getByLabelText('Cantidad (g)'), { target: { value: '300' } });
    fireEvent.change(within(form).getByLabelText('Motivo o nota'), { target: { value: 'Se dañó' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Arroz: ahora hay 3.700 g' }));
    expect(api.callsTo('POST /restaurant/inventario/movimientos')[0]!.body).toEqual({
      reason: 'merma',
      supply_id: arroz.id,
      quantity: 300,
      note: 'Se dañó',
    });
    const ledger = await screen.findByRole('table', { name: 'Últimos movimientos' });
    expect(rows(ledger).map((row) => row.slice(1))).toEqual([['Arroz', 'Merma', '-300 g', 'Se dañó', 'duena@example.com']]);
  });

  it('records a physical count after asking, and shows the differences the service found', async () => {
    api.on('POST /restaurant/inventario/conteo', {
      body: {
        success: true,
        data: [
          { supply_id: arroz.id, name: 'Arroz', expected: 4000, counted: 3900, difference: -100 },
          { supply_id: limon.id, name: 'Limón', expected: 8, counted: 8, difference: 0 },
        ],
      },
    });
    await openInventory();
    fireEvent.click(screen.getByRole('tab', { name: 'Conteo físico' }));
    fireEvent.change(await screen.findByLabelText('Contado de Arroz'), { target: { value: '3900' } });
    fireEvent.change(screen.getByLabelText('Contado de Limón'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Nota del conteo'), { target: { value: 'Cierre del día' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar conteo' }));
    const question = screen.getByRole('group', {
      name: '¿Registrar el conteo? Las existencias de los insumos contados pasan a lo contado.',
    });
    expect(api.callsTo('POST /restaurant/inventario/conteo')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Confirmar' }));
    const results = await screen.findByRole('table', { name: 'Diferencias del conteo' });
    expect(rows(results)).toEqual([
      ['Arroz', '4.000 g', '3.900 g', '-100 g'],
      ['Limón', '8 unid.', '8 unid.', '0 unid.'],
    ]);
    expect(api.callsTo('POST /restaurant/inventario/conteo')[0]!.body).toEqual({
      counts: [
        { supply_id: arroz.id, counted: 3900 },
        { supply_id: limon.id, counted: 8 },
      ],
      note: 'Cierre del día',
    });
  });

  it("edits a dish's recipe and shows its cost and margin as the service computes them", async () => {
    let recipe: Recipe = { dish_id: bandeja.id, price: 32000, lines: [], cost: 0, margin: 32000, options: [] };
    api
      .on('GET /restaurant/menu/items', { body: { success: true, data: [bandeja] } })
      .on(`GET /restaurant/inventario/recetas/${bandeja.id}`, () => ({ body: { success: true, data: recipe } }))
      .on(`PUT /restaurant/inventario/recetas/${bandeja.id}`, () => {
        recipe = {
          ...recipe,
          lines: [{ supply_id: arroz.id, quantity: 200, name: 'Arroz', unit: 'g', cost: 960 }],
          cost: 960,
          margin: 31040,
        };
        return { body: { success: true, data: recipe } };
      });
    await openInventory();
    fireEvent.click(screen.getByRole('tab', { name: 'Recetas' }));
    await screen.findByRole('option', { name: 'Bandeja paisa' });
    fireEvent.change(screen.getByLabelText('Plato'), { target: { value: bandeja.id } });
    const cost = await screen.findByRole('group', { name: 'Costo' });
    expect(cost.textContent).toBe('Costo0 COP');
    expect(screen.getByRole('group', { name: 'Margen' }).textContent).toBe('Margen32.000 COP');
    expect(screen.getByText('Este plato no tiene receta todavía.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar insumo' }));
    fireEvent.change(screen.getByLabelText('Insumo de la línea 1'), { target: { value: arroz.id } });
    fireEvent.change(screen.getByLabelText('Cantidad de la línea 1'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Margen' }).textContent).toBe('Margen31.040 COP'));
    expect(screen.getByRole('group', { name: 'Costo' }).textContent).toBe('Costo960 COP');
    expect(screen.getByLabelText('Costo de la línea 1').textContent).toBe('960 COP');
    expect(api.callsTo(`PUT /restaurant/inventario/recetas/${bandeja.id}`)[0]!.body).toEqual({
      lines: [{ supply_id: arroz.id, quantity: 200 }],
    });
    expect(toasts).toContainEqual({ type: 'success', message: 'Receta de Bandeja paisa guardada' });
  });

  it("gives a dish option its own recipe, saved with the dish's, and shows the option's cost", async () => {
    const huevo = { id: '1a000000-0000-4000-8000-000000000011', name: 'Huevo', extra: 2000 };
    const queso = { id: '1a000000-0000-4000-8000-000000000012', name: 'Queso', extra: 1500 };
    const withOptions = { ...bandeja, option_groups: [{ ...adiciones, options: [huevo, queso] }] };
    const own = { supply_id: arroz.id, quantity: 200, name: 'Arroz', unit: 'g' as const, cost: 960 };
    let recipe: Recipe = { dish_id: bandeja.id, price: 32000, lines: [own], cost: 960, margin: 31040, options: [] };
    api
      .on('GET /restaurant/menu/items', { body: { success: true, data: [withOptions] } })
      .on(`GET /restaurant/inventario/recetas/${bandeja.id}`, () => ({ body: { success: true, data: recipe } }))
      .on(`PUT /restaurant/inventario/recetas/${bandeja.id}`, () => {
        const line = { supply_id: limon.id, quantity: 1, name: 'Limón', unit: 'unidad' as const, cost: 500 };
        recipe = { ...recipe, options: [{ option_id: huevo.id, lines: [line], cost: 500 }] };
        return { body: { success: true, data: recipe } };
      });
    await openInventory();
    fireEvent.click(screen.getByRole('tab', { name: 'Recetas' }));
    await screen.findByRole('option', { name: 'Bandeja paisa' });
    fireEvent.change(screen.getByLabelText('Plato'), { target: { value: bandeja.id } });
    const option = await screen.findByRole('group', { name: 'Opción Adiciones: Huevo' });
    expect(within(option).getByText('Costo de la opción: 0 COP')).toBeTruthy();
    fireEvent.click(within(option).getByRole('button', { name: 'Agregar insumo' }));
    fireEvent.change(within(option).getByLabelText('Insumo de la línea 1'), { target: { value: limon.id } });
    fireEvent.change(within(option).getByLabelText('Cantidad de la línea 1'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Opción Adiciones: Huevo' })).getByText('Costo de la opción: 500 COP')),
    );
    // The dish's own lines go with it; an option with no lines (Queso) has no recipe.
    expect(api.callsTo(`PUT /restaurant/inventario/recetas/${bandeja.id}`)[0]!.body).toEqual({
      lines: [{ supply_id: arroz.id, quantity: 200 }],
      options: [{ option_id: huevo.id, lines: [{ supply_id: limon.id, quantity: 1 }] }],
    });
    const saved = screen.getByRole('group', { name: 'Opción Adiciones: Huevo' });
    expect(within(saved).getByLabelText('Costo de la línea 1').textContent).toBe('500 COP');
    expect(screen.getByRole('group', { name: 'Opción Adiciones: Queso' })).toBeTruthy();
  });

  it("turns on 'Ocultar platos sin insumos' and says so when the service refuses", async () => {
    api.on(
      'PUT /restaurant/inventario/ajustes',
      { status: 503, body: { success: false, message: 'Servicio no disponible' } },
      (call: Call) => ({ body: { success: true, data: call.body } }),
    );
    await openInventory();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: /Ocultar platos sin insumos/ });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Servicio no disponible' }));
    api.on('GET /restaurant/inventario/ajustes', { body: { success: true, data: { hide_unmakeable: true } } });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(api.callsTo('PUT /restaurant/inventario/ajustes').map((call) => call.body)).toEqual([
      { hide_unmakeable: true },
      { hide_unmakeable: true },
    ]);
  });

  it('says when there are no supplies yet, and offers to try again when the list fails', async () => {
    supplies = [];
    api.on(
      'GET /restaurant/inventario/insumos',
      { status: 500, body: { success: false, message: 'Servicio no disponible' } },
      {
        body: { success: true, data: [] },
      },
    );
    openRestaurant(api);
    renderRestaurant(<RestaurantApp />, { path });
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay insumos. Agrega el primero con el formulario.')).toBeTruthy();
  });

  it('is not in an employee navigation, and the typed address says it is for administrators', async () => {
    openRestaurant(api, { role: 'employee' });
    renderRestaurant(<RestaurantApp />, { path });
    const navigation = await screen.findByRole('navigation', { name: 'Secciones del restaurante' });
    expect(within(navigation).queryByRole('link', { name: /Inventario/ })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Solo un administrador del restaurante puede hacer esto');
    expect(api.calls.some((call) => call.path.startsWith('/restaurant/inventario'))).toBe(false);
  });
});
