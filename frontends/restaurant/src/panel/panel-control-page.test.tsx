/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { RestaurantTokenClaims } from '@mb/contracts';
import { renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

/** A token as the gateway signs it; the page reads the payload only, so the signature is any text. */
function token(claims: Partial<RestaurantTokenClaims> = {}): string {
  const payload: RestaurantTokenClaims = {
    sub: '7b0f7a8e-0000-4000-8000-000000000001',
    subscription_id: '00000000-0000-4000-8000-000000000001',
    product_name: 'Software Restaurante',
    role: 'employee',
    plan_type: 'gold',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  return `${base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.firma`;
}

const fact = (name: string) => screen.getByRole('group', { name }).textContent;

beforeEach(() => localStorage.clear());

describe('/restaurant/panelControl', () => {
  it('shows the restaurant the stored restaurant_token opens: product, role and plan', () => {
    localStorage.setItem('restaurant_token', token({ product_name: 'Restaurante La Ñapa', role: 'employee', plan_type: 'gold' }));
    renderRestaurant(<RestaurantApp />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel de control del restaurante');
    expect(fact('Producto')).toBe('ProductoRestaurante La Ñapa');
    expect(fact('Rol')).toBe('RolEmpleado');
    expect(fact('Plan')).toBe('PlanGold');
  });

  it("shows the owner as 'Propietario'", () => {
    localStorage.setItem('restaurant_token', token({ role: 'owner', plan_type: 'pro' }));
    renderRestaurant(<RestaurantApp />);

    expect(fact('Rol')).toBe('RolPropietario');
    expect(fact('Plan')).toBe('PlanPro');
  });

  it('without a readable token says so and links back to /cuenta', () => {
    localStorage.setItem('restaurant_token', 'no-es-un-token');
    const { location } = renderRestaurant(<RestaurantApp />);

    expect(screen.getByText('No has abierto ninguna aplicación de restaurante. Ábrela desde Mis Suscripciones.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Producto' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Ir a Mis Suscripciones' });
    expect(back.getAttribute('href')).toBe('/cuenta');
    fireEvent.click(back);
    expect(location.history.at(-1)).toBe('/cuenta');
  });

  it('with an expired token asks to open the app again', () => {
    localStorage.setItem('restaurant_token', token({ exp: Math.floor(Date.now() / 1000) - 60 }));
    renderRestaurant(<RestaurantApp />);

    expect(screen.getByText('Tu acceso a la aplicación expiró. Ábrela de nuevo desde Mis Suscripciones.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Mis Suscripciones' })).toBeTruthy();
  });
});
