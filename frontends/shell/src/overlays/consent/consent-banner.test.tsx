/** @jest-environment jsdom */
import { beforeEach, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { consentBannerVersion } from '@mb/contracts';
import { emit } from '@mb/ui';
import { FakeApi, anonymous, renderWithShell } from '../../testing/test-kit.js';
import { WindowNavigation } from '../../navigation/window-navigation.js';
import { Tracking } from '../../tracking/tracking.js';
import { ConsentBanner, ConsentFooterLink } from './consent-banner.js';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = new FakeApi().on('GET /auth/me', anonymous).on('POST /auth/public/analytics/track', { status: 202, body: { success: true } });
  history.replaceState(null, '', '/?utm_source=google&utm_medium=cpc&utm_campaign=lanzamiento');
});

const page = () =>
  renderWithShell(
    <>
      <WindowNavigation />
      <ConsentBanner />
      <Tracking />
      <ConsentFooterLink />
    </>,
  );
const tracked = () => api.callsTo('POST /auth/public/analytics/track').map((call) => call.body as Record<string, unknown>);

it('shows the banner to a new visitor; rejecting hides it, saves the choice, and nothing is tracked on any page or click', async () => {
  api.on('POST /auth/public/consent', { body: { success: true } });
  page();
  const banner = screen.getByRole('dialog', { name: 'Tu privacidad' });
  expect(banner.style.maxWidth).toBe('920px');
  expect(banner.textContent).toContain(
    'Usamos cookies de analítica, solo si las aceptas, para saber qué páginas se visitan y mejorar el sitio.',
  );
  expect(banner.textContent).toContain('No vendemos tus datos y guardamos tu dirección IP recortada.');
  fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem('mb_consent_status')).toBe('rejected');
  await waitFor(() => expect(api.callsTo('POST /auth/public/consent')).toHaveLength(1));
  expect(api.callsTo('POST /auth/public/consent')[0]!.body).toEqual({
    consent_id: localStorage.getItem('mb_consent_id'),
    status: 'rejected',
    categories: { analytics: false },
    banner_version: consentBannerVersion,
  });
  act(() => navigate('/tienda'));
  act(() => emit('open-store'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(tracked()).toEqual([]);
});

it('accepting hides the banner even when saving fails, then tracks page views at each route and clicks on calls to action', async () => {
  api.on('POST /auth/public/consent', { status: 500, body: { success: false, message: 'Error interno del servidor' } });
  page();
  expect(tracked()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem('mb_consent_status')).toBe('accepted');

  await waitFor(() => expect(tracked()).toHaveLength(1));
  // 'Ver productos': the click is counted on the home page, then the store's page view.
  act(() => emit('open-store'));
  await waitFor(() => expect(tracked()).toHaveLength(3));
  act(() => emit('store-add-to-cart', { productId: 'p-1', planType: 'pro' }));
  await waitFor(() => expect(tracked()).toHaveLength(4));

  const [first, storeClick, second, click] = tracked();
  expect(storeClick).toMatchObject({ event_type: 'click', name: 'open-store', path: '/' });
  const utm = { source: 'google', medium: 'cpc', campaign: 'lanzamiento', term: null, content: null };
  expect(first).toMatchObject({ event_type: 'pageview', path: '/', utm, consent_id: localStorage.getItem('mb_consent_id') });
  expect(first!.url).toContain('utm_source=google');
  // The landing page's campaign stays with the session's later pages.
  expect(second).toMatchObject({ event_type: 'pageview', path: '/tienda', utm, session_id: first!.session_id });
  expect(click).toMatchObject({
    event_type: 'click',
    name: 'store-add-to-cart',
    path: '/tienda',
    extra: { productId: 'p-1', planType: 'pro' },
  });
  expect(localStorage.getItem('mb_session_id')).toBe(first!.session_id);
});

it('a visitor who chose earlier sees no banner, and can change the choice from the footer link', async () => {
  localStorage.setItem('mb_consent_status', 'accepted');
  api.on('POST /auth/public/consent', { body: { success: true } });
  page();
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(tracked()).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
  fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
  expect(localStorage.getItem('mb_consent_status')).toBe('rejected');
  act(() => navigate('/cuenta'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(tracked()).toHaveLength(1);
});
