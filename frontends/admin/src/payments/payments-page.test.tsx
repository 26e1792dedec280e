/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, on, type WindowEventName } from '@mb/ui';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';
import type { AdminPayment } from './use-admin-payments.js';

const paid: AdminPayment = {
  id: '30000000-0000-4000-8000-000000000001',
  created_at: '2025-03-15T20:04:00.000Z',
  user_full_name: 'Ana Pérez',
  user_email: 'ana@example.co',
  product_name: 'Software Restaurante',
  product_category: 'Software',
  amount: 1620000,
  currency: 'COP',
  status: 'paid',
  wompi_status: 'APPROVED',
  wompi_reference: 'MB-ORDER-0001',
  wompi_transaction_id: '1234-1700000000-12345',
  method: 'wompi',
  manual_methods: [],
};
const pending: AdminPayment = {
  ...paid,
  id: '30000000-0000-4000-8000-000000000002',
  created_at: '2025-03-16T13:30:00.000Z',
  user_full_name: 'Luis Gómez',
  user_email: 'luis@example.co',
  product_name: 'Bot de WhatsApp',
  product_category: null,
  amount: 80000,
  status: 'pending',
  wompi_status: null,
  wompi_reference: 'MB-ORDER-0002',
  wompi_transaction_id: null,
};
const manual: AdminPayment = {
  ...paid,
  id: '30000000-0000-4000-8000-000000000003',
  wompi_status: null,
  wompi_reference: 'MB-MANUAL-1A2B3C4D',
  wompi_transaction_id: null,
  method: 'manual',
  manual_methods: ['transfer', 'cash'],
};

const answer = (payments: AdminPayment[]) => ({ body: { success: true, payments } });

let api: FakeApi;
let events: WindowEventName[];
let off: () => void;

beforeEach(() => {
  api = new FakeApi();
  events = [];
  off = on('open-admin-dashboard', () => events.push('open-admin-dashboard'));
});

afterEach(() => off());

const openPayments = () => renderAdmin(<AdminApp />, { path: '/admin/pagos' });
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Pagos', () => {
  it('asks for at most 500 payments and shows date, customer, product, COP amount, status and Wompi details', async () => {
    api.on('GET /auth/payments', answer([paid, pending]));
    openPayments();

    expect(screen.getByText('Cargando…')).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagos');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha',
      'Cliente',
      'Producto',
      'Monto',
      'Estado',
      'Wompi',
    ]);
    expect(bodyRows().map(cellTexts)).toEqual([
      [
        formatDateTime(paid.created_at),
        'Ana Pérezana@example.co',
        'Software RestauranteSoftware',
        '1.620.000 COP',
        'PagadoReembolsar',
        'APPROVEDRef. MB-ORDER-0001Transacción 1234-1700000000-12345',
      ],
      [
        formatDateTime(pending.created_at),
        'Luis Gómezluis@example.co',
        'Bot de WhatsApp',
        '80.000 COP',
        'Pendiente',
        '—Ref. MB-ORDER-0002Transacción —',
      ],
    ]);
    expect(formatDateTime(paid.created_at)).toMatch(/^15\/03\/2025, 3:04/);
    expect(api.callsTo('GET /auth/payments')).toHaveLength(1);
    expect([...api.callsTo('GET /auth/payments')[0]!.query]).toEqual([['limit', '500']]);
  });

  it('searches on the server once typing pauses, keeping the previous rows until the answer comes', async () => {
    api.on('GET /auth/payments', answer([paid, pending]));
    openPayments();
    await screen.findByRole('table');

    // Hold the search's answer back to see what the page shows meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return fakeFetch(input, init);
    }) as typeof fetch;
    api.on('GET /auth/payments', answer([pending]));

    const search = screen.getByRole('searchbox', { name: 'Buscar pagos' });
    expect(search.getAttribute('placeholder')).toBe('Buscar por cliente, referencia, transacción…');
    fireEvent.change(search, { target: { value: ' l' } });
    fireEvent.change(search, { target: { value: ' luis ' } });
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true'));
    expect(bodyRows()).toHaveLength(2);

    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0]!)[1]).toBe('Luis Gómezluis@example.co');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
    // One request per pause in typing, the search trimmed, the limit kept.
    expect(api.callsTo('GET /auth/payments').map((call) => Object.fromEntries(call.query))).toEqual([
      { limit: '500' },
      { limit: '500', q: 'luis' },
    ]);
  });

  it('shows a payment recorded by hand with the ways it was paid instead of Wompi’s details', async () => {
    api.on('GET /auth/payments', answer([manual]));
    openPayments();
    await screen.findByRole('table');
    expect(cellTexts(bodyRows()[0]!)[5]).toBe('Pago manualTransferencia + EfectivoRef. MB-MANUAL-1A2B3C4D');
  });

  it("says 'No hay pagos' when there are none", async () => {
    api.on('GET /auth/payments', answer([]));
    openPayments();
    expect(await screen.findByText('No hay pagos')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'No se pudieron cargar los pagos' or the server's message on failure, and retries", async () => {
    api.on(
      'GET /auth/payments',
      { status: 500, body: { success: false } },
      { status: 502, body: { success: false, message: 'Servicio no disponible, inténtalo de nuevo más tarde' } },
      () => {
        throw new TypeError('Failed to fetch');
      },
      answer([paid]),
    );
    openPayments();

    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar los pagos');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Servicio no disponible, inténtalo de nuevo más tarde'));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar los pagos'));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it("shows 'Acceso Denegado' when the gateway refuses a non-administrator", async () => {
    api.on('GET /auth/payments', { status: 403, body: { success: false, message: 'No tienes permisos para acceder a esta página.' } });
    openPayments();

    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText('Acceso Denegado')).toBeTruthy();
    expect(within(denied).getByText('No tienes permisos para acceder a esta página.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("'Volver' goes back to the admin dashboard", async () => {
    api.on('GET /auth/payments', answer([]));
    openPayments();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(events).toEqual(['open-admin-dashboard']);
  });

  it("'Reembolsar' an approved payment after confirming: the server's message, and the list asked again", async () => {
    api
      .on('GET /auth/payments', answer([paid, pending]), answer([{ ...paid, status: 'voided' }, pending]))
      .on(`POST /auth/payments/${paid.id}/refund`, {
        body: {
          success: true,
          message: 'Pago reembolsado: la membresía terminó y se emitirá la nota crédito de su factura',
          payment: { id: paid.id, status: 'voided' },
        },
      });
    const toasts: string[] = [];
    const offToast = on('global-toast', (toast) => toasts.push(toast.message));
    openPayments();
    await screen.findByRole('table');
    expect(within(bodyRows()[1]!).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar el pago' });
    expect(dialog.textContent).toContain('nota crédito');
    expect(api.callsTo(`POST /auth/payments/${paid.id}/refund`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar y anular la factura' }));
    await waitFor(() => expect(toasts).toEqual(['Pago reembolsado: la membresía terminó y se emitirá la nota crédito de su factura']));
    await waitFor(() => expect(cellTexts(bodyRows()[0]!)[4]).toBe('Anulado'));
    offToast();
  });
});
