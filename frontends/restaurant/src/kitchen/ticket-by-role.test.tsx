/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RestaurantUserRole } from '@mb/contracts';
import { FakeApi, forgetRestaurant, makeOrder, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

/** The buttons a pending ticket offers on the board to someone of that role (without the live stream: polled). */
async function ticketButtons(role: RestaurantUserRole) {
  openRestaurant(api, { role });
  api.on('GET /restaurant/pedidos', { body: { success: true, data: [makeOrder({ number: 7, status: 'pendiente' })] } });
  renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });
  const ticket = await screen.findByRole('article', { name: 'Pedido #7 · Mesa 1' });
  return within(ticket)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('a kitchen ticket, by role', () => {
  it('offers a cook the next move but not cancelling', async () => {
    expect(await ticketButtons('cook')).toEqual(['Imprimir comanda', 'Confirmar pedido']);
  });

  it('offers an employee cancelling too, as before', async () => {
    expect(await ticketButtons('employee')).toEqual(['Imprimir comanda', 'Confirmar pedido', 'Cancelar pedido']);
  });
});
