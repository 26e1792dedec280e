/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from '@mb/contracts';
import { productFixture, subscriptionFixture } from '@mb/ui/testing';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import { MembershipsDialog } from './memberships-dialog.js';

const user = { id: '60000000-0000-4000-8000-000000000001', email: 'ana@restaurante.co', full_name: 'Ana Pérez' };
const restaurant = productFixture({
  id: '7c0e6f5e-2d0b-4b5e-9a51-6f2f1d0c0a01',
  slug: 'software-restaurant',
  name: 'Software Restaurante',
});
const membership = (id: string, status: Subscription['status']) =>
  subscriptionFixture({ id, user_id: user.id, status, is_active: status === 'active', expiry_date: '2027-11-23T00:00:00.000Z' });
const active = membership('70000000-0000-4000-8000-000000000002', 'active');
const pending = membership('70000000-0000-4000-8000-000000000003', 'pending_payment');

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/subscriptions', { body: { success: true, subscriptions: [] } }, { body: { success: true, subscriptions: [pending] } })
    .on('GET /auth/public/products', { body: { success: true, products: [restaurant] } })
    .on(`POST /auth/users/${user.id}/subscriptions`, {
      body: { success: true, message: 'Membresía asignada, pendiente de pago', subscription: pending },
    });
});

async function open() {
  renderAdmin(<MembershipsDialog user={user} opened onClose={() => {}} />);
  return within(await screen.findByRole('dialog', { name: 'Membresías de Ana Pérez' }));
}

describe('Membresías (spec 2 §2.5)', () => {
  it('Activar Restaurant creates the membership pending payment for 12 months, and the list shows it with Tomar pago', async () => {
    const dialog = await open();
    expect(await dialog.findByText('Este usuario no tiene membresías.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Activar Restaurant' }));
    expect(await dialog.findByText('Pendiente de pago')).toBeTruthy();
    expect(api.callsTo(`POST /auth/users/${user.id}/subscriptions`).map((call) => call.body)).toEqual([
      { product_id: restaurant.id, plan_type: 'pro', duration_months: 12 },
    ]);
    expect(api.callsTo('GET /auth/subscriptions')[0]!.query.get('user_id')).toBe(user.id);
    expect(dialog.getByRole('button', { name: 'Tomar pago' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });

  it('says when there is no Restaurant product, and passes the server’s refusal on', async () => {
    api.on('GET /auth/public/products', { body: { success: true, products: [] } }, { body: { success: true, products: [restaurant] } });
    api.on(`POST /auth/users/${user.id}/subscriptions`, {
      status: 409,
      body: { success: false, message: 'El usuario ya tiene una membresía vigente de este producto' },
    });
    const dialog = await open();
    fireEvent.click(await dialog.findByRole('button', { name: 'Activar Restaurant' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Producto Restaurant no disponible');
    expect(api.callsTo(`POST /auth/users/${user.id}/subscriptions`)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Activar Restaurant' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('El usuario ya tiene una membresía vigente de este producto'));
  });

  it('Desactivar asks first, then cancels the active membership; a failure says so', async () => {
    api.on(
      'GET /auth/subscriptions',
      { body: { success: true, subscriptions: [active] } },
      { body: { success: true, subscriptions: [{ ...active, status: 'cancelled' }] } },
    );
    api.on(`PUT /auth/subscriptions/${active.id}/status`, {
      body: { success: true, message: 'Estado de suscripción actualizado', subscription: { ...active, status: 'cancelled' } },
    });
    const dialog = await open();
    fireEvent.click(await dialog.findByRole('button', { name: 'Desactivar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Desactivar' }));
    expect(api.callsTo(`PUT /auth/subscriptions/${active.id}/status`)).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Confirmar' }));
    const list = within(await screen.findByRole('dialog', { name: 'Membresías de Ana Pérez' }));
    expect(await list.findByText('Cancelada')).toBeTruthy();
    expect(api.callsTo(`PUT /auth/subscriptions/${active.id}/status`).map((call) => call.body)).toEqual([{ status: 'cancelled' }]);
  });

  it('a failed deactivation shows the dialog’s text when the server gives none', async () => {
    api.on('GET /auth/subscriptions', { body: { success: true, subscriptions: [active] } });
    api.on(`PUT /auth/subscriptions/${active.id}/status`, { status: 502, body: {} });
    const dialog = await open();
    fireEvent.click(await dialog.findByRole('button', { name: 'Desactivar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Desactivar' })).getByRole('button', { name: 'Confirmar' }));
    const list = within(await screen.findByRole('dialog', { name: 'Membresías de Ana Pérez' }));
    expect((await list.findByRole('alert')).textContent).toBe('Error desactivando suscripción');
  });
});
