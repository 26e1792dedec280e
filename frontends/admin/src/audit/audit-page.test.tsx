/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntryView } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const deleted: AuditEntryView = {
  id: '40000000-0000-4000-8000-000000000001',
  at: '2026-11-23T15:04:00.000Z',
  service: 'identity',
  actor_id: '00000000-0000-4000-8000-00000000ad01',
  actor_email: 'admin@mbplatform.co',
  actor_role: 'SuperAdmin',
  actor_ip: '190.24.10.7',
  action: 'user.deleted',
  entity_type: 'user',
  entity_id: 'c0ffee00-0000-4000-8000-000000000001',
  before: { status: 'active' },
  after: { status: 'deleted' },
};
const erased: AuditEntryView = {
  ...deleted,
  id: '40000000-0000-4000-8000-000000000002',
  actor_id: 'system',
  actor_email: 'system',
  actor_role: 'system',
  actor_ip: null,
  action: 'user.erased',
  before: null,
  after: null,
};
const unknownAction: AuditEntryView = {
  ...deleted,
  id: '40000000-0000-4000-8000-000000000003',
  action: 'widget.polished',
  entity_type: 'widget',
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});

const openAudit = () => renderAdmin(<AdminApp />, { path: '/admin/auditoria' });
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const page = (entries: AuditEntryView[], next_cursor: string | null = null) => ({ body: { success: true, entries, next_cursor } });

describe('Registro de auditoría', () => {
  it('shows when, who and from where, what, on which item and the fields it changed', async () => {
    api.on('GET /auth/audit', page([deleted, erased, unknownAction]));
    openAudit();

    // The screen's code loads on first visit; then its own loading text while the log is asked for.
    expect(await screen.findByText('Cargando…')).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registro de auditoría');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha',
      'Quién',
      'Acción',
      'Elemento',
      'Cambios',
    ]);
    expect(bodyRows().map(cellTexts)).toEqual([
      [
        formatDateTime(deleted.at),
        'admin@mbplatform.coSuperAdmin · 190.24.10.7',
        'Eliminó un usuario',
        `Usuario${deleted.entity_id}`,
        'status: active → deleted',
      ],
      [
        formatDateTime(deleted.at),
        'Sistema',
        'Borró los datos personales de un usuario',
        `Usuario${deleted.entity_id}`,
        'Sin cambios de campos',
      ],
      [
        formatDateTime(deleted.at),
        'admin@mbplatform.coSuperAdmin · 190.24.10.7',
        'widget.polished',
        `widget${deleted.entity_id}`,
        'status: active → deleted',
      ],
    ]);
  });

  it('filters on the server and loads the next page where the last one ended', async () => {
    api.on('GET /auth/audit', page([deleted], 'cursor-1'), page([erased]), page([deleted]));
    openAudit();
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.callsTo('GET /auth/audit')).toHaveLength(3));
    expect(api.callsTo('GET /auth/audit').map((call) => Object.fromEntries(call.query))).toEqual([
      {},
      { cursor: 'cursor-1' },
      { from: '2026-11-01' },
    ]);
  });

  it('says so when nothing matches, and shows the failure with a retry', async () => {
    api.on('GET /auth/audit', { status: 502, body: { success: false, message: 'No se pudo cargar el registro de auditoría' } }, page([]));
    openAudit();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el registro de auditoría');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay cambios registrados con estos filtros.')).toBeTruthy();
  });

  it("shows 'Acceso Denegado' to a client before any call", async () => {
    renderAdmin(<AdminApp />, {
      path: '/admin/auditoria',
      user: { id: 'c1', email: 'cliente@example.co', name: 'Cliente', role: 'Client' },
    });
    expect(await screen.findByText('Acceso Denegado')).toBeTruthy();
    expect(api.callsTo('GET /auth/audit')).toHaveLength(0);
  });
});
