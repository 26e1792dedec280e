/** @jest-environment jsdom */
import { fakeIntersectionObserver, renderPage, signedInClient } from './page-test-kit.js';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, on } from '@mb/ui';
import HomePage from '../pages/home-page.js';

let events: string[];
let unsubscribe: () => void;
let viewport: ReturnType<typeof fakeIntersectionObserver>;

beforeEach(async () => {
  viewport = fakeIntersectionObserver();
  await i18n.changeLanguage('es');
  events = [];
  const offs = [
    on('open-store', () => events.push('open-store')),
    on('open-login-modal', () => events.push('open-login-modal')),
    on('open-seo-page', (d) => events.push(`open-seo-page:${d.slug}`)),
  ];
  unsubscribe = () => offs.forEach((off) => off());
});
afterEach(() => {
  unsubscribe();
  viewport.remove();
});

describe('home page', () => {
  it('has one h1, the typewriter phrase for readers, a hidden canvas and headings in order', async () => {
    const { container } = renderPage(<HomePage />, { user: null });
    // The sections below the hero come a frame after it.
    await screen.findByRole('heading', { level: 2, name: 'Nuestros servicios' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Software que impulsa tu negocio']);
    expect(screen.getByText('Soluciones innovadoras para tu empresa')).toBeTruthy();
    const typed = screen.getByTestId('typewriter');
    expect(typed.getAttribute('aria-live')).toBe('off');
    expect(typed.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByTestId('particle-canvas').getAttribute('aria-hidden')).toBe('true');

    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => !h.closest('[hidden]'))
      .map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it("'Ver productos' opens the store; 'Regístrate ahora mismo' opens the login modal when logged out", () => {
    renderPage(<HomePage />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Ver productos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regístrate ahora mismo' }));
    expect(events).toEqual(['open-store', 'open-login-modal']);
  });

  it("hides 'Regístrate ahora mismo' for a signed-in user and while the session is unknown", () => {
    renderPage(<HomePage />, { user: signedInClient });
    expect(screen.getByRole('button', { name: 'Ver productos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regístrate ahora mismo' })).toBeNull();
  });

  it('shows the register button once the shell learns nobody is signed in', () => {
    const { queryClient } = renderPage(<HomePage />);
    expect(screen.queryByRole('button', { name: 'Regístrate ahora mismo' })).toBeNull();
    act(() => queryClient.setQueryData(['auth', 'me'], null));
    expect(screen.getByRole('button', { name: 'Regístrate ahora mismo' })).toBeTruthy();
  });

  it('has the services section with 6 cards, three leading to landing pages, and 4 advantages', async () => {
    renderPage(<HomePage />, { user: null });
    const services = (await screen.findByRole('heading', { level: 2, name: 'Nuestros servicios' })).closest(
      'section#services',
    ) as HTMLElement;
    expect(within(services).getByRole('heading', { level: 2, name: 'Nuestros servicios' })).toBeTruthy();
    expect(within(services).getAllByTestId('service-card')).toHaveLength(6);
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Software para restaurantes',
      'Automatizaciones con IA',
      'Servicio técnico',
      'Facturación electrónica',
      'Desarrollo web',
      'Consultoría tecnológica',
    ]);
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/soluciones/software-restaurant',
      '/soluciones/automatizaciones-ia',
      '/soluciones/servicio-tecnico',
    ]);
    fireEvent.click(links[0]!);
    expect(events).toEqual(['open-seo-page:software-restaurant']);
    expect(screen.getAllByTestId('advantage')).toHaveLength(4);
  });

  it('has the contact footer: e-mail, two WhatsApp links, Colombia; and a hidden contact section', async () => {
    const { container } = renderPage(<HomePage />, { user: null });
    const footer = (await screen.findByTestId('contact-location')).closest('footer#contact') as HTMLElement;
    expect(within(footer).getByRole('link', { name: 'contacto@mbplatform.co' }).getAttribute('href')).toBe('mailto:contacto@mbplatform.co');
    expect(within(footer).getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href')).toBe('https://wa.me/573001234567');
    expect(within(footer).getByRole('link', { name: '+57 310 987 6543' }).getAttribute('href')).toBe('https://wa.me/573109876543');
    expect(within(footer).getByTestId('contact-location').textContent).toBe('Colombia');
    const hidden = container.querySelector('#contact-form') as HTMLElement;
    expect(hidden.hidden).toBe(true);
  });

  it('loads the world map (its own chunk) and starts the counters only once they come into view', async () => {
    renderPage(<HomePage />, { user: null });
    expect(screen.queryByTestId('world-map')).toBeNull();
    expect(screen.getByTestId('stat-projects').textContent).toBe('0+');
    act(() => viewport.showAll());
    const map = await screen.findByRole('img', { name: 'Mapa del mundo con Colombia resaltada' });
    expect(map.querySelector('.mbh-map__colombia')?.getAttribute('d')).toMatch(/^m\d/);
    await screen.findByText('150+');
    // Each counter has its own timer: under load one may land a tick after the other.
    await waitFor(() => expect(screen.getByTestId('stat-clients').textContent).toBe('50+'));
  });

  it('follows the language: English texts and adjectives', async () => {
    renderPage(<HomePage />, { user: null });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Software that drives your business' })).toBeTruthy();
    expect(screen.getByText('Innovative solutions for your business')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See products' })).toBeTruthy();
  });
});
