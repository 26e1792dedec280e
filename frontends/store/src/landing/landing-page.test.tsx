/** @jest-environment jsdom */
import { renderPage } from '../home/page-test-kit.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { i18n } from '@mb/ui';
import LandingPage from '../pages/landing-page.js';

let alerts: string[];

beforeEach(async () => {
  await i18n.changeLanguage('es');
  alerts = [];
  window.alert = jest.fn((message?: unknown) => alerts.push(String(message)));
  document.title = 'MB Platform';
});
afterEach(() => {
  jest.restoreAllMocks();
});

function open(slug: string) {
  return renderPage(
    <Route path="/soluciones/:slug">
      <LandingPage />
    </Route>,
    { path: `/soluciones/${slug}` },
  );
}

describe('product landing pages', () => {
  it('an unknown slug shows Página no encontrada / La página solicitada no existe.', () => {
    const { unmount } = open('no-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('La página solicitada no existe.')).toBeTruthy();
    expect(document.title).toBe('Página no encontrada | MB Platform');
    unmount();
    expect(document.title).toBe('MB Platform');
  });

  it('software-restaurant: title, subtitle, 6 features, 5 benefits, long content; the document title follows', () => {
    open('software-restaurant');
    expect(screen.getByRole('heading', { level: 1, name: 'Software para Restaurantes' })).toBeTruthy();
    expect(screen.getByText('Menú, pedidos, mesas, cocina y caja en una sola plataforma')).toBeTruthy();
    expect(screen.getAllByTestId('landing-feature')).toHaveLength(6);
    expect(screen.getAllByTestId('landing-benefit')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 3, name: 'Facturación electrónica DIAN' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tu restaurante, organizado de principio a fin' })).toBeTruthy();
    expect(document.title).toBe('Software para Restaurantes | MB Platform');
  });

  it("'Solicitar Demo' only shows the thank-you alert", () => {
    const { location } = open('automatizaciones-ia');
    const [first, second] = screen.getAllByRole('button', { name: 'Solicitar Demo' });
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(alerts).toEqual([
      '¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.',
      '¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.',
    ]);
    expect(location.history).toEqual(['/soluciones/automatizaciones-ia']);
  });

  it("'Ver tienda' goes to /tienda and 'Volver al inicio' to /", () => {
    const { location } = open('servicio-tecnico');
    fireEvent.click(screen.getAllByRole('button', { name: 'Ver tienda' })[0]!);
    expect(location.history.at(-1)).toBe('/tienda');
    act(() => location.navigate('/soluciones/servicio-tecnico'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Volver al inicio' })[0]!);
    expect(location.history.at(-1)).toBe('/');
  });

  it('speaks the chosen language, the alert too', async () => {
    open('servicio-tecnico');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Technical Service' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Request a demo' })[0]!);
    expect(alerts).toEqual(['Thank you for your interest! We will get in touch with you soon.']);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Service Technique' })).toBeTruthy();
  });
});
