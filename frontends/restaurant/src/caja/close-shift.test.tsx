/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { copDenominations, restaurantShiftMessages, type CashShift } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { closeOf, makeReport, makeShift, waiterId } from '../testing/caja-fixtures.js';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/caja';
const close = 'POST /restaurant/caja/turno/cerrar';
const ok = (data: unknown) => ({ body: { success: true, data } });

/**
 * A Friday's shift: float 150.000; cash took 100.000 (120.000 received, 20.000 back in change); a card 80.000 with a
 * 5.000 tip for Carlos; 10.000 in, 6.000 out. Expected cash: 150.000 + 100.000 + 10.000 − 6.000 = 254.000.
 */
const friday = makeShift({
  expected_cash: 254000,
  report: makeReport({
    payments_by_method: [
      { method: 'efectivo', amount: 100000, payments: 2 },
      { method: 'tarjeta', amount: 85000, payments: 1 },
    ],
    sales: 180000,
    subtotal: 166667,
    inc: 13333,
    tips: 5000,
    tips_by_waiter: [{ waiter_id: waiterId, email: 'carlos@example.co', tips: 5000 }],
    checks_opened: 4,
    checks_closed: 3,
    cash_in: 10000,
    cash_out: 6000,
    change_given: 20000,
    discounts: { count: 1, amount: 8000 },
    courtesies: { count: 1, amount: 12000 },
    voids: { count: 2, amount: 30000 },
  }),
});
/** 2 × 100.000 + 1 × 50.000 + 1 × 2.000 = 252.000: 2.000 short. */
const typedCounts = { 100000: '2', 50000: '1', 2000: '1' };
const sentCounts = copDenominations.map((value) => ({ value, quantity: Number(typedCounts[value as keyof typeof typedCounts] ?? 0) }));

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const text = (id: string) => byTestId(id).textContent;

function countCash() {
  for (const [value, quantity] of Object.entries(typedCounts)) {
    fireEvent.change(screen.getByLabelText(`Cantidad de ${formatCop(Number(value))}`), { target: { value: quantity } });
  }
}

/** The owner, whose staff list names the waiter. */
function ownerWithStaff(shift: CashShift) {
  openRestaurant(api, { role: 'super_admin' });
  api.on('GET /restaurant/caja/turno', ok(shift));
  api.on('GET /mb/restaurant/config/assignments', {
    body: {
      success: true,
      plan_type: 'pro',
      seats: { used: 1, limit: 10 },
      data: [
        {
          id: '6c000000-0000-4000-8000-000000000001',
          _id: '6c000000-0000-4000-8000-000000000001',
          assigned_email: 'carlos@example.co',
          assigned_name: 'Carlos Gómez',
          role: 'employee',
          status: 'active',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  });
}

describe('Caja: closing the shift', () => {
  it('counts by denomination with the counted total, the expected cash and the difference (red when short) following live', async () => {
    ownerWithStaff(friday);
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('heading', { name: 'Cerrar caja' });
    expect(text('caja-expected')).toBe(formatCop(254000));
    expect(text('caja-counted')).toBe(formatCop(0));
    const breakdown = within(screen.getByRole('table', { name: 'Cómo se calcula el efectivo esperado' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(breakdown).toEqual([
      `Base${formatCop(150000)}`,
      `Ventas en efectivo (recibido)${formatCop(120000)}`,
      `Entradas${formatCop(10000)}`,
      `Salidas${formatCop(-6000)}`,
      `Cambio entregado${formatCop(-20000)}`,
      `Efectivo esperado${formatCop(254000)}`,
    ]);

    fireEvent.change(byTestId('caja-count-100000'), { target: { value: '2' } });
    expect(text('caja-counted')).toBe(formatCop(200000));
    countCash();
    expect(text('caja-counted')).toBe(formatCop(252000));
    expect(text('caja-difference')).toBe(`${formatCop(-2000)} (Falta efectivo)`);
    expect(byTestId('caja-difference').getAttribute('data-verdict')).toBe('short');
    expect(byTestId('caja-difference').getAttribute('style')).toContain('red');

    fireEvent.change(byTestId('caja-count-5000'), { target: { value: '1' } });
    expect(text('caja-difference')).toBe(`${formatCop(3000)} (Sobra efectivo)`);
  });

  it('asks before closing; going back sends nothing', async () => {
    ownerWithStaff(friday);
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Cerrar caja' });
    countCash();

    fireEvent.click(byTestId('caja-close'));
    const question = screen.getByRole('alertdialog', { name: 'Cerrar caja' });
    expect(question.textContent).toContain(
      `¿Cerrar la caja con ${formatCop(252000)} contados frente a ${formatCop(254000)} esperados? La diferencia de ${formatCop(-2000)}`,
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Volver al conteo' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(close)).toEqual([]);
    expect(text('caja-counted')).toBe(formatCop(252000));
  });

  it('closes with every denomination counted and shows the closing report: sales by method, INC, adjustments, tips by name', async () => {
    ownerWithStaff(friday);
    api.on(close, ok(closeOf(friday, sentCounts)));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Cerrar caja' });
    countCash();
    fireEvent.click(byTestId('caja-close'));
    fireEvent.click(byTestId('caja-close-confirm'));

    const report = await screen.findByTestId('caja-report');
    expect(api.callsTo(close)[0]!.body).toEqual({ counts: sentCounts });
    expect(within(report).getByRole('heading', { name: 'Informe de cierre (Z)' })).toBeTruthy();
    const figure = (name: string) => within(within(report).getByRole('group', { name })).getAllByText(/./).at(-1)!.textContent;
    expect(figure('Ventas (INC incluido)')).toBe(formatCop(180000));
    expect(figure('INC')).toBe(formatCop(13333));
    expect(figure('Propinas')).toBe(formatCop(5000));
    expect(figure('Cuentas abiertas')).toBe('4');
    expect(figure('Cuentas cobradas')).toBe('3');
    expect(figure('Efectivo contado')).toBe(formatCop(252000));
    expect(within(report).getByRole('group', { name: 'Diferencia' }).textContent).toContain(formatCop(-2000));

    const rows = (name: string) =>
      within(within(report).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows('Ventas por medio de pago')).toEqual([`Efectivo2${formatCop(100000)}`, `Tarjeta1${formatCop(85000)}`]);
    // The name comes from the owner's staff list, read once the report shows.
    await waitFor(() => expect(rows('Propinas por mesero')).toEqual([`Carlos Gómez${formatCop(5000)}`]));
    expect(rows('Descuentos, cortesías y anulaciones')).toEqual([
      `Descuentos1${formatCop(8000)}`,
      `Cortesías1${formatCop(12000)}`,
      `Anulaciones2${formatCop(30000)}`,
    ]);
    expect(rows('Conteo por denominación')).toEqual([
      `${formatCop(100000)}2${formatCop(200000)}`,
      `${formatCop(50000)}1${formatCop(50000)}`,
      `${formatCop(2000)}1${formatCop(2000)}`,
    ]);
    // The register is closed now: the next shift can open under the report.
    expect(screen.getByRole('heading', { name: 'La caja está cerrada' })).toBeTruthy();
  });

  it('prints the report', async () => {
    ownerWithStaff(friday);
    api.on(close, ok(closeOf(friday, sentCounts)));
    const print = jest.fn();
    window.print = print;
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Cerrar caja' });
    fireEvent.click(byTestId('caja-close'));
    fireEvent.click(byTestId('caja-close-confirm'));

    fireEvent.click(within(await screen.findByTestId('caja-report')).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a waiter the device cannot name (an administrator who is not the owner) shows by e-mail', async () => {
    openRestaurant(api, { role: 'admin' });
    api.on('GET /restaurant/caja/turno', ok(friday));
    api.on(close, ok(closeOf(friday, sentCounts)));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Cerrar caja' });
    fireEvent.click(byTestId('caja-close'));
    fireEvent.click(byTestId('caja-close-confirm'));

    const tips = within(await screen.findByRole('table', { name: 'Propinas por mesero' }));
    expect(tips.getAllByRole('row')[1]!.textContent).toBe(`carlos@example.co${formatCop(5000)}`);
    expect(api.callsTo('GET /mb/restaurant/config/assignments')).toEqual([]);
  });

  it("a refused close shows the server's Spanish message and keeps the count", async () => {
    ownerWithStaff(friday);
    api.on(close, { status: 409, body: { success: false, message: restaurantShiftMessages.shiftNotOpen } });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Cerrar caja' });
    countCash();
    fireEvent.click(byTestId('caja-close'));
    fireEvent.click(byTestId('caja-close-confirm'));

    expect((await screen.findByRole('alert')).textContent).toBe(restaurantShiftMessages.shiftNotOpen);
    expect(screen.queryByTestId('caja-report')).toBeNull();
    await waitFor(() => expect(text('caja-counted')).toBe(formatCop(252000)));
  });
});
