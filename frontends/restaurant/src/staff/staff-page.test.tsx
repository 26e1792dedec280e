/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/personal';
const assignments = '/mb/restaurant/config/assignments';
let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

const person = (assigned_name: string, assigned_email: string, role: 'employee' | 'admin', status: 'active' | 'inactive' = 'active') => ({
  id: `0e000000-0000-4000-8000-00000000000${assigned_name.length}`,
  _id: `0e000000-0000-4000-8000-00000000000${assigned_name.length}`,
  assigned_name,
  assigned_email,
  role,
  status,
  created_at: '2025-05-01T12:00:00.000Z',
});

describe('Personal', () => {
  it("shows the owner's staff with their roles and the plan's seats, and where to change them", async () => {
    openRestaurant(api, { role: 'super_admin' });
    api.on(`GET ${assignments}`, {
      body: {
        success: true,
        plan_type: 'pro',
        seats: { used: 2, limit: 10 },
        data: [person('Mesera', 'mesera@example.co', 'employee'), person('Gerente', 'gerente@example.co', 'admin')],
      },
    });
    renderRestaurant(<RestaurantApp />, { path });

    const table = await screen.findByRole('table', { name: 'Personal' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Meseramesera@example.coEmpleadoActivo', 'Gerentegerente@example.coAdministradorActivo']);
    expect(screen.getByText('Puestos usados: 2 de 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar o quitar personal en Mis Suscripciones' }).getAttribute('href')).toBe('/cuenta');
  });

  it('tells an admin who is not the owner that the owner assigns staff, and asks nothing', async () => {
    openRestaurant(api, { role: 'admin' });
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('El personal lo asigna el propietario de la suscripción desde Mis Suscripciones.')).toBeTruthy();
    expect(api.callsTo(`GET ${assignments}`)).toHaveLength(0);
  });
});
