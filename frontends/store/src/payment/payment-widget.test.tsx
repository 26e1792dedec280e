/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail, type WindowEvents } from '@mb/ui';
import { lineFor } from '../cart/cart-lines.js';
import { cartStore } from '../cart/cart-store.js';
import { installFakeWompi, paymentInitAnswer, type FakeWompi } from '../testing/fake-wompi.js';
import { makeProduct, productsAnswer, restaurantPlans } from '../testing/fixtures.js';
import { orderFixture } from '@mb/ui/testing';
import { FakeApi, clientUser, renderStore } from '../testing/test-kit.js';
import StoreApp from '../store-app.js';
import { paymentBannerStore } from './payment-banner-store.js';

const pos = makeProduct({ name: 'Software Restaurante', slug: 'pos', seo_page_slug: 'software-restaurant', plans: restaurantPlans });

const paidResult = {
  success: true,
  payment: {
    id: '20000000-0000-4000-8000-000000000001',
    status: 'paid',
    wompi_status: 'APPROVED',
    reference: 'MB-REF-1',
    wompi_transaction_id: 'tx',
    amount: 80000,
    order: { id: '30000000-0000-4000-8000-000000000001' },
  },
  invoice: null,
};

/** The server's word on the payment, once the store has asked it. */
const confirmedBanner = () => screen.findByText('Pago aprobado. Referencia: MB-REF-1');

let api: FakeApi;
let wompi: FakeWompi;
let alerts: string[];
let toasts: ToastDetail[];
let events: string[];
let offs: (() => void)[];

beforeEach(() => {
  localStorage.clear();
  cartStore.clear();
  cartStore.setOpen(false);
  paymentBannerStore.hide();
  api = new FakeApi()
    .on('GET /auth/public/products', productsAnswer([pos]))
    .on('GET /auth/public/categories', { body: { success: true, categories: [] } })
    .on(`GET /auth/public/products/${pos.seo_page_slug}`, { body: { success: true, product: pos } })
    .on('GET /mb/fe/check', { body: { success: true, ready: true, missing: [] } })
    .on('POST /auth/purchase', { body: { success: true, order: orderFixture({ id: '80000000-0000-4000-8000-00000000b001' }) } })
    .on('POST /auth/purchase/checkout', { body: { success: true, order: orderFixture({ id: '80000000-0000-4000-8000-00000000ca01' }) } })
    .on('POST /auth/payments/wompi/init', (call) => paymentInitAnswer((call.body as { order_id: string }).order_id))
    // The payment return the widget's result leads to (payment-return.test.tsx has its every branch).
    .on('GET /auth/payments/result', { body: paidResult });
  wompi = installFakeWompi();
  alerts = [];
  jest.spyOn(window, 'alert').mockImplementation((message) => void alerts.push(String(message)));
  toasts = [];
  events = [];
  const watched: (keyof WindowEvents)[] = ['show-blocking-loader', 'hide-blocking-loader', 'open-home', 'open-memberships'];
  offs = [...watched.map((name) => on(name, () => events.push(name))), on('global-toast', (toast) => toasts.push(toast))];
});

afterEach(() => {
  offs.forEach((off) => off());
  wompi.uninstall();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The product page, then 'Comprar ahora' until the widget is open. */
async function buyNow() {
  const view = renderStore(<StoreApp />, { path: '/tienda/software-restaurant', user: clientUser });
  const button = await screen.findByRole('button', { name: 'Comprar ahora' });
  fireEvent.click(button);
  await waitFor(() => expect(wompi.opened).toHaveLength(1));
  return { ...view, button };
}

/** The store with one line in the cart, then 'Proceder al pago' until the widget is open. */
async function checkOutCart() {
  act(() => cartStore.add(lineFor(pos, 'pro', 'monthly')!));
  const view = renderStore(<StoreApp />, { user: clientUser });
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Carrito' })).getByRole('button', { name: 'Proceder al pago' }));
  await waitFor(() => expect(wompi.opened).toHaveLength(1));
  return view;
}

describe('paying in Wompi’s widget', () => {
  it('buy-now: the purchase’s order is initialised, the widget opens with the signed payment and the button is free again', async () => {
    const { button } = await buyNow();
    expect(api.callsTo('POST /auth/payments/wompi/init').map((call) => call.body)).toEqual([
      { order_id: '80000000-0000-4000-8000-00000000b001' },
    ]);
    expect(wompi.opened).toEqual([
      {
        currency: 'COP',
        amountInCents: 8_000_000,
        reference: 'MB-80000000-0000-4000-8000-00000000b001',
        publicKey: 'pub_test_mb',
        signature: { integrity: 'f1e2d3c4b5a6' },
        redirectUrl: 'http://localhost/tienda',
        customerData: { email: 'ana@example.co', fullName: 'Ana Pérez' },
      },
    ]);
    const script = document.querySelector<HTMLScriptElement>('script[data-wompi-widget]')!;
    expect(script.src).toMatch(/^https:\/\/checkout\.wompi\.co\/widget\.js\?t=\d+$/);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  });

  it('buy-now approved: thanks for the subscription, then the payment return for the transaction', async () => {
    const { location } = await buyNow();
    wompi.finish({ id: '15113-1700000000-12345', status: 'APPROVED', reference: 'MB-80000000-0000-4000-8000-00000000b001' });
    expect(toasts).toEqual([{ type: 'success', message: 'Pago aprobado. Estamos activando tu suscripción.' }]);
    expect(location.history).toContain('/tienda?id=15113-1700000000-12345');
    // The server, not the widget, says whether it is paid.
    await confirmedBanner();
    expect(api.callsTo('GET /auth/payments/result')).toHaveLength(1);
  });

  it('cart: the order is initialised, the widget opens, the cart closes keeping its lines for that order; approved thanks for the purchase', async () => {
    const { location } = await checkOutCart();
    expect(api.callsTo('POST /auth/payments/wompi/init').map((call) => call.body)).toEqual([
      { order_id: '80000000-0000-4000-8000-00000000ca01' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrito' })).toBeNull());
    // Until the payment return confirms the order paid, a declined or abandoned payment loses nothing.
    expect(cartStore.getState().items).toHaveLength(1);
    expect(cartStore.getState().checkout).toMatchObject({ orderId: '80000000-0000-4000-8000-00000000ca01' });

    wompi.finish({ id: 'tx-cart', status: 'APPROVED' });
    expect(toasts).toEqual([{ type: 'success', message: 'Pago aprobado. Gracias por tu compra.' }]);
    expect(location.history).toContain('/tienda?id=tx-cart');
    await confirmedBanner();
  });

  it('pending: says it will be notified, then the payment return for the transaction', async () => {
    const { location } = await checkOutCart();
    wompi.finish({ id: 'tx-nequi', status: 'PENDING' });
    expect(toasts).toEqual([{ type: 'info', message: 'Pago pendiente. Te notificaremos cuando se apruebe.' }]);
    expect(location.history).toContain('/tienda?id=tx-nequi');
    await confirmedBanner();
  });

  it('declined: the cancellation banner, a loader, and the main site 1 s later with the banner’s words as a lasting toast', async () => {
    const { location } = await buyNow();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    wompi.finish({ id: 'tx-declined', status: 'DECLINED' });

    expect(screen.getByRole('alert').textContent).toBe('Pago cancelado, tu membresía no se pudo activar.');
    expect(toasts).toEqual([]);
    expect(events).toEqual(['show-blocking-loader']);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(events).toEqual(['show-blocking-loader']);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(events).toEqual(['show-blocking-loader', 'hide-blocking-loader', 'open-home']);
    expect(toasts).toEqual([{ type: 'error', message: 'Pago cancelado, tu membresía no se pudo activar.', durationMs: 8000 }]);
    // Nothing to confirm: the store does not ask the server about a refused payment.
    expect(location.history!.some((path) => path.includes('?id='))).toBe(false);
    expect(api.callsTo('GET /auth/payments/result')).toHaveLength(0);
  });

  it('closing the widget without paying changes nothing', async () => {
    const { location } = await buyNow();
    wompi.finish(undefined);
    expect(toasts).toEqual([]);
    expect(events).toEqual([]);
    expect(location.history).toEqual(['/tienda/software-restaurant']);
  });

  it('a payment init without the public key or signature opens no widget: the spec’s alert, and the cart stays', async () => {
    api.on(
      'POST /auth/payments/wompi/init',
      paymentInitAnswer('80000000-0000-4000-8000-00000000ca01', { publicKey: '' }),
      paymentInitAnswer('80000000-0000-4000-8000-00000000b001', { signatureIntegrity: '' }),
    );
    act(() => cartStore.add(lineFor(pos, 'pro', 'monthly')!));
    renderStore(<StoreApp />, { user: clientUser });
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Proceder al pago' }));
    await waitFor(() => expect(alerts).toEqual(['Wompi no está configurado correctamente. Intenta más tarde.']));
    expect(document.querySelector('script[data-wompi-widget]')).toBeNull();
    expect(wompi.opened).toEqual([]);
    expect(cartStore.getState().items).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Carrito' })).toBeTruthy();
  });

  it('buy-now without a configured Wompi: the same alert', async () => {
    api.on('POST /auth/payments/wompi/init', paymentInitAnswer('80000000-0000-4000-8000-00000000b001', { signatureIntegrity: '' }));
    renderStore(<StoreApp />, { path: '/tienda/software-restaurant', user: clientUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar ahora' }));
    await waitFor(() => expect(alerts).toEqual(['Wompi no está configurado correctamente. Intenta más tarde.']));
    expect(wompi.opened).toEqual([]);
  });

  it('a refused payment init shows the server’s message, else Error iniciando pago', async () => {
    api.on(
      'POST /auth/payments/wompi/init',
      { status: 409, body: { success: false, message: 'La orden ya fue pagada' } },
      { status: 500, body: {} },
    );
    renderStore(<StoreApp />, { path: '/tienda/software-restaurant', user: clientUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar ahora' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La orden ya fue pagada');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    expect(await screen.findByText('Error iniciando pago')).toBeTruthy();

    act(() => cartStore.add(lineFor(pos, 'estandar', 'monthly')!));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Proceder al pago' }));
    expect(await within(drawer).findByText('Error iniciando pago')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(1);
    expect(wompi.opened).toEqual([]);
  });

  it('a widget script that cannot load is explained, and the button can be used again', async () => {
    wompi.uninstall();
    renderStore(<StoreApp />, { path: '/tienda/software-restaurant', user: clientUser });
    const button = await screen.findByRole('button', { name: 'Comprar ahora' });
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelector('script[data-wompi-widget]')).not.toBeNull());
    document.querySelector('script[data-wompi-widget]')!.dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo cargar el formulario de pago. Revisa tu conexión e intenta de nuevo.',
    );
    expect(button.hasAttribute('data-loading')).toBe(false);
  });
});
