/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restaurantCheckMessages, type RestaurantCheck } from '@mb/contracts';
import { FakeApi, forgetRestaurant, makeCheck, makeTable, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

// Table 3's check (an Ajiaco), table 6's (a Limonada); table 5 is free, 7 in maintenance, 9 reserved.
let api: FakeApi;
let check: RestaurantCheck;
let six: RestaurantCheck;
const tables = [
  makeTable({ number: 3, status: 'ocupada', open_orders: 1 }),
  makeTable({ number: 5, status: 'disponible' }),
  makeTable({ number: 6, status: 'ocupada', open_orders: 1 }),
  makeTable({ number: 7, status: 'mantenimiento' }),
  makeTable({ number: 9, status: 'reservada' }),
];
const moved = { moved_by: '00000000-0000-4000-8000-000000000001', moved_at: '2026-11-26T20:00:00.000Z', lines: 0 };

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  openRestaurant(api, { role: 'employee' });
  check = makeCheck([[['Ajiaco', 28000]]], { tableNumber: 3, table_id: tables[0]!.id });
  six = makeCheck([[['Limonada', 9000]]], { tableNumber: 6, table_id: tables[2]!.id });
  api
    .on('GET /restaurant/tables', { body: { success: true, data: tables } })
    .on('GET /restaurant/cuentas', () => ({ body: { success: true, data: [check, six] } }))
    .on(`GET /restaurant/cuentas/${check.id}`, () => ({ body: { success: true, data: check } }))
    .on(`GET /restaurant/cuentas/${six.id}`, () => ({ body: { success: true, data: six } }));
});

async function openMoves() {
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('heading', { name: 'Cuenta · Mesa 3' });
  fireEvent.click(screen.getByRole('button', { name: 'Mover / Unir mesa' }));
  return screen.findByRole('region', { name: 'Cambiar de mesa' });
}

const options = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

describe('Mover / Unir mesa', () => {
  it('offers only the free tables, moves the check to the chosen one and shows the move on the check', async () => {
    api.on(`POST /restaurant/cuentas/${check.id}/mover-mesa`, (call: Call) => {
      check = {
        ...check,
        table_id: (call.body as { table_id: string }).table_id,
        table_number: 5,
        moves: [{ kind: 'mesa_cambiada', check_id: check.id, other_check_id: null, from_table_number: 3, to_table_number: 5, ...moved }],
      };
      return { body: { success: true, data: check } };
    });
    const section = await openMoves();
    const select = within(section).getByLabelText('Mesa libre');
    await waitFor(() => expect(options(select)).toEqual(['Elige una mesa', 'Mesa 5', 'Mesa 9']));
    const button = within(section).getByRole('button', { name: 'Pasar a esa mesa' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(select, { target: { value: tables[1]!.id } });
    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: 'Cuenta · Mesa 5' })).toBeTruthy();
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/mover-mesa`).map((sent) => sent.body)).toEqual([{ table_id: tables[1]!.id }]);
    const history = screen.getByRole('region', { name: 'Movimientos de mesa' });
    expect(history.textContent).toContain('Cambio de mesa: de Mesa 3 a Mesa 5');
  });

  it('merges another table’s check into this one, and shows the server’s refusal as it is', async () => {
    let refuse = true;
    api.on(`POST /restaurant/cuentas/${check.id}/unir`, () => {
      if (refuse) return { status: 409, body: { success: false, message: restaurantCheckMessages.splitInParts } };
      check = {
        ...check,
        bill: { ...check.bill, total: 37000 },
        moves: [{ kind: 'cuentas_unidas', check_id: check.id, other_check_id: six.id, from_table_number: 6, to_table_number: 3, ...moved }],
      };
      return { body: { success: true, data: check } };
    });
    await openMoves();
    const section = screen.getByRole('region', { name: 'Unir con otra mesa' });
    const select = within(section).getByLabelText('Cuenta que se une');
    await waitFor(() => expect(options(select)).toEqual(['Elige una cuenta', 'Cuenta · Mesa 6 · 9.000 COP']));
    fireEvent.change(select, { target: { value: six.id } });
    fireEvent.click(within(section).getByRole('button', { name: 'Unir a esta cuenta' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(restaurantCheckMessages.splitInParts);

    refuse = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Unir a esta cuenta' }));
    const history = await screen.findByRole('region', { name: 'Movimientos de mesa' });
    expect(history.textContent).toContain('Mesas unidas: Mesa 6 se unió a Mesa 3');
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/unir`).map((sent) => sent.body)).toEqual([
      { check_id: six.id },
      { check_id: six.id },
    ]);
  });

  it('moves the chosen lines to another table’s open check from Dividir, and opens that check', async () => {
    check = makeCheck(
      [
        [
          ['Ajiaco', 28000],
          ['Sancocho', 25000],
        ],
      ],
      { tableNumber: 3, table_id: tables[0]!.id },
    );
    api
      .on(`GET /restaurant/cuentas/${check.id}`, { body: { success: true, data: check } })
      .on(`POST /restaurant/cuentas/${check.id}/mover-lineas`, { body: { success: true, data: check } });
    renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
    await screen.findByRole('heading', { name: 'Cuenta · Mesa 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Dividir' }));
    const to = screen.getByLabelText('Pasar a');
    await waitFor(() => expect(options(to)).toEqual(['Una cuenta nueva de esta mesa', 'Cuenta · Mesa 6 · 9.000 COP']));
    fireEvent.change(to, { target: { value: six.id } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pasar Sancocho a la cuenta nueva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pasar 1 a esa cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta · Mesa 6' })).toBeTruthy();
    const sancocho = check.bill.lines[1]!;
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/mover-lineas`).map((sent) => sent.body)).toEqual([
      { to_check_id: six.id, lines: [{ order_id: sancocho.order_id, position: sancocho.position }] },
    ]);
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/dividir`)).toEqual([]);
  });

  it('shows a merged check as read-only, with the way to the check that took its rounds', async () => {
    six = { ...six, status: 'unida', merged_into: check.id };
    renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${six.id}` });
    await screen.findByRole('heading', { name: 'Cuenta · Mesa 6' });
    expect(screen.getByText('Unida', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Esta cuenta se unió a otra');
    expect(screen.queryByRole('button', { name: 'Cobrar' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ver la cuenta unida' }));
    expect(await screen.findByRole('heading', { name: 'Cuenta · Mesa 3' })).toBeTruthy();
  });
});
