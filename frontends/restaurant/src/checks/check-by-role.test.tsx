/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RestaurantUserRole } from '@mb/contracts';
import { FakeApi, forgetRestaurant, makeCheck, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const check = makeCheck([[['Ajiaco', 28000]]]);
let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

/** The buttons an open check offers to someone of that role. */
async function buttonsFor(role: RestaurantUserRole) {
  openRestaurant(api, { role });
  api.on(`GET /restaurant/cuentas/${check.id}`, { body: { success: true, data: check } });
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('button', { name: 'Pre-cuenta' });
  return screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => ['Pre-cuenta', 'Descuentos y anulaciones', 'Dividir', 'Mover / Unir mesa', 'Cobrar'].includes(name ?? ''));
}

describe('an open check, by role', () => {
  it('offers a cashier everything an open check has', async () => {
    expect(await buttonsFor('cashier')).toEqual(['Pre-cuenta', 'Descuentos y anulaciones', 'Dividir', 'Mover / Unir mesa', 'Cobrar']);
  });

  it('offers a waiter no charge and no adjustment', async () => {
    expect(await buttonsFor('waiter')).toEqual(['Pre-cuenta', 'Dividir', 'Mover / Unir mesa']);
  });

  it('offers a cook only the pre-cuenta', async () => {
    expect(await buttonsFor('cook')).toEqual(['Pre-cuenta']);
  });
});
