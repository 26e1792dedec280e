/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { orderStatuses, type RestaurantOrder } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import {
  FakeApi,
  appToken,
  forgetRestaurant,
  makeCheck,
  makeOrder,
  openRestaurant,
  renderRestaurant,
  type Call,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { chooseBranch } from '../branches/branch-store.js';
import { canAdvance, canCancel } from '../../../../services/restaurant/src/domain/order-flow.js';
import { closedStatuses } from './order-moves.js';
import { formatAge } from './use-now.js';

const pending = makeOrder({ number: 12, status: 'pendiente', note: 'Cumpleaños' });
const preparing = makeOrder({
  number: 10,
  status: 'preparando',
  table_number: null,
  table_id: null,
  takeaway: true,
  items: [
    {
      dish_id: null,
      name: 'Ajiaco',
      unit_price: 31000,
      quantity: 1,
      note: '',
      options: [
        { group: 'Tamaño', name: 'grande', extra: 0 },
        { group: 'Adiciones', name: 'Aguacate', extra: 3000 },
      ],
      line_total: 31000,
    },
  ],
});
const paid = makeOrder({ number: 9, status: 'pagado' });

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
let orders: RestaurantOrder[];

/** The gateway's event stream, fed by the test; every other call goes to the FakeApi. */
function serveStream() {
  const fake = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/restaurant/pedidos/stream') return fake(input, init);
    api.calls.push({
      method: 'GET',
      path: '/restaurant/pedidos/stream',
      query: new URLSearchParams(),
      body: undefined,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    return { ok: true, status: 200, body } as unknown as Response;
  }) as typeof fetch;
}
const send = (text: string) => act(() => stream!.enqueue(Buffer.from(text)));

beforeEach(() => {
  forgetRestaurant();
  chooseBranch(null);
  api = new FakeApi();
  openRestaurant(api, { role: 'employee' });
  orders = [pending, preparing, paid];
  stream = undefined;
  api.on('GET /restaurant/pedidos', (call: Call) => {
    const status = call.query.get('status');
    return { body: { success: true, data: orders.filter((order) => (status ? order.status === status : true)) } };
  });
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  serveStream();
});
afterEach(() => {
  off();
  stream?.close();
});

const column = (name: string) => within(screen.getByRole('region', { name }));
const ticketsIn = (name: string) =>
  column(name)
    .queryAllByRole('article')
    .map((ticket) => ticket.getAttribute('aria-label'));

async function renderBoard() {
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
  await screen.findByRole('article', { name: 'Pedido #12 · Mesa 1' });
}

describe('Cocina', () => {
  it('shows the tickets by status, with their lines, notes and age, and today’s closed ones apart', async () => {
    await renderBoard();

    expect(ticketsIn('Pendiente')).toEqual(['Pedido #12 · Mesa 1']);
    expect(ticketsIn('Preparando')).toEqual(['Pedido #10 · Para llevar']);
    expect(ticketsIn('Listo')).toEqual([]);
    expect(column('Listo').getByText('Sin pedidos')).toBeTruthy();
    expect(ticketsIn('Cerrados hoy')).toEqual(['Pedido #9 · Mesa 1']);
    const ticket = within(screen.getByRole('article', { name: 'Pedido #12 · Mesa 1' }));
    expect(ticket.getByText('2 × Bandeja paisa')).toBeTruthy();
    expect(ticket.getByText('sin cebolla')).toBeTruthy();
    expect(ticket.getByText('Nota: Cumpleaños')).toBeTruthy();
    expect(ticket.getByLabelText('Tiempo del pedido').textContent).toMatch(/^4:0\d$/);
    // Each option on its own line under its dish: a choice with its group, an extra with a plus.
    const ajiaco = within(screen.getByRole('article', { name: 'Pedido #10 · Para llevar' }));
    expect(ajiaco.getByText('1 × Ajiaco')).toBeTruthy();
    expect(ajiaco.getByText('· Tamaño: grande')).toBeTruthy();
    expect(ajiaco.getByText('+ Aguacate')).toBeTruthy();
  });

  it('a new order reaches the board live from the stream, without reloading', async () => {
    await renderBoard();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('En vivo'));
    expect(api.callsTo('GET /restaurant/pedidos/stream')[0]!.headers.authorization).toBe(`Bearer ${appToken}`);
    const loads = api.callsTo('GET /restaurant/pedidos').length;

    const fresh = makeOrder({ number: 13, status: 'pendiente', table_number: 5 });
    send(': ping\n\n');
    send(`event: order\ndata: ${JSON.stringify({ kind: 'created', order: fresh })}\n\n`);
    expect(await screen.findByRole('article', { name: 'Pedido #13 · Mesa 5' })).toBeTruthy();
    send(
      `event: order\ndata: ${JSON.stringify({ kind: 'status_changed', order: { ...pending, status: 'confirmado', updated_at: new Date().toISOString() } })}\n\n`,
    );
    await waitFor(() => expect(ticketsIn('Confirmado')).toEqual(['Pedido #12 · Mesa 1']));
    expect(api.callsTo('GET /restaurant/pedidos')).toHaveLength(loads);
  });

  it('one tap moves a ticket to its next status', async () => {
    api.on(`PUT /restaurant/pedidos/${preparing.id}/estado`, {
      body: { success: true, data: { ...preparing, status: 'listo', updated_at: new Date().toISOString() } },
    });
    await renderBoard();
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Pedido #10 · Para llevar' })).getByRole('button', { name: 'Marcar listo' }),
    );

    await waitFor(() => expect(ticketsIn('Listo')).toEqual(['Pedido #10 · Para llevar']));
    expect(api.callsTo(`PUT /restaurant/pedidos/${preparing.id}/estado`)[0]!.body).toEqual({ status: 'listo' });
  });

  it('a delivered ticket is paid on its check: no "Marcar pagado", and "Cobrar en la cuenta" opens the check', async () => {
    const delivered = makeOrder({ number: 11, status: 'entregado', table_number: 2 });
    const check = makeCheck([[['Bandeja paisa', 32000]]], { order_ids: [delivered.id] });
    orders = [delivered];
    api
      .on('GET /restaurant/cuentas', { body: { success: true, data: [check] } })
      .on(`GET /restaurant/cuentas/${check.id}`, { body: { success: true, data: check } });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
    const ticket = within(await screen.findByRole('article', { name: 'Pedido #11 · Mesa 2' }));
    expect(ticket.queryByRole('button', { name: 'Marcar pagado' })).toBeNull();
    fireEvent.click(ticket.getByRole('button', { name: 'Cobrar en la cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' })).toBeTruthy();
    expect(api.callsTo('GET /restaurant/cuentas')[0]!.query.get('order_id')).toBe(delivered.id);
  });

  it('a delivered order from before checks has none: "Cobrar en la cuenta" marks it pagado as before', async () => {
    const delivered = makeOrder({ number: 8, status: 'entregado' });
    orders = [delivered];
    api.on('GET /restaurant/cuentas', { body: { success: true, data: [] } }).on(`PUT /restaurant/pedidos/${delivered.id}/estado`, {
      body: { success: true, data: { ...delivered, status: 'pagado', updated_at: new Date().toISOString() } },
    });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
    const ticket = within(await screen.findByRole('article', { name: 'Pedido #8 · Mesa 1' }));
    fireEvent.click(ticket.getByRole('button', { name: 'Cobrar en la cuenta' }));

    await waitFor(() => expect(ticketsIn('Cerrados hoy')).toEqual(['Pedido #8 · Mesa 1']));
    expect(api.callsTo(`PUT /restaurant/pedidos/${delivered.id}/estado`)[0]!.body).toEqual({ status: 'pagado' });
  });

  it("a refused move shows the server's Spanish message and leaves the ticket where it was", async () => {
    const refusal = 'No se puede pasar el pedido de "cancelado" a "confirmado"';
    api.on(`PUT /restaurant/pedidos/${pending.id}/estado`, { status: 409, body: { success: false, message: refusal } });
    await renderBoard();
    fireEvent.click(within(screen.getByRole('article', { name: 'Pedido #12 · Mesa 1' })).getByRole('button', { name: 'Confirmar pedido' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: refusal }]));
    expect(ticketsIn('Pendiente')).toEqual(['Pedido #12 · Mesa 1']);
  });

  it('offers on each ticket exactly the moves the server allows, each button saying what it does', async () => {
    const everyStatus = orderStatuses.map((status, index) => makeOrder({ number: 20 + index, status }));
    orders = everyStatus;
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
    await screen.findByRole('article', { name: 'Pedido #20 · Mesa 1' });
    const forward: Record<string, string> = {
      confirmado: 'Confirmar pedido',
      preparando: 'Empezar a preparar',
      listo: 'Marcar listo',
      entregado: 'Marcar entregado',
    };

    for (const order of everyStatus) {
      const buttons = within(screen.getByRole('article', { name: `Pedido #${order.number} · Mesa 1` }))
        .queryAllByRole('button')
        .map((button) => button.textContent);
      const allowed = orderStatuses.filter((to) => to !== 'pagado' && canAdvance(order.status, to)).map((to) => forward[to]);
      if (order.status === 'entregado') allowed.push('Cobrar en la cuenta');
      if (canCancel(order.status)) allowed.push('Cancelar pedido');
      // Besides its moves, a Pro ticket still in the kitchen prints (sistema_ticketeras).
      if (!(closedStatuses as readonly string[]).includes(order.status)) allowed.unshift('Imprimir comanda');
      expect({ status: order.status, buttons }).toEqual({ status: order.status, buttons: allowed });
    }
  });

  it('cancelling asks first', async () => {
    api.on(`PUT /restaurant/pedidos/${pending.id}/cancelar`, {
      body: { success: true, data: { ...pending, status: 'cancelado', updated_at: new Date().toISOString() } },
    });
    await renderBoard();
    fireEvent.click(within(screen.getByRole('article', { name: 'Pedido #12 · Mesa 1' })).getByRole('button', { name: 'Cancelar pedido' }));
    const question = within(await screen.findByRole('group', { name: '¿Cancelar el pedido #12?' }));
    expect(question.getAllByRole('button').map((button) => button.textContent)).toEqual(['Mantener pedido', 'Cancelar pedido']);
    expect(api.callsTo(`PUT /restaurant/pedidos/${pending.id}/cancelar`)).toEqual([]);
    fireEvent.click(question.getByRole('button', { name: 'Mantener pedido' }));
    expect(ticketsIn('Pendiente')).toEqual(['Pedido #12 · Mesa 1']);
    expect(api.callsTo(`PUT /restaurant/pedidos/${pending.id}/cancelar`)).toEqual([]);

    fireEvent.click(within(screen.getByRole('article', { name: 'Pedido #12 · Mesa 1' })).getByRole('button', { name: 'Cancelar pedido' }));
    const again = within(await screen.findByRole('group', { name: '¿Cancelar el pedido #12?' }));
    fireEvent.click(again.getByRole('button', { name: 'Cancelar pedido' }));

    await waitFor(() => expect(ticketsIn('Cerrados hoy').sort()).toEqual(['Pedido #12 · Mesa 1', 'Pedido #9 · Mesa 1']));
  });

  it('hears the tickets of the branch the device works in, and of another once it is chosen', async () => {
    const [principal, norte] = ['0b000000-0000-4000-8000-000000000001', '0b000000-0000-4000-8000-000000000002'];
    chooseBranch(principal);
    await renderBoard();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('En vivo'));
    expect(api.callsTo('GET /restaurant/pedidos/stream')[0]!.headers['x-sede']).toBe(principal);
    // The board is not live until the stream opens again, for Norte.
    act(() => chooseBranch(norte));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('En vivo'));
    expect(api.callsTo('GET /restaurant/pedidos/stream')).toHaveLength(2);
    expect(api.callsTo('GET /restaurant/pedidos/stream')[1]!.headers['x-sede']).toBe(norte);
  });

  it('without the stream it says so and keeps polling', async () => {
    globalThis.fetch = ((original) =>
      (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/restaurant/pedidos/stream' ? Promise.reject(new TypeError('network')) : original(input, init)) as typeof fetch)(
      globalThis.fetch,
    );
    await renderBoard();

    expect(screen.getByRole('status').textContent).toBe('Sin conexión en vivo: se actualiza cada 10 s');
  });
});

describe('ticket age', () => {
  it('reads as minutes:seconds, hours once past the hour', () => {
    const now = Date.parse('2025-05-01T12:00:00.000Z');
    expect(formatAge('2025-05-01T11:55:53.000Z', now)).toBe('4:07');
    expect(formatAge('2025-05-01T10:57:55.000Z', now)).toBe('1:02:05');
    expect(formatAge('2025-05-01T12:00:30.000Z', now)).toBe('0:00');
  });
});
