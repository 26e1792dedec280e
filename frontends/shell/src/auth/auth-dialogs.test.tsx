/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit, on, type ToastDetail } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { FakeApi, anonymous, clientUser, renderWithShell } from '../testing/test-kit.js';
import { AuthDialogs } from './auth-dialogs.js';

function SessionProbe() {
  const { user, loading } = useSession();
  return <output data-testid="who">{loading ? 'loading' : (user?.id ?? 'anonymous')}</output>;
}

let api: FakeApi;
let toasts: ToastDetail[];
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  api = new FakeApi().on('GET /auth/me', anonymous);
  toasts = [];
  const offGlobal = on('global-toast', (toast) => toasts.push(toast));
  const offHeader = on('app-toast', (toast) => toasts.push(toast));
  unsubscribe = () => {
    offGlobal();
    offHeader();
  };
});

afterEach(() => {
  unsubscribe();
  jest.useRealTimers();
});

async function start() {
  const view = renderWithShell(
    <>
      <SessionProbe />
      <AuthDialogs />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('who').textContent).not.toBe('loading'));
  return view;
}

async function openDialog(event: 'open-login-modal' | 'open-register-modal', title: string) {
  act(() => emit(event));
  return screen.findByRole('dialog', { name: title });
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** A field by its label as written; a required field's label ends in ' *'. */
const field = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

describe('login dialog', () => {
  it('opens on open-login-modal with labelled fields and links; empty fields are refused without a call', async () => {
    await start();
    const dialog = await openDialog('open-login-modal', 'Iniciar sesión');
    const scope = within(dialog);
    expect(scope.getByLabelText('Email')).toBeTruthy();
    expect(scope.getByLabelText('Contraseña')).toBeTruthy();
    expect(scope.getByLabelText('Recordarme')).toBeTruthy();
    for (const name of [
      '¿Olvidaste tu contraseña?',
      '¿Olvidaste tu usuario?',
      'Crear cuenta',
      'Continuar con Google',
      'Mostrar u ocultar la contraseña',
    ]) {
      expect(scope.getByRole('button', { name })).toBeTruthy();
    }
    // The show/hide button is in the tab order (Mantine leaves it out by default).
    expect(scope.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).tabIndex).toBe(0);

    fireEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await scope.findByText('El email es obligatorio')).toBeTruthy();
    expect(scope.getByText('La contraseña es obligatoria')).toBeTruthy();
    expect(api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('signs in: auth_provider password, the dialog closes and the session is asked again', async () => {
    api.on('POST /auth/login', { body: { success: true, message: 'Inicio de sesión exitoso', user: clientUser } });
    await start();
    const dialog = await openDialog('open-login-modal', 'Iniciar sesión');
    const scope = within(dialog);
    type(scope.getByLabelText('Email'), ' ana@example.co ');
    type(scope.getByLabelText('Contraseña'), 'secreto1');
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    fireEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /auth/login')[0]!.body).toEqual({ email: 'ana@example.co', password: 'secreto1', remember_me: true });
    expect(localStorage.getItem('auth_provider')).toBe('password');
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe(clientUser.id));
    expect(api.callsTo('GET /auth/me').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message, else 'Error en el login'", async () => {
    api.on(
      'POST /auth/login',
      { status: 401, body: { success: false, message: 'Email o contraseña incorrectos' } },
      { status: 500, body: { success: false } },
    );
    await start();
    const scope = within(await openDialog('open-login-modal', 'Iniciar sesión'));
    type(scope.getByLabelText('Email'), 'ana@example.co');
    type(scope.getByLabelText('Contraseña'), 'malaclave');
    fireEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await scope.findByText('Email o contraseña incorrectos')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await scope.findByText('Error en el login')).toBeTruthy();
    expect(localStorage.getItem('auth_provider')).toBeNull();
  });

  it('turns to the verification view when the e-mail is not verified yet', async () => {
    api.on('POST /auth/login', {
      status: 403,
      body: {
        success: false,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Debes verificar tu email antes de iniciar sesión. Te enviamos un código.',
        verification_info: { email: 'ana@example.co' },
      },
    });
    await start();
    const scope = within(await openDialog('open-login-modal', 'Iniciar sesión'));
    type(scope.getByLabelText('Email'), 'ana@example.co');
    type(scope.getByLabelText('Contraseña'), 'secreto1');
    fireEvent.click(scope.getByRole('button', { name: 'Iniciar sesión' }));
    const verify = within(await screen.findByRole('dialog', { name: 'Verifica tu email' }));
    expect(verify.getByText(/ana@example\.co/)).toBeTruthy();
    expect(verify.getByText('Debes verificar tu email antes de iniciar sesión. Te enviamos un código.')).toBeTruthy();
  });

  it('switches to registration, forgot password and forgot username, and back', async () => {
    await start();
    const login = within(await openDialog('open-login-modal', 'Iniciar sesión'));
    fireEvent.click(login.getByRole('button', { name: 'Crear cuenta' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Crear cuenta' })).getByRole('button', { name: 'Inicia sesión' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).getByRole('button', { name: '¿Olvidaste tu contraseña?' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Recuperar contraseña' })).getByRole('button', { name: 'Volver a iniciar sesión' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).getByRole('button', { name: '¿Olvidaste tu usuario?' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Recuperar usuario' })).toBeTruthy();
  });
});

describe('registration dialog', () => {
  async function fill(scope: ReturnType<typeof within>, values: Partial<Record<string, string>>) {
    const labels: Record<string, string> = {
      name: 'Nombre completo',
      email: 'Email',
      company: 'Empresa (opcional)',
      phone: 'Teléfono (opcional)',
      legal: 'Identificación (NIT/DNI)',
      password: 'Contraseña',
      confirm: 'Confirmar contraseña',
    };
    for (const [key, value] of Object.entries(values)) type(field(scope, labels[key]!), value!);
  }

  it('checks the spec rules before calling the server', async () => {
    await start();
    const scope = within(await openDialog('open-register-modal', 'Crear cuenta'));
    await fill(scope, { name: 'Ana', email: 'ana@example.co', legal: '   ', password: '12345', confirm: '12346' });
    fireEvent.click(scope.getByRole('button', { name: 'Crear cuenta' }));
    expect(await scope.findByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(scope.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(scope.getByText('La identificación es obligatoria para facturación electrónica')).toBeTruthy();
    expect(scope.getByText('Debes aceptar los términos y condiciones')).toBeTruthy();
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('sends the spec payload, then shows the success message and the verification view', async () => {
    api.on('POST /auth/register', {
      status: 201,
      body: {
        success: true,
        message: 'Registro exitoso. Revisa tu email para verificar la cuenta.',
        user: clientUser,
        verification_info: { email: 'ana@example.co' },
      },
    });
    await start();
    const scope = within(await openDialog('open-register-modal', 'Crear cuenta'));
    await fill(scope, {
      name: ' Ana Pérez ',
      email: 'ana@example.co',
      phone: '+57 300-123',
      legal: '900123456',
      password: 'secreto1',
      confirm: 'secreto1',
    });
    expect(field(scope, 'Teléfono (opcional)').value).toBe('57300123');
    fireEvent.click(scope.getByLabelText('Acepto los términos y condiciones y la política de privacidad'));
    fireEvent.click(scope.getByRole('button', { name: 'Crear cuenta' }));

    const verify = within(await screen.findByRole('dialog', { name: 'Verifica tu email' }));
    expect(verify.getByText(/ana@example\.co/)).toBeTruthy();
    expect(api.callsTo('POST /auth/register')[0]!.body).toEqual({
      email: 'ana@example.co',
      password: 'secreto1',
      full_name: 'Ana Pérez',
      phone: '57300123',
      legal_id: '900123456',
      security_q1: 'default',
      security_q2: 'default',
      security_q3: 'default',
      plan_type: 'Basic',
    });
    expect(toasts).toContainEqual({ type: 'success', message: 'Registro exitoso. Revisa tu email para verificar la cuenta.' });
  });

  it("shows the server's refusal, else 'Error en el registro'", async () => {
    api.on(
      'POST /auth/register',
      { status: 409, body: { success: false, message: 'Ya existe una cuenta con ese email' } },
      { status: 502, body: {} },
    );
    await start();
    const scope = within(await openDialog('open-register-modal', 'Crear cuenta'));
    await fill(scope, { name: 'Ana', email: 'ana@example.co', legal: '1', password: 'secreto1', confirm: 'secreto1' });
    fireEvent.click(scope.getByLabelText('Acepto los términos y condiciones y la política de privacidad'));
    fireEvent.click(scope.getByRole('button', { name: 'Crear cuenta' }));
    expect(await scope.findByText('Ya existe una cuenta con ese email')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Crear cuenta' }));
    expect(await scope.findByText('Error en el registro')).toBeTruthy();
  });
});

describe('verification view', () => {
  async function toVerification() {
    api.on('POST /auth/register', {
      status: 201,
      body: {
        success: true,
        message: 'Registro exitoso. Revisa tu email para verificar la cuenta.',
        user: clientUser,
        verification_info: { email: 'ana@example.co' },
      },
    });
    await start();
    const scope = within(await openDialog('open-register-modal', 'Crear cuenta'));
    type(field(scope, 'Nombre completo'), 'Ana');
    type(field(scope, 'Email'), 'ana@example.co');
    type(field(scope, 'Identificación (NIT/DNI)'), '1');
    type(field(scope, 'Contraseña'), 'secreto1');
    type(field(scope, 'Confirmar contraseña'), 'secreto1');
    fireEvent.click(scope.getByLabelText('Acepto los términos y condiciones y la política de privacidad'));
    fireEvent.click(scope.getByRole('button', { name: 'Crear cuenta' }));
    return within(await screen.findByRole('dialog', { name: 'Verifica tu email' }));
  }

  const waitOutCooldown = async () => {
    for (let second = 0; second < 10; second += 1) await act(async () => void jest.advanceTimersByTime(1000));
  };
  /** The view as it opens: the code just went out, so resending waits 10 s first. */
  async function toVerificationCooledDown() {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const scope = await toVerification();
    expect((scope.getByRole('button', { name: /^Reenviar código \(\d+ s\)$/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitOutCooldown();
    return scope;
  }

  it('upper-cases the code, says 6 characters and enables verify from 4 characters', async () => {
    const scope = await toVerification();
    const code = scope.getByLabelText('Código de verificación') as HTMLInputElement;
    expect(code.placeholder).toBe('Código de 6 caracteres');
    const verify = scope.getByRole('button', { name: 'Verificar' }) as HTMLButtonElement;
    type(code, ' ab1 ');
    expect(code.value).toBe(' AB1 ');
    expect(verify.disabled).toBe(true);
    type(code, 'ab1c');
    expect(code.value).toBe('AB1C');
    expect(verify.disabled).toBe(false);
  });

  it("verifies: the code and e-mail are sent, 'Cuenta verificada. ¡Bienvenido!', the dialog closes, the user is signed in", async () => {
    const scope = await toVerification();
    api.on('POST /auth/verify-email', { body: { success: true, message: 'Cuenta verificada. ¡Bienvenido!', user: clientUser } });
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    type(scope.getByLabelText('Código de verificación'), 'q7k2mz');
    fireEvent.click(scope.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /auth/verify-email')[0]!.body).toEqual({ token: 'Q7K2MZ', email: 'ana@example.co' });
    expect(toasts).toContainEqual({ type: 'success', message: 'Cuenta verificada. ¡Bienvenido!' });
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe(clientUser.id));
    // The cookie carries the session once the server has confirmed it (spec 1 §4).
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it("shows 'Código inválido' for a refused code without message, and the server's message when there is one", async () => {
    const scope = await toVerification();
    api.on(
      'POST /auth/verify-email',
      { status: 400, body: { success: false } },
      { status: 400, body: { success: false, message: 'El código expiró. Solicita uno nuevo.' } },
      { status: 503, body: {} },
    );
    type(scope.getByLabelText('Código de verificación'), 'AAAA');
    fireEvent.click(scope.getByRole('button', { name: 'Verificar' }));
    expect(await scope.findByText('Código inválido')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Verificar' }));
    expect(await scope.findByText('El código expiró. Solicita uno nuevo.')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Verificar' }));
    expect(await scope.findByText('Error verificando email')).toBeTruthy();
  });

  it('resends with a 10 s countdown; after 4 resends offers changing the e-mail, which resets the count and restarts the countdown', async () => {
    const scope = await toVerificationCooledDown();
    api.on('POST /auth/resend-verification', { body: { success: true, message: 'Código reenviado. Revisa tu email.' } });
    api.on('POST /auth/update-pending-email', {
      body: { success: true, message: 'Email actualizado y código reenviado', verification_info: { email: 'ana.p@example.co' } },
    });

    for (let resend = 1; resend <= 3; resend += 1) {
      fireEvent.click(scope.getByRole('button', { name: 'Reenviar código' }));
      const counting = await scope.findByRole('button', { name: 'Reenviar código (10 s)' });
      expect((counting as HTMLButtonElement).disabled).toBe(true);
      expect(scope.getByText(`Códigos reenviados: ${resend}`)).toBeTruthy();
      expect(scope.queryByLabelText('Nuevo email')).toBeNull();
      await waitOutCooldown();
    }
    // The fourth resend: resending stops (no countdown to wait for) and the e-mail can be changed.
    fireEvent.click(scope.getByRole('button', { name: 'Reenviar código' }));
    await scope.findByLabelText('Nuevo email');
    expect(scope.getByText('Códigos reenviados: 4')).toBeTruthy();
    await waitOutCooldown();
    expect(api.callsTo('POST /auth/resend-verification').map((call) => call.body)).toEqual(Array(4).fill({ email: 'ana@example.co' }));
    expect((scope.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(scope.getByRole('button', { name: 'Cambiar email' }));
    expect(await scope.findByText('Ingresa un email válido')).toBeTruthy();
    type(scope.getByLabelText('Nuevo email'), 'sin-arroba');
    fireEvent.click(scope.getByRole('button', { name: 'Cambiar email' }));
    expect(await scope.findByText('Ingresa un email válido')).toBeTruthy();
    expect(api.callsTo('POST /auth/update-pending-email')).toHaveLength(0);

    type(scope.getByLabelText('Nuevo email'), 'ana.p@example.co');
    fireEvent.click(scope.getByRole('button', { name: 'Cambiar email' }));
    await scope.findByRole('button', { name: 'Reenviar código (10 s)' });
    expect(api.callsTo('POST /auth/update-pending-email')[0]!.body).toEqual({
      email: 'ana@example.co',
      newEmail: 'ana.p@example.co',
      password: 'secreto1',
    });
    expect(toasts).toContainEqual({ type: 'success', message: 'Email actualizado y código reenviado' });
    expect(scope.queryByLabelText('Nuevo email')).toBeNull();
    expect(scope.queryByText(/Códigos reenviados/)).toBeNull();
    expect(scope.getByText(/ana\.p@example\.co/)).toBeTruthy();
  });

  it('opens counting down, as a code has just gone out; a resend the server finds too soon shows its words and wait, uncounted', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const scope = await toVerification();
    expect(scope.getByRole('button', { name: 'Reenviar código (10 s)' })).toBeTruthy();
    await waitOutCooldown();
    const tooSoon = 'Acabamos de enviarte un código. Podrás pedir otro en 7 s.';
    api.on('POST /auth/resend-verification', { status: 429, body: { success: false, message: tooSoon, retry_after: 7 } });
    fireEvent.click(scope.getByRole('button', { name: 'Reenviar código' }));
    expect((await scope.findByRole('status')).textContent).toBe(tooSoon);
    expect(scope.getByRole('button', { name: 'Reenviar código (7 s)' })).toBeTruthy();
    expect(scope.queryByText(/Códigos reenviados/)).toBeNull();
    expect(scope.queryByText('Código reenviado. Revisa tu email.')).toBeNull();
  });

  it("shows 'No se pudo reenviar el código' when resending fails without a message", async () => {
    const scope = await toVerificationCooledDown();
    api.on('POST /auth/resend-verification', { status: 500, body: { success: false } });
    fireEvent.click(scope.getByRole('button', { name: 'Reenviar código' }));
    expect(await scope.findByText('No se pudo reenviar el código')).toBeTruthy();
    expect((scope.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('e-mail links', () => {
  it('?token= verifies, signs in, leaves the rest of the URL and shows a 4 s toast', async () => {
    window.history.replaceState(null, '', '/?token=link-token-123&utm_source=mail#top');
    // Anonymous at first; once verified, the session cookie makes the server answer with the user.
    api.on('GET /auth/me', anonymous, { body: { success: true, user: clientUser } });
    api.on('POST /auth/verify-email', { body: { success: true, message: 'Cuenta verificada. ¡Bienvenido!', user: clientUser } });
    await start();
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Cuenta verificada. ¡Bienvenido!', durationMs: 4000 }));
    expect(api.callsTo('POST /auth/verify-email')[0]!.body).toEqual({ token: 'link-token-123' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?utm_source=mail#top');
    expect(screen.getByTestId('who').textContent).toBe(clientUser.id);
  });

  it("?token= that fails shows the server's message, or 'Error verificando el email', for 4 s", async () => {
    window.history.replaceState(null, '', '/?token=used');
    api.on('POST /auth/verify-email', { status: 400, body: { success: false } });
    await start();
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Error verificando el email', durationMs: 4000 }));
    expect(window.location.search).toBe('');
  });

  it('?reset_token= opens the reset dialog; a new password is set and the login view says so', async () => {
    window.history.replaceState(null, '', '/?reset_token=rt-1');
    api.on('POST /auth/reset-password', { body: { success: true, message: 'Contraseña actualizada. Ya puedes iniciar sesión.' } });
    await start();
    const scope = within(await screen.findByRole('dialog', { name: 'Restablecer contraseña' }));
    type(scope.getByLabelText('Nueva contraseña'), 'nueva12');
    type(scope.getByLabelText('Confirmar contraseña'), 'nueva13');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await scope.findByText('Las contraseñas no coinciden')).toBeTruthy();
    type(scope.getByLabelText('Confirmar contraseña'), 'nueva12');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar contraseña' }));
    const login = within(await screen.findByRole('dialog', { name: 'Iniciar sesión' }));
    expect(login.getByText('Contraseña actualizada. Ya puedes iniciar sesión.')).toBeTruthy();
    expect(api.callsTo('POST /auth/reset-password')[0]!.body).toEqual({ token: 'rt-1', newPassword: 'nueva12' });
    expect(window.location.search).toBe('');
  });
});

describe('recovery dialogs', () => {
  it('forgot password: sends the e-mail and shows the server message', async () => {
    const sent = 'Si el email está registrado, te enviamos un enlace para restablecer tu contraseña. El enlace expira en 1 hora.';
    api.on('POST /auth/forgot-password', { status: 500, body: { success: false } }, { body: { success: true, message: sent } });
    await start();
    fireEvent.click(
      within(await openDialog('open-login-modal', 'Iniciar sesión')).getByRole('button', { name: '¿Olvidaste tu contraseña?' }),
    );
    const scope = within(await screen.findByRole('dialog', { name: 'Recuperar contraseña' }));
    type(scope.getByLabelText('Email'), 'ana@example.co');
    fireEvent.click(scope.getByRole('button', { name: 'Enviar enlace' }));
    expect(await scope.findByText('Error al enviar el email de recuperación')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Enviar enlace' }));
    expect(await scope.findByText(sent)).toBeTruthy();
    expect(api.callsTo('POST /auth/forgot-password')[1]!.body).toEqual({ email: 'ana@example.co' });
  });

  it('forgot username: by phone, only the server’s message; by e-mail, that e-mail masked, and Copiar copies the usable username', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const sent = 'Si hay una cuenta con esos datos, te enviamos tu usuario por email. Tu usuario es tu email.';
    api.on(
      'POST /auth/forgot-username',
      { body: { success: true, message: sent, masked_email: null } },
      { body: { success: true, message: sent, masked_email: 'an***@example.co' } },
    );
    await start();
    fireEvent.click(within(await openDialog('open-login-modal', 'Iniciar sesión')).getByRole('button', { name: '¿Olvidaste tu usuario?' }));
    let scope = within(await screen.findByRole('dialog', { name: 'Recuperar usuario' }));
    fireEvent.click(scope.getByLabelText('Por teléfono'));
    const phone = scope.getByLabelText('Teléfono') as HTMLInputElement;
    type(phone, '+57 300 123 4567');
    expect(phone.value).toBe('573001234567');
    fireEvent.click(scope.getByRole('button', { name: 'Buscar cuenta' }));
    expect(await scope.findByText(sent)).toBeTruthy();
    expect(scope.queryByTestId('masked-email')).toBeNull();
    expect(api.callsTo('POST /auth/forgot-username')[0]!.body).toEqual({ phone: '573001234567' });

    fireEvent.click(scope.getAllByRole('button', { name: 'Volver a iniciar sesión' })[0]!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).getByRole('button', { name: '¿Olvidaste tu usuario?' }),
    );
    scope = within(await screen.findByRole('dialog', { name: 'Recuperar usuario' }));
    type(scope.getByLabelText('Email') as HTMLInputElement, ' ana@example.co ');
    fireEvent.click(scope.getByRole('button', { name: 'Buscar cuenta' }));
    expect(await scope.findByText('an***@example.co')).toBeTruthy();
    fireEvent.click(scope.getByRole('button', { name: 'Copiar' }));
    expect(await scope.findByRole('button', { name: 'Copiado' })).toBeTruthy();
    // What signs in, not the masked form shown.
    expect(writeText).toHaveBeenCalledWith('ana@example.co');
  });
});

describe('complete-profile dialog', () => {
  const detail = { defaultName: 'Ana Google', defaultEmail: 'ana.g@gmail.test', googlePhotoUrl: 'https://photos.example/ana.png' };

  async function openProfile() {
    await start();
    act(() => emit('open-complete-profile', detail));
    return within(await screen.findByRole('dialog', { name: 'Completa tu perfil' }));
  }

  it('shows the account, a read-only e-mail, keeps digits in the phone and requires phone and legal ID', async () => {
    const scope = await openProfile();
    expect(scope.getByText('Ana Google')).toBeTruthy();
    const email = scope.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ana.g@gmail.test');
    expect(email.readOnly).toBe(true);
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    expect(await scope.findByText('El teléfono es requerido')).toBeTruthy();
    const phone = field(scope, 'Teléfono');
    type(phone, '(57) 300-123 4567');
    expect(phone.value).toBe('573001234567');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(scope.queryByText('El teléfono es requerido')).toBeNull());
    expect(scope.getByText('La identificación es requerida')).toBeTruthy();
    expect(api.callsTo('PUT /auth/me')).toHaveLength(0);
  });

  it('sends only filled fields, retries once after a 401 and a session check, and signs in', async () => {
    const scope = await openProfile();
    api.on(
      'PUT /auth/me',
      { status: 401, body: { success: false, message: 'No token found' } },
      { body: { success: true, message: 'Perfil actualizado', user: clientUser } },
    );
    api.on('GET /auth/session', { body: { success: true, authenticated: true } });
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    type(field(scope, 'Teléfono'), '573001234567');
    type(field(scope, 'Identificación (NIT/DNI)'), ' 900123456 ');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = api.callsTo('PUT /auth/me');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      full_name: 'Ana Google',
      phone: '573001234567',
      legal_id: '900123456',
      google_photo_url: 'https://photos.example/ana.png',
    });
    expect(api.callsTo('GET /auth/session')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe(clientUser.id));
  });

  it('leaves out a photo that is not https, which identity would refuse, and still saves the rest', async () => {
    await start();
    act(() => emit('open-complete-profile', { ...detail, googlePhotoUrl: 'http://127.0.0.1:4903/avatar/ana.svg' }));
    const scope = within(await screen.findByRole('dialog', { name: 'Completa tu perfil' }));
    api.on('PUT /auth/me', { body: { success: true, message: 'Perfil actualizado', user: clientUser } });
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    type(field(scope, 'Teléfono'), '573001234567');
    type(field(scope, 'Identificación (NIT/DNI)'), '900123456');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /auth/me')[0]!.body).toEqual({ full_name: 'Ana Google', phone: '573001234567', legal_id: '900123456' });
  });

  it("sets the spec's placeholder user when the session cannot be read back; 'No se pudo actualizar el perfil' on failure", async () => {
    const scope = await openProfile();
    api.on(
      'PUT /auth/me',
      { status: 500, body: { success: false } },
      { body: { success: true, message: 'Perfil actualizado', user: clientUser } },
    );
    type(field(scope, 'Teléfono'), '573001234567');
    type(field(scope, 'Identificación (NIT/DNI)'), '900123456');
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    expect(await scope.findByText('No se pudo actualizar el perfil')).toBeTruthy();
    api.on('GET /auth/me', { status: 503, body: { success: false } });
    fireEvent.click(scope.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('temp'));
  });
});
