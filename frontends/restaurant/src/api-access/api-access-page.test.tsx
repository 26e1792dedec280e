/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey, WebhookDelivery } from '@mb/contracts';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/api';
const secret = `mbk_${'a'.repeat(43)}`;
const key: ApiKey = {
  id: '0a1b2c3d-0000-4000-8000-000000000901',
  name: 'Contabilidad',
  prefix: 'mbk_aaaaaa',
  scopes: { menu: 'read', checks: 'write' },
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  created_at: '2026-11-26T20:00:00.000Z',
};
const webhook = {
  id: '0a1b2c3d-0000-4000-8000-000000000902',
  url: 'https://erp.example.com/hooks',
  events: ['restaurant.check.paid'],
  revoked_at: null,
  created_at: '2026-11-26T20:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: '0a1b2c3d-0000-4000-8000-000000000903',
  event_id: '0a1b2c3d-0000-4000-8000-000000000904',
  event_type: 'restaurant.check.paid',
  status: 'entregado',
  created_at: '2026-11-26T20:00:00.000Z',
  attempts: [
    { attempt: 1, status_code: 500, duration_ms: 12, error: 'HTTP 500: caído', at: '2026-11-26T20:00:00.000Z' },
    { attempt: 2, status_code: 200, duration_ms: 9, error: null, at: '2026-11-26T20:00:10.000Z' },
  ],
};

let api: FakeApi;
let keys: ApiKey[];

beforeEach(() => {
  forgetRestaurant();
  localStorage.clear();
  api = new FakeApi();
  keys = [];
  api
    .on('GET /restaurant/api/llaves', () => ({ body: { success: true, data: keys } }))
    .on('POST /restaurant/api/llaves', (call: Call) => {
      const body = call.body as { name: string; scopes: ApiKey['scopes'] };
      keys = [{ ...key, name: body.name, scopes: body.scopes }];
      return { body: { success: true, data: { ...keys[0], secret } } };
    })
    .on(`DELETE /restaurant/api/llaves/${key.id}`, () => {
      keys = [{ ...keys[0]!, revoked_at: '2026-11-26T21:00:00.000Z' }];
      return { body: { success: true, data: keys[0] } };
    })
    .on('GET /restaurant/api/webhooks', { body: { success: true, data: [webhook] } })
    .on(`GET /restaurant/api/webhooks/${webhook.id}/envios`, { body: { success: true, data: [delivery] } })
    .on(`POST /restaurant/api/webhooks/${webhook.id}/envios/${delivery.id}/reenviar`, {
      body: { success: true, data: { ...delivery, status: 'pendiente' } },
    });
});

describe('API y webhooks', () => {
  it('makes a key with its permissions, shows its secret once with a copy button, and revokes it after asking', async () => {
    openRestaurant(api, { plan: 'gold' });
    renderRestaurant(<RestaurantApp />, { path });
    const form = await screen.findByRole('form', { name: 'Nueva llave de API' });
    fireEvent.change(within(form).getByLabelText(/Nombre/), { target: { value: 'Contabilidad' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Cuentas' })).getByLabelText('Escritura'));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear llave' }));

    const shown = await screen.findByRole('status');
    expect(within(shown).getByText(secret)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/restaurant/api/llaves');
    expect(sent?.body).toEqual({ name: 'Contabilidad', scopes: { menu: 'read', checks: 'write' }, expires_at: null });

    const row = (await screen.findByRole('cell', { name: /Contabilidad/ })).closest('tr')!;
    expect(within(row).getByText('Menú: Lectura · Cuentas: Escritura')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Revocar' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: '¿Revocar la llave Contabilidad?' })).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.getByText('Revocada')).toBeTruthy());
  });

  it("shows a webhook's delivery log, each try with its answer, and re-sends a delivery", async () => {
    openRestaurant(api, { plan: 'gold' });
    renderRestaurant(<RestaurantApp />, { path });
    fireEvent.click(await screen.findByRole('tab', { name: 'Webhooks' }));
    const section = await screen.findByRole('region', { name: webhook.url });
    fireEvent.click(within(section).getByRole('button', { name: 'Ver envíos' }));
    const log = await screen.findByRole('table', { name: `Envíos a ${webhook.url}` });
    expect(within(log).getByText('Entregado')).toBeTruthy();
    expect(within(log).getByText(/#1 · 500 · 12 ms .* · HTTP 500: caído/)).toBeTruthy();
    expect(within(log).getByText(/#2 · 200 · 9 ms/)).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/reenviar'))).toBe(true));
  });

  it('shows Pro the section locked with the plan that unlocks it, asking nothing of the server', async () => {
    openRestaurant(api, { plan: 'pro' });
    renderRestaurant(<RestaurantApp />, { path });
    const locked = await screen.findByRole('note');
    expect(locked.textContent).toContain('Gold');
    expect(api.calls.some((call) => call.path.startsWith('/restaurant/api/'))).toBe(false);
  });
});
