/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceListItem } from '@mb/contracts';
import { formatCop, formatDateTime, on, type ToastDetail } from '@mb/ui';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const issued: InvoiceListItem = {
  payment_id: '50000000-0000-4000-8000-000000000001',
  number: 'SETP990000007',
  created_at: '2026-11-23T15:04:00.000Z',
  issued_at: '2026-11-23T15:04:02.000Z',
  buyer: { name: 'Restaurantes Andinos S.A.S.', identification: '900123456-8', email: 'compras@andinos.co' },
  total: 150000,
  status: 'issued',
  status_text: 'Aceptada por la DIAN',
  status_code: '00',
  errors: [],
  problems: [],
  fix_in_profile: false,
  cufe: 'a'.repeat(96),
  pdf_url: '/auth/invoices/50000000-0000-4000-8000-000000000001/pdf',
  xml_url: '/auth/invoices/50000000-0000-4000-8000-000000000001/xml',
  credit_note: null,
  lines: [],
  notes: [],
};
const failed: InvoiceListItem = {
  ...issued,
  payment_id: '50000000-0000-4000-8000-000000000002',
  number: null,
  status: 'failed',
  status_text: 'No enviada: requiere corrección',
  status_code: null,
  errors: ['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
  problems: [{ rule: 'FAD06', explanation: 'El código único del documento (CUFE o CUDE) no coincide.', fixed_by: 'issuer' }],
  pdf_url: null,
  xml_url: null,
};
const voided: InvoiceListItem = {
  ...issued,
  payment_id: '50000000-0000-4000-8000-000000000003',
  number: 'SETP990000008',
  credit_note: {
    number: 'NC1',
    status: 'issued',
    status_text: 'Anulada con nota crédito',
    reason: 'voided',
    reason_text: 'Pago anulado en Wompi',
    errors: [],
    created_at: '2026-11-23T16:00:00.000Z',
    pdf_url: '/auth/invoices/50000000-0000-4000-8000-000000000003/credit-note/pdf',
  },
};

let api: FakeApi;
let toasts: ToastDetail[] = [];
on('global-toast', (toast) => toasts.push(toast));
beforeEach(() => {
  api = new FakeApi();
  toasts = [];
});

const list = (invoices: InvoiceListItem[], unsettled = 0) => ({ body: { success: true, invoices, total: invoices.length, unsettled } });
const openView = () => renderAdmin(<AdminApp />, { path: '/admin/facturacion/facturas' });
const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('Facturas electrónicas', () => {
  it("opens from the administrators' panel", async () => {
    api.on('GET /auth/dashboard/admin', {
      body: {
        success: true,
        message: 'OK',
        users: [],
        total: 0,
        stats: { active: 0, administrators: 0, clients: 0, inactive: 0 },
        unavailable: [],
      },
    });
    const opened: string[] = [];
    const off = on('open-admin-invoices', () => opened.push('invoices'));
    renderAdmin(<AdminApp />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Facturas electrónicas' }));
    expect(opened).toEqual(['invoices']);
    off();
  });

  it('lists number, date, buyer, total and DIAN state in plain Spanish, with its files and what to fix', async () => {
    api.on('GET /api/facturacion/facturas', list([issued, failed, voided], 1));
    openView();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Facturas electrónicas');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Número',
      'Fecha',
      'Cliente',
      'Total',
      'Estado DIAN',
      'Acciones',
    ]);
    const accepted = rowOf('SETP990000007');
    expect(accepted.textContent).toContain(formatDateTime(issued.created_at));
    expect(accepted.textContent).toContain('Restaurantes Andinos S.A.S.900123456-8 · compras@andinos.co');
    expect(accepted.textContent).toContain(formatCop(150000));
    expect(accepted.textContent).toContain('Aceptada por la DIAN');
    expect(within(accepted).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(issued.pdf_url);
    expect(within(accepted).getByRole('link', { name: 'XML' }).getAttribute('href')).toBe(issued.xml_url);

    const notSent = rowOf('Sin número');
    expect(notSent.textContent).toContain('No enviada: requiere corrección');
    expect(notSent.textContent).toContain('FAD06 · El código único del documento (CUFE o CUDE) no coincide. Lo corrige el emisor.');
    expect(within(notSent).queryByRole('link')).toBeNull();

    const cancelled = rowOf('SETP990000008');
    expect(cancelled.textContent).toContain('Anulada con nota crédito');
    expect(cancelled.textContent).toContain('Nota crédito NC1 · Pago anulado en Wompi');
    expect(within(cancelled).getByRole('link', { name: 'PDF nota crédito' }).getAttribute('href')).toBe(voided.credit_note!.pdf_url);
    expect(within(cancelled).queryByRole('button', { name: 'Reenviar por correo' })).toBeNull();

    expect(screen.getByRole('alert').textContent).toContain('1 factura no fue aceptada por la DIAN');
  });

  it('the alert leads to the invoices it counts: those DIAN never accepted', async () => {
    api.on('GET /api/facturacion/facturas', list([issued, failed], 1));
    openView();
    await screen.findByRole('table');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Ver las no aceptadas' }));
    await waitFor(() => expect(api.callsTo('GET /api/facturacion/facturas').at(-1)!.query.get('status')).toBe('unsettled'));
  });

  it('filters by state and search on the server, and exports the same filters as CSV', async () => {
    api.on('GET /api/facturacion/facturas', list([issued]));
    openView();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'andinos' } });
    await waitFor(() => expect(api.callsTo('GET /api/facturacion/facturas').at(-1)!.query.get('q')).toBe('andinos'));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.callsTo('GET /api/facturacion/facturas').at(-1)!.query.get('from')).toBe('2026-11-01'));
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/facturacion/facturas/export?q=andinos&from=2026-11-01',
    );
  });

  it("'Reintentar' a failed invoice and 'Reenviar' an accepted one say what happened and refresh the list", async () => {
    api
      .on(
        'GET /api/facturacion/facturas',
        list([issued, failed], 1),
        list([issued, { ...failed, status: 'issued', status_text: 'Aceptada por la DIAN', errors: [], number: 'SETP990000009' }]),
      )
      .on('POST /api/facturacion/facturas/50000000-0000-4000-8000-000000000002/reintentar', {
        body: { success: true, message: 'Factura enviada de nuevo a la DIAN', invoice: { ...failed, status: 'issued' } },
      })
      .on('POST /api/facturacion/facturas/50000000-0000-4000-8000-000000000001/reenviar', {
        body: { success: true, message: 'Factura reenviada por correo electrónico al cliente', invoice: issued },
      });
    openView();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf('Sin número')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Factura enviada de nuevo a la DIAN' }]));
    await waitFor(() => expect(rowOf('SETP990000009')).toBeTruthy());
    fireEvent.click(within(rowOf('SETP990000007')).getByRole('button', { name: 'Reenviar por correo' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Factura reenviada por correo electrónico al cliente' }));
  });

  it("'Emitir nota' offers the invoice's lines and sends a debit note for an amount with DIAN's reason, then shows it on the invoice", async () => {
    const lines = [
      { description: 'Software Restaurante - plan Pro mensual', total: 100000 },
      { description: 'Software Tienda - plan Pro mensual', total: 50000 },
    ];
    const debit = {
      id: '60000000-0000-4000-8000-000000000001',
      kind: 'debit' as const,
      number: 'ND1',
      status: 'issued' as const,
      status_text: 'Nota débito aceptada por la DIAN',
      reason: 1,
      reason_text: 'Intereses',
      description: 'Intereses de mora',
      total: 11900,
      errors: [],
      created_at: '2026-11-24T10:00:00.000Z',
      pdf_url: '/auth/invoices/50000000-0000-4000-8000-000000000001/notes/60000000-0000-4000-8000-000000000001/pdf',
    };
    const noted = { ...issued, lines, notes: [debit] };
    api
      .on('GET /api/facturacion/facturas', list([{ ...issued, lines }]), list([noted]))
      .on('POST /api/facturacion/facturas/50000000-0000-4000-8000-000000000001/notas', {
        body: { success: true, message: 'Nota débito aceptada por la DIAN', invoice: noted },
      });
    openView();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf('SETP990000007')).getByRole('button', { name: 'Emitir nota' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Software Tienda - plan Pro mensual · ${formatCop(50000)}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Nota débito'));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Motivo (lista de la DIAN)' }));
    fireEvent.click(await screen.findByRole('option', { name: '1 · Intereses', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Valor en pesos/ }), { target: { value: '11900' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Intereses de mora' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir nota débito' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Nota débito aceptada por la DIAN' }));
    expect(api.callsTo('POST /api/facturacion/facturas/50000000-0000-4000-8000-000000000001/notas')[0]!.body).toEqual({
      kind: 'debit',
      reason: 1,
      description: 'Intereses de mora',
      amount: 11900,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf('SETP990000007')).getByTestId('invoice-notes').textContent).toContain('ND1 · Intereses'));
    expect(within(rowOf('SETP990000007')).getByRole('link', { name: 'PDF ND1' }).getAttribute('href')).toBe(debit.pdf_url);
  });
});
