/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, makeOrder, makeProfile, openRestaurant, renderRestaurant, staffMemberOf } from '../testing/test-kit.js';
import { connection } from '../testing/connection.js';
import RestaurantApp from '../restaurant-app.js';
import { dropWrite, queuedWrites } from './offline-queue.js';

// The tablet was opened by the owner (the kit's session 'sesion-del-restaurante'); Mario the waiter takes it over by PIN.
const owner = makeProfile({ role: 'super_admin' });
const waiter = makeProfile({ role: 'waiter' });
waiter.user = { ...waiter.user, id: '0a1b2c3d-0000-4000-8000-000000000020', email: 'mario@example.co' };
const order = makeOrder({ number: 12, status: 'pendiente' });
const movePath = `PUT /restaurant/pedidos/${order.id}/estado`;
let api: FakeApi;

beforeEach(async () => {
  for (const write of await queuedWrites()) await dropWrite(write.seq!);
  connection(true);
  forgetRestaurant();
  api = new FakeApi();
  openRestaurant(api, { role: 'super_admin' });
  api
    .on('GET /restaurant/pedidos', { body: { success: true, data: [order] } })
    .on('GET /restaurant/personal', {
      body: { success: true, data: [staffMemberOf(owner.user), staffMemberOf(waiter.user, 'Mario Mesero', true)] },
    })
    .on('GET /restaurant/auth/profile', (call) => ({ body: call.headers.Authorization === 'Bearer sesion-de-mario' ? waiter : owner }))
    .on('POST /restaurant/personal/cambiar', {
      body: { ...waiter, message: 'Ahora trabaja en este dispositivo', token: 'sesion-de-mario', expires_in: 3600 },
    });
});

const banner = () => screen.queryByText(/pendientes/)?.textContent;
const signedInAs = () => screen.getByLabelText('Sesión iniciada como').textContent;

const unreachable = { status: 502, body: { success: false, message: 'Error de conexión' }, offContract: 'the gateway not reached yet' };

/**
 * The owner confirms order #12 offline; the connection returns but the server does not answer yet, so the move stays
 * kept; then Mario takes the tablet over with his PIN, and the connection drops and returns once more: the queue goes.
 */
async function keptByOwnerThenSwitched() {
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
  const ticket = await screen.findByRole('article', { name: 'Pedido #12 · Mesa 1' });
  connection(false);
  fireEvent.click(within(ticket).getByRole('button', { name: 'Confirmar pedido' }));
  await waitFor(() => expect(banner()).toBe('Sin conexión — 1 pendientes'));
  connection(true);
  await waitFor(() => expect(api.callsTo(movePath)).toHaveLength(1));
  expect(banner()).toBe('Conexión recuperada — enviando: 1 pendientes');

  fireEvent.click(screen.getByRole('button', { name: 'Cambiar persona' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar persona' });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Mario Mesero' }));
  fireEvent.change(within(dialog).getByLabelText('PIN (4 a 6 dígitos)'), { target: { value: '2468' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(signedInAs()).toBe('Mario Mesero · Mesero'));
  connection(false);
  connection(true);
}

/** The Authorization of each try of the move, after the first one that went unanswered. */
const sentAs = () =>
  api
    .callsTo(movePath)
    .slice(1)
    .map((call) => call.headers.Authorization);

describe('A write kept offline on a shared tablet', () => {
  it('is sent as the person who made it, not as whoever holds the tablet when the connection returns', async () => {
    api.on(movePath, unreachable, { body: { success: true, data: { ...order, status: 'confirmado' } } });
    await keptByOwnerThenSwitched();

    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes'));
    expect(sentAs()).toEqual(['Bearer sesion-del-restaurante']);
    // The tablet stays Mario's.
    expect(signedInAs()).toBe('Mario Mesero · Mesero');
    expect(await queuedWrites()).toEqual([]);
  });

  it("is sent as the person now on the tablet when the maker's session expired, rather than lost", async () => {
    api.on(
      movePath,
      unreachable,
      { status: 401, body: { success: false, message: 'Sesión del restaurante expirada' } },
      { body: { success: true, data: { ...order, status: 'confirmado' } } },
    );
    await keptByOwnerThenSwitched();

    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes'));
    const sent = api.callsTo(movePath);
    expect(sentAs()).toEqual(['Bearer sesion-del-restaurante', 'Bearer sesion-de-mario']);
    expect(new Set(sent.map((call) => call.headers['Idempotency-Key'])).size).toBe(1);
    // The maker's expired session does not end Mario's.
    expect(signedInAs()).toBe('Mario Mesero · Mesero');
    expect(await queuedWrites()).toEqual([]);
  });
});
