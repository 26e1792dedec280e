/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { ExpiryWarningView } from '@mb/contracts';
import { FakeApi, issuer, issuersAnswer, openInvoicingTab } from '../invoicing/invoicing-test-kit.js';
import { renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

// Issue 34 item 8: what is about to run out shows on the admin dashboard and beside its issuer in the issuer list.
let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});

const warning = (overrides: Partial<ExpiryWarningView>): ExpiryWarningView => ({
  id: 1,
  issuer_id: 3,
  issuer_name: 'Empresa 3 S.A.S.',
  kind: 'resolution_ending',
  subject: '1/18760000077/SETT',
  ends_on: '2026-12-06',
  days_left: 10,
  numbers_left: null,
  range_size: null,
  raised_at: '2026-11-26T13:00:00.000Z',
  ...overrides,
});
const warnings = [
  warning({}),
  warning({ id: 2, kind: 'certificate_expiring', subject: '2026-11-27', ends_on: '2026-11-27', days_left: 1 }),
  warning({
    id: 3,
    issuer_id: 0,
    issuer_name: 'MB Platform S.A.S.',
    kind: 'resolution_numbers_low',
    subject: '1/18760000001/SETP',
    ends_on: null,
    days_left: null,
    numbers_left: 420_000,
    range_size: 5_000_001,
  }),
];
const dashboard = {
  body: {
    success: true,
    message: 'OK',
    users: [],
    total: 0,
    stats: { active: 1, administrators: 1, clients: 0, inactive: 0 },
    unavailable: [],
  },
};

describe('expiry warnings', () => {
  it('the dashboard lists each warning in a sentence, the platform’s own numbering named as such', async () => {
    api.on('GET /auth/dashboard/admin', dashboard);
    api.on('GET /api/facturacion/avisos', { body: { success: true, data: warnings } });
    renderAdmin(<AdminApp />, { path: '/admin' });

    const panel = await screen.findByRole('alert', { name: /Avisos de vencimiento/ });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La resolución 18760000077 (SETT) de Empresa 3 S.A.S. vence el 06/12/2026: quedan 10 días.',
      'El certificado de firma de Empresa 3 S.A.S. vence el 27/11/2026: queda 1 día.',
      'A la resolución 18760000001 (SETP) de MB Platform S.A.S. (la plataforma) le quedan 420.000 de sus 5.000.001 números.',
    ]);
  });

  it.each([
    ['nothing is about to run out', { body: { success: true, data: [] } }],
    ['the warnings cannot be read', { status: 503, body: { success: false, message: 'Servicio no disponible' } }],
  ])('the dashboard shows no panel when %s, and the rest of it as usual', async (_case, answer) => {
    api.on('GET /auth/dashboard/admin', dashboard);
    api.on('GET /api/facturacion/avisos', answer);
    renderAdmin(<AdminApp />, { path: '/admin' });
    await screen.findByText('No se encontraron usuarios con los filtros aplicados.');
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/facturacion/avisos'));
    expect(screen.queryByRole('alert', { name: /Avisos de vencimiento/ })).toBeNull();
  });

  it('the issuer list marks the issuer whose resolution and certificate are running out, with the sentence as title', async () => {
    api.on('GET /api/facturacion/facturadores', issuersAnswer([issuer(3), issuer(4)]));
    api.on('GET /api/facturacion/avisos', { body: { success: true, data: warnings } });
    await openInvoicingTab('Creación de Facturadores');

    const [terraza, other] = (await screen.findAllByRole('row')).slice(1);
    const badges = await within(terraza!).findAllByText(/por vencer/);
    expect(badges.map((badge) => badge.textContent)).toEqual(['Resolución por vencer', 'Certificado por vencer']);
    expect(within(terraza!).getByTitle('El certificado de firma de Empresa 3 S.A.S. vence el 27/11/2026: queda 1 día.')).toBeTruthy();
    expect(within(other!).queryByText(/por vencer|por agotarse/)).toBeNull();
  });
});
