/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, makeProfile, openRestaurant, renderRestaurant, staffMemberOf, type Call } from '../testing/test-kit.js';
import { RestaurantLayout } from '../layout/restaurant-layout.js';
import { sections } from '../layout/sections.js';
import { installCacheStorage } from '../testing/fake-cache-storage.js';
import { RestaurantSessionProvider } from './index.js';

const frame = () => (
  <RestaurantSessionProvider>
    <RestaurantLayout available={sections.map((section) => section.key)}>{null}</RestaurantLayout>
  </RestaurantSessionProvider>
);

const owner = makeProfile({ role: 'super_admin' });
const waiter = makeProfile({ role: 'waiter' });
waiter.user = { ...waiter.user, id: '0a1b2c3d-0000-4000-8000-000000000020', email: 'mario@example.co' };
const cook = makeProfile({ role: 'cook' });
cook.user = { ...cook.user, id: '0a1b2c3d-0000-4000-8000-000000000030', email: 'coco@example.co' };
const people = [
  staffMemberOf(owner.user),
  staffMemberOf(waiter.user, 'Mario Mesero', true),
  staffMemberOf(cook.user, 'Coco Cocinero', true),
];

/** The device's session is the owner's until a PIN switch answers another token; the profile follows the bearer. */
function restaurantWithStaff(api: FakeApi, idleMinutes = 0) {
  openRestaurant(api, { role: 'super_admin' });
  const sessions: Record<string, typeof owner> = { 'sesion-de-mario': waiter, 'sesion-de-coco': cook };
  api
    .on('GET /restaurant/personal', { body: { success: true, data: people } })
    .on('GET /restaurant/personal/ajustes', { body: { success: true, data: { idle_lock_minutes: idleMinutes } } })
    .on('GET /restaurant/auth/profile', (call: Call) => ({ body: sessions[call.headers.Authorization!.slice(7)] ?? owner }));
  const switchTo = (token: string, profile: typeof owner) => ({
    body: { ...profile, message: 'Ahora trabaja en este dispositivo', token, expires_in: 3600 },
  });
  return { switchTo };
}

const signedInAs = () => screen.getByLabelText('Sesión iniciada como').textContent;
const links = () =>
  within(screen.getByRole('navigation', { name: 'Secciones del restaurante' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function enterPin(dialog: HTMLElement, name: string, pin: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name }));
  fireEvent.change(within(dialog).getByLabelText('PIN (4 a 6 dígitos)'), { target: { value: pin } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
}

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('a shared tablet', () => {
  it("'Cambiar persona' takes the chosen person's PIN: the device goes on as them, with their name, role and sections", async () => {
    const { switchTo } = restaurantWithStaff(api);
    api.on('POST /restaurant/personal/cambiar', switchTo('sesion-de-mario', waiter));
    renderRestaurant(frame());
    await waitFor(() => expect(signedInAs()).toBe('ana@example.co · Propietario'));
    expect(links()).toContain('Caja');

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar persona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar persona' });
    // Only people with a PIN can be chosen.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await enterPin(dialog, 'Mario Mesero', '2468');

    await waitFor(() => expect(signedInAs()).toBe('Mario Mesero · Mesero'));
    expect(api.callsTo('POST /restaurant/personal/cambiar')[0]!.body).toEqual({ user_id: waiter.user.id, pin: '2468' });
    expect(api.callsTo('GET /restaurant/auth/profile').at(-1)!.headers.Authorization).toBe('Bearer sesion-de-mario');
    expect(links()).toEqual(['Inicio', 'Tomar pedido', 'Cocina', 'Cuentas', 'Menú QR', 'Personal']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a PIN was refused and keeps the person who was working', async () => {
    restaurantWithStaff(api);
    api.on('POST /restaurant/personal/cambiar', { status: 403, body: { success: false, message: 'PIN incorrecto' } });
    renderRestaurant(frame());
    await waitFor(() => expect(signedInAs()).toBe('ana@example.co · Propietario'));

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar persona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar persona' });
    await enterPin(dialog, 'Coco Cocinero', '0000');

    expect((await within(dialog).findByRole('alert')).textContent).toBe('PIN incorrecto');
    expect(signedInAs()).toBe('ana@example.co · Propietario');
    expect((within(dialog).getByLabelText('PIN (4 a 6 dígitos)') as HTMLInputElement).value).toBe('');
  });

  it("locks after the restaurant's idle minutes until someone enters their PIN, and goes on as that person", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { switchTo } = restaurantWithStaff(api, 2);
    api.on('POST /restaurant/personal/cambiar', switchTo('sesion-de-coco', cook));
    renderRestaurant(frame());
    await waitFor(() => expect(signedInAs()).toBe('ana@example.co · Propietario'));
    await waitFor(() => expect(api.callsTo('GET /restaurant/personal/ajustes')).toHaveLength(1));

    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    const lock = await screen.findByRole('dialog', { name: 'Dispositivo bloqueado: elige tu nombre y escribe tu PIN' });
    // Moving about does not open it again.
    fireEvent.mouseMove(document);
    expect(screen.getByRole('dialog', { name: 'Dispositivo bloqueado: elige tu nombre y escribe tu PIN' })).toBe(lock);
    // Nobody is stuck behind it: the device may also leave the restaurant.
    expect(within(lock).getByRole('button', { name: 'Salir del restaurante' })).toBeTruthy();

    await enterPin(lock, 'Coco Cocinero', '1357');
    await waitFor(() => expect(signedInAs()).toBe('Coco Cocinero · Cocinero'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(links()).toEqual(['Inicio', 'Cocina', 'Cuentas', 'Personal']);
  });
});

describe("the service worker's copies of what the restaurant read", () => {
  // What the owner read, kept for a reload without connection, beside the device's platform session.
  const seen = ['/restaurant/carrito/0a1b2c3d-0000-4000-8000-000000000010', '/restaurant/cuentas', '/auth/me'];
  const kept = () => cache.urls('mb-restaurant-data');
  let cache: ReturnType<typeof installCacheStorage>;
  beforeEach(() => {
    cache = installCacheStorage();
    for (const path of seen) cache.put('mb-restaurant-data', `http://localhost${path}`);
  });

  it('are dropped when another person takes the tablet over with their PIN, so offline they never see the previous one’s', async () => {
    const { switchTo } = restaurantWithStaff(api);
    api.on('POST /restaurant/personal/cambiar', switchTo('sesion-de-mario', waiter));
    renderRestaurant(frame());
    await waitFor(() => expect(signedInAs()).toBe('ana@example.co · Propietario'));
    expect(kept()).toEqual(seen);

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar persona' }));
    await enterPin(await screen.findByRole('dialog', { name: 'Cambiar persona' }), 'Mario Mesero', '2468');
    await waitFor(() => expect(signedInAs()).toBe('Mario Mesero · Mesero'));
    expect(kept()).toEqual(['/auth/me']);
  });

  it("are dropped when the device leaves the restaurant ('Salir del restaurante')", async () => {
    restaurantWithStaff(api);
    renderRestaurant(frame());
    fireEvent.click(await screen.findByRole('button', { name: 'Salir del restaurante' }));
    await waitFor(() => expect(kept()).toEqual(['/auth/me']));
  });
});
