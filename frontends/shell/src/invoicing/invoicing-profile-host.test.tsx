/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { emit, on, type ToastDetail } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { FakeApi, anonymous, clientUser, renderWithShell } from '../testing/test-kit.js';
import { InvoicingProfileHost, type InvoicingProfileModalLoader, type InvoicingProfileModalProps } from './invoicing-profile-host.js';

/** Stands in for the account remote's dialog: shows what it was opened with, and closes. */
function FakeModal({ afterSave, onClosed }: InvoicingProfileModalProps) {
  return (
    <div role="dialog" aria-label="Perfil FE">
      <output>{afterSave ?? 'none'}</output>
      <button type="button" onClick={onClosed}>
        Cerrar
      </button>
    </div>
  );
}

let load: jest.Mock<InvoicingProfileModalLoader>;
let toasts: ToastDetail[];
let offToasts: () => void;

beforeEach(() => {
  load = jest.fn<InvoicingProfileModalLoader>(async () => ({ default: FakeModal }));
  toasts = [];
  offToasts = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => offToasts());

function SessionProbe() {
  const { user, loading } = useSession();
  return <output data-testid="who">{loading ? 'loading' : (user?.id ?? 'anonymous')}</output>;
}

/** The host in the shell, once the shell knows who is signed in. */
async function start(me: { body: unknown } = { body: { success: true, user: clientUser } }) {
  new FakeApi().on('GET /auth/me', me);
  renderWithShell(
    <>
      <SessionProbe />
      <InvoicingProfileHost load={load} />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('who').textContent).not.toBe('loading'));
}

describe('invoicing profile host', () => {
  it('downloads the dialog only when first asked for, passes afterSave, and unmounts it once closed', async () => {
    await start();
    expect(load).not.toHaveBeenCalled();

    act(() => emit('open-fe-profile-modal', { afterSave: 'retry-buy-now' }));
    expect((await screen.findByRole('dialog', { name: 'Perfil FE' })).textContent).toContain('retry-buy-now');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => emit('open-fe-profile-modal'));
    expect((await screen.findByRole('dialog', { name: 'Perfil FE' })).textContent).toContain('none');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog that cannot be downloaded says so, and the next request downloads again', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    await start();
    act(() => emit('open-fe-profile-modal'));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'No se pudo cargar esta sección' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    quiet.mockRestore();

    act(() => emit('open-fe-profile-modal'));
    expect(await screen.findByRole('dialog', { name: 'Perfil FE' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks a visitor who is not signed in to sign in instead', async () => {
    const asked: string[] = [];
    const off = on('open-login-modal', () => asked.push('login'));
    await start(anonymous);
    act(() => emit('open-fe-profile-modal'));
    off();
    expect(asked).toEqual(['login']);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
