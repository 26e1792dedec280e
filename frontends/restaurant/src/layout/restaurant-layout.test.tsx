/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { RestaurantSessionProvider } from '../session/index.js';
import { RestaurantLayout } from './restaurant-layout.js';
import { sections } from './sections.js';
import { asPhone } from '../testing/phone-screen.js';

/** The frame with every section built, whoever is signed in. */
const everySection = () => (
  <RestaurantSessionProvider>
    <RestaurantLayout available={sections.map((section) => section.key)}>{null}</RestaurantLayout>
  </RestaurantSessionProvider>
);

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

const navigation = async () => within(await screen.findByRole('navigation', { name: 'Secciones del restaurante' }));
const linkNames = (nav: ReturnType<typeof within>) => nav.getAllByRole('link').map((link: HTMLElement) => link.textContent);

describe('the restaurant frame', () => {
  it('shows the owner every section, who is signed in and the plan', async () => {
    openRestaurant(api, { role: 'super_admin', plan: 'pro' });
    renderRestaurant(everySection());

    expect(linkNames(await navigation())).toEqual([
      'Inicio',
      'Tomar pedido',
      'Cocina',
      'Cuentas',
      'Caja',
      'Menú',
      'Mesas',
      'Inventario',
      'Menú QR',
      'Personal',
      'Estadísticas',
      'Reportes',
      'Sedes',
      'Finanzas',
      'Facturación electrónica',
      'API y webhooks',
    ]);
    expect(screen.getByLabelText('Sesión iniciada como').textContent).toBe('ana@example.co · Propietario');
  });

  it('shows an employee only what they do: taking and moving orders, the cash register, and their own PIN', async () => {
    openRestaurant(api, { role: 'employee' });
    renderRestaurant(everySection());

    expect(linkNames(await navigation())).toEqual(['Inicio', 'Tomar pedido', 'Cocina', 'Cuentas', 'Caja', 'Menú QR', 'Personal']);
    expect(screen.getByLabelText('Sesión iniciada como').textContent).toBe('mesero@example.co · Empleado');
  });

  it('on a phone the sections are a strip of links with the current one marked, and no menu button of its own', async () => {
    const tablet = asPhone();
    try {
      openRestaurant(api, { role: 'employee' });
      renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cocina' });

      const nav = await navigation();
      expect(linkNames(nav)).toEqual(['Inicio', 'Tomar pedido', 'Cocina', 'Cuentas', 'Caja', 'Menú QR', 'Personal']);
      expect(nav.getByRole('link', { name: 'Cocina' }).getAttribute('aria-current')).toBe('page');
      expect(screen.queryByRole('button', { name: /menú/i })).toBeNull();
    } finally {
      tablet();
    }
  });

  it('lists only the sections that have a screen', async () => {
    openRestaurant(api);
    renderRestaurant(<RestaurantApp />);

    expect(linkNames(await navigation()).slice(0, 3)).toEqual(['Inicio', 'Tomar pedido', 'Cocina']);
  });

  it('navigates between sections', async () => {
    openRestaurant(api);
    api.on('GET /restaurant/tables', { body: { success: true, data: [] } });
    const { location } = renderRestaurant(<RestaurantApp />);

    fireEvent.click((await navigation()).getByRole('link', { name: 'Tomar pedido' }));
    expect(location.history.at(-1)).toBe('/restaurant/panelControl/pedidos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomar pedido' })).toBeTruthy();
  });

  it('in grace warns with the suspension date', async () => {
    openRestaurant(api, { restaurant: { subscription_status: 'grace', suspends_at: '2025-06-15T12:00:00.000Z' } });
    renderRestaurant(<RestaurantApp />);

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Suscripción vencida: en periodo de gracia');
    expect(banner.textContent).toContain('La aplicación se suspenderá el 15/06/2025');
  });

  it('expired or cancelled: says the data is read-only', async () => {
    openRestaurant(api, { restaurant: { subscription_status: 'expired', read_only: true } });
    renderRestaurant(<RestaurantApp />);

    expect((await screen.findByRole('alert')).textContent).toContain('puedes consultar tus datos, pero no modificarlos');
  });

  it('logout forgets restaurant_token and the session and goes back to Mis Suscripciones', async () => {
    openRestaurant(api);
    const { location } = renderRestaurant(<RestaurantApp />);

    fireEvent.click(await screen.findByRole('button', { name: 'Salir del restaurante' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/cuenta'));
    expect(localStorage.getItem('restaurant_token')).toBeNull();
    expect(sessionStorage.getItem('mb_restaurant_session')).toBeNull();
  });
});
