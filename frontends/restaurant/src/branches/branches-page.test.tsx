/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FakeApi,
  forgetRestaurant,
  makeDish,
  makeProfile,
  openRestaurant,
  renderRestaurant,
  staffMemberOf,
  listedBranches,
  norte,
  principal,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { chooseBranch } from './branch-store.js';

const path = '/restaurant/panelControl/sedes';
let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  chooseBranch(null);
  api = new FakeApi();
});

describe('Sedes', () => {
  it('adds a branch on Gold, and then works in the branch chosen: every call names it', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on('GET /restaurant/sedes', listedBranches(principal), listedBranches(principal, norte));
    api.on('POST /restaurant/sedes', { body: { success: true, data: norte } });
    renderRestaurant(<RestaurantApp />, { path });

    const main = await screen.findByLabelText('Principal');
    expect(within(main).getByText('Trabajando aquí')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre de la nueva sede'), { target: { value: 'Norte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar sede' }));
    await waitFor(() => expect(api.callsTo('POST /restaurant/sedes')).toHaveLength(1));
    expect(api.callsTo('POST /restaurant/sedes')[0]!.body).toEqual({ name: 'Norte' });

    fireEvent.click(within(await screen.findByLabelText('Norte')).getByRole('button', { name: 'Trabajar en esta sede' }));
    expect(await within(screen.getByLabelText('Norte')).findByText('Trabajando aquí')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /restaurant/sedes').at(-1)!.headers['x-sede']).toBe(norte.id));
  });

  it('assigns a branch its staff and its own price for a dish', async () => {
    openRestaurant(api, { plan: 'gold' });
    const waiter = makeProfile({ role: 'waiter' }).user;
    const arepa = makeDish({ name: 'Arepa', price: 5000 });
    api.on('GET /restaurant/sedes', listedBranches(principal, norte));
    api.on('GET /restaurant/personal', {
      body: { success: true, data: [staffMemberOf(waiter, 'Ana')] },
    });
    api.on('GET /restaurant/menu/items', { body: { success: true, data: [arepa] } });
    api.on(`GET /restaurant/sedes/${norte.id}/carta`, { body: { success: true, data: [] } });
    api.on(`PUT /restaurant/sedes/${norte.id}/personal`, { body: { success: true, data: { ...norte, staff: [waiter.id] } } });
    api.on(`PUT /restaurant/sedes/${norte.id}/carta/${arepa.id}`, {
      body: { success: true, data: { dish_id: arepa.id, price: 6000, available: true } },
    });
    renderRestaurant(<RestaurantApp />, { path });

    const card = await screen.findByLabelText('Norte');
    fireEvent.click(within(card).getByRole('button', { name: 'Personal y precios' }));
    fireEvent.click(await within(card).findByLabelText(/^Ana/));
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar personal' }));
    await waitFor(() => expect(api.callsTo(`PUT /restaurant/sedes/${norte.id}/personal`)).toHaveLength(1));
    expect(api.callsTo(`PUT /restaurant/sedes/${norte.id}/personal`)[0]!.body).toEqual({ user_ids: [waiter.id] });

    fireEvent.change(await within(card).findByLabelText('Precio de Arepa en la sede'), { target: { value: '6000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo(`PUT /restaurant/sedes/${norte.id}/carta/${arepa.id}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /restaurant/sedes/${norte.id}/carta/${arepa.id}`)[0]!.body).toEqual({ price: 6000, available: true });
  });

  it('shows the branches locked below Gold, with the plan that unlocks them', async () => {
    openRestaurant(api, { plan: 'pro' });
    renderRestaurant(<RestaurantApp />, { path });
    expect(await screen.findByText(/Disponible desde el plan Gold/)).toBeTruthy();
    expect(api.callsTo('GET /restaurant/sedes')).toHaveLength(0);
  });
});

describe('The header’s branch switcher', () => {
  it('lets someone who works in several branches choose the device’s one, kept on the device and sent with every call', async () => {
    openRestaurant(api, { plan: 'gold', role: 'cashier' });
    api.on('GET /restaurant/sedes', listedBranches(principal, norte));
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl' });
    const switcher = (await screen.findByLabelText('Sede de trabajo')) as HTMLSelectElement;
    expect(switcher.value).toBe(principal.id);
    fireEvent.change(switcher, { target: { value: norte.id } });
    await waitFor(() => expect(api.callsTo('GET /restaurant/sedes').at(-1)!.headers['x-sede']).toBe(norte.id));
    expect(localStorage.getItem('mb.restaurant.sede')).toBe(norte.id);
    expect((screen.getByLabelText('Sede de trabajo') as HTMLSelectElement).value).toBe(norte.id);
  });

  it('forgets a kept branch the person does not work in, and shows nothing for one branch', async () => {
    chooseBranch(norte.id);
    openRestaurant(api, { plan: 'gold', role: 'cashier' });
    const refused = {
      status: 403,
      body: { success: false, message: 'No tienes acceso a esta sede: pide al administrador que te asigne a ella' },
    };
    api.on('GET /restaurant/sedes', (call) => (call.headers['x-sede'] ? refused : listedBranches(principal)));
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl' });
    await waitFor(() => expect(localStorage.getItem('mb.restaurant.sede')).toBeNull());
    expect(screen.queryByLabelText('Sede de trabajo')).toBeNull();
  });
});
