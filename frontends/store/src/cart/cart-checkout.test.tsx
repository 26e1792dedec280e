/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail, type WindowEvents } from '@mb/ui';
import type { SessionUser } from '@mb/contracts';
import { makeProduct, productsAnswer, restaurantPlans } from '../testing/fixtures.js';
import { installFakeWompi, paymentInitAnswer } from '../testing/fake-wompi.js';
import { orderFixture } from '@mb/ui/testing';
import { FakeApi, clientUser, renderStore } from '../testing/test-kit.js';
import StoreApp from '../store-app.js';
import { lineFor, type CartItem } from './cart-lines.js';
import { cartStorageKey, cartStore } from './cart-store.js';

const pos = makeProduct({ name: 'Software Restaurante', plans: restaurantPlans });
const bot = makeProduct({ name: 'Bot de WhatsApp', plans: { estandar: restaurantPlans.estandar } });

let api: FakeApi;
let events: string[];
let toasts: ToastDetail[];
let offs: (() => void)[];

beforeEach(() => {
  localStorage.clear();
  cartStore.clear();
  cartStore.setOpen(false);
  api = new FakeApi()
    .on('GET /auth/public/products', productsAnswer([pos, bot]))
    .on('GET /auth/public/categories', { body: { success: true, categories: [] } });
  events = [];
  toasts = [];
  const watched: (keyof WindowEvents)[] = ['open-login-modal', 'open-fe-profile-modal'];
  offs = [...watched.map((name) => on(name, () => events.push(name))), on('global-toast', (toast) => toasts.push(toast))];
});

afterEach(() => offs.forEach((off) => off()));

/** The store page with the cart holding `lines` and open. */
async function openCart(lines: CartItem[], user: SessionUser | null = clientUser) {
  for (const line of lines) act(() => cartStore.add(line));
  renderStore(<StoreApp />, { user });
  return screen.findByRole('dialog', { name: 'Carrito' });
}

const checkoutButton = (drawer: HTMLElement) => within(drawer).getByRole('button', { name: 'Proceder al pago' });

describe('cart sidebar', () => {
  it('shows each line with its total and the cart total in COP; quantity controls add, remove and drop the line at 0', async () => {
    const drawer = await openCart([lineFor(pos, 'pro', 'monthly')!, lineFor(bot, 'estandar', 'annual')!]);
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('1.014.000 COP');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Agregar una unidad de Software Restaurante' }));
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('1.164.000 COP');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Quitar una unidad de Bot de WhatsApp' }));
    expect(within(drawer).queryByText('Bot de WhatsApp')).toBeNull();
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('300.000 COP');
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!).items).toHaveLength(1);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Quitar' }));
    expect(within(drawer).getByText('Tu carrito está vacío.')).toBeTruthy();
    expect(checkoutButton(drawer)).toHaveProperty('disabled', true);
  });

  it('sends a visitor to log in instead of checking out', async () => {
    const drawer = await openCart([lineFor(pos, 'estandar', 'monthly')!], null);
    fireEvent.click(checkoutButton(drawer));
    expect(events).toEqual(['open-login-modal']);
    expect(api.callsTo('POST /auth/purchase/checkout')).toHaveLength(0);
  });

  it('shows a changed price and a product no longer sold before anything is charged', async () => {
    const drawer = await openCart([lineFor(pos, 'pro', 'monthly')!, lineFor(bot, 'estandar', 'monthly')!]);
    api.on(
      'GET /auth/public/products',
      productsAnswer([{ ...pos, plans: { ...restaurantPlans, pro: { ...restaurantPlans.pro, price: 165000 } } }]),
    );
    api.on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } });
    fireEvent.click(checkoutButton(drawer));

    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText('Tu carrito cambió')).toBeTruthy();
    expect(alert.textContent).toContain('Software Restaurante (Pro): el precio cambió de 150.000 COP a 165.000 COP.');
    expect(alert.textContent).toContain('Bot de WhatsApp (Estándar) ya no está disponible. Quítalo para continuar.');
    expect(within(drawer).getByText('No disponible')).toBeTruthy();
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('245.000 COP');
    expect(api.callsTo('GET /mb/fe/check')).toHaveLength(0);
    expect(api.callsTo('POST /auth/purchase/checkout')).toHaveLength(0);
    // The catalogue was asked again rather than trusted from the page's copy.
    expect(api.callsTo('GET /auth/public/products').at(-1)!.headers['Cache-Control']).toBe('no-cache');

    // Still unavailable: asking again explains again, and still charges nothing.
    fireEvent.click(checkoutButton(drawer));
    await waitFor(() => expect(api.callsTo('GET /auth/public/products').length).toBeGreaterThanOrEqual(3));
    expect(api.callsTo('POST /auth/purchase/checkout')).toHaveLength(0);

    // Once the visitor removes it, the next attempt goes through at the price they saw.
    api.on('POST /auth/purchase/checkout', {
      body: { success: true, order: orderFixture({ id: '80000000-0000-4000-8000-000000000001' }) },
    });
    const botLine = within(drawer)
      .getAllByTestId('cart-line')
      .find((line) => line.textContent!.includes('Bot de WhatsApp'))!;
    fireEvent.click(within(botLine).getByRole('button', { name: 'Quitar' }));
    expect(within(drawer).queryByRole('alert')).toBeNull();
    fireEvent.click(checkoutButton(drawer));
    await waitFor(() => expect(api.callsTo('POST /auth/purchase/checkout')).toHaveLength(1));
    expect(api.callsTo('POST /auth/purchase/checkout')[0]!.body).toEqual({
      items: [{ product_id: pos.id, plan_type: 'pro', unit_price: 165000, quantity: 1, billing_cycle: 'monthly' }],
      notes: '',
    });
  });

  it('asks for the invoicing profile when it is not ready or cannot be checked', async () => {
    const drawer = await openCart([lineFor(pos, 'estandar', 'monthly')!]);
    api.on(
      'GET /mb/fe/check',
      { body: { success: true, ready: false, missing: ['municipality_id'] } },
      { status: 502, body: { success: false } },
    );
    fireEvent.click(checkoutButton(drawer));
    await waitFor(() => expect(events).toEqual(['open-fe-profile-modal']));
    fireEvent.click(checkoutButton(drawer));
    await waitFor(() => expect(events).toEqual(['open-fe-profile-modal', 'open-fe-profile-modal']));
    expect(toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'Configura tu perfil de Facturación Electrónica antes de pagar.'],
      ['error', 'No se pudo verificar tu perfil FE. Complétalo antes de pagar.'],
    ]);
    expect(api.callsTo('POST /auth/purchase/checkout')).toHaveLength(0);
  });

  it('creates the order and opens its payment, closes the cart and keeps its lines until the order is paid', async () => {
    const wompi = installFakeWompi();
    const drawer = await openCart([lineFor(pos, 'gold', 'annual')!, lineFor(pos, 'gold', 'annual')!]);
    api.on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } });
    api.on('POST /auth/purchase/checkout', {
      body: { success: true, order: orderFixture({ id: '80000000-0000-4000-8000-000000000007' }) },
    });
    api.on('POST /auth/payments/wompi/init', paymentInitAnswer('80000000-0000-4000-8000-000000000007'));
    fireEvent.click(checkoutButton(drawer));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrito' })).toBeNull());
    wompi.uninstall();
    expect(api.callsTo('POST /auth/purchase/checkout')[0]!.body).toEqual({
      items: [{ product_id: pos.id, plan_type: 'gold', unit_price: 2700000, quantity: 2, billing_cycle: 'annual' }],
      notes: '',
    });
    expect(api.callsTo('POST /auth/payments/wompi/init')[0]!.body).toEqual({ order_id: '80000000-0000-4000-8000-000000000007' });
    expect(wompi.opened).toHaveLength(1);
    // Declined or abandoned in the widget: the cart is still there to try again.
    expect(cartStore.getState().items).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!).checkout).toEqual({
      orderId: '80000000-0000-4000-8000-000000000007',
      keys: [expect.any(String)],
    });
    // Another order's payment leaves it alone; this order's empties it, in storage too.
    act(() => cartStore.orderPaid('order-8'));
    expect(cartStore.getState().items).toHaveLength(1);
    act(() => cartStore.orderPaid('80000000-0000-4000-8000-000000000007'));
    expect(cartStore.getState().items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!)).toMatchObject({ items: [], checkout: null });
  });

  it('keeps the cart and shows the server message, else Error en checkout, when the order is refused', async () => {
    const drawer = await openCart([lineFor(pos, 'estandar', 'monthly')!]);
    api.on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } });
    api.on(
      'POST /auth/purchase/checkout',
      { status: 422, body: { success: false, message: 'El precio del plan cambió' } },
      { status: 500, body: {} },
    );
    fireEvent.click(checkoutButton(drawer));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('El precio del plan cambió');
    fireEvent.click(checkoutButton(drawer));
    expect(await within(drawer).findByText('Error en checkout')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(1);
  });
});
