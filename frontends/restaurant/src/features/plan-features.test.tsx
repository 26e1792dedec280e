/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

beforeEach(() => forgetRestaurant());

const feature = (name: string) => screen.getByRole('group', { name }).textContent;
/** A locked feature shows a drawn lock (an SVG with its name), not an emoji Debian's Chromium has no font for. */
const locked = (name: string) =>
  within(screen.getByRole('group', { name })).queryByRole('img', { name: 'Bloqueada' })?.tagName.toLowerCase();

describe('plan gating on the panel', () => {
  it('a Pro restaurant sees its features included and Gold ones locked with the plan that unlocks them', async () => {
    openRestaurant(new FakeApi(), { plan: 'pro' });
    renderRestaurant(<RestaurantApp />);

    expect(await screen.findByRole('heading', { name: 'Funciones de tu plan Pro' })).toBeTruthy();
    expect(feature('Menú rápido')).toBe('Menú rápidoIncluida');
    expect(locked('Menú rápido')).toBeUndefined();
    expect(feature('Reportes avanzados')).toBe('Reportes avanzadosPlan Gold');
    expect(locked('Reportes avanzados')).toBe('svg');
    expect(feature('Acceso a la API')).toBe('Acceso a la APIPlan Gold');
    expect(locked('Acceso a la API')).toBe('svg');
  });

  it('an Estándar restaurant sees Pro features locked behind Pro', async () => {
    openRestaurant(new FakeApi(), { plan: 'estandar' });
    renderRestaurant(<RestaurantApp />);

    expect(await screen.findByRole('heading', { name: 'Funciones de tu plan Estándar' })).toBeTruthy();
    expect(feature('Factura electrónica')).toBe('Factura electrónicaPlan Pro');
    expect(locked('Factura electrónica')).toBe('svg');
    expect(feature('Análisis básico')).toBe('Análisis básicoIncluida');
  });
});
