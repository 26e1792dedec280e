/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { PaymentResult } from '@mb/contracts';
import { on, startupScreen, type ToastDetail } from '@mb/ui';
import { makeProduct, productsAnswer, restaurantPlans } from '../testing/fixtures.js';
import { FakeApi, clientUser, renderStore } from '../testing/test-kit.js';
import StoreApp from '../store-app.js';
import { lineFor } from '../cart/cart-lines.js';
import { cartStore } from '../cart/cart-store.js';
import { paymentBannerStore } from './payment-banner-store.js';

function result(payment: Partial<PaymentResult['payment']>, invoice: PaymentResult['invoice'] = null) {
  return {
    body: {
      success: true,
      payment: {
        id: '20000000-0000-4000-8000-000000000001',
        status: 'paid',
        wompi_status: 'APPROVED',
        reference: 'MB-REF-1',
        wompi_transaction_id: 'tx-1',
        amount: 80000,
        order: { id: '30000000-0000-4000-8000-000000000001' },
        ...payment,
      },
      invoice,
    },
  };
}
const pending = result({ status: 'pending', wompi_status: 'PENDING' });

let api: FakeApi;
let toasts: ToastDetail[];
let events: string[];
let offs: (() => void)[];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  paymentBannerStore.hide();
  api = new FakeApi()
    .on('GET /auth/public/products', productsAnswer([makeProduct()]))
    .on('GET /auth/public/categories', { body: { success: true, categories: [] } });
  toasts = [];
  events = [];
  offs = [
    on('show-blocking-loader', (detail) => events.push(`loader: ${detail?.text}`)),
    on('hide-blocking-loader', () => events.push('loader hidden')),
    on('open-memberships', () => events.push('open-memberships')),
    on('open-home', () => events.push('open-home')),
    on('global-toast', (toast) => toasts.push(toast)),
  ];
});

afterEach(() => {
  offs.forEach((off) => off());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** The payment lookups sent, with their query. */
const resultUrls = () => api.callsTo('GET /auth/payments/result').map((call) => `${call.path}?${call.query}`);
const banner = () => screen.queryByTestId('payment-banner');

/** Lands on the store as Wompi's redirect (or the widget's result) does, and lets the first lookup answer. */
async function land(search: string) {
  const view = renderStore(<StoreApp />, { path: `/tienda${search}`, user: clientUser });
  await advance(0);
  return view;
}

describe('payment return', () => {
  it('paid: confirms with the server, shows the reference and the invoice, then opens the account without the query', async () => {
    api.on(
      'GET /auth/payments/result',
      result({}, { isValid: true, urls: { pdf: 'https://mb.example.co/facturas/SETP990000001.pdf' }, errors: [] }),
    );
    const { location } = await land('?id=15113-1700000000-12345&env=test');

    expect(resultUrls()).toEqual(['/auth/payments/result?transaction_id=15113-1700000000-12345']);
    expect(banner()!.getAttribute('role')).toBe('status');
    expect(banner()!.textContent).toBe('Pago aprobado. Referencia: MB-REF-1');
    const invoiceToast = {
      type: 'success',
      message: 'Factura generada correctamente.',
      link: { href: 'https://mb.example.co/facturas/SETP990000001.pdf', label: 'Ver PDF' },
    };
    expect(toasts).toEqual([invoiceToast]);
    expect(events).toEqual(['loader: Confirmando pago y activando tu app...', 'loader: Creando tu espacio de trabajo...']);

    await advance(1499);
    expect(events).not.toContain('open-memberships');
    await advance(1);
    expect(events.slice(2)).toEqual(['loader hidden', 'open-memberships']);
    // The banner leaves with the store: its words go on as a toast, only now (beside it, a phone's toast covers it).
    expect(toasts).toEqual([invoiceToast, { type: 'success', message: 'Pago aprobado. Referencia: MB-REF-1', durationMs: 8000 }]);
    // Replaced, not pushed: Back does not confirm the payment again.
    expect(location.history).toEqual(['/tienda']);
  });

  it.each([
    [
      'a rejected invoice: its first error',
      { isValid: false, urls: { pdf: null }, errors: ['Rechazo DIAN: NIT inválido', 'Otro'] },
      { type: 'error', message: 'Factura no enviada: Rechazo DIAN: NIT inválido' },
    ],
    [
      'a rejected invoice without errors: the default text',
      { isValid: false, urls: { pdf: null }, errors: [] },
      { type: 'error', message: 'No fue posible generar la factura.' },
    ],
    [
      'an invoice without PDF: no link',
      { isValid: true, urls: { pdf: null }, errors: [] },
      { type: 'success', message: 'Factura generada correctamente.' },
    ],
  ] as const)('paid with %s', async (_case, invoice, toast) => {
    api.on('GET /auth/payments/result', result({}, { ...invoice, errors: [...invoice.errors] }));
    await land('?id=tx-1');
    expect(toasts).toEqual([toast]);
  });

  it('paid by reference: Wompi’s APPROVED counts before the payment row says paid; no invoice yet, no invoice toast', async () => {
    api.on('GET /auth/payments/result', result({ status: 'pending', wompi_status: 'APPROVED', reference: 'MB-REF-9' }));
    await land('?reference=MB-REF-9');
    expect(resultUrls()).toEqual(['/auth/payments/result?reference=MB-REF-9']);
    expect(banner()!.textContent).toBe('Pago aprobado. Referencia: MB-REF-9');
    expect(toasts).toEqual([]);
    await advance(1500);
    expect(events.at(-1)).toBe('open-memberships');
    expect(toasts.map((toast) => toast.message)).toEqual(['Pago aprobado. Referencia: MB-REF-9']);
  });

  it('pending: asks again 5 times 1.5 s apart, then says so, hides the loader and stays, keeping other query parameters', async () => {
    api.on('GET /auth/payments/result', pending);
    const { location } = await land('?id=tx-2&env=test&utm_source=correo');
    expect(resultUrls()).toHaveLength(1);
    expect(banner()).toBeNull();

    for (let poll = 2; poll <= 6; poll += 1) {
      await advance(1500);
      expect(resultUrls()).toHaveLength(poll);
    }
    expect(banner()!.getAttribute('role')).toBe('status');
    expect(banner()!.textContent).toBe('Pago pendiente. Te notificaremos cuando se apruebe.');
    expect(events).toEqual(['loader: Confirmando pago y activando tu app...', 'loader hidden']);
    expect(location.history).toEqual(['/tienda?utm_source=correo']);

    // No more lookups, no navigation; the banner goes by itself after 8 s.
    await advance(7999);
    expect(banner()).not.toBeNull();
    await advance(1);
    expect(banner()).toBeNull();
    expect(resultUrls()).toHaveLength(6);
    expect(events).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('pending then paid while polling: the account opens', async () => {
    api.on('GET /auth/payments/result', pending, pending, result({}));
    await land('?id=tx-3');
    await advance(3000);
    expect(resultUrls()).toHaveLength(3);
    expect(banner()!.textContent).toBe('Pago aprobado. Referencia: MB-REF-1');
    await advance(1500);
    expect(events.at(-1)).toBe('open-memberships');
  });

  it('pending, then a lookup that fails: still pending, not cancelled', async () => {
    api.on('GET /auth/payments/result', pending, { status: 502, body: { success: false, message: 'Wompi no responde' } });
    await land('?id=tx-4');
    await advance(1500);
    expect(banner()!.textContent).toBe('Pago pendiente. Te notificaremos cuando se apruebe.');
    expect(resultUrls()).toHaveLength(2);
  });

  it.each([
    ['declined', result({ status: 'declined', wompi_status: 'DECLINED' })],
    ['voided', result({ status: 'voided', wompi_status: 'VOIDED' })],
    ['a failed lookup', { status: 502, body: { success: false, message: 'Servicio no disponible' } }],
  ])(
    '%s: the cancellation banner, the query removed, and home 1.2 s later with the banner’s words as a lasting toast',
    async (_case, answer) => {
      api.on('GET /auth/payments/result', answer);
      const { location } = await land('?id=tx-5&env=test');

      expect(screen.getByRole('alert').textContent).toBe('Pago cancelado, tu membresía no se pudo activar.');
      expect(toasts).toEqual([]);
      expect(events).toEqual(['loader: Confirmando pago y activando tu app...', 'loader hidden']);
      expect(location.history).toEqual(['/tienda']);
      await advance(1199);
      expect(events).not.toContain('open-home');
      await advance(1);
      expect(events.at(-1)).toBe('open-home');
      expect(toasts).toEqual([{ type: 'error', message: 'Pago cancelado, tu membresía no se pudo activar.', durationMs: 8000 }]);
      expect(resultUrls()).toHaveLength(1);
    },
  );

  it('empties the cart of the lines its paid order held, and not on a declined payment, even in another tab', async () => {
    const product = makeProduct({ plans: restaurantPlans });
    act(() => {
      cartStore.clear();
      cartStore.add(lineFor(product, 'pro', 'monthly')!);
      cartStore.startCheckout('30000000-0000-4000-8000-000000000001');
    });
    api.on('GET /auth/payments/result', result({ status: 'declined', wompi_status: 'DECLINED' }), result({}));
    const declined = await land('?id=tx-6');
    expect(cartStore.getState().items).toHaveLength(1);
    declined.unmount();
    await land('?id=tx-7');
    expect(cartStore.getState().items).toEqual([]);
  });

  it('opened in a new tab, takes the start-up loading screen down so its loader and banner are seen; a plain visit leaves it', async () => {
    startupScreen.show();
    const plain = await land('');
    expect(startupScreen.isCovering()).toBe(true);
    plain.unmount();
    api.on('GET /auth/payments/result', pending);
    await land('?id=tx-1');
    expect(startupScreen.isCovering()).toBe(false);
    expect(events[0]).toBe('loader: Confirmando pago y activando tu app...');
  });

  it('the confirming loader hides by itself after 6 s while Wompi is still deciding; the answer still shows when it comes', async () => {
    api.on('GET /auth/payments/result', pending);
    await land('?id=tx-slow');
    await advance(5999);
    expect(events).toEqual(['loader: Confirmando pago y activando tu app...']);
    await advance(1);
    expect(events).toEqual(['loader: Confirmando pago y activando tu app...', 'loader hidden']);
    expect(banner()).toBeNull();
    await advance(1500);
    expect(banner()!.textContent).toBe('Pago pendiente. Te notificaremos cuando se apruebe.');
    expect(events).toHaveLength(2);
  });

  it('without id or reference: no loader, no lookup, ever', async () => {
    const { location } = await land('');
    await advance(10_000);
    expect(events).toEqual([]);
    expect(resultUrls()).toEqual([]);
    expect(banner()).toBeNull();
    expect(location.history).toEqual(['/tienda']);
  });

  it('leaving the store mid-confirmation takes the loader down and goes nowhere', async () => {
    api.on('GET /auth/payments/result', pending);
    const { unmount } = await land('?id=tx-6');
    unmount();
    await advance(20_000);
    expect(events).toEqual(['loader: Confirmando pago y activando tu app...', 'loader hidden']);
    expect(resultUrls()).toHaveLength(1);
  });
});
