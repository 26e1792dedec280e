/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pipelineServices, type DeadLetterView, type PipelineResponse, type ServicePipeline, type SessionUser } from '@mb/contracts';
import { adminUser, FakeApi, renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const superAdmin: SessionUser = { ...adminUser, role: 'SuperAdmin' };
const letter: DeadLetterView = {
  id: '7',
  group: 'restaurant.subscriptions',
  origin_topic: 'billing.subscription',
  origin_partition: 0,
  origin_offset: '41',
  error: 'producto desconocido',
  attempts: 5,
  payload: '{"id":"e1","type":"billing.subscription.activated"}',
  dead_at: '2026-11-26T23:00:00.000Z',
};
type Pipeline = Omit<ServicePipeline, 'success'>;
const quiet: Pipeline = {
  health: { outbox: { backlog: 0, oldest_age_seconds: 0 }, groups: [], jobs: [] },
  dead_letters: [],
  failed_jobs: [],
};
const answer = (restaurant: Partial<Pipeline>, unreachable?: string): { body: PipelineResponse } => ({
  body: {
    success: true,
    services: pipelineServices.map((service) => {
      if (service === 'analytics' && unreachable) return { service, pipeline: null, error: unreachable };
      return { service, pipeline: service === 'restaurant' ? { ...quiet, ...restaurant } : quiet, error: null };
    }),
  },
});
const withLetter = answer(
  {
    health: {
      outbox: { backlog: 3, oldest_age_seconds: 12.4 },
      groups: [{ group: 'restaurant.subscriptions', lag: 2, dead_letters: 1 }],
      jobs: [],
    },
    dead_letters: [letter],
    failed_jobs: [{ queue: 'webhooks', id: 'w-1', name: 'entrega', reason: 'el destino no respondió', attempts: 3, failed_at: null }],
  },
  'Servicio no disponible, inténtalo de nuevo más tarde',
);

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});
const open = (user = superAdmin) => renderAdmin(<AdminApp />, { path: '/admin/operacion', user });

describe('Operación de la mensajería', () => {
  it('shows each service’s health, the dead letter with its origin, error and message, and the failed job', async () => {
    api.on('GET /auth/pipeline', withLetter);
    open();
    expect(await screen.findByText('Cargando el estado de la mensajería...')).toBeTruthy();
    const health = await screen.findByRole('table', { name: 'Estado por servicio' });
    const restaurant = within(health).getByText('Restaurante').closest('tr')!;
    expect([...restaurant.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Restaurante', '3', '12 s', '2', '1', '0']);
    expect(within(health).getByText('Sin respuesta: Servicio no disponible, inténtalo de nuevo más tarde')).toBeTruthy();

    const letters = screen.getByRole('table', { name: 'Mensajes fallidos' });
    expect(within(letters).getByText('billing.subscription / 0 / 41')).toBeTruthy();
    expect(within(letters).getByText('producto desconocido')).toBeTruthy();
    fireEvent.click(within(letters).getByRole('button', { name: 'Ver mensaje' }));
    expect(within(letters).getByText(letter.payload)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Trabajos fallidos' })).getByText('el destino no respondió')).toBeTruthy();
  });

  it('replays at once, discards only after the confirmation, and retries a job, each by its service', async () => {
    api.on('GET /auth/pipeline', withLetter);
    api.on('POST /auth/pipeline/:service/dead-letters/:id/replay', {
      body: { success: true, message: 'Mensaje reenviado a su tema original' },
    });
    api.on('POST /auth/pipeline/:service/dead-letters/:id/discard', { body: { success: true, message: 'Mensaje descartado' } });
    api.on('POST /auth/pipeline/:service/jobs/:queue/:jobId/retry', { body: { success: true, message: 'Trabajo reintentado' } });
    open();
    const letters = await screen.findByRole('table', { name: 'Mensajes fallidos' });

    fireEvent.click(within(letters).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(api.callsTo('POST /auth/pipeline/restaurant/dead-letters/7/replay')).toHaveLength(1));

    await waitFor(() => expect((within(letters).getByRole('button', { name: 'Descartar' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(letters).getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar este mensaje?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /auth/pipeline/restaurant/dead-letters/7/discard')).toHaveLength(0);
    fireEvent.click(within(letters).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, descartar' }));
    await waitFor(() => expect(api.callsTo('POST /auth/pipeline/restaurant/dead-letters/7/discard')).toHaveLength(1));

    const jobs = screen.getByRole('table', { name: 'Trabajos fallidos' });
    await waitFor(() => expect((within(jobs).getByRole('button', { name: 'Reintentar' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(jobs).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(api.callsTo('POST /auth/pipeline/restaurant/jobs/webhooks/w-1/retry')).toHaveLength(1));
  });

  it('says when nothing failed, offers a retry when the console cannot be read, and is closed to an Admin', async () => {
    api.on(
      'GET /auth/pipeline',
      { status: 502, body: { success: false, message: 'No se pudo leer el estado de la mensajería' } },
      answer({}),
    );
    const view = open();
    expect(await screen.findByText('No se pudo leer el estado de la mensajería')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay mensajes fallidos pendientes.')).toBeTruthy();
    expect(screen.getByText('No hay trabajos fallidos.')).toBeTruthy();
    view.unmount();

    open(adminUser);
    expect(await screen.findByText(/Acceso Denegado/i)).toBeTruthy();
    expect(api.callsTo('GET /auth/pipeline')).toHaveLength(2);
  });
});
