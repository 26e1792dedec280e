/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from '@mb/contracts';
import { emit, on, type WindowEvents } from '@mb/ui';
import { subscriptionFixture } from '@mb/ui/testing';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import { MembershipsDialog } from './memberships-dialog.js';
import { TakePaymentDialog } from './take-payment-dialog.js';

const user = { id: '60000000-0000-4000-8000-000000000001', email: 'ana@restaurante.co', full_name: 'Ana Pérez' };
const pending = subscriptionFixture({
  id: '70000000-0000-4000-8000-000000000001',
  user_id: user.id,
  status: 'pending_payment',
  is_active: false,
  expiry_date: '2027-11-23T00:00:00.000Z',
});

const takenPayment = { id: '20000000-0000-4000-8000-000000000009', reference: 'MB-MANUAL-1', amount: 150000, status: 'paid' as const };

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/subscriptions', { body: { success: true, subscriptions: [pending] } })
    .on(`GET /auth/subscriptions/${pending.id}/amount-due`, { body: { success: true, subscription_id: pending.id, amount: 150000 } })
    .on('POST /auth/manual-payments/receipts', { body: { success: true, receipt_key: 'receipts/0123456789abcdef.png' } })
    .on(`POST /auth/subscriptions/${pending.id}/manual-payments`, {
      body: { success: true, message: 'Pago registrado', payment: takenPayment },
    })
    .on(`GET /auth/users/${user.id}/fe/check`, { body: { success: true, ready: true, missing: [] } });
});

async function openPayment() {
  renderAdmin(<MembershipsDialog user={user} opened onClose={() => {}} />);
  const memberships = within(await screen.findByRole('dialog', { name: 'Membresías de Ana Pérez' }));
  expect(await memberships.findByText('Pendiente de pago')).toBeTruthy();
  fireEvent.click(memberships.getByRole('button', { name: 'Tomar pago' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Tomar pago · Ana Pérez' }));
  await waitFor(() => expect(dialog.getByTestId('payment-total').textContent).toBe('150.000 COP'));
  return dialog;
}
const confirmButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Confirmar pago' }) as HTMLButtonElement;

describe('Tomar pago (spec 2 §2.6)', () => {
  it('single mode: one method paying the whole total; PSE is in development; confirm waits for a method', async () => {
    const dialog = await openPayment();
    expect(confirmButton(dialog).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: /PSE/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getByText('En desarrollo')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
    expect(dialog.getByTestId('payment-remaining').textContent).toBe('0 COP');
    fireEvent.click(dialog.getByRole('button', { name: 'Tarjeta' }));
    // Single mode holds one method: the card replaced the cash.
    expect(dialog.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Tarjeta']);
    fireEvent.click(confirmButton(dialog));
    expect((await dialog.findByRole('alert')).textContent).toBe('Complete todos los campos de tarjeta');
    for (const [label, value] of [
      ['Número de tarjeta', '4242 4242 4242 4242'],
      ['Titular', 'Ana Pérez'],
      ['Vencimiento (MM/AA)', '12/29'],
      ['CVV', '123'],
    ] as const) {
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(api.callsTo(`POST /auth/subscriptions/${pending.id}/manual-payments`)).toHaveLength(1));
    const sent = api.callsTo(`POST /auth/subscriptions/${pending.id}/manual-payments`)[0]!.body as {
      idempotency_key: string;
      methods: unknown[];
    };
    expect(sent.methods).toEqual([{ type: 'card', amount: 150000, card_last4: '4242', card_holder: 'Ana Pérez' }]);
    expect(JSON.stringify(sent)).not.toMatch(/4242 4242|12\/29|"123"/);
    expect(sent.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('multiple mode: each method starts at 0, the remainder shows, a transfer sends its receipt first', async () => {
    const dialog = await openPayment();
    fireEvent.click(dialog.getByRole('radio', { name: 'Varios métodos' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Transferencia' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
    expect(dialog.getByTestId('payment-remaining').textContent).toBe('150.000 COP');
    const [transfer, cash] = dialog.getAllByRole('group').map((group) => within(group));
    fireEvent.change(transfer!.getByLabelText('Monto'), { target: { value: '100000' } });
    fireEvent.change(transfer!.getByLabelText('Referencia'), { target: { value: 'TRF-1' } });
    fireEvent.change(cash!.getByLabelText('Monto'), { target: { value: '40000' } });
    await waitFor(() => expect(dialog.getByTestId('payment-remaining').textContent).toBe('10.000 COP'));
    expect(confirmButton(dialog).disabled).toBe(true);
    fireEvent.change(cash!.getByLabelText('Monto'), { target: { value: '50000' } });
    await waitFor(() => expect(confirmButton(dialog).disabled).toBe(false));
    // Switching mode clears the methods.
    fireEvent.click(dialog.getByRole('radio', { name: 'Un método' }));
    expect(dialog.queryAllByRole('group')).toHaveLength(0);
  });

  it('multiple mode: a transfer with its receipt plus cash; the mismatch is said until they add up; paying closes the dialog', async () => {
    const onClose = jest.fn();
    renderAdmin(<TakePaymentDialog user={user} opened onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Tomar pago · Ana Pérez' }));
    await waitFor(() => expect(dialog.getByTestId('payment-total').textContent).toBe('150.000 COP'));
    fireEvent.click(dialog.getByRole('radio', { name: 'Varios métodos' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Transferencia' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
    const [transfer, cash] = dialog.getAllByRole('group').map((group) => within(group));
    fireEvent.change(transfer!.getByLabelText('Monto'), { target: { value: '100000' } });
    fireEvent.change(transfer!.getByLabelText('Referencia'), { target: { value: 'TRF-1' } });
    const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'comprobante.png', { type: 'image/png' });
    const fileInput = dialog.getAllByRole('group')[0]!.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput.accept).toBe('image/*');
    fireEvent.change(fileInput, { target: { files: [receipt] } });
    await waitFor(() => expect(dialog.getByText('El total no coincide con el monto a pagar')).toBeTruthy());
    fireEvent.change(cash!.getByLabelText('Monto'), { target: { value: '50000' } });
    await waitFor(() => expect(confirmButton(dialog).disabled).toBe(false));
    expect(dialog.queryByText('El total no coincide con el monto a pagar')).toBeNull();
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /auth/manual-payments/receipts')).toHaveLength(1);
    const sent = api.callsTo(`POST /auth/subscriptions/${pending.id}/manual-payments`)[0]!.body as { methods: unknown[] };
    expect(sent.methods).toEqual([
      { type: 'transfer', amount: 100000, reference: 'TRF-1', receipt_key: 'receipts/0123456789abcdef.png' },
      { type: 'cash', amount: 50000 },
    ]);
  });

  it('multiple mode: an amount typed with a minus sign stays positive, never -5.000', async () => {
    const dialog = await openPayment();
    fireEvent.click(dialog.getByRole('radio', { name: 'Varios métodos' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
    const amount = dialog.getByLabelText('Monto') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-5000' } });
    await waitFor(() => expect(amount.value).toBe('5.000'));
    expect(dialog.getByTestId('payment-remaining').textContent).toBe('145.000 COP');
  });

  it("says what the member's invoicing profile lacks, lets the admin complete it there, and then takes the payment", async () => {
    api.on(`GET /auth/users/${user.id}/fe/check`, { body: { success: true, ready: false, missing: ['municipality_id', 'address'] } });
    const opened: WindowEvents['open-fe-profile-modal'][] = [];
    const off = on('open-fe-profile-modal', (detail) => opened.push(detail));
    try {
      const dialog = await openPayment();
      const notice = await dialog.findByRole('status', { name: 'Completar perfil FE' });
      expect(notice.textContent).toContain(
        'Falta completar el perfil de Facturación Electrónica del cliente (Municipio, Dirección): sin él no se puede emitir su factura ni registrar el pago.',
      );
      fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
      expect(confirmButton(dialog).disabled).toBe(true);

      fireEvent.click(within(notice).getByRole('button', { name: 'Completar perfil FE' }));
      expect(opened).toEqual([{ member: { id: user.id, name: 'Ana Pérez' } }]);

      // The account's profile dialog saved it: the notice goes and the payment can be recorded.
      api.on(`GET /auth/users/${user.id}/fe/check`, { body: { success: true, ready: true, missing: [] } });
      emit('fe-profile-saved', { memberId: user.id });
      await waitFor(() => expect(dialog.queryByRole('status', { name: 'Completar perfil FE' })).toBeNull());
      expect(confirmButton(dialog).disabled).toBe(false);
    } finally {
      off();
    }
  });

  it("shows billing's refusal naming the missing fields when the profile changed meanwhile, and the way to complete it", async () => {
    const refusal =
      "El perfil de Facturación Electrónica del cliente está incompleto (falta: Dirección). Complétalo con 'Completar perfil FE' y registra el pago de nuevo.";
    api.on(`POST /auth/subscriptions/${pending.id}/manual-payments`, {
      status: 409,
      body: { success: false, message: refusal, ready: false, missing: ['address'] },
    });
    const dialog = await openPayment();
    fireEvent.click(dialog.getByRole('button', { name: 'Efectivo' }));
    api.on(`GET /auth/users/${user.id}/fe/check`, { body: { success: true, ready: false, missing: ['address'] } });
    fireEvent.click(confirmButton(dialog));
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(await dialog.findByRole('button', { name: 'Completar perfil FE' })).toBeTruthy();
  });

  it('says when the user has nothing pending, and lets the admin choose among several', async () => {
    api.on('GET /auth/subscriptions', { body: { success: true, subscriptions: [{ ...pending, status: 'active' }] } });
    const { unmount } = renderAdmin(<TakePaymentDialog user={user} opened onClose={() => {}} />);
    expect(await screen.findByText('Este usuario no tiene membresías pendientes de pago. Activa una en Membresías.')).toBeTruthy();
    unmount();

    const other = { ...pending, id: '70000000-0000-4000-8000-000000000009', plan_type: 'gold' } as Subscription;
    api.on('GET /auth/subscriptions', { body: { success: true, subscriptions: [pending, other] } });
    api.on(`GET /auth/subscriptions/${other.id}/amount-due`, { body: { success: true, subscription_id: other.id, amount: 2700000 } });
    renderAdmin(<TakePaymentDialog user={user} opened onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Tomar pago · Ana Pérez' }));
    await waitFor(() => expect(dialog.getByTestId('payment-total').textContent).toBe('150.000 COP'));
    fireEvent.click(dialog.getByRole('combobox', { name: 'Membresía a pagar' }));
    fireEvent.click(await screen.findByRole('option', { name: /gold/, hidden: true }));
    await waitFor(() => expect(dialog.getByTestId('payment-total').textContent).toBe('2.700.000 COP'));
  });

  it('cannot take a payment while the amount due is unknown', async () => {
    api.on(`GET /auth/subscriptions/${pending.id}/amount-due`, {
      status: 503,
      body: { success: false, message: 'Servicio no disponible' },
    });
    renderAdmin(<TakePaymentDialog user={user} opened onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Tomar pago · Ana Pérez' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Servicio no disponible');
    expect((dialog.getByRole('button', { name: 'Efectivo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
