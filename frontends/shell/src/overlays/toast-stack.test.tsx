/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { emit } from '@mb/ui';
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
  act(() => emit('global-toast', { type: 'success', message: 'Factura generada correctamente.', link: { href: 'https://mb.example.co/f.pdf', label: 'Ver PDF' }, durationMs: 8000 }));
  expect(screen.getByRole('status').textContent).toContain('Factura generada correctamente. Ver PDF');
  const link = screen.getByRole('link', { name: 'Ver PDF' });
  expect(link.getAttribute('href')).toBe('https://mb.example.co/f.pdf');
  expect(link.getAttribute('target')).toBe('_blank');
  act(() => jest.advanceTimersByTime(7999));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});
