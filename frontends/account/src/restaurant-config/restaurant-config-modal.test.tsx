/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Assignment } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, renderAccount } from '../testing/test-kit.js';
import { dashboardAnswer, makeSubscription } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';

const path = '/mb/restaurant/config/assignments';

const carlos: Assignment = {
  id: '50000000-0000-4000-8000-000000000001',
  _id: '50000000-0000-4000-8000-000000000001',
  assigned_email: 'carlos@example.co',
  assigned_name: 'Carlos Gómez',
  role: 'employee',
  status: 'active',
  created_at: '2025-05-01T10:00:00.000Z',
};
const luciaId = '50000000-0000-4000-8000-000000000002';
const lucia: Assignment = {
  ...carlos,
  id: luciaId,
  _id: luciaId,
  assigned_email: 'lucia@example.co',
  assigned_name: 'Lucía Ríos',
  role: 'admin',
};

const list = (data: Assignment[], limit = 10) => ({ body: { success: true, data, plan_type: 'pro', seats: { used: data.length, limit } } });

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [makeSubscription({ plan_type: 'pro' })] }))
    .on(`GET ${path}`, list([carlos]));
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

async function openConfig() {
  renderAccount(<AccountApp />);
  const card = within(await screen.findByRole('article', { name: 'Software Restaurante' }));
  fireEvent.click(card.getByRole('button', { name: 'Configurar' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Configuración de Software Restaurante' }));
  await dialog.findByRole('table', { name: 'Usuarios asignados' });
  return dialog;
}

const rows = (dialog: ReturnType<typeof within>) =>
  dialog
    .getAllByRole('row')
    .slice(1)
    .filter((row: HTMLElement) => !within(row).queryByRole('group', { name: 'Eliminar usuario asignado?' }))
    .map((row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

function fillForm(dialog: ReturnType<typeof within>, values: { email: string; name: string; role?: string }) {
  fireEvent.change(dialog.getByLabelText('Correo electrónico'), { target: { value: values.email } });
  fireEvent.change(dialog.getByLabelText('Nombre'), { target: { value: values.name } });
  if (values.role) fireEvent.change(dialog.getByLabelText('Rol'), { target: { value: values.role } });
  fireEvent.click(dialog.getByRole('button', { name: 'Agregar' }));
}

describe('Configuración del restaurante', () => {
  it('lists the staff with role and status, the plan and its seats', async () => {
    api.on(`GET ${path}`, list([carlos, { ...lucia, status: 'inactive', role: 'super_admin' }]));
    const dialog = await openConfig();

    expect(dialog.getByText('Plan Pro: 2 de 10 usuarios asignados')).toBeTruthy();
    expect(rows(dialog)).toEqual([
      ['carlos@example.co', 'Carlos Gómez', 'Empleado', 'Activo'],
      ['lucia@example.co', 'Lucía Ríos', 'Super administrador', 'Inactivo'],
    ]);
  });

  it('adds a user with e-mail, name and role, then reads the list again', async () => {
    api.on(`POST ${path}`, { status: 201, body: { success: true, message: 'Usuario asignado', data: lucia } });
    const dialog = await openConfig();
    api.on(`GET ${path}`, list([carlos, lucia]));

    fillForm(dialog, { email: 'lucia@example.co', name: 'Lucía Ríos', role: 'admin' });

    await waitFor(() => expect(rows(dialog)).toHaveLength(2));
    expect(api.callsTo(`POST ${path}`).map((call) => call.body)).toEqual([
      { email: 'lucia@example.co', name: 'Lucía Ríos', role: 'admin' },
    ]);
    expect(toasts).toEqual([{ type: 'success', message: 'Usuario asignado' }]);
    expect(dialog.getByText('Plan Pro: 2 de 10 usuarios asignados')).toBeTruthy();
    expect((dialog.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('');
  });

  it("refuses an invalid e-mail before asking, and shows the server's reason (the seat limit) or 'No se pudo crear'", async () => {
    const seatsFull = 'Tu plan Pro admite 10 usuarios asignados. Mejora tu plan para asignar más.';
    api.on(`POST ${path}`, { status: 409, body: { success: false, message: seatsFull } }, { status: 500, body: { success: false } });
    const dialog = await openConfig();

    fillForm(dialog, { email: 'no-es-un-correo', name: 'Lucía' });
    expect(await dialog.findByText('Correo electrónico inválido')).toBeTruthy();
    expect(api.callsTo(`POST ${path}`)).toHaveLength(0);

    fillForm(dialog, { email: 'lucia@example.co', name: 'Lucía' });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(seatsFull));
    fireEvent.click(dialog.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('No se pudo crear'));
    expect(api.callsTo(`POST ${path}`)).toHaveLength(2);
  });

  it("deletes only after 'Eliminar usuario asignado?' is confirmed, then reads the list again", async () => {
    api.on(`GET ${path}`, list([carlos, lucia]));
    api.on(`DELETE ${path}/${carlos.id}`, { body: { success: true, message: 'Usuario asignado eliminado' } });
    const dialog = await openConfig();

    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar carlos@example.co' }));
    const confirm = within(dialog.getByRole('group', { name: 'Eliminar usuario asignado?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`DELETE ${path}/${carlos.id}`)).toHaveLength(0);

    api.on(`GET ${path}`, list([lucia]));
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar carlos@example.co' }));
    fireEvent.click(
      within(dialog.getByRole('group', { name: 'Eliminar usuario asignado?' })).getByRole('button', { name: 'Sí, eliminar' }),
    );

    await waitFor(() => expect(rows(dialog)).toEqual([['lucia@example.co', 'Lucía Ríos', 'Administrador', 'Activo']]));
    expect(api.callsTo(`DELETE ${path}/${carlos.id}`)).toHaveLength(1);
    expect(toasts).toEqual([{ type: 'success', message: 'Usuario asignado eliminado' }]);
  });

  it('a seat-limit refusal goes away once a deletion frees a seat', async () => {
    const seatsFull = 'Tu plan Pro admite 1 usuarios asignados. Mejora tu plan para asignar más.';
    api.on(`GET ${path}`, list([carlos], 1));
    api.on(`POST ${path}`, { status: 409, body: { success: false, message: seatsFull } });
    api.on(`DELETE ${path}/${carlos.id}`, { body: { success: true, message: 'Usuario asignado eliminado' } });
    const dialog = await openConfig();
    fillForm(dialog, { email: 'lucia@example.co', name: 'Lucía' });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(seatsFull));

    api.on(`GET ${path}`, list([], 1));
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar carlos@example.co' }));
    fireEvent.click(
      within(dialog.getByRole('group', { name: 'Eliminar usuario asignado?' })).getByRole('button', { name: 'Sí, eliminar' }),
    );
    expect(await dialog.findByText('Plan Pro: 0 de 1 usuarios asignados')).toBeTruthy();
    expect(dialog.queryByText(seatsFull)).toBeNull();
    // What was typed stays, to be sent again now that a seat is free.
    expect((dialog.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('lucia@example.co');
  });

  it("says 'No se pudo eliminar', or 'Error de conexión', when the delete fails", async () => {
    api.on(`DELETE ${path}/${carlos.id}`, { status: 500, body: { success: false } }, () => {
      throw new TypeError('Failed to fetch');
    });
    const dialog = await openConfig();
    const remove = () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Eliminar carlos@example.co' }));
      fireEvent.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    };

    remove();
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('No se pudo eliminar'));
    fireEvent.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Error de conexión'));
    expect(rows(dialog)).toHaveLength(1);
  });

  it("says 'Error cargando configuración' with the server's reason, or 'Error de conexión', and retries", async () => {
    api.on(
      `GET ${path}`,
      { status: 404, body: { success: false, message: 'No tienes una suscripción activa de Software Restaurante' } },
      () => {
        throw new TypeError('Failed to fetch');
      },
      list([]),
    );
    renderAccount(<AccountApp />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Software Restaurante' })).getByRole('button', { name: 'Configurar' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Configuración de Software Restaurante' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Error cargando configuración');
    expect(alert.textContent).toContain('No tienes una suscripción activa de Software Restaurante');
    fireEvent.click(dialog.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain('Error de conexión'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reintentar' }));
    expect(await dialog.findByText('Aún no has asignado usuarios a tu restaurante.')).toBeTruthy();
  });
});
