/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { FakeApi, anonymous, renderWithShell } from '../testing/test-kit.js';
import { WindowNavigation } from './window-navigation.js';

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;

beforeEach(() => {
  new FakeApi().on('GET /auth/me', anonymous);
  history.replaceState(null, '', '/tienda/software-restaurant');
  scrollTo = jest.spyOn(window, 'scrollTo');
});

afterEach(() => scrollTo.mockRestore());

it('leaves the first page where the browser put it and starts every new page at its top', () => {
  renderWithShell(<WindowNavigation />);
  expect(scrollTo).not.toHaveBeenCalled();

  act(() => navigate('/tienda/automatizaciones-ia'));
  expect(scrollTo.mock.calls).toEqual([[{ top: 0 }]]);

  // A page with a hash scrolls to its section itself.
  act(() => navigate('/#services'));
  expect(scrollTo.mock.calls).toEqual([[{ top: 0 }]]);
});
