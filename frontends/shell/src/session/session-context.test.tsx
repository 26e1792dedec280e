/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { on, onPlatformSessionEnded, type ToastDetail } from '@mb/ui';
import { FakeApi, clientUser, renderWithShell } from '../testing/test-kit.js';
import { useSession } from './session-context.js';

function Probe() {
  const { user, loading, logout } = useSession();
  return (
    <>
      <output data-testid="who">{loading ? 'loading' : (user?.id ?? 'anonymous')}</output>
      <button type="button" onClick={() => void logout()}>
        Salir
      </button>
    </>
  );
}

let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  localStorage.clear();
  toasts = [];
  off = on('app-toast', (toast) => toasts.push(toast));
});

afterEach(() => off());

const who = () => screen.getByTestId('who').textContent;

describe('session (spec 1 §4)', () => {
  it('drops the stored token once the server has confirmed the session (the cookie carries it)', async () => {
    localStorage.setItem('token', 'jwt');
    const api = new FakeApi().on('GET /auth/me', { body: { success: true, user: clientUser } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(who()).toBe(clientUser.id));
    expect(api.callsTo('GET /auth/me')[0]!.headers.Authorization).toBe('Bearer jwt');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a 401 while a token was stored logs out with 'Sesión expirada'", async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('auth_provider', 'google');
    const api = new FakeApi()
      .on('GET /auth/me', { status: 401, body: { success: false, message: 'Sesión expirada' } })
      .on('POST /auth/logout', { body: { success: true, message: 'ok' } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(who()).toBe('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_provider')).toBeNull();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(toasts).toEqual([{ type: 'error', message: 'Sesión expirada' }]);
  });

  it('a 401 without a stored token is simply anonymous, without a toast', async () => {
    new FakeApi().on('GET /auth/me', { status: 401, body: { success: false, message: 'No token found' } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(who()).toBe('anonymous'));
    expect(toasts).toEqual([]);
  });

  it('logout calls the server, then clears token and auth_provider even when the server fails', async () => {
    document.cookie = 'mb_csrf=c5rf';
    const api = new FakeApi()
      .on('GET /auth/me', { body: { success: true, user: clientUser } })
      .on('POST /auth/logout', { status: 500, body: { success: false } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(who()).toBe(clientUser.id));
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('auth_provider', 'password');
    await act(async () => screen.getByRole('button', { name: 'Salir' }).click());
    await waitFor(() => expect(who()).toBe('anonymous'));
    expect(api.callsTo('POST /auth/logout')[0]!.headers['x-csrf-token']).toBe('c5rf');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_provider')).toBeNull();
    document.cookie = 'mb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('logout also ends the restaurant app opened with that session (a shared tablet)', async () => {
    new FakeApi().on('GET /auth/me', { body: { success: true, user: clientUser } }).on('POST /auth/logout', { body: { success: true } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(who()).toBe(clientUser.id));
    localStorage.setItem('restaurant_token', 'rt');
    sessionStorage.setItem('mb_restaurant_session', '{"token":"app"}');
    let heard = 0;
    const stop = onPlatformSessionEnded(() => (heard += 1));
    await act(async () => screen.getByRole('button', { name: 'Salir' }).click());
    await waitFor(() => expect(who()).toBe('anonymous'));
    stop();
    expect(localStorage.getItem('restaurant_token')).toBeNull();
    expect(sessionStorage.getItem('mb_restaurant_session')).toBeNull();
    expect(heard).toBe(1);
  });
});
