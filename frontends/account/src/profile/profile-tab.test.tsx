/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@mb/contracts';
import { on, sessionQueryKey, type ToastDetail } from '@mb/ui';
import { FakeApi, clientUser, renderAccount } from '../testing/test-kit.js';
import { dashboardAnswer } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';

const stored: SessionUser = { ...clientUser, full_name: 'Ana Pérez', company_name: null, phone: '3001234567', legal_id: '1020304050' };

let api: FakeApi;
let toasts: ToastDetail[];
let feOpened: number;
let offs: (() => void)[];

beforeEach(() => {
  api = new FakeApi()
    .on('GET /auth/dashboard/client', dashboardAnswer())
    .on('GET /auth/me', { body: { success: true, user: stored } })
    .on('PUT /auth/me', ({ body }) => ({
      body: { success: true, message: 'Perfil actualizado', user: { ...stored, ...(body as object) } },
    }));
  toasts = [];
  feOpened = 0;
  offs = [on('global-toast', (toast) => toasts.push(toast)), on('open-fe-profile-modal', () => (feOpened += 1))];
});
afterEach(() => offs.forEach((off) => off()));

async function openProfile() {
  const view = renderAccount(<AccountApp />);
  fireEvent.click(screen.getByRole('tab', { name: 'Perfil' }));
  const form = within(await screen.findByRole('form', { name: 'Datos personales' }));
  return { ...view, form };
}

const input = (form: ReturnType<typeof within>, name: string) => form.getByLabelText(name) as HTMLInputElement;

describe('Perfil', () => {
  it('shows the stored profile from GET /auth/me, the e-mail read-only and the security answers empty and masked', async () => {
    const { form } = await openProfile();

    expect(api.callsTo('GET /auth/me')).toHaveLength(1);
    expect(input(form, 'Nombre completo').value).toBe('Ana Pérez');
    expect(input(form, 'Empresa').value).toBe('');
    expect(input(form, 'Teléfono').value).toBe('3001234567');
    expect(input(form, 'Identificación (cédula o NIT)').value).toBe('1020304050');
    const email = input(form, 'Correo electrónico');
    expect(email.value).toBe('ana@example.co');
    expect(email.readOnly).toBe(true);

    for (const n of [1, 2, 3]) {
      const answer = input(form, `Respuesta de seguridad ${n}`);
      expect(answer.value).toBe('');
      expect(answer.type).toBe('password');
    }
    // Each answer has its own show/hide toggle (Mantine's reacts on press, as a pointer or a key goes down).
    const toggle = form.getByRole('button', { name: 'Mostrar respuesta de seguridad 2' });
    fireEvent.mouseDown(toggle);
    expect(input(form, 'Respuesta de seguridad 2').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input(form, 'Respuesta de seguridad 1').type).toBe('password');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(input(form, 'Respuesta de seguridad 2').type).toBe('password');
  });

  it("saves only the non-empty values, says 'Perfil actualizado' and updates the name the header shows", async () => {
    const { form, queryClient } = await openProfile();

    fireEvent.change(input(form, 'Nombre completo'), { target: { value: '  Ana María Pérez ' } });
    fireEvent.change(input(form, 'Teléfono'), { target: { value: '   ' } });
    fireEvent.change(input(form, 'Respuesta de seguridad 3'), { target: { value: 'Bogotá' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Perfil actualizado' }]));
    expect(api.callsTo('PUT /auth/me').map((call) => call.body)).toEqual([
      { full_name: 'Ana María Pérez', legal_id: '1020304050', security_q3: 'Bogotá' },
    ]);
    expect(queryClient.getQueryData<SessionUser>(sessionQueryKey)?.full_name).toBe('Ana María Pérez');
    // The answer was sent, not kept on screen.
    await waitFor(() => expect(input(form, 'Respuesta de seguridad 3').value).toBe(''));
  });

  it('on 401 checks GET /auth/session and saves once more', async () => {
    api.on('PUT /auth/me', { status: 401, body: { success: false, message: 'No token found' } }, ({ body }) => ({
      body: { success: true, message: 'Perfil actualizado', user: { ...stored, ...(body as object) } },
    }));
    api.on('GET /auth/session', { body: { success: true, authenticated: true } });
    const { form } = await openProfile();

    fireEvent.change(input(form, 'Empresa'), { target: { value: 'La Esquina SAS' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Perfil actualizado' }]));
    expect(api.calls.map((call) => `${call.method} ${call.path}`).slice(-3)).toEqual(['PUT /auth/me', 'GET /auth/session', 'PUT /auth/me']);
    expect(api.callsTo('PUT /auth/me')[1]!.body).toMatchObject({ company_name: 'La Esquina SAS' });
  });

  it("says 'Error actualizando perfil' when the session is gone, without saving again", async () => {
    api.on('PUT /auth/me', { status: 401, body: { success: false, message: 'No token found' } });
    api.on('GET /auth/session', { body: { success: true, authenticated: false } });
    const { form } = await openProfile();

    fireEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Error actualizando perfil' }]));
    expect(api.callsTo('PUT /auth/me')).toHaveLength(1);
    expect(api.callsTo('GET /auth/session')).toHaveLength(1);
  });

  it("says 'Error actualizando perfil' and shows the server's reason for a refused value", async () => {
    api.on('PUT /auth/me', { status: 400, body: { success: false, message: 'El teléfono solo admite dígitos' } });
    const { form } = await openProfile();

    fireEvent.change(input(form, 'Teléfono'), { target: { value: '300-123' } });
    fireEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Error actualizando perfil' }]));
    expect((await form.findByRole('alert')).textContent).toContain('El teléfono solo admite dígitos');
    expect(api.callsTo('GET /auth/session')).toHaveLength(0);
  });

  it('opens the electronic-invoicing profile dialog the shell hosts', async () => {
    await openProfile();

    fireEvent.click(screen.getByRole('button', { name: 'Editar perfil de Facturación Electrónica' }));
    expect(feOpened).toBe(1);
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    api.on(
      'GET /auth/me',
      { status: 503, body: { success: false, message: 'Servicio no disponible, inténtalo de nuevo más tarde' } },
      { body: { success: true, user: stored } },
    );
    renderAccount(<AccountApp />);
    fireEvent.click(screen.getByRole('tab', { name: 'Perfil' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Servicio no disponible, inténtalo de nuevo más tarde');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Datos personales' })).toBeTruthy();
  });
});
