/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restaurantShiftMessages, type RestaurantCheck } from '@mb/contracts';
import { dropWrite, queuedWrites } from '../offline/offline-queue.js';
import { connection } from '../testing/connection.js';
import { FakeApi, forgetRestaurant, makeCheck, openRestaurant, paidCheck, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

let api: FakeApi;
let check: RestaurantCheck;
const chargePath = () => `POST /restaurant/cuentas/${check.id}/cobrar`;
const charges = () => api.callsTo(chargePath());
const button = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const banner = () => screen.queryByText(/pendientes/)?.textContent;
const kept = () => screen.queryByRole('region', { name: 'Cobros hechos sin conexión' });

beforeEach(async () => {
  for (const write of await queuedWrites()) await dropWrite(write.seq!);
  connection(true);
  forgetRestaurant();
  api = new FakeApi();
  openRestaurant(api, { role: 'employee' });
  check = makeCheck([[['Ajiaco', 28000]]]);
  api
    .on(`GET /restaurant/cuentas/${check.id}`, () => ({ body: { success: true, data: check } }))
    .on(chargePath(), (call: Call) => {
      check = paidCheck(check, call.body as never);
      return { body: { success: true, data: check } };
    });
});

/** The check opened while online; then the connection drops and the charge is made without tip. */
async function chargeOffline(method: 'Efectivo' | 'Tarjeta' | 'Transferencia') {
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
  connection(false);
  fireEvent.click(button('Cobrar'));
  fireEvent.click(button('Sin propina'));
  fireEvent.click(button(method));
  if (method === 'Transferencia') {
    type('Banco', 'Bancolombia');
    type('Referencia', 'T-123');
  }
  fireEvent.click(button('Cobrar 28.000 COP'));
  return within((await screen.findByRole('region', { name: 'Cobros hechos sin conexión' })) as HTMLElement);
}

describe('Charging without connection', () => {
  it('keeps a cash charge with its key, shows it as sent later, counts it in the banner and charges it once when back', async () => {
    const section = await chargeOffline('Efectivo');
    const row = section.getByRole('group', { name: 'Efectivo · 28.000 COP' });
    expect(within(row).getByText('Se enviará al volver la conexión')).toBeTruthy();
    await waitFor(() => expect(banner()).toBe('Sin conexión — 1 pendientes'));
    // Charging again would charge twice.
    expect(button('Cobrar').disabled).toBe(true);
    expect(charges()).toHaveLength(0);

    connection(true);
    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes'));
    expect(await screen.findByText('Pagada')).toBeTruthy();
    expect(kept()).toBeNull();
    expect(charges().map((call) => call.body)).toEqual([
      { idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/), payments: [{ method: 'efectivo', received: 28000 }], tip: 0 },
    ]);
  });

  it("keeps a cash charge the server refuses when back 'Por confirmar' with the refusal (its money was taken), not lost", async () => {
    api.on(chargePath(), { status: 409, body: { success: false, message: restaurantShiftMessages.shiftNotOpen } }, (call: Call) => {
      check = paidCheck(check, call.body as never);
      return { body: { success: true, data: check } };
    });
    const section = await chargeOffline('Efectivo');
    connection(true);
    await waitFor(() => expect(charges()).toHaveLength(1));
    const row = section.getByRole('group', { name: 'Efectivo · 28.000 COP' });
    await waitFor(() => expect(within(row).getByText('Por confirmar')).toBeTruthy());
    expect(within(row).getByText(restaurantShiftMessages.shiftNotOpen)).toBeTruthy();
    await waitFor(() => expect(banner()).toBe('Conexión recuperada — 0 pendientes · Cobros por confirmar: 1'));

    // The shift opened: the same charge, with the same key, goes once confirmed.
    fireEvent.click(button('Confirmar cobro', row));
    expect(await screen.findByText('Pagada')).toBeTruthy();
    const [first, second] = charges().map((call) => call.body as { idempotency_key: string });
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(await queuedWrites()).toEqual([]);
  });

  it("keeps a card charge 'Por confirmar': not sent by itself when back, sent once by 'Confirmar cobro'", async () => {
    const section = await chargeOffline('Tarjeta');
    const row = section.getByRole('group', { name: 'Tarjeta · 28.000 COP' });
    expect(within(row).getByText('Por confirmar')).toBeTruthy();
    expect(button('Confirmar cobro', row).disabled).toBe(true);
    await waitFor(() => expect(banner()).toBe('Sin conexión — 0 pendientes · Cobros por confirmar: 1'));

    connection(true);
    await waitFor(() => expect(button('Confirmar cobro', row).disabled).toBe(false));
    expect(banner()).toBe('Conexión recuperada — 0 pendientes · Cobros por confirmar: 1');
    expect(charges()).toHaveLength(0);
    fireEvent.click(button('Confirmar cobro', row));

    expect(await screen.findByText('Pagada')).toBeTruthy();
    await waitFor(() => expect(kept()).toBeNull());
    expect(charges().map((call) => call.body)).toEqual([
      {
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
        payments: [{ method: 'tarjeta', amount: 28000, card_type: 'debito', franchise: 'visa', last_four: '', approval_code: '' }],
        tip: 0,
      },
    ]);
    expect(await queuedWrites()).toEqual([]);
  });

  it("discards a transfer kept 'Por confirmar' only once 'Descartar cobro' answers the question; nothing is charged", async () => {
    const section = await chargeOffline('Transferencia');
    const row = section.getByRole('group', { name: 'Transferencia · 28.000 COP' });
    connection(true);

    fireEvent.click(button('Descartar', row));
    const question = within(row).getByRole('group', { name: '¿Descartar este cobro? No se enviará.' });
    fireEvent.click(button('Mantener cobro', question));
    expect(within(row).getByText('Por confirmar')).toBeTruthy();
    fireEvent.click(button('Descartar', row));
    fireEvent.click(button('Descartar cobro', within(row).getByRole('group', { name: '¿Descartar este cobro? No se enviará.' })));

    await waitFor(() => expect(kept()).toBeNull());
    expect(button('Cobrar').disabled).toBe(false);
    expect(charges()).toHaveLength(0);
    expect(await queuedWrites()).toEqual([]);
  });

  it('keeps a part charged offline and offers no second Cobrar for that part, while the other part can still be charged', async () => {
    const part = (number: number) => ({
      number,
      amount: 14000,
      max_tip: 1296,
      paid: false,
      tip: 0,
      change: 0,
      paid_at: null,
      paid_by: null,
    });
    check = { ...check, parts: [part(1), part(2)] };
    renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
    await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
    connection(false);
    fireEvent.click(button('Cobrar parte 1'));
    fireEvent.click(button('Sin propina'));
    fireEvent.click(button('Efectivo'));
    fireEvent.click(button('Cobrar 14.000 COP'));

    expect(await screen.findByRole('group', { name: 'Efectivo · 14.000 COP' })).toBeTruthy();
    expect(button('Cobrar parte 1').disabled).toBe(true);
    expect(button('Cobrar parte 2').disabled).toBe(false);
    expect((await queuedWrites()).map((write) => write.body)).toMatchObject([{ part: 1, tip: 0 }]);
  });
});
