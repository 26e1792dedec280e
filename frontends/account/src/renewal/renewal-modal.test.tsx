/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanType, RenewalQuote } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import { installFakeWompi, paymentInitAnswer, paymentResultFixture, type FakeWompi } from '@mb/ui/testing';
import { FakeApi, renderAccount, type Call } from '../testing/test-kit.js';
import { dashboardAnswer, makeSubscription } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';

const estandar = makeSubscription({ plan_type: 'estandar', expiry_date: '2026-01-10T15:00:00.000Z' });
const quotePath = `/auth/subscriptions/${estandar.id}/renewal-quote`;

/** The server's quote: the new plan for the months, less 30 unused days of Estándar. */
function quoteFor(call: Call) {
  const plan = call.query.get('plan_type') as PlanType;
  const months = Number(call.query.get('months'));
  const monthly = { estandar: 80000, pro: 150000, gold: 250000 }[plan];
  const quote: RenewalQuote = {
    subscription_id: estandar.id,
    plan_type: plan,
    months,
    monthly_price: monthly,
    subtotal: monthly * months,
    credit_days: 30,
    credit: 78904,
    total: monthly * months - 78904,
    new_expiry_date: '2026-03-15T15:00:00.000Z',
  };
  return { body: { success: true, quote } };
}

let api: FakeApi;
let wompi: FakeWompi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [estandar] }))
    .on(`GET ${quotePath}`, quoteFor)
    .on('POST /auth/payments/wompi/init-renewal', paymentInitAnswer('40000000-0000-4000-8000-000000000001', { amountInCents: 37_109_600 }))
    .on('GET /auth/payments/result', { body: paymentResultFixture() });
  wompi = installFakeWompi();
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => {
  off();
  wompi.uninstall();
});

/** The accessible description of an element (what aria-describedby points at). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openRenewal() {
  renderAccount(<AccountApp />);
  const card = within(await screen.findByRole('article', { name: 'Software Restaurante' }));
  fireEvent.click(card.getByRole('button', { name: 'Renovar' }));
  return within(await screen.findByRole('dialog', { name: 'Renovar Software Restaurante' }));
}

const radio = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('radio', { name }) as HTMLInputElement;
const line = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('group', { name }).textContent;

async function quoteProForThreeMonths() {
  const dialog = await openRenewal();
  await dialog.findByRole('group', { name: 'Total a pagar' });
  fireEvent.change(dialog.getByLabelText('Meses'), { target: { value: '3' } });
  await waitFor(() => expect(line(dialog, 'Total a pagar')).toContain('371.096 COP'));
  return dialog;
}

describe('Renovar', () => {
  it("offers only upgrades: the current and lower plans are 'No disponible' and cannot be chosen", async () => {
    const dialog = await openRenewal();

    expect(dialog.getByText('Plan actual: Estándar')).toBeTruthy();
    expect(dialog.getByText('Ya tiene un plan igual o superior activo. Solo se permiten upgrades.')).toBeTruthy();
    expect(radio(dialog, 'Estándar').disabled).toBe(true);
    expect(description(radio(dialog, 'Estándar'))).toContain('No disponible');
    expect(radio(dialog, 'Pro').disabled).toBe(false);
    expect(radio(dialog, 'Pro').checked).toBe(true);
    expect(radio(dialog, 'Gold').disabled).toBe(false);
    expect(description(radio(dialog, 'Gold'))).not.toContain('No disponible');
    // Months 1 to 12.
    const months = [...(dialog.getByLabelText('Meses') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(months).toEqual(['1 mes', ...Array.from({ length: 11 }, (_, index) => `${index + 2} meses`)]);
  });

  it("shows the server's quote before paying: subtotal, the credit for the unused days, the total and the new expiry", async () => {
    const dialog = await quoteProForThreeMonths();

    expect(line(dialog, 'Plan Pro por 3 meses')).toContain('450.000 COP');
    expect(line(dialog, 'Crédito por 30 días no usados del plan actual')).toContain('-78.904 COP');
    expect(line(dialog, 'Total a pagar')).toContain('371.096 COP');
    expect(line(dialog, 'Nueva fecha de vencimiento')).toContain('15/03/2026');
    expect(api.callsTo(`GET ${quotePath}`).map((call) => call.query.toString())).toEqual([
      'plan_type=pro&months=1',
      'plan_type=pro&months=3',
    ]);

    fireEvent.click(radio(dialog, 'Gold'));
    await waitFor(() => expect(line(dialog, 'Plan Gold por 3 meses')).toContain('750.000 COP'));
  });

  it("pays through Wompi's widget; APPROVED says 'Pago aprobado', closes, has the server confirm and reads the dashboard again", async () => {
    const dialog = await quoteProForThreeMonths();
    api.on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [{ ...estandar, plan_type: 'pro' }] }));

    fireEvent.click(dialog.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(wompi.opened).toHaveLength(1));
    expect(api.callsTo('POST /auth/payments/wompi/init-renewal').map((call) => call.body)).toEqual([
      { subscription_id: estandar.id, plan_type: 'pro', billing_cycle: 'monthly', months: 3 },
    ]);
    expect(wompi.opened[0]).toMatchObject({
      amountInCents: 37_109_600,
      currency: 'COP',
      publicKey: 'pub_test_mb',
      signature: { integrity: 'f1e2d3c4b5a6' },
    });

    wompi.finish({ id: 'tx-approved', status: 'APPROVED' });
    expect(toasts).toEqual([{ type: 'success', message: 'Pago aprobado' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Software Restaurante' })).getByText('Plan Pro')).toBeTruthy());
    expect(api.callsTo('GET /auth/payments/result').map((call) => call.query.get('transaction_id'))).toEqual(['tx-approved']);
    expect(api.callsTo('GET /auth/dashboard/client')).toHaveLength(2);
  });

  it("PENDING says 'Pago pendiente'; anything else 'Pago no aprobado'; both leave the dialog open", async () => {
    const dialog = await quoteProForThreeMonths();
    const pay = () => fireEvent.click(dialog.getByRole('button', { name: 'Pagar' }));

    pay();
    await waitFor(() => expect(wompi.opened).toHaveLength(1));
    wompi.finish({ id: 'tx-pending', status: 'PENDING' });
    expect(toasts).toEqual([{ type: 'info', message: 'Pago pendiente' }]);

    await waitFor(() => expect((dialog.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false));
    pay();
    await waitFor(() => expect(wompi.opened).toHaveLength(2));
    wompi.finish({ id: 'tx-declined', status: 'DECLINED' });
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Pago no aprobado' });

    // Closed without paying: nothing to say.
    pay();
    await waitFor(() => expect(wompi.opened).toHaveLength(3));
    wompi.finish();
    expect(toasts).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Renovar Software Restaurante' })).toBeTruthy();
    expect(api.callsTo('GET /auth/payments/result').map((call) => call.query.get('transaction_id'))).toEqual(['tx-pending']);
  });

  it("says 'No se pudo iniciar el pago', or the server's reason, when the payment cannot start", async () => {
    api.on(
      'POST /auth/payments/wompi/init-renewal',
      { status: 400, body: { success: false, message: 'Ya tiene un plan igual o superior activo. Solo se permiten upgrades.' } },
      { status: 502, body: { success: false } },
      // Wompi not configured on the server: nothing to open.
      paymentInitAnswer('40000000-0000-4000-8000-000000000002', { publicKey: '' }),
    );
    const dialog = await quoteProForThreeMonths();
    const pay = async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Pagar' }));
      await waitFor(() => expect((dialog.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false));
    };

    await pay();
    await pay();
    await pay();
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts.map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: Ya tiene un plan igual o superior activo. Solo se permiten upgrades.',
      'error: No se pudo iniciar el pago',
      'error: No se pudo iniciar el pago',
    ]);
    expect(wompi.opened).toHaveLength(0);
  });

  it('shows why a quote was refused and does not let it be paid', async () => {
    api.on(`GET ${quotePath}`, {
      status: 400,
      body: { success: false, message: 'El crédito de tu plan actual cubre este cambio: elige más meses.' },
    });
    const dialog = await openRenewal();

    expect((await dialog.findByRole('alert')).textContent).toBe('El crédito de tu plan actual cubre este cambio: elige más meses.');
    expect((dialog.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('on the highest plan nothing can be chosen, nothing is quoted and nothing paid', async () => {
    const gold = makeSubscription({ plan_type: 'gold' });
    api.on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [gold] }));
    const dialog = await openRenewal();

    for (const name of ['Estándar', 'Pro', 'Gold']) expect(radio(dialog, name).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((call) => call.path.endsWith('/renewal-quote'))).toHaveLength(0);
  });
});
