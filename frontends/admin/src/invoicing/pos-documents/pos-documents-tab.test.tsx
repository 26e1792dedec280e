/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PosDocumentItem, PosDocumentList } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { change, FakeApi, issuer, issuersAnswer, openInvoicingTab, recordToasts } from '../invoicing-test-kit.js';

const restaurantId = '4f1c2b3a-5d6e-4f70-8192-a3b4c5d6e7f8';
const terraza = issuer(3, {
  business_name: 'La Terraza SAS',
  restaurant: { restaurant_id: restaurantId, restaurant_name: 'La Terraza', owner_email: 'duena@laterraza.co', inc_responsible: true },
});
const problem = 'La DIAN rechazó el documento (regla FAD06): el CUDE no coincide. Revisa la clave técnica y reintenta.';

function document(overrides: Partial<PosDocumentItem> = {}): PosDocumentItem {
  return {
    id: '70000000-0000-4000-8000-000000000001',
    restaurant_id: restaurantId,
    check_id: '71000000-0000-4000-8000-000000000001',
    refund_id: null,
    kind: 'documento_pos',
    status: 'emitido',
    number: 'EPOS1',
    cude: 'c'.repeat(96),
    qr_url: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=ccc',
    resolution_legend: 'Resolución DIAN 18760000001 del 2026-01-01, EPOS1 a EPOS5000',
    problem: null,
    buyer: { identification: '222222222222', name: 'Consumidor final' },
    total: 61_600,
    created_at: '2026-11-25T19:30:00.000Z',
    issued_at: '2026-11-25T19:30:02.000Z',
    ...overrides,
  };
}
const issued = document();
const rejected = document({
  id: '70000000-0000-4000-8000-000000000002',
  check_id: '71000000-0000-4000-8000-000000000002',
  kind: 'factura',
  status: 'rechazado',
  number: 'EPOS2',
  cude: null,
  qr_url: null,
  problem,
  buyer: { identification: '900123456', name: 'Andinos S.A.S.' },
  total: 35_000,
  issued_at: null,
});
const list = (documents: PosDocumentItem[]): { body: PosDocumentList } => ({
  body: { documents, total: documents.length, page: 1, page_size: 50 },
});
const listRoute = 'GET /api/facturacion/documentos-pos';
const tab = 'Documentos POS de restaurantes';

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer([terraza]));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const row = (number: string) => screen.getByRole('row', { name: number });

it("shows every restaurant's documents with their status, the rejected one's problem, their files and the CSV", async () => {
  api.on(listRoute, list([issued, rejected]));
  await openInvoicingTab(tab);

  expect(await screen.findByText('EPOS1')).toBeTruthy();
  const first = within(row('EPOS1'));
  expect(first.getByText('La Terraza')).toBeTruthy();
  expect(first.getByText('Documento POS')).toBeTruthy();
  expect(first.getByText('Emitido')).toBeTruthy();
  expect(first.getByText(formatCop(61_600))).toBeTruthy();
  expect(first.getByRole('link', { name: 'XML' }).getAttribute('href')).toBe(`/api/facturacion/documentos-pos/${issued.id}/xml`);
  expect(first.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(`/api/facturacion/documentos-pos/${issued.id}/pdf`);
  expect(first.getByRole('link', { name: 'Respuesta DIAN' }).getAttribute('href')).toBe(
    `/api/facturacion/documentos-pos/${issued.id}/respuesta`,
  );
  expect(first.queryByRole('button', { name: 'Reintentar' })).toBeNull();

  const second = within(row('EPOS2'));
  expect(second.getByText('Factura electrónica')).toBeTruthy();
  expect(second.getByText('Rechazado')).toBeTruthy();
  expect(second.getByRole('note').textContent).toBe(problem);
  expect(second.getByText('Andinos S.A.S.')).toBeTruthy();
  expect(second.queryByRole('link', { name: 'PDF' })).toBeNull();
  expect(second.getByRole('button', { name: 'Reintentar' })).toBeTruthy();

  expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe('/api/facturacion/documentos-pos.csv');
  expect(api.callsTo(listRoute)[0]!.query.toString()).toBe('');
});

it('asks the server again with the filters, and the CSV holds what is filtered', async () => {
  api.on(listRoute, (call) => list(call.query.get('numero') === 'EPOS2' ? [rejected] : [issued, rejected]));
  await openInvoicingTab(tab);
  await screen.findByText('EPOS1');

  change(screen.getByLabelText('Número'), 'EPOS2');
  change(screen.getByLabelText('Desde'), '2026-11-01');
  await waitFor(() => expect(screen.queryByText('EPOS1')).toBeNull());
  const query = api.callsTo(listRoute).at(-1)!.query;
  expect(query.get('numero')).toBe('EPOS2');
  expect(query.get('desde')).toBe('2026-11-01');
  expect(screen.getByText('EPOS2')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
    '/api/facturacion/documentos-pos.csv?desde=2026-11-01&numero=EPOS2',
  );

  fireEvent.click(screen.getByRole('combobox', { name: 'Restaurante' }));
  fireEvent.click(await screen.findByRole('option', { name: 'La Terraza', hidden: true }));
  fireEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Rechazado', hidden: true }));
  await waitFor(() => expect(api.callsTo(listRoute).at(-1)!.query.get('estado')).toBe('rechazado'));
  expect(api.callsTo(listRoute).at(-1)!.query.get('restaurante')).toBe(restaurantId);
});

it("retries a rejected document: the server's message shows and the list is asked again", async () => {
  const resent = { ...rejected, status: 'emitido' as const, problem: null, cude: 'd'.repeat(96) };
  api.on(listRoute, list([issued, rejected]), list([issued, resent])).on(`POST /api/facturacion/documentos-pos/${rejected.id}/reintentar`, {
    body: { message: 'Documento reenviado a la DIAN', document: resent },
  });
  await openInvoicingTab(tab);
  await screen.findByText('EPOS2');

  fireEvent.click(within(row('EPOS2')).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(toasts.messages()).toContain('Documento reenviado a la DIAN'));
  expect(api.callsTo(`POST /api/facturacion/documentos-pos/${rejected.id}/reintentar`)).toHaveLength(1);
  await waitFor(() => expect(within(row('EPOS2')).getByText('Emitido')).toBeTruthy());
  expect(within(row('EPOS2')).queryByRole('button', { name: 'Reintentar' })).toBeNull();
});

it('shows the loading state, then the empty state when no document matches', async () => {
  let answer: (value: unknown) => void = () => {};
  api.on(listRoute, list([]));
  const pending = new Promise((resolve) => {
    answer = resolve;
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/documentos-pos')) await pending;
    return realFetch(input, init);
  }) as typeof fetch;
  await openInvoicingTab(tab);

  expect(await screen.findByText('Cargando documentos...')).toBeTruthy();
  answer(undefined);
  expect(await screen.findByText('No hay documentos con estos filtros.')).toBeTruthy();
});
