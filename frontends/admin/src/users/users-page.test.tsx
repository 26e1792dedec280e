/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';
import type { AdminDashboard, DashboardUser } from './use-admin-dashboard.js';

const ana: DashboardUser = {
  id: '50000000-0000-4000-8000-000000000001',
  email: 'ana@restaurante.co',
  name: 'Ana Pérez',
  full_name: 'Ana Pérez',
  company_name: 'La Terraza SAS',
  phone: null,
  legal_id: null,
  role: 'Client',
  status: 'inactive',
  permissions: ['view_own_data'],
  email_verified: true,
  last_login: null,
  created_at: '2026-11-01T15:00:00.000Z',
  deleted_at: null,
  plan_type: 'gold',
};
const root: DashboardUser = {
  ...ana,
  id: '50000000-0000-4000-8000-000000000002',
  email: 'root@mb.co',
  full_name: 'Raíz',
  company_name: null,
  role: 'SuperAdmin',
  status: 'active',
  last_login: '2026-11-20T15:00:00.000Z',
  plan_type: 'básico',
};
const dashboard = (users: DashboardUser[], total = users.length): { body: AdminDashboard } => ({
  body: { success: true, message: 'OK', users, total, stats: { active: 7, administrators: 2, clients: 6, inactive: 1 }, unavailable: [] },
});

let api: FakeApi;
let toasts: ToastDetail[];
beforeEach(() => {
  api = new FakeApi();
  toasts = [];
  on('global-toast', (toast) => toasts.push(toast));
});

const openUsers = () => renderAdmin(<AdminApp />, { path: '/admin' });
const rows = () => screen.getAllByRole('row').slice(1);
const queries = () => api.callsTo('GET /auth/dashboard/admin').map((call) => Object.fromEntries(call.query));

describe('Panel de Super Administrador', () => {
  it('shows the four cards and a page of users with the §2.5 columns, Nunca, role badges and plans', async () => {
    api.on('GET /auth/dashboard/admin', dashboard([ana, root], 60));
    openUsers();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel de Super Administrador');
    for (const [card, value] of [
      ['Usuarios activos', '7'],
      ['Administradores', '2'],
      ['Clientes', '6'],
      ['Usuarios inactivos', '1'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: card })).getByText(value)).toBeTruthy();
    }
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, '').trim())).toEqual([
      'Usuario',
      'Empresa',
      'Rol',
      'Estado',
      'Plan',
      'Último acceso',
      'Registrado',
      'Acciones',
    ]);
    const [first] = rows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Ana Pérezana@restaurante.co', 'La Terraza SAS', 'Client', 'Inactivo', 'Enterprise', 'Nunca', '01/11/2026']);
    // plan_type is the plan lowercased (spec 2 §3): 'básico' and estandar are shown Basic.
    expect(within(rows()[1]!).getAllByRole('cell')[4]!.textContent).toBe('Basic');
    expect(screen.getByText('Página 1 de 3 · 60 usuarios')).toBeTruthy();
    expect(queries()[0]).toEqual({ page: '1', limit: '25', sort: 'created_at', order: 'desc', deleted: 'false' });
  });

  it('filters, searches, sorts and pages on the server', async () => {
    api.on('GET /auth/dashboard/admin', dashboard([ana, root], 60));
    openUsers();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: /^Último acceso/ }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sort: 'last_login', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: '2' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), { target: { value: ' terraza ' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ q: 'terraza', page: '1' }));
  });

  it("says 'No se encontraron usuarios con los filtros aplicados.' and 'Error al cargar usuarios: …'", async () => {
    api.on('GET /auth/dashboard/admin', { status: 502, body: { success: false, message: 'Servicio no disponible' } }, dashboard([]));
    openUsers();
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar usuarios: Servicio no disponible');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encontraron usuarios con los filtros aplicados.')).toBeTruthy();
  });

  it('activates an inactive user for real, and deletes only after a confirmation naming what is lost', async () => {
    api.on('GET /auth/dashboard/admin', dashboard([ana]));
    api.on('PUT /auth/users/50000000-0000-4000-8000-000000000001', {
      body: { success: true, message: 'ok', user: { ...ana, status: 'active' } },
    });
    api.on('DELETE /auth/users/50000000-0000-4000-8000-000000000001', { body: { success: true, message: 'ok' } });
    openUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Gestionar ana@restaurante.co' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Acciones para Ana Pérez' }));
    expect(
      dialog
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== ''),
    ).toEqual(['Activar', 'Membresías', 'Tomar pago', 'Eliminar']);
    fireEvent.click(dialog.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(api.callsTo('PUT /auth/users/50000000-0000-4000-8000-000000000001')[0]?.body).toEqual({ status: 'active' }));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain('Usuario activado'));

    fireEvent.click(await screen.findByRole('button', { name: 'Gestionar ana@restaurante.co' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Acciones para Ana Pérez' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Eliminar usuario' }));
    expect(confirm.getByText(/Se eliminará a Ana Pérez y su tenant.*no se puede deshacer/)).toBeTruthy();
    expect(api.callsTo('DELETE /auth/users/50000000-0000-4000-8000-000000000001')).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo('DELETE /auth/users/50000000-0000-4000-8000-000000000001')).toHaveLength(1));
  });

  it('lists the deleted accounts on their own, which a SuperAdmin restores', async () => {
    const gone = { ...ana, status: 'inactive', deleted_at: '2026-11-20T15:00:00.000Z' } as DashboardUser;
    api.on('GET /auth/dashboard/admin', dashboard([gone]));
    api.on(`POST /auth/users/${ana.id}/restore`, {
      body: { success: true, message: 'Usuario restaurado', user: { ...ana, deleted_at: null } },
    });
    renderAdmin(<AdminApp />, { path: '/admin', user: { id: root.id, email: root.email, name: 'Raíz', role: 'SuperAdmin' } });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Eliminados', hidden: true }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ deleted: 'true' }));
    expect(within(rows()[0]!).getByText('Eliminado el 20/11/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gestionar ana@restaurante.co' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Acciones para Ana Pérez' }));
    expect(dialog.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(api.callsTo(`POST /auth/users/${ana.id}/restore`)).toHaveLength(1));
  });
});
