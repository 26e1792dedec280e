/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  restaurantAdjustmentMessages,
  restaurantCheckMessages,
  restaurantReceiptMessages,
  restaurantShiftMessages,
  type RestaurantCheck,
} from '@mb/contracts';
import {
  FakeApi,
  forgetRestaurant,
  makeCheck,
  makeFeatures,
  makeReceipt,
  makeTable,
  openRestaurant,
  paidCheck,
  renderRestaurant,
  type Call,
  type ChargeAnswered,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

// Table 2: three dishes, then two drinks. Subtotal 93.518 + INC 7.482 = 101.000; the suggested 10 % tip is 9.351.
const rounds: [string, number][][] = [
  [
    ['Bandeja paisa', 32000],
    ['Ajiaco', 28000],
    ['Sancocho', 25000],
  ],
  [
    ['Limonada de coco', 9000],
    ['Jugo de mora', 7000],
  ],
];

let api: FakeApi;
let check: RestaurantCheck;

const amountOf = (label: string) => screen.getByRole('group', { name: label }).textContent?.replace(label, '');
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const charges = () => api.callsTo(`POST /restaurant/cuentas/${check.id}/cobrar`);
const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  openRestaurant(api, { role: 'employee' });
  check = makeCheck(rounds);
  api
    .on('GET /restaurant/cuentas', { body: { success: true, data: [check] } })
    .on(`GET /restaurant/cuentas/${check.id}`, () => ({ body: { success: true, data: check } }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function openCheck() {
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
}

/** What the service answers once the payments are in: the check paid, with its tip and change. */
const paid = (request: ChargeAnswered) => paidCheck(check, request);

/** The service's answer to a charge: the check paid (and so read from then on). */
function chargesIt(call: Call) {
  check = paid(call.body as never);
  return { body: { success: true, data: check } };
}

describe('a table’s check', () => {
  it('lists the open checks and opens one: every round with its lines, the subtotal, the INC included and the total', async () => {
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cuentas' });
    const card = await screen.findByRole('group', { name: 'Cuenta · Mesa 2' });
    expect(card.textContent).toMatch(/101\.000 COP/);
    fireEvent.click(within(card).getByRole('link', { name: 'Ver cuenta' }));

    await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
    const first = screen.getByRole('region', { name: 'Ronda 1' });
    expect(within(first).getByText('1 × Bandeja paisa')).toBeTruthy();
    expect(within(first).getByText('1 × Sancocho')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ronda 2' })).getByText('1 × Jugo de mora')).toBeTruthy();
    expect(amountOf('Subtotal')).toBe('93.518 COP');
    expect(amountOf('INC 8 % (incluido)')).toBe('7.482 COP');
    expect(amountOf('Total')).toBe('101.000 COP');
  });

  it('lists a takeaway order’s check beside the tables’ and opens it', async () => {
    const takeaway = makeCheck([[['Ajiaco', 28000]]], { tableNumber: null });
    api
      .on('GET /restaurant/cuentas', { body: { success: true, data: [takeaway, check] } })
      .on(`GET /restaurant/cuentas/${takeaway.id}`, { body: { success: true, data: takeaway } });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cuentas' });
    const card = await screen.findByRole('group', { name: 'Cuenta · Para llevar' });
    expect(card.textContent).toMatch(/28\.000 COP/);
    fireEvent.click(within(card).getByRole('link', { name: 'Ver cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta · Para llevar' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ronda 1' })).getByText('1 × Ajiaco')).toBeTruthy();
  });

  it('is reached from its table while taking an order', async () => {
    const table = makeTable({ id: check.table_id!, number: 2, status: 'ocupada', open_orders: 2 });
    const userId = '0a1b2c3d-0000-4000-8000-000000000010';
    api
      .on('GET /restaurant/tables', { body: { success: true, data: [table] } })
      .on('GET /restaurant/menu/categories', { body: { success: true, data: [] } })
      .on('GET /restaurant/menu/items', { body: { success: true, data: [] } })
      .on(`GET /restaurant/favoritos/user/${userId}`, { body: { success: true, data: [] } })
      .on(`GET /restaurant/carrito/${userId}`, { body: { success: true, data: [] } });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/pedidos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mesa 2 · Ocupada' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ver cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' })).toBeTruthy();
    expect(api.callsTo('GET /restaurant/cuentas')[0]!.query.get('table_id')).toBe(table.id);
  });

  it('is locked, with the plan that unlocks it, where the plan lacks charging (plataforma_multipagos)', async () => {
    const features = makeFeatures('pro');
    api.on('GET /restaurant/menu/user/features', {
      body: { ...features, features: [], all: features.all.map((entry) => ({ ...entry, included: false })) },
    });
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cuentas' });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Plataforma multipagosDisponible desde el plan Estándar. Mejora tu suscripción desde Mis Suscripciones.',
    );
    expect(api.callsTo('GET /restaurant/cuentas')).toHaveLength(0);
  });

  it('says so when no check is open, and offers a retry when the list fails', async () => {
    api.on(
      'GET /restaurant/cuentas',
      { status: 500, body: { success: false, message: 'Error interno' } },
      { body: { success: true, data: [] } },
    );
    renderRestaurant(<RestaurantApp />, { path: '/restaurant/panelControl/cuentas' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/No hay cuentas abiertas/)).toBeTruthy();
  });

  it('shows the pre-cuenta: INC broken out, the suggested tip with its percentage, totals with and without it; prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    await openCheck();
    fireEvent.click(button('Pre-cuenta'));

    const preBill = screen.getByRole('region', { name: 'Pre-cuenta' });
    expect(within(preBill).getByText('Restaurante La Ñapa')).toBeTruthy();
    expect(within(preBill).getByRole('group', { name: 'INC 8 % (incluido)' }).textContent).toMatch(/7\.482 COP$/);
    expect(within(preBill).getByRole('group', { name: 'Propina sugerida (10 %)' }).textContent).toMatch(/9\.351 COP$/);
    expect(within(preBill).getByRole('group', { name: 'Total con propina' }).textContent).toMatch(/110\.351 COP$/);
    expect(within(preBill).getByRole('group', { name: 'Total sin propina' }).textContent).toMatch(/101\.000 COP$/);
    fireEvent.click(button('Imprimir'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the receipt', () => {
  it('shows after charging: business data, lines, INC, tip, payments and change; printable and sent by e-mail', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const charged = paid({ payments: [{ method: 'efectivo', received: 120000 }], tip: 9351 });
    const queued = restaurantReceiptMessages.receiptQueued.replace('{email}', 'diana@example.co');
    api
      .on(`POST /restaurant/cuentas/${check.id}/cobrar`, () => {
        check = charged;
        return { body: { success: true, data: charged } };
      })
      .on(`GET /restaurant/cuentas/${check.id}/recibo`, { body: { success: true, data: makeReceipt(charged) } })
      .on(
        `POST /restaurant/cuentas/${check.id}/recibo/enviar`,
        { status: 400, body: { success: false, message: restaurantReceiptMessages.emailInvalid } },
        { status: 202, body: { success: true, message: queued } },
      );
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(button('Efectivo'));
    type('Recibido', '120000');
    fireEvent.click(button('Cobrar 110.351 COP'));

    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(screen.getByText('Entrega el cambio: 9.649 COP')).toBeTruthy();
    for (const text of ['Asadero La Ñapa S.A.S.', 'NIT 900123456-7', 'Calle 10 # 5-20, Medellín', '1 × Jugo de mora'])
      expect(within(receipt).getByText(text)).toBeTruthy();
    expect(within(receipt).getByText('Mesa 2 · Atendió: Mesero de Prueba')).toBeTruthy();
    expect(within(receipt).getByRole('group', { name: 'INC 8 % (incluido)' }).textContent).toMatch(/7\.482 COP$/);
    expect(within(receipt).getByRole('group', { name: 'Propina' }).textContent).toMatch(/9\.351 COP$/);
    expect(within(receipt).getByRole('group', { name: 'Total pagado' }).textContent).toMatch(/110\.351 COP$/);
    expect(within(receipt).getByRole('group', { name: 'Efectivo' }).textContent).toMatch(/110\.351 COP.*Recibido 120\.000 COP/);
    expect(within(receipt).getByRole('group', { name: 'Cambio' }).textContent).toMatch(/9\.649 COP$/);
    expect(within(receipt).getByRole('note', { name: 'Documento electrónico DIAN' }).textContent).toMatch(
      /^Documento electrónico pendiente/,
    );
    fireEvent.click(button('Imprimir'));
    expect(print).toHaveBeenCalledTimes(1);

    type('Correo del cliente', 'diana@');
    fireEvent.click(button('Enviar por correo'));
    expect(await screen.findByText(restaurantReceiptMessages.emailInvalid)).toBeTruthy();
    type('Correo del cliente', 'diana@example.co');
    fireEvent.click(button('Enviar por correo'));
    expect(await screen.findByText(queued)).toBeTruthy();
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/recibo/enviar`).map((call) => call.body)).toEqual([
      { email: 'diana@' },
      { email: 'diana@example.co' },
    ]);
  });

  it('is reachable later from the paid check', async () => {
    check = paid({ payments: [{ method: 'nequi', amount: 101000 }], tip: 0 });
    api.on(`GET /restaurant/cuentas/${check.id}/recibo`, { body: { success: true, data: makeReceipt(check) } });
    await openCheck();
    expect(within(screen.getByRole('region', { name: 'Pagos' })).getByRole('group', { name: 'Nequi' })).toBeTruthy();
    fireEvent.click(button('Ver recibo'));

    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(within(receipt).getByRole('group', { name: 'Total pagado' }).textContent).toMatch(/101\.000 COP$/);
  });
});

describe('Cobrar', () => {
  it('takes cash: the change is computed live, Cobrar waits until the payments cover the total, the change is shown after', async () => {
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, chargesIt);
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(button('Sin propina'));
    expect(amountOf('Total a cobrar')).toBe('101.000 COP');

    fireEvent.click(button('Efectivo'));
    const cash = screen.getByRole('group', { name: 'Pago 1: Efectivo' });
    type('Recibido', '100000', cash);
    expect(amountOf('Falta por cobrar')).toBe('1.000 COP');
    expect(button('Cobrar 101.000 COP').disabled).toBe(true);
    type('Recibido', '120000', cash);
    expect(amountOf('Cambio a entregar')).toBe('19.000 COP');
    fireEvent.click(button('Cobrar 101.000 COP'));

    expect(await screen.findByText('Entrega el cambio: 19.000 COP')).toBeTruthy();
    expect(screen.getByText('Pagada')).toBeTruthy();
    const [request] = charges();
    expect(request!.body).toEqual({
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      payments: [{ method: 'efectivo', received: 120000 }],
      tip: 0,
    });
  });

  it('mixes a card and Nequi with the tip the diner lowered to 5 %', async () => {
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, chargesIt);
    await openCheck();
    fireEvent.click(button('Cobrar'));
    expect(amountOf('Propina')).toBe('9.351 COP');
    type('Propina (%)', '5');
    // 5 % of the 93.518 before INC, rounded down.
    expect(amountOf('Propina')).toBe('4.675 COP');
    expect(amountOf('Total a cobrar')).toBe('105.675 COP');

    fireEvent.click(button('Tarjeta'));
    const card = screen.getByRole('group', { name: 'Pago 1: Tarjeta' });
    type('Valor', '52838', card);
    fireEvent.change(within(card).getByLabelText('Tipo de tarjeta'), { target: { value: 'credito' } });
    fireEvent.change(within(card).getByLabelText('Franquicia'), { target: { value: 'mastercard' } });
    type('Últimos 4 dígitos', '4242', card);
    type('Código de aprobación', 'A1B2C3', card);
    fireEvent.click(button('Nequi'));
    // A new payment starts with what is left to pay.
    const nequi = screen.getByRole('group', { name: 'Pago 2: Nequi' });
    expect((within(nequi).getByLabelText('Valor') as HTMLInputElement).value).toBe('$ 52.837');
    type('Referencia', 'M123456', nequi);
    expect(amountOf('Cambio a entregar')).toBe('0 COP');
    fireEvent.click(button('Cobrar 105.675 COP'));

    await screen.findByText('Cuenta cobrada');
    expect(charges()[0]!.body).toMatchObject({
      tip: 4675,
      payments: [
        { method: 'tarjeta', amount: 52838, card_type: 'credito', franchise: 'mastercard', last_four: '4242', approval_code: 'A1B2C3' },
        { method: 'nequi', amount: 52837, reference: 'M123456' },
      ],
    });
  });

  it('retries the same attempt with the same key (charged once), and a changed attempt with a new one', async () => {
    api.on(
      `POST /restaurant/cuentas/${check.id}/cobrar`,
      { status: 502, body: { success: false, message: 'Error de conexión' }, offContract: 'a dropped connection' },
      { status: 502, body: { success: false, message: 'Error de conexión' }, offContract: 'a dropped connection' },
      chargesIt,
    );
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(button('Efectivo'));
    fireEvent.click(button('Cobrar 110.351 COP'));
    expect(await screen.findByText('Error de conexión')).toBeTruthy();
    fireEvent.click(button('Cobrar 110.351 COP'));
    await waitFor(() => expect(charges()).toHaveLength(2));
    await waitFor(() => expect(button('Cobrar 110.351 COP').disabled).toBe(false));
    type('Recibido', '120000');
    fireEvent.click(button('Cobrar 110.351 COP'));
    await screen.findByText('Entrega el cambio: 9.649 COP');

    const keys = charges().map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a 409 clearly (another device charged it) and refreshes to the charge recorded', async () => {
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, {
      status: 409,
      body: { success: false, message: restaurantCheckMessages.checkAlreadyPaid, status: 'pagada' },
    });
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(button('Efectivo'));
    fireEvent.click(button('Cobrar 110.351 COP'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Esta cuenta cambió en otro dispositivo')).toBeTruthy();
    expect(within(alert).getByText(restaurantCheckMessages.checkAlreadyPaid)).toBeTruthy();
    check = paid({ payments: [{ method: 'nequi', amount: 110351 }], tip: 9351 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Pagada')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pagos' })).getByRole('group', { name: 'Nequi' }).textContent).toMatch(/110\.351 COP/);
  });

  it('says cash needs an open shift as the refusal it is, not as another device’s charge', async () => {
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, {
      status: 409,
      body: { success: false, message: restaurantShiftMessages.shiftNotOpen },
    });
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(button('Efectivo'));
    fireEvent.click(button('Cobrar 110.351 COP'));

    expect(await screen.findByText(restaurantShiftMessages.shiftNotOpen)).toBeTruthy();
    expect(screen.queryByText('Esta cuenta cambió en otro dispositivo')).toBeNull();
  });

  it('shows the server’s Spanish refusal of a tip above 10 %, and charges nothing', async () => {
    const tooHigh = restaurantCheckMessages.tipTooHigh.replace('{max}', '9.351 COP');
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, { status: 400, body: { success: false, message: tooHigh } });
    await openCheck();
    fireEvent.click(button('Cobrar'));
    type('Propina (%)', '12');
    fireEvent.click(button('Efectivo'));
    fireEvent.click(button('Cobrar 112.222 COP'));

    expect(await screen.findByText(tooHigh)).toBeTruthy();
    expect(screen.queryByText('Cuenta cobrada')).toBeNull();
  });
});

describe('Dividir por consumos', () => {
  it('moves the chosen lines to a new check of the same table and opens it', async () => {
    const made = makeCheck([[['Ajiaco', 28000]]], { split_from: check.id, table_id: check.table_id });
    api
      .on(`POST /restaurant/cuentas/${check.id}/dividir`, { body: { success: true, data: made } })
      .on(`GET /restaurant/cuentas/${made.id}`, { body: { success: true, data: made } });
    await openCheck();
    fireEvent.click(button('Dividir'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pasar Ajiaco a la cuenta nueva' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pasar Limonada de coco a la cuenta nueva' }));
    expect(amountOf('Pasa a la cuenta nueva')).toBe('37.000 COP');
    fireEvent.click(button('Pasar 2 a una cuenta nueva'));

    expect(await screen.findByRole('heading', { name: 'Cuenta dividida · Mesa 2' })).toBeTruthy();
    const [ajiaco, limonada] = [check.bill.lines[1]!, check.bill.lines[3]!];
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/dividir`)[0]!.body).toEqual({
      lines: [
        { order_id: ajiaco.order_id, position: ajiaco.position },
        { order_id: limonada.order_id, position: limonada.position },
      ],
    });
  });
});

describe('Dividir en partes iguales', () => {
  it('splits the check in 3 and charges one part on its own, with the part’s own tip', async () => {
    const part = (number: number, amount: number, paid = false) => ({
      number,
      amount,
      max_tip: Math.floor((check.bill.max_tip * amount) / check.bill.total),
      paid,
      tip: 0,
      change: 0,
      paid_at: paid ? '2026-11-26T20:00:00.000Z' : null,
      paid_by: paid ? check.waiter_id : null,
    });
    const parted = { ...check, parts: [part(1, 33667), part(2, 33667), part(3, 33666)] };
    const onePaid = { ...parted, parts: [part(1, 33667, true), part(2, 33667), part(3, 33666)] };
    api
      .on(`POST /restaurant/cuentas/${check.id}/dividir-partes`, () => {
        check = parted;
        return { body: { success: true, data: parted } };
      })
      .on(`POST /restaurant/cuentas/${check.id}/cobrar`, () => {
        check = onePaid;
        return { body: { success: true, data: onePaid } };
      })
      .on(`GET /restaurant/cuentas/${check.id}/recibo`, {
        body: {
          success: true,
          data: { ...makeReceipt({ ...onePaid, paid_at: '2026-11-26T20:00:00.000Z' }), part: { number: 1, of: 3, amount: 33667 } },
        },
      });
    await openCheck();
    fireEvent.click(button('Dividir'));
    type('Número de partes', '3');
    fireEvent.click(button('Dividir en 3 partes'));

    const first = await screen.findByRole('group', { name: 'Parte 1 de 3' });
    expect(first.textContent).toMatch(/33\.667 COP/);
    expect(screen.getByRole('group', { name: 'Parte 3 de 3' }).textContent).toMatch(/33\.666 COP/);
    expect(screen.queryByRole('button', { name: 'Cobrar' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Cobrar parte 1' }));
    await screen.findByRole('heading', { name: 'Cobrar parte 1 de 3 · Mesa 2' });
    expect(amountOf('Consumo')).toBe('33.667 COP');
    // The part's suggested 10 %: its share of the check's ceiling.
    expect(amountOf('Propina')).toBe('3.117 COP');
    fireEvent.click(button('Sin propina'));
    fireEvent.click(button('Nequi'));
    fireEvent.click(button('Cobrar 33.667 COP'));

    expect(await screen.findByText('Parte 1 cobrada')).toBeTruthy();
    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(within(receipt).getByText('Parte 1 de 3 · 33.667 COP')).toBeTruthy();
    expect(api.callsTo(`GET /restaurant/cuentas/${check.id}/recibo`)[0]!.query.get('part')).toBe('1');
    fireEvent.click(button('Volver a la cuenta'));
    expect(within(screen.getByRole('group', { name: 'Parte 1 de 3' })).getByText('Pagada')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Parte 2 de 3' })).getByRole('button', { name: 'Cobrar parte 2' })).toBeTruthy();
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/dividir-partes`)[0]!.body).toEqual({ parts: 3 });
    expect(charges()[0]!.body).toMatchObject({ part: 1, tip: 0, payments: [{ method: 'nequi', amount: 33667 }] });
  });
});

describe('Descuentos, cortesías y anulaciones', () => {
  it('asks an employee for an administrator’s username and password, shows a refusal, then the discount on its line', async () => {
    const bandeja = check.bill.lines[0]!;
    const discounted: RestaurantCheck = {
      ...check,
      bill: {
        ...check.bill,
        lines: [{ ...bandeja, discount: 3200, line_total: 28800, inc_base: 26667, inc_amount: 2133 }, ...check.bill.lines.slice(1)],
        discount: 3200,
        total: check.bill.total - 3200,
      },
      adjustments: [
        {
          id: '00000000-0000-4000-8000-000000000aa1',
          kind: 'descuento',
          line: { order_id: bandeja.order_id, position: bandeja.position, name: 'Bandeja paisa' },
          discount: { type: 'porcentaje', value: 10 },
          amount: 3200,
          reason: 'Cliente frecuente',
          created_by: check.waiter_id,
          approved_by: '00000000-0000-4000-8000-000000000aa2',
          created_at: '2026-11-26T19:30:00.000Z',
        },
      ],
    };
    api.on(
      `POST /restaurant/cuentas/${check.id}/ajustes`,
      { status: 403, body: { success: false, message: restaurantAdjustmentMessages.approvalRefused } },
      () => {
        check = discounted;
        return { body: { success: true, data: discounted } };
      },
    );
    await openCheck();
    fireEvent.click(button('Descuentos y anulaciones'));
    const approval = screen.getByRole('group', { name: 'Autorización de un administrador' });
    type('Motivo', 'Cliente frecuente');
    type('Usuario del administrador', 'ana@example.co', approval);
    type('Contraseña del administrador', 'equivocada', approval);
    fireEvent.click(button('Aplicar'));
    expect(await screen.findByText(restaurantAdjustmentMessages.approvalRefused)).toBeTruthy();
    type('Contraseña del administrador', 'Correcta2026!', approval);
    fireEvent.click(button('Aplicar'));

    const list = await screen.findByRole('region', { name: 'Descuentos, cortesías y anulaciones' });
    expect(within(list).getByText('Descuento · Bandeja paisa')).toBeTruthy();
    expect(within(list).getByText(/Motivo: Cliente frecuente .* autorizado por un administrador/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ronda 1' })).getByText('Descuento: −3.200 COP')).toBeTruthy();
    expect(amountOf('Total')).toBe('97.800 COP');
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/ajustes`).map((call) => call.body)).toEqual([
      {
        kind: 'descuento',
        reason: 'Cliente frecuente',
        line: { order_id: bandeja.order_id, position: bandeja.position },
        discount: { type: 'porcentaje', value: 10 },
        approval: { username: 'ana@example.co', password: 'equivocada' },
      },
      {
        kind: 'descuento',
        reason: 'Cliente frecuente',
        line: { order_id: bandeja.order_id, position: bandeja.position },
        discount: { type: 'porcentaje', value: 10 },
        approval: { username: 'ana@example.co', password: 'Correcta2026!' },
      },
    ]);
  });

  it('lets an administrator void a line with its reason, without asking for approval', async () => {
    forgetRestaurant();
    api = new FakeApi();
    openRestaurant(api, { role: 'admin' });
    const sancocho = check.bill.lines[2]!;
    api
      .on(`GET /restaurant/cuentas/${check.id}`, { body: { success: true, data: check } })
      .on(`POST /restaurant/cuentas/${check.id}/ajustes`, { body: { success: true, data: check } });
    await openCheck();
    fireEvent.click(button('Descuentos y anulaciones'));
    expect(screen.queryByRole('group', { name: 'Autorización de un administrador' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Anulación' }));
    fireEvent.change(screen.getByLabelText('Sobre'), { target: { value: `${sancocho.order_id}/${sancocho.position}` } });
    type('Motivo', 'Enviado por error');
    fireEvent.click(button('Aplicar'));

    await waitFor(() =>
      expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/ajustes`).map((call) => call.body)).toEqual([
        { kind: 'anulacion', reason: 'Enviado por error', line: { order_id: sancocho.order_id, position: sancocho.position } },
      ]),
    );
  });
});
