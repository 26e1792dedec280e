/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, on, type ToastDetail } from '@mb/ui';
import { FakeApi, forgetRestaurant, makeOrder, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import { connection } from '../testing/connection.js';
import RestaurantApp from '../restaurant-app.js';
import { chooseBranch } from '../branches/branch-store.js';
import { dropWrite, queuedWrites, queueWrite, type QueuedWrite } from './offline-queue.js';
import { sendQueue } from './send-queue.js';

async function emptyQueue() {
  for (const write of await queuedWrites()) await dropWrite(write.seq!);
}

const pending = makeOrder({ number: 12, status: 'pendiente' });
const confirmed = makeOrder({ number: 13, status: 'confirmado', table_number: 2 });
let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(async () => {
  await emptyQueue();
  connection(true);
  forgetRestaurant();
  api = new FakeApi();
  openRestaurant(api, { role: 'employee' });
  api.on('GET /restaurant/pedidos', (call) => {
    const status = call.query.get('status');
    return { body: { success: true, data: [pending, confirmed].filter((order) => (status ? order.status === status : true)) } };
  });
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

const column = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('article')
    .map((ticket) => ticket.getAttribute('aria-label'));
const tap = (ticket: string, button: string) =>
  fireEvent.click(within(screen.getByRole('article', { name: ticket })).getByRole('button', { name: button }));
const banner = () => screen.queryByText(/pendientes/)?.textContent;

describe('A floor without connection', () => {
  it('keeps the moves made offline on the device, shows them, and sends them in order with their keys when back', async () => {
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
    await screen.findByRole('article', { name: 'Pedido #12 · Mesa 1' });
    connection(false);
    await waitFor(() => expect(banner()).toBe('Sin conexión — 0 pendientes'));

    tap('Pedido #12 · Mesa 1', 'Confirmar pedido');
    await waitFor(() => expect(banner()).toBe('Sin conexión — 1 pendientes'));
    tap('Pedido #13 · Mesa 2', 'Empezar a preparar');
    await waitFor(() => expect(banner()).toBe('Sin conexión — 2 pendientes'));
    expect(column('Confirmado')).toEqual(['Pedido #12 · Mesa 1']);
    expect(column('Preparando')).toEqual(['Pedido #13 · Mesa 2']);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(toasts.at(-1)?.message).toBe('Sin conexión: quedó guardado en este dispositivo y se enviará en orden al volver la conexión');

    api
      .on(`PUT /restaurant/pedidos/${pending.id}/estado`, { body: { success: true, data: { ...pending, status: 'confirmado' } } })
      .on(`PUT /restaurant/pedidos/${confirmed.id}/estado`, { body: { success: true, data: { ...confirmed, status: 'preparando' } } });
    connection(true);
    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes'));
    const sent = api.calls.filter((call) => call.method === 'PUT');
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      [`/restaurant/pedidos/${pending.id}/estado`, { status: 'confirmado' }],
      [`/restaurant/pedidos/${confirmed.id}/estado`, { status: 'preparando' }],
    ]);
    const keys = sent.map((call) => call.headers['Idempotency-Key']);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(await queuedWrites()).toEqual([]);
  });
});

describe('A write kept offline in a branch', () => {
  it('goes to the branch it was made in, whichever the device works in when it is sent', async () => {
    const [principal, norte] = ['0b000000-0000-4000-8000-000000000001', '0b000000-0000-4000-8000-000000000002'];
    chooseBranch(norte);
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
    await screen.findByRole('article', { name: 'Pedido #12 · Mesa 1' });
    connection(false);
    tap('Pedido #12 · Mesa 1', 'Confirmar pedido');
    await waitFor(() => expect(banner()).toBe('Sin conexión — 1 pendientes'));
    expect((await queuedWrites())[0]!.sede).toBe(norte);

    chooseBranch(principal);
    api.on(`PUT /restaurant/pedidos/${pending.id}/estado`, { body: { success: true, data: { ...pending, status: 'confirmado' } } });
    connection(true);
    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.headers['x-sede'])).toEqual([norte]);
    chooseBranch(null);
  });
});

describe('sendQueue', () => {
  const write = (path: string): Omit<QueuedWrite, 'seq' | 'queuedAt'> => ({ key: crypto.randomUUID(), method: 'PUT', path, body: {} });

  it('sends in order, stops at the first the server does not answer and keeps it and the rest for later', async () => {
    for (const path of ['/a', '/b', '/c']) await queueWrite(write(path));
    const tried: string[] = [];
    const send = async (queued: QueuedWrite) => {
      tried.push(queued.path);
      if (queued.path === '/b') throw new ApiError('Error de conexión');
    };
    await sendQueue(send, () => {});
    expect(tried).toEqual(['/a', '/b']);
    expect((await queuedWrites()).map((queued) => queued.path)).toEqual(['/b', '/c']);
  });

  it('drops a write the server refuses, says why, and goes on with the next', async () => {
    for (const path of ['/a', '/b']) await queueWrite(write(path));
    const refusals: string[] = [];
    const send = async (queued: QueuedWrite) => {
      if (queued.path === '/a') throw new ApiError('El pedido ya fue entregado', { status: 409 });
    };
    await sendQueue(send, (queued, error) => refusals.push(`${queued.path}: ${error.message}`));
    expect(refusals).toEqual(['/a: El pedido ya fue entregado']);
    expect(await queuedWrites()).toEqual([]);
  });
});
