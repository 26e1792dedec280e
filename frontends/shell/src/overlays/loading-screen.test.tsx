/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { startupScreen } from '@mb/ui';
import { FakeApi, anonymous, renderWithShell } from '../testing/test-kit.js';
import { LoadingScreen } from './loading-screen.js';

beforeEach(() => {
  new FakeApi().on('GET /auth/me', anonymous);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const shown = () => screen.queryByTestId('loading-screen') !== null;

it('covers the page for the six steps and 500 ms more, telling the remotes while it does', () => {
  renderWithShell(<LoadingScreen />);
  expect([shown(), startupScreen.isCovering()]).toEqual([true, true]);
  // Step by step: each step's timer is set once the previous one has rendered.
  for (let step = 1; step < 6; step += 1) act(() => jest.advanceTimersByTime(2500 / 6));
  act(() => jest.advanceTimersByTime(499));
  expect([shown(), screen.getByText(/100%/) !== null]).toEqual([true, true]);
  act(() => jest.advanceTimersByTime(1));
  expect([shown(), startupScreen.isCovering()]).toEqual([false, false]);
});

it('goes at once when a remote has something the visitor must see (a payment return)', () => {
  renderWithShell(<LoadingScreen />);
  act(() => startupScreen.hide());
  expect(shown()).toBe(false);
  for (let step = 0; step < 7; step += 1) act(() => jest.advanceTimersByTime(500));
  expect([shown(), startupScreen.isCovering()]).toEqual([false, false]);
});
