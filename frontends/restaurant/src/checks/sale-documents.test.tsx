/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noSaleDocument, restaurantSaleDocumentMessages, type RestaurantCheck, type SaleDocument } from '@mb/contracts';
import { FakeApi, forgetRestaurant, makeCheck, makeReceipt, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

// Table 2: a bandeja paisa (32.000) and an ajiaco (28.000), INC included: subtotal 55.556, INC 4.444, total 60.000.
const rounds: [string, number][][] = [
  [
    ['Bandeja paisa', 32000],
    ['Ajiaco', 28000],
  ],
];
const cude = 'a'.repeat(96);
const qr = `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cude}`;
const issued: Partial<SaleDocument> = {
  document_id: '0a1b2c3d-0000-4000-8000-000000000777',
  status: 'emitido',
  kind: 'documento_pos',
  number: 'EPOS1',
  cude,
  qr,
  resolution_legend: 'Resolución DIAN 18760000001 del 2026-01-01, numeración EPOS 1 a 5000, vigente hasta 2027-01-01',
};

let api: FakeApi;
let check: RestaurantCheck;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function paidCheck(overrides: Partial<RestaurantCheck> = {}): RestaurantCheck {
  return {
    ...check,
    status: 'pagada',
    tip: 5555,
    paid_at: '2026-11-26T20:00:00.000Z',
    paid_by: check.waiter_id,
    payments: [
      {
        id: '0a1b2c3d-0000-4000-8000-000000000901',
        method: 'tarjeta',
        amount: 65555,
        received: null,
        change: 0,
        card_type: 'credito',
        franchise: 'visa',
        last_four: '4242',
        approval_code: 'AB1234',
        bank: null,
        reference: null,
        created_at: '2026-11-26T20:00:00.000Z',
        part: null,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  check = makeCheck(rounds);
  api.on(`GET /restaurant/cuentas/${check.id}`, () => ({ body: { success: true, data: check } }));
});

async function openCheck() {
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
}

describe('the diner who asks for a factura electrónica', () => {
  it('gives their NIT, name and e-mail on the charge screen, and the charge carries them', async () => {
    openRestaurant(api, { role: 'employee', plan: 'pro' });
    api.on(`POST /restaurant/cuentas/${check.id}/cobrar`, (call: Call) => {
      check = paidCheck({ factura: (call.body as { factura: RestaurantCheck['factura'] }).factura });
      return { body: { success: true, data: check } };
    });
    api.on(`GET /restaurant/cuentas/${check.id}/recibo`, () => ({ body: { success: true, data: makeReceipt(check) } }));
    await openCheck();
    fireEvent.click(button('Cobrar'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'El cliente pide factura electrónica a su nombre' }));
    const factura = screen.getByRole('group', { name: 'Datos para la factura electrónica' });
    fireEvent.change(within(factura).getByLabelText('Tipo de documento'), { target: { value: '31' } });
    type('Número de documento', ' 900123456 ');
    type('Nombre o razón social', 'Comercializadora Andina SAS');
    type('Correo para la factura', 'compras@andina.co');
    fireEvent.click(button('Tarjeta'));
    fireEvent.change(screen.getByLabelText('Últimos 4 dígitos'), { target: { value: '4242' } });
    fireEvent.change(screen.getByLabelText('Código de aprobación'), { target: { value: 'AB1234' } });
    fireEvent.click(button(/^Cobrar 65\.555 COP$/));

    await screen.findByRole('region', { name: 'Recibo de pago' });
    expect((api.callsTo(`POST /restaurant/cuentas/${check.id}/cobrar`)[0]!.body as { factura: unknown }).factura).toEqual({
      identification_type_id: 31,
      identification: '900123456',
      name: 'Comercializadora Andina SAS',
      email: 'compras@andina.co',
    });
  });

  it('is not offered on Estándar, whose sales carry no DIAN document', async () => {
    openRestaurant(api, { role: 'employee', plan: 'estandar' });
    await openCheck();
    fireEvent.click(button('Cobrar'));
    expect(screen.queryByRole('checkbox', { name: 'El cliente pide factura electrónica a su nombre' })).toBeNull();
  });
});

describe('the receipt’s DIAN document', () => {
  beforeEach(() => {
    openRestaurant(api, { role: 'employee', plan: 'pro' });
    check = paidCheck();
  });

  it('shows the kind and number, the resolution legend, the CUDE and DIAN’s QR once issued', async () => {
    api.on(`GET /restaurant/cuentas/${check.id}/recibo`, { body: { success: true, data: makeReceipt(check, issued) } });
    await openCheck();
    fireEvent.click(button('Ver recibo'));
    const document = await within(await screen.findByRole('region', { name: 'Recibo de pago' })).findByRole('note', {
      name: 'Documento electrónico DIAN',
    });
    expect(within(document).getByText('Documento equivalente electrónico POS EPOS1')).toBeTruthy();
    expect(within(document).getByText(issued.resolution_legend!)).toBeTruthy();
    expect(within(document).getByText(`CUDE: ${cude}`)).toBeTruthy();
    const image = (await within(document).findByRole('img', { name: 'Código QR de la DIAN' })) as HTMLImageElement;
    expect(image.dataset.qr).toBe(qr);
    expect(decodeURIComponent(image.src)).toMatch(/^data:image\/svg\+xml;utf8,<svg /);
  });

  it('says the document is pending while DIAN is away, and shows it once issued without leaving the receipt', async () => {
    api.on(
      `GET /restaurant/cuentas/${check.id}/recibo`,
      { body: { success: true, data: makeReceipt(check, { number: 'EPOS2', kind: 'documento_pos' }) } },
      { body: { success: true, data: makeReceipt(check, { ...issued, number: 'EPOS2' }) } },
    );
    await openCheck();
    fireEvent.click(button('Ver recibo'));
    const receipt = await screen.findByRole('region', { name: 'Recibo de pago' });
    expect(within(receipt).getByRole('note', { name: 'Documento electrónico DIAN' }).textContent).toBe(
      'Documento electrónico pendiente: la DIAN no ha respondido; se enviará en cuanto responda, con el mismo número.',
    );
    await waitFor(() => expect(within(receipt).getByText('Documento equivalente electrónico POS EPOS2')).toBeTruthy(), {
      timeout: 5000,
    });
  });

  it('shows DIAN’s rejection with its rule explained', async () => {
    const problem = 'La DIAN rechazó el documento (regla FAD06): el NIT del emisor no coincide; corrígelo y reintenta.';
    api.on(`GET /restaurant/cuentas/${check.id}/recibo`, {
      body: { success: true, data: makeReceipt(check, { status: 'rechazado', kind: 'documento_pos', number: 'EPOS3', problem }) },
    });
    await openCheck();
    fireEvent.click(button('Ver recibo'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`La DIAN rechazó el documento EPOS3${problem}`);
  });
});

describe('a refund of a paid check', () => {
  it('by an employee: one unit of a line, the reason and an administrator’s approval; the check shows it with its nota de ajuste', async () => {
    openRestaurant(api, { role: 'employee', plan: 'pro' });
    check = paidCheck({ electronic_document: { ...noSaleDocument, ...issued } });
    const [bandeja] = check.bill.lines;
    api.on(
      `POST /restaurant/cuentas/${check.id}/reembolsos`,
      { status: 403, body: { success: false, message: restaurantSaleDocumentMessages.refundApprovalRefused } },
      () => {
        check = {
          ...check,
          refunds: [
            {
              id: '0a1b2c3d-0000-4000-8000-000000000800',
              lines: [
                {
                  order_id: bandeja!.order_id,
                  position: 1,
                  name: 'Bandeja paisa',
                  quantity: 1,
                  unit_price: 32000,
                  total: 32000,
                  inc_base: 29630,
                  inc_amount: 2370,
                },
              ],
              subtotal: 29630,
              inc: 2370,
              total: 32000,
              reason: 'Plato frío',
              created_by: check.waiter_id,
              approved_by: '0a1b2c3d-0000-4000-8000-000000000010',
              created_at: '2026-11-26T20:30:00.000Z',
              electronic_document: { ...noSaleDocument, ...issued, kind: 'nota_ajuste', number: 'NA1', cude: 'b'.repeat(96) },
            },
          ],
        };
        return { body: { success: true, data: check } };
      },
    );
    await openCheck();
    const sale = screen.getByRole('note', { name: 'Documento electrónico DIAN' });
    expect(within(sale).getByText('Documento equivalente electrónico POS EPOS1')).toBeTruthy();
    fireEvent.click(button('Reembolsar'));
    const form = screen.getByRole('region', { name: 'Reembolsar · Mesa 2' });
    fireEvent.change(within(form).getByLabelText('Unidades de Bandeja paisa a reembolsar'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Motivo del reembolso'), { target: { value: ' Plato frío ' } });
    fireEvent.change(within(form).getByLabelText('Usuario del administrador'), { target: { value: 'ana@example.co' } });
    fireEvent.change(within(form).getByLabelText('Contraseña del administrador'), { target: { value: 'equivocada' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reembolsar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(restaurantSaleDocumentMessages.refundApprovalRefused);

    fireEvent.change(within(form).getByLabelText('Contraseña del administrador'), { target: { value: 'la-buena' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reembolsar' }));
    const refund = await screen.findByRole('group', { name: /^Reembolso del / });
    expect(within(refund).getByText('1 × Bandeja paisa')).toBeTruthy();
    expect(within(refund).getByText(/Plato frío/)).toBeTruthy();
    expect(within(within(refund).getByRole('note', { name: 'Nota de ajuste' })).getByText('Nota de ajuste NA1')).toBeTruthy();
    expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/reembolsos`).map((call) => call.body)).toEqual([
      {
        lines: [{ order_id: bandeja!.order_id, position: 1, quantity: 1 }],
        reason: 'Plato frío',
        approval: { username: 'ana@example.co', password: 'equivocada' },
      },
      {
        lines: [{ order_id: bandeja!.order_id, position: 1, quantity: 1 }],
        reason: 'Plato frío',
        approval: { username: 'ana@example.co', password: 'la-buena' },
      },
    ]);
  });

  it('by an administrator: the whole check, no approval asked', async () => {
    openRestaurant(api, { role: 'super_admin', plan: 'pro' });
    check = paidCheck();
    api.on(`POST /restaurant/cuentas/${check.id}/reembolsos`, () => ({ body: { success: true, data: check } }));
    await openCheck();
    fireEvent.click(button('Reembolsar'));
    const form = screen.getByRole('region', { name: 'Reembolsar · Mesa 2' });
    expect(within(form).queryByLabelText('Usuario del administrador')).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Reembolsar toda la cuenta' }));
    fireEvent.change(within(form).getByLabelText('Motivo del reembolso'), { target: { value: 'Cliente insatisfecho' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /restaurant/cuentas/${check.id}/reembolsos`).map((call) => call.body)).toEqual([
        { lines: 'all', reason: 'Cliente insatisfecho' },
      ]),
    );
  });
});
