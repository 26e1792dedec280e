/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, renderAccount, type Call } from '../testing/test-kit.js';
import { dashboardAnswer, makeSharedApp, makeSubscription } from '../testing/fixtures.js';
import AccountApp from '../account-app.js';

const own = makeSubscription({ plan_type: 'pro' });
const shared = makeSharedApp({ product_name: 'Restaurante La Esquina', subscription_status: 'active' });
const openPath = (id: string) => `/auth/subscriptions/${id}/open-restaurant`;

const opened = (call: Call, role = 'owner') => ({
  body: {
    success: true,
    restaurant_token: `token-for-${call.path.split('/')[3]}`,
    role,
    subscription_id: call.path.split('/')[3],
    product_name: 'Software Restaurante',
    expires_in: 43200,
  },
});

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  localStorage.clear();
  api = new FakeApi().on('GET /auth/dashboard/client', dashboardAnswer({ subscriptions: [own], shared_apps: [shared] }));
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

/** A gate the test opens, to watch the button while the call runs (the FakeApi answers at once). */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

async function renderCards() {
  const view = renderAccount(<AccountApp />);
  const ownCard = within(await screen.findByRole('article', { name: 'Software Restaurante' }));
  const sharedCard = within(screen.getByRole('article', { name: 'Restaurante La Esquina' }));
  return { ...view, ownCard, sharedCard };
}

const button = (card: ReturnType<typeof within>, name: string) => card.getByRole('button', { name }) as HTMLButtonElement;

describe('Abrir', () => {
  it("shows 'Abriendo...' disabled while opening, keeps restaurant_token and goes to /restaurant/panelControl", async () => {
    api.on(`POST ${openPath(own.id)}`, (call) => opened(call));
    const { ownCard, location } = await renderCards();
    const fakeFetch = globalThis.fetch;
    const { gate, release } = held();
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return fakeFetch(input, init);
    }) as typeof fetch;

    try {
      fireEvent.click(button(ownCard, 'Abrir'));
      expect(button(ownCard, 'Abriendo...').disabled).toBe(true);
      expect(location.history.at(-1)).toBe('/cuenta');

      release();
      await waitFor(() => expect(location.history.at(-1)).toBe('/restaurant/panelControl'));
    } finally {
      globalThis.fetch = fakeFetch;
    }
    expect(localStorage.getItem('restaurant_token')).toBe(`token-for-${own.id}`);
    expect(api.callsTo(`POST ${openPath(own.id)}`)).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('on 401 checks GET /auth/session and opens once more', async () => {
    api
      .on(`POST ${openPath(own.id)}`, { status: 401, body: { success: false, message: 'No token found' } }, (call) => opened(call))
      .on('GET /auth/session', { body: { success: true, authenticated: true } });
    const { ownCard, location } = await renderCards();

    fireEvent.click(button(ownCard, 'Abrir'));

    await waitFor(() => expect(location.history.at(-1)).toBe('/restaurant/panelControl'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`).slice(-3)).toEqual([
      `POST ${openPath(own.id)}`,
      'GET /auth/session',
      `POST ${openPath(own.id)}`,
    ]);
    expect(localStorage.getItem('restaurant_token')).toBe(`token-for-${own.id}`);
  });

  it("restores the button and says 'Error configurando la app: …' with the server's reason, or 'desconocido'", async () => {
    api.on(
      `POST ${openPath(own.id)}`,
      { status: 403, body: { success: false, message: 'La suscripción no está activa: renuévala para abrir la aplicación' } },
      { status: 500, body: { success: false } },
    );
    const { ownCard, location } = await renderCards();

    fireEvent.click(button(ownCard, 'Abrir'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(button(ownCard, 'Abrir').disabled).toBe(false);
    fireEvent.click(button(ownCard, 'Abrir'));
    await waitFor(() => expect(toasts).toHaveLength(2));

    expect(toasts).toEqual([
      { type: 'error', message: 'Error configurando la app: La suscripción no está activa: renuévala para abrir la aplicación' },
      { type: 'error', message: 'Error configurando la app: desconocido' },
    ]);
    expect(location.history.at(-1)).toBe('/cuenta');
    expect(localStorage.getItem('restaurant_token')).toBeNull();
  });

  it("says 'Error de conexión al abrir la aplicación.' when the gateway cannot be reached", async () => {
    api.on(`POST ${openPath(own.id)}`, () => {
      throw new TypeError('Failed to fetch');
    });
    const { ownCard } = await renderCards();

    fireEvent.click(button(ownCard, 'Abrir'));

    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Error de conexión al abrir la aplicación.' }]));
    expect(button(ownCard, 'Abrir').disabled).toBe(false);
  });

  it('opens an active shared app the same way', async () => {
    api.on(`POST ${openPath(shared.subscription_id)}`, (call) => opened(call, 'employee'));
    const { sharedCard, location } = await renderCards();

    fireEvent.click(button(sharedCard, 'Abrir'));

    await waitFor(() => expect(location.history.at(-1)).toBe('/restaurant/panelControl'));
    expect(localStorage.getItem('restaurant_token')).toBe(`token-for-${shared.subscription_id}`);
  });

  it("says the server's reason, or 'No se pudo abrir la app compartida', when a shared app does not open", async () => {
    api.on(
      `POST ${openPath(shared.subscription_id)}`,
      { status: 403, body: { success: false, message: 'No tienes acceso a esta aplicación' } },
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    const { sharedCard } = await renderCards();

    fireEvent.click(button(sharedCard, 'Abrir'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    await waitFor(() => expect(button(sharedCard, 'Abrir').disabled).toBe(false));
    fireEvent.click(button(sharedCard, 'Abrir'));
    await waitFor(() => expect(toasts).toHaveLength(2));

    expect(toasts.map((toast) => toast.message)).toEqual(['No tienes acceso a esta aplicación', 'No se pudo abrir la app compartida']);
  });
});
