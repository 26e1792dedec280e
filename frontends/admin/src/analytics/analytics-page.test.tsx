/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsEventView, AnalyticsSummary } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const summary: AnalyticsSummary = {
  from: '2026-11-01',
  to: '2026-11-03',
  totals: { total_pageviews: 1234, unique_sessions: 321, total_clicks: 12 },
  consents: [
    { status: 'accepted', count: 40 },
    { status: 'rejected', count: 7 },
  ],
  top_paths: [
    { path: '/tienda', count: 800 },
    { path: '/', count: 434 },
  ],
  top_referrers: [
    { referrer: '', count: 900 },
    { referrer: 'www.google.com', count: 334 },
  ],
  utm: [
    { source: 'google', medium: 'cpc', campaign: 'lanzamiento', count: 300 },
    { source: '', medium: '', campaign: '', count: 934 },
  ],
  countries: [
    { country: 'CO', count: 1200 },
    { country: '', count: 34 },
  ],
  pageviews_by_day: [
    { day: '2026-11-01', pageviews: 400 },
    { day: '2026-11-02', pageviews: 434 },
    { day: '2026-11-03', pageviews: 400 },
  ],
  previous_pageviews_by_day: [
    { day: '2026-10-29', pageviews: 100 },
    { day: '2026-10-30', pageviews: 100 },
    { day: '2026-10-31', pageviews: 100 },
  ],
};
const event: AnalyticsEventView = {
  id: '9d7e0f4e-0000-4000-8000-000000000001',
  createdAt: '2026-11-03T15:04:00.000Z',
  event_type: 'pageview',
  path: '/tienda',
  url: 'http://127.0.0.1:8080/tienda?utm_source=google',
  referrer: '',
  name: null,
  ip: '190.24.131.0',
  country: 'CO',
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});

const open = () => renderAdmin(<AdminApp />, { path: '/admin/analitica' });
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Analítica', () => {
  it('shows the four cards, the chart against the previous period, the top lists with their placeholders and the recent events', async () => {
    api
      .on('GET /auth/analytics/summary', { body: { success: true, data: summary } })
      .on('GET /auth/analytics/events', { body: { success: true, items: [event] } });
    open();
    await screen.findByRole('group', { name: 'Páginas vistas' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analítica');
    const card = (name: string) => screen.getByRole('group', { name }).textContent;
    expect(card('Páginas vistas')).toContain('1.234');
    expect(card('Sesiones únicas')).toContain('321');
    expect(card('Consentimientos aceptados')).toContain('40');
    expect(card('Consentimientos rechazados')).toContain('7');
    expect(screen.getByRole('img', { name: /Páginas vistas por día: Este periodo 1234, Periodo anterior 300/ })).toBeTruthy();

    expect(rowsOf('Páginas más vistas')).toEqual([
      ['/tienda', '800'],
      ['/', '434'],
    ]);
    expect(rowsOf('Principales referentes')).toEqual([
      ['(direct)', '900'],
      ['www.google.com', '334'],
    ]);
    expect(rowsOf('UTM (fuente / medio / campaña)')).toEqual([
      ['google / cpc / lanzamiento', '300'],
      ['(sin UTM)', '934'],
    ]);
    expect(rowsOf('Países')).toEqual([
      ['Colombia (CO)', '1.200'],
      ['(desconocido)', '34'],
    ]);
    expect(rowsOf('Eventos recientes')).toEqual([
      [formatDateTime(event.createdAt), 'Vista', event.url, '(direct)', '190.24.131.0', 'Colombia (CO)'],
    ]);

    expect(api.callsTo('GET /auth/analytics/events')[0]!.query.get('limit')).toBe('50');
    const first = api.callsTo('GET /auth/analytics/summary')[0]!.query;
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000).toBe(29);
  });

  it('asks again for the chosen dates and on refresh', async () => {
    api
      .on('GET /auth/analytics/summary', { body: { success: true, data: summary } })
      .on('GET /auth/analytics/events', { body: { success: true, items: [] } });
    open();
    await screen.findByRole('group', { name: 'Páginas vistas' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.callsTo('GET /auth/analytics/summary').at(-1)!.query.get('from')).toBe('2026-11-01'));
    const refresh = screen.getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement;
    await waitFor(() => expect(refresh.disabled).toBe(false));
    const before = api.callsTo('GET /auth/analytics/events').length;
    fireEvent.click(refresh);
    await waitFor(() => expect(api.callsTo('GET /auth/analytics/events').length).toBe(before + 1));
    expect(screen.getByText('Aún no hay eventos')).toBeTruthy();
  });

  it("shows the server's message, or 'Error cargando analytics' when there is none", async () => {
    api.on('GET /auth/analytics/summary', {
      status: 503,
      body: { success: false, message: 'Servicio no disponible, inténtalo de nuevo más tarde' },
    });
    api.on('GET /auth/analytics/events', { body: { success: true, items: [] } });
    const first = open();
    expect(await screen.findByText('Servicio no disponible, inténtalo de nuevo más tarde')).toBeTruthy();
    first.unmount();

    api.on('GET /auth/analytics/summary', { status: 500, body: {} });
    open();
    expect(await screen.findByText('Error cargando analytics')).toBeTruthy();
  });

  it('tells a client the screen is for administrators, without asking for analytics', async () => {
    renderAdmin(<AdminApp />, { path: '/admin/analitica', user: { id: 'c1', email: 'ana@example.co', name: 'Ana', role: 'Client' } });
    expect(await screen.findByText('Acceso Denegado')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/auth/analytics'))).toEqual([]);
  });
});
