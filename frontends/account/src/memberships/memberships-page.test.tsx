/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit, on, sessionQueryKey, type WindowEventName } from '@mb/ui';
import { FakeApi, clientUser, renderAccount } from '../testing/test-kit.js';
import { dashboardAnswer, makeSharedApp, makeSubscription } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';
import { productPath } from '../product-path.js';
import type { ClientDashboardUser, DashboardPart } from './client-dashboard.js';

const active = makeSubscription({});
const grace = makeSubscription({
  product_name: 'Bot de WhatsApp',
  product: { name: 'Bot de WhatsApp', slug: 'bot-de-whatsapp', category: 'Software' },
  plan_type: 'estandar',
  subscription_date: '2025-02-01T15:00:00.000Z',
  expiry_date: '2025-03-01T15:00:00.000Z',
  suspension_date: '2025-03-16T15:00:00.000Z',
  status: 'grace',
  amount_paid: 80000,
});
const expired = makeSubscription({
  product_name: 'Servicio Técnico',
  plan_type: 'gold',
  status: 'expired',
  is_active: false,
  amount_paid: 250000,
});

const sharedApp = makeSharedApp();

function dashboard(overrides: Partial<ClientDashboardUser> = {}, unavailable: DashboardPart[] = []) {
  return dashboardAnswer({ subscriptions: [active, grace, expired], shared_apps: [sharedApp], ...overrides }, unavailable);
}

let api: FakeApi;
let events: WindowEventName[];
let offs: (() => void)[];

beforeEach(() => {
  api = new FakeApi();
  events = [];
  offs = (['open-store', 'open-fe-profile-modal'] as const).map((name) => on(name, () => events.push(name)));
});

afterEach(() => offs.forEach((off) => off()));

const card = (name: string) => screen.getByRole('article', { name });
const stat = (name: string) => screen.getByRole('group', { name }).textContent;

describe('Mis Suscripciones', () => {
  it('shows each subscription with plan, es-CO dates, amount paid in COP and Activo only when active', async () => {
    api.on('GET /auth/dashboard/client', dashboard());
    renderAccount(<AccountApp />);

    expect(screen.getByText('Cargando tus suscripciones…')).toBeTruthy();
    await screen.findByRole('article', { name: 'Software Restaurante' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis Suscripciones');
    expect(screen.getByRole('tab', { name: 'Suscripciones', selected: true })).toBeTruthy();

    const activeCard = card('Software Restaurante');
    expect(within(activeCard).getByText('Plan Pro')).toBeTruthy();
    expect(within(activeCard).getByText('10/01/2025')).toBeTruthy();
    expect(within(activeCard).getByText('10/01/2026')).toBeTruthy();
    expect(within(activeCard).getByText('1.800.000 COP')).toBeTruthy();
    expect(within(activeCard).getByText('Activo')).toBeTruthy();
    expect(within(activeCard).queryByRole('alert')).toBeNull();

    const graceCard = card('Bot de WhatsApp');
    expect(within(graceCard).getByText('Plan Estándar')).toBeTruthy();
    expect(within(graceCard).getByText('Inactivo')).toBeTruthy();
    expect(within(graceCard).getByRole('alert').textContent).toBe(
      'Tu suscripción venció. El acceso se suspenderá el 16/03/2025. Renueva para no perderlo.',
    );

    const expiredCard = card('Servicio Técnico');
    expect(within(expiredCard).getByText('Plan Gold')).toBeTruthy();
    expect(within(expiredCard).getByText('250.000 COP')).toBeTruthy();
    expect(within(expiredCard).getByText('Inactivo')).toBeTruthy();
    expect(within(expiredCard).queryByRole('alert')).toBeNull();

    expect(stat('Suscripciones activas')).toBe('Suscripciones activas1');
    expect(stat('Suscripciones totales')).toBe('Suscripciones totales3');
    expect(stat('Apps compartidas')).toBe('Apps compartidas1');
    expect(api.callsTo('GET /auth/dashboard/client')).toHaveLength(1);
  });

  it("lists the apps shared with the client: owner, role and plan; one whose subscription is not active shows 'Suscripción inactiva', disabled", async () => {
    const expiredShare = makeSharedApp({ product_name: 'Bar El Puerto', subscription_status: 'expired', role: 'admin', plan_type: 'pro' });
    const graceShare = makeSharedApp({ product_name: 'Café Central', subscription_status: 'grace' });
    api.on('GET /auth/dashboard/client', dashboard({ shared_apps: [sharedApp, expiredShare, graceShare] }));
    renderAccount(<AccountApp />);

    const shared = within(await screen.findByRole('region', { name: 'Apps compartidas contigo' }));
    const first = shared.getByRole('article', { name: 'Restaurante La Esquina' });
    expect(first.textContent).toContain('Propietario: dueno@example.co');
    expect(first.textContent).toContain('Rol: Empleado');
    expect(first.textContent).toContain('Plan: Gold');
    expect(within(first).getByText('Activo')).toBeTruthy();
    const second = shared.getByRole('article', { name: 'Bar El Puerto' });
    expect(second.textContent).toContain('Rol: Administrador');
    expect(within(second).getByText('Inactivo')).toBeTruthy();

    expect((within(first).getByRole('button', { name: 'Abrir' }) as HTMLButtonElement).disabled).toBe(false);
    for (const name of ['Bar El Puerto', 'Café Central']) {
      const inactive = within(shared.getByRole('article', { name }));
      expect((inactive.getByRole('button', { name: 'Suscripción inactiva' }) as HTMLButtonElement).disabled).toBe(true);
      expect(inactive.queryByRole('button', { name: 'Abrir' })).toBeNull();
    }
  });

  it('offers Abrir, Configurar and Renovar on live restaurant subscriptions only', async () => {
    const graceRestaurant = makeSubscription({ product_name: 'Software Restaurante Sede Norte', status: 'grace' });
    const expiredRestaurant = makeSubscription({ product_name: 'Software Restaurante Sede Sur', status: 'expired', is_active: false });
    api.on('GET /auth/dashboard/client', dashboard({ subscriptions: [active, graceRestaurant, expiredRestaurant, grace] }));
    renderAccount(<AccountApp />);

    for (const name of ['Software Restaurante', 'Software Restaurante Sede Norte']) {
      const live = within(await screen.findByRole('article', { name }));
      for (const action of ['Abrir', 'Configurar', 'Renovar']) expect(live.getByRole('button', { name: action })).toBeTruthy();
    }
    // Expired: nothing opens; another product: no restaurant to open.
    expect(within(card('Software Restaurante Sede Sur')).queryAllByRole('button')).toHaveLength(0);
    expect(within(card('Bot de WhatsApp')).queryAllByRole('button')).toHaveLength(0);
  });

  it("opens a subscription's staff configuration on its window event, as its 'Configurar' button does", async () => {
    const north = makeSubscription({ product_name: 'Software Restaurante Sede Norte' });
    api.on('GET /auth/dashboard/client', dashboard({ subscriptions: [active, north] }));
    api.on(`GET ${productPath('/restaurant/config/assignments')}`, {
      body: { success: true, data: [], plan_type: 'pro', seats: { used: 0, limit: 10 } },
    });
    renderAccount(<AccountApp />);
    await screen.findByRole('article', { name: 'Software Restaurante Sede Norte' });

    act(() => emit('open-restaurant-config', { subscriptionId: north.id }));
    expect(await screen.findByRole('dialog', { name: 'Configuración de Software Restaurante Sede Norte' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Configuración de Software Restaurante' })).toBeNull();
  });

  it('says so when there are no subscriptions and nothing is shared', async () => {
    api.on('GET /auth/dashboard/client', dashboard({ subscriptions: [], shared_apps: [] }));
    renderAccount(<AccountApp />);

    expect(await screen.findByText('No tienes productos activos en este momento.')).toBeTruthy();
    expect(screen.getByText('Nadie ha compartido una aplicación contigo todavía.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(stat('Suscripciones totales')).toBe('Suscripciones totales0');
  });

  it('says which part the gateway could not get instead of showing it empty, and retries', async () => {
    api.on('GET /auth/dashboard/client', dashboard({ subscriptions: [] }, ['subscriptions']), dashboard());
    renderAccount(<AccountApp />);

    const list = within(await screen.findByRole('region', { name: 'Tus productos' }));
    expect(list.getByRole('alert').textContent).toContain('No pudimos cargar tus suscripciones en este momento.');
    expect(screen.queryByText('No tienes productos activos en este momento.')).toBeNull();
    expect(stat('Suscripciones activas')).toBe('Suscripciones activas—');
    expect(stat('Suscripciones totales')).toBe('Suscripciones totales—');
    expect(stat('Apps compartidas')).toBe('Apps compartidas1');

    fireEvent.click(list.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Software Restaurante' })).toBeTruthy();
    expect(stat('Suscripciones totales')).toBe('Suscripciones totales3');
  });

  it('says so when the answer carries no user', async () => {
    const noUser = { success: true, user: null, unavailable: [] };
    api.on('GET /auth/dashboard/client', {
      body: noUser,
      offContract: 'the gateway always names the user; the page must not break without',
    });
    renderAccount(<AccountApp />);

    expect(await screen.findByText('No se encontró información del usuario.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Suscripciones activas' })).toBeNull();
  });

  it('waits for the shell to know who is signed in, and asks again when someone else signs in', async () => {
    api.on('GET /auth/dashboard/client', dashboard());
    const { queryClient } = renderAccount(<AccountApp />, { user: 'unknown' });
    expect(screen.getByText('Cargando tus suscripciones…')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    act(() => queryClient.setQueryData(sessionQueryKey, clientUser));
    await screen.findByRole('article', { name: 'Software Restaurante' });
    expect(api.callsTo('GET /auth/dashboard/client')).toHaveLength(1);

    // The cache outlives a logout: another user's answer must be asked for, never reused.
    api.on('GET /auth/dashboard/client', dashboard({ id: 'another-user', subscriptions: [], shared_apps: [] }));
    act(() => queryClient.setQueryData(sessionQueryKey, { ...clientUser, id: 'another-user' }));
    expect(await screen.findByText('No tienes productos activos en este momento.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Software Restaurante' })).toBeNull();
    expect(api.callsTo('GET /auth/dashboard/client')).toHaveLength(2);
  });

  it('asks a visitor who is not signed in to sign in, without calling the gateway', async () => {
    const logins: unknown[] = [];
    offs.push(on('open-login-modal', () => logins.push('open-login-modal')));
    renderAccount(<AccountApp />, { user: null });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis Suscripciones');
    expect(screen.getByText('Inicia sesión para ver tus suscripciones.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(logins).toEqual(['open-login-modal']);
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'Sesión expirada' on 401, otherwise the load screen's text with the server's message, the status, a bad answer or no connection, and retries", async () => {
    api.on(
      'GET /auth/dashboard/client',
      { status: 401, body: { success: false, message: 'No token found' } },
      { status: 503, body: { success: false, message: 'Servicio no disponible, inténtalo de nuevo más tarde' } },
      { status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' },
      { status: 200, body: { success: false }, offContract: 'a bad answer, as a broken proxy could give' },
      () => {
        throw new TypeError('Failed to fetch');
      },
      dashboard(),
    );
    renderAccount(<AccountApp />);
    const loadScreen = 'Error al conectar con el servidor. Por favor, verifica que el backend esté funcionando.';
    const alertText = () => screen.getByRole('alert').textContent;
    const retry = () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Sesión expiradaReintentar');
    retry();
    await waitFor(() => expect(alertText()).toBe(`${loadScreen}Servicio no disponible, inténtalo de nuevo más tardeReintentar`));
    retry();
    await waitFor(() => expect(alertText()).toBe(`${loadScreen}Error 502: Bad GatewayReintentar`));
    retry();
    await waitFor(() => expect(alertText()).toBe(`${loadScreen}Error en la respuesta del servidorReintentar`));
    retry();
    await waitFor(() => expect(alertText()).toBe(`${loadScreen}Error de conexión con el servidorReintentar`));
    retry();
    expect(await screen.findByRole('article', { name: 'Software Restaurante' })).toBeTruthy();
  });

  it("'Ir a tienda' and 'Configurar Facturación Electrónica' emit their events", async () => {
    api.on('GET /auth/dashboard/client', dashboard());
    renderAccount(<AccountApp />);

    fireEvent.click(screen.getByRole('button', { name: 'Ir a tienda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Configurar Facturación Electrónica' }));
    expect(events).toEqual(['open-store', 'open-fe-profile-modal']);
  });
});

describe('the user-management variant (spec 2 §2.1)', () => {
  it("shows administrators plan and status filters and a search that only say 'Selecciona filtros para ver usuarios.'", async () => {
    api.on('GET /auth/dashboard/client', dashboard());
    const opened: string[] = [];
    offs.push(on('open-admin-dashboard', () => opened.push('admin')));
    renderAccount(<AccountApp />, { user: { ...clientUser, role: 'Admin' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Usuarios' }));
    expect(await screen.findByText('Selecciona filtros para ver usuarios.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el Panel de Super Administrador' }));
    expect(opened).toEqual(['admin']);
  });

  it('is not offered to clients', async () => {
    api.on('GET /auth/dashboard/client', dashboard());
    renderAccount(<AccountApp />);
    await screen.findByRole('article', { name: 'Software Restaurante' });
    expect(screen.queryByRole('tab', { name: 'Usuarios' })).toBeNull();
  });
});
