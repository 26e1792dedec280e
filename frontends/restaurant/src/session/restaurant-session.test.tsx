/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { endPlatformSession, on, type ToastDetail } from '@mb/ui';
import { appSessionToken } from './app-session-store.js';
import {
  FakeApi,
  appToken,
  forgetRestaurant,
  makeProfile,
  openRestaurant,
  renderRestaurant,
  restaurantToken,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

const fact = (name: string) => screen.getByRole('group', { name }).textContent;
const sessionEnded = {
  status: 401,
  body: { success: false, message: 'Ya no tienes acceso a este restaurante: el propietario retiró tu asignación' },
};

describe('entering the restaurant app', () => {
  it('exchanges restaurant_token for the app session (setup-user, then login) and shows the restaurant, role and plan', async () => {
    openRestaurant(api, { role: 'employee', plan: 'gold' });
    renderRestaurant(<RestaurantApp />);

    expect(screen.getByText('Entrando al restaurante...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de control del restaurante' })).toBeTruthy();
    expect(fact('Producto')).toBe('ProductoRestaurante La Ñapa');
    expect(fact('Rol')).toBe('RolEmpleado');
    expect(fact('Plan')).toBe('PlanGold');

    const [setup, login] = [api.callsTo('POST /restaurant/auth/setup-user')[0]!, api.callsTo('POST /restaurant/auth/login')[0]!];
    expect(setup.headers.Authorization).toBe(`Bearer ${restaurantToken}`);
    expect(login.headers.Authorization).toBe(`Bearer ${restaurantToken}`);
    expect(api.calls.indexOf(setup)).toBeLessThan(api.calls.indexOf(login));
    expect(api.callsTo('GET /restaurant/auth/profile')[0]!.headers.Authorization).toBe(`Bearer ${appToken}`);
  });

  it('keeps the app session for the tab: a second mount logs in no more', async () => {
    openRestaurant(api);
    const first = renderRestaurant(<RestaurantApp />);
    await screen.findByRole('heading', { level: 1 });
    first.unmount();
    renderRestaurant(<RestaurantApp />);
    await screen.findByRole('heading', { level: 1 });

    expect(api.callsTo('POST /restaurant/auth/login')).toHaveLength(1);
    expect(sessionStorage.getItem('mb_restaurant_session')).toContain(appToken);
  });

  it('without restaurant_token says so and links back to /cuenta, calling nothing', () => {
    const { location } = renderRestaurant(<RestaurantApp />);

    expect(screen.getByText('No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ir a Mis Suscripciones' }));
    expect(location.history.at(-1)).toBe('/cuenta');
    expect(api.calls).toEqual([]);
  });

  it('a restaurant_token the server refuses clears it and goes back to Mis Suscripciones with its message', async () => {
    openRestaurant(api);
    const refusal = 'El acceso al restaurante venció o no es válido: abre la aplicación de nuevo desde Mis Suscripciones';
    api.on('POST /restaurant/auth/setup-user', { status: 401, body: { success: false, message: refusal } });
    const { location } = renderRestaurant(<RestaurantApp />);

    await waitFor(() => expect(location.history.at(-1)).toBe('/cuenta'));
    expect(toasts).toEqual([{ type: 'error', message: refusal }]);
    expect(localStorage.getItem('restaurant_token')).toBeNull();
    expect(api.callsTo('POST /restaurant/auth/login')).toEqual([]);
  });

  it('a session revoked later (401 on any call) ends it the same way', async () => {
    openRestaurant(api);
    api.on('GET /restaurant/auth/profile', sessionEnded);
    const { location } = renderRestaurant(<RestaurantApp />);

    await waitFor(() => expect(location.history.at(-1)).toBe('/cuenta'));
    expect(toasts).toEqual([{ type: 'error', message: sessionEnded.body.message }]);
    expect(localStorage.getItem('restaurant_token')).toBeNull();
    expect(sessionStorage.getItem('mb_restaurant_session')).toBeNull();
  });

  it('the platform session ending (its logout on a shared tablet) leaves the restaurant and forgets its session', async () => {
    openRestaurant(api);
    const { location } = renderRestaurant(<RestaurantApp />);
    await screen.findByRole('heading', { level: 1, name: 'Panel de control del restaurante' });

    act(() => endPlatformSession());
    await waitFor(() => expect(location.history.at(-1)).toBe('/cuenta'));
    expect(localStorage.getItem('restaurant_token')).toBeNull();
    expect(sessionStorage.getItem('mb_restaurant_session')).toBeNull();
    expect(appSessionToken()).toBeNull();
  });

  it('a connection failure offers a retry that enters', async () => {
    openRestaurant(api);
    api.on(
      'GET /restaurant/auth/profile',
      { status: 503, body: { success: false, message: 'Servicio no disponible' } },
      { body: makeProfile() },
    );
    renderRestaurant(<RestaurantApp />);

    expect(await screen.findByText('No se pudo entrar al restaurante')).toBeTruthy();
    expect(screen.getByText('Servicio no disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de control del restaurante' })).toBeTruthy();
    expect(localStorage.getItem('restaurant_token')).toBe(restaurantToken);
  });
});
