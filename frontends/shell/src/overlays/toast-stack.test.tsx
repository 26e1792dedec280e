/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { emit, theme } from '@mb/ui';
import { FakeApi, anonymous, renderWithShell } from '../testing/test-kit.js';
import { ToastStack } from './toast-stack.js';

beforeEach(() => {
  new FakeApi().on('GET /auth/me', anonymous);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('shows a toast with its link in a new tab, and removes it after its duration', () => {
  renderWithShell(<ToastStack />);
  act(() =>
    emit('global-toast', {
      type: 'success',
      message: 'Factura generada correctamente.',
      link: { href: 'https://mb.example.co/f.pdf', label: 'Ver PDF' },
      durationMs: 8000,
    }),
  );
  expect(screen.getByRole('status').textContent).toContain('Factura generada correctamente. Ver PDF');
  const link = screen.getByRole('link', { name: 'Ver PDF' });
  expect(link.getAttribute('href')).toBe('https://mb.example.co/f.pdf');
  expect(link.getAttribute('target')).toBe('_blank');
  act(() => jest.advanceTimersByTime(7999));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});

it('shows at most three toasts at once, the newest', () => {
  renderWithShell(<ToastStack />);
  for (const n of [1, 2, 3, 4]) act(() => emit('global-toast', { type: 'info', message: `Aviso ${n}` }));
  expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Aviso 2', 'Aviso 3', 'Aviso 4']);
});

it('the same message again, or a newer toast of the same screen, takes the place of the one showing instead of piling up', () => {
  renderWithShell(<ToastStack />);
  act(() => emit('global-toast', { type: 'error', message: 'No se pudo cargar el emisor', durationMs: 10_000 }));
  act(() => jest.advanceTimersByTime(6000));
  act(() => emit('global-toast', { type: 'error', message: 'No se pudo cargar el emisor', durationMs: 10_000 }));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  // The repeat starts its own 10 s: the first one's timer no longer removes it.
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getAllByRole('alert')).toHaveLength(1);

  for (const n of [1, 2, 3]) act(() => emit('global-toast', { type: 'success', message: `Emisor ${n} guardado`, group: 'invoicing' }));
  act(() => emit('global-toast', { type: 'info', message: 'Sesión renovada' }));
  expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Emisor 3 guardado', 'Sesión renovada']);
});

it('waits at the bottom while a dialog is open, clear of its close button, and goes back under the header after', async () => {
  const stack = () => screen.getByTestId('global-toast').style;
  const view = renderWithShell(<ToastStack />);
  expect([stack().top, stack().bottom]).toEqual([`${64 + 16}px`, '']);
  view.rerender(
    <MantineProvider theme={theme} env="test">
      <Modal opened onClose={() => {}} title="Iniciar sesión" transitionProps={{ duration: 0 }}>
        …
      </Modal>
      <ToastStack />
    </MantineProvider>,
  );
  await act(async () => undefined);
  expect([stack().top, stack().bottom]).toEqual(['', '16px']);
  view.rerender(
    <MantineProvider theme={theme} env="test">
      <ToastStack />
    </MantineProvider>,
  );
  await act(async () => undefined);
  expect([stack().top, stack().bottom]).toEqual([`${64 + 16}px`, '']);
});
