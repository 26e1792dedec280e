/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceListItem } from '@mb/contracts';
import { formatCop, formatDate, on } from '@mb/ui';
import { FakeApi, renderAccount } from '../testing/test-kit.js';
import { dashboardAnswer } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';

const issued: InvoiceListItem = {
  payment_id: '50000000-0000-4000-8000-000000000001',
  number: 'SETP990000007',
  created_at: '2026-11-23T15:04:00.000Z',
  issued_at: '2026-11-23T15:04:02.000Z',
  buyer: { name: 'Ana Pérez', identification: '1020304050', email: 'ana@example.com' },
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
  errors: ['El dígito de verificación 1 no corresponde al NIT 900123456. Corrígelo en tu Perfil de Facturación Electrónica.'],
  problems: [{ rule: null, explanation: 'El dígito de verificación 1 no corresponde al NIT 900123456.', fixed_by: 'buyer' }],
  fix_in_profile: true,
  pdf_url: null,
  xml_url: null,
};
/** DIAN's FAD06 (the CUFE): the issuer's to fix, so nothing sends the buyer to their profile. */
const rejected: InvoiceListItem = {
  ...issued,
  payment_id: '50000000-0000-4000-8000-000000000004',
  number: 'SETP990000009',
  status: 'rejected',
  status_text: 'Rechazada por la DIAN',
  errors: ['La factura no se pudo emitir por un ajuste que le corresponde a la plataforma, no a ti.'],
  problems: [{ rule: null, explanation: 'El código único del documento (CUFE o CUDE) no coincide.', fixed_by: 'issuer' }],
  fix_in_profile: false,
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
let opened: number;
let off: () => void;
beforeEach(() => {
  api = new FakeApi().on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [], shared_apps: [] }));
  opened = 0;
  off = on('open-fe-profile-modal', () => (opened += 1));
});
afterEach(() => off());

const cards = () => screen.getAllByTestId('invoice-card');

describe('Mis Suscripciones › Facturas', () => {
  it("shows the customer's invoices with their PDF, what to fix on a failed one, and a credit note", async () => {
    api.on('GET /auth/invoices', { body: { success: true, invoices: [voided, failed, issued] } });
    renderAccount(<AccountApp />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas' }));
    await screen.findByText('Tus facturas electrónicas');
    const [cancelled, notSent, accepted] = cards();

    expect(accepted!.textContent).toContain('Factura SETP990000007');
    expect(accepted!.textContent).toContain(`${formatDate(issued.created_at)} · ${formatCop(150000)}`);
    expect(accepted!.textContent).toContain('Aceptada por la DIAN');
    expect(within(accepted!).getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')).toBe(issued.pdf_url);

    expect(notSent!.textContent).toContain('Factura sin número');
    expect(within(notSent!).getByRole('alert').textContent).toContain('El dígito de verificación 1 no corresponde al NIT 900123456.');
    fireEvent.click(within(notSent!).getByRole('button', { name: 'Corregir mi perfil de facturación' }));
    expect(opened).toBe(1);

    expect(cancelled!.textContent).toContain('Anulada con nota crédito');
    expect(cancelled!.textContent).toContain('Nota crédito NC1 · Pago anulado en Wompi');
    expect(within(cancelled!).getByRole('link', { name: 'PDF de la nota crédito' }).getAttribute('href')).toBe(voided.credit_note!.pdf_url);
  });

  it('shows the credit and debit notes DIAN accepted on an invoice, with their PDFs; one DIAN refused is not theirs', async () => {
    const note = (id: string, kind: 'credit' | 'debit', number: string, status: 'issued' | 'rejected') => ({
      id: `60000000-0000-4000-8000-00000000000${id}`,
      kind,
      number,
      status,
      status_text: status === 'issued' ? 'Aceptada por la DIAN' : 'Rechazada por la DIAN',
      reason: 1,
      reason_text: kind === 'credit' ? 'Devolución parcial de los bienes y/o no aceptación parcial del servicio' : 'Intereses',
      description: 'x',
      total: kind === 'credit' ? 50000 : 11900,
      errors: [],
      created_at: '2026-11-24T10:00:00.000Z',
      pdf_url: status === 'issued' ? `/auth/invoices/${issued.payment_id}/notes/60000000-0000-4000-8000-00000000000${id}/pdf` : null,
    });
    const notes = [note('1', 'credit', 'NC2', 'issued'), note('2', 'debit', 'ND1', 'issued'), note('3', 'debit', 'ND2', 'rejected')];
    api.on('GET /auth/invoices', { body: { success: true, invoices: [{ ...issued, notes }] } });
    renderAccount(<AccountApp />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const [card] = await screen.findAllByTestId('invoice-card');
    const shown = within(card!).getAllByTestId('invoice-note');
    expect(shown.map((row) => row.textContent)).toEqual([
      `Nota crédito NC2 · ${formatCop(50000)}Devolución parcial de los bienes y/o no aceptación parcial del servicioPDF de la nota NC2`,
      `Nota débito ND1 · ${formatCop(11900)}InteresesPDF de la nota ND1`,
    ]);
    expect(within(card!).getByRole('link', { name: 'PDF de la nota ND1' }).getAttribute('href')).toBe(notes[1]!.pdf_url);
  });

  it('a rejection the issuer must fix says so and does not send the buyer to their profile', async () => {
    api.on('GET /auth/invoices', { body: { success: true, invoices: [rejected] } });
    renderAccount(<AccountApp />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const [card] = await screen.findAllByTestId('invoice-card');
    expect(within(card!).getByRole('alert').textContent).toContain('le corresponde a la plataforma, no a ti');
    expect(within(card!).queryByRole('button', { name: 'Corregir mi perfil de facturación' })).toBeNull();
  });

  it("'Reenviar por correo' asks the platform to mail an accepted invoice again and shows its answer", async () => {
    const toasts: { type: string; message: string }[] = [];
    const offToast = on('global-toast', (toast) => toasts.push(toast));
    const message = 'Te enviamos de nuevo la factura a tu correo electrónico';
    api
      .on('GET /auth/invoices', { body: { success: true, invoices: [failed, issued] } })
      .on(`POST /auth/invoices/${issued.payment_id}/reenviar`, { body: { success: true, message, invoice: issued } });
    renderAccount(<AccountApp />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas' }));
    await screen.findByText('Tus facturas electrónicas');
    const [notSent, accepted] = cards();
    expect(within(notSent!).queryByRole('button', { name: 'Reenviar por correo' })).toBeNull();

    fireEvent.click(within(accepted!).getByRole('button', { name: 'Reenviar por correo' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message }]));
    expect(api.callsTo(`POST /auth/invoices/${issued.payment_id}/reenviar`)).toHaveLength(1);
    offToast();
  });

  it('says when there are none', async () => {
    api.on('GET /auth/invoices', { body: { success: true, invoices: [] } });
    renderAccount(<AccountApp />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturas' }));
    expect(await screen.findByText('Aún no tienes facturas.')).toBeTruthy();
  });
});
