/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type WindowEventName } from '@mb/ui';
import { templateExistsCode } from '@mb/contracts';
import { FakeApi, change, recordToasts } from '../invoicing/invoicing-test-kit.js';
import { renderAdmin } from '../testing/test-kit.js';
import AdminApp from '../admin-app.js';

const summaries = [
  { key: 'template_descuento_global', label: 'Una línea con descuento global' },
  { key: 'template_tirilla', label: 'Tirilla' },
];
const tirilla = { key: 'template_tirilla', label: 'Tirilla', payload: { number: 990000001, seze: '2021-2017' } };
const listAnswer = (templates = summaries) => ({ body: { success: true, data: { templates } } });
/** The server answers a save with what it stored (spec 3 §7). */
const savedAnswer =
  (key: string) =>
  ({ body }: { body: unknown }) => ({ body: { success: true, data: { key, ...(body as object) } } });

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /api/templates/invoices', listAnswer())
    .on('GET /api/templates/invoices/template_tirilla', { body: { success: true, data: tirilla } });
  toasts = recordToasts();
});
afterEach(() => toasts.off());

/** Holds the calls' answers back until the returned function is called, to see the screen meanwhile. */
function holdAnswers(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    await held;
    return fakeFetch(input, init);
  }) as typeof fetch;
  return release;
}

/** The panel, once its (lazily loaded) screen shows. */
async function openPanel() {
  renderAdmin(<AdminApp />, { path: '/admin/facturacion/plantillas' });
  return screen.findByRole('heading', { level: 1 });
}
const nameInput = () => screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
const editor = () => screen.getByRole('textbox', { name: 'JSON de la plantilla' }) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: /^(Guardar|Guardando…)$/ }) as HTMLButtonElement;

describe('Plantillas de factura', () => {
  it('lists the templates and loads the chosen one; saving keeps its key and reads the list again', async () => {
    api.on('PUT /api/templates/invoices/template_tirilla', savedAnswer('template_tirilla'));
    expect((await openPanel()).textContent).toBe('Plantillas de factura');
    const list = screen.getByRole('navigation', { name: 'Tipos de plantilla' });
    fireEvent.click(await within(list).findByRole('button', { name: /Tirilla/ }));
    await waitFor(() => expect(nameInput().value).toBe('Tirilla'));
    expect(JSON.parse(editor().value)).toEqual(tirilla.payload);

    change(nameInput(), 'Tirilla POS');
    change(editor(), '{"number": 990000002}');
    const release = holdAnswers();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Guardando…'));
    expect(saveButton().disabled).toBe(true);

    release();
    await waitFor(() => expect(saveButton().textContent).toBe('Guardar'));
    expect(api.callsTo('PUT /api/templates/invoices/template_tirilla').map((call) => call.body)).toEqual([
      { label: 'Tirilla POS', payload: { number: 990000002 } },
    ]);
    expect(toasts.toasts).toEqual([{ type: 'success', message: 'Plantilla guardada', durationMs: 8000 }]);
    await waitFor(() => expect(api.callsTo('GET /api/templates/invoices')).toHaveLength(2));
  });

  it("saves a new template under its name lowercased with underscores, and an empty name as 'Sin nombre'", async () => {
    api
      .on('PUT /api/templates/invoices/factura_con_anexos', savedAnswer('factura_con_anexos'))
      .on('PUT /api/templates/invoices/sin_nombre', savedAnswer('sin_nombre'));
    await openPanel();
    await screen.findByRole('button', { name: /Tirilla/ });
    change(nameInput(), '  Factura con   Anexos ');
    expect(screen.getByText('Se guarda como factura_con_anexos')).toBeTruthy();
    change(editor(), '{"annexes": []}');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /api/templates/invoices/factura_con_anexos')).toHaveLength(1));
    expect(api.callsTo('PUT /api/templates/invoices/factura_con_anexos')[0]!.body).toEqual({
      label: 'Factura con   Anexos',
      payload: { annexes: [] },
      create_only: true,
    });

    await waitFor(() => expect(saveButton().textContent).toBe('Guardar'));
    fireEvent.click(screen.getByRole('button', { name: 'Nueva plantilla' }));
    expect(nameInput().value).toBe('');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /api/templates/invoices/sin_nombre')).toHaveLength(1));
    expect(api.callsTo('PUT /api/templates/invoices/sin_nombre')[0]!.body).toEqual({ label: 'Sin nombre', payload: {}, create_only: true });
  });

  it('folds accents in a new key, asks before replacing a template with that key, and keeps the keys in their order', async () => {
    const existing = {
      success: false,
      message: 'Ya existe la plantilla «Ñandú» con la clave nandu: confirme para reemplazarla.',
      code: templateExistsCode,
      label: 'Ñandú',
    };
    api.on('PUT /api/templates/invoices/nandu_sur', ({ body }) =>
      (body as { create_only?: boolean }).create_only
        ? { status: 409, body: existing }
        : { body: { success: true, data: { key: 'nandu_sur', ...(body as object) } } },
    );
    await openPanel();
    await screen.findByRole('button', { name: /Tirilla/ });
    change(nameInput(), 'Ñandú Sur');
    expect(screen.getByText('Se guarda como nandu_sur')).toBeTruthy();
    change(editor(), '{"zeta": 1, "a": 2}');

    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Reemplazar plantilla' });
    expect(within(dialog).getByText('Ya existe la plantilla «Ñandú» con la clave nandu_sur. ¿Reemplazarla con esta?')).toBeTruthy();
    expect(toasts.toasts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/templates/invoices/nandu_sur')).toHaveLength(1);

    fireEvent.click(saveButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reemplazar plantilla' })).getByRole('button', { name: 'Reemplazar' }),
    );
    await waitFor(() => expect(toasts.messages()).toEqual(['Plantilla guardada']));
    const calls = api.callsTo('PUT /api/templates/invoices/nandu_sur');
    expect(calls.map((call) => call.body)).toEqual([
      { label: 'Ñandú Sur', payload: { zeta: 1, a: 2 }, create_only: true },
      { label: 'Ñandú Sur', payload: { zeta: 1, a: 2 }, create_only: true },
      { label: 'Ñandú Sur', payload: { zeta: 1, a: 2 } },
    ]);
    expect(Object.keys((calls[2]!.body as { payload: object }).payload)).toEqual(['zeta', 'a']);
  });

  it("refuses invalid JSON with 'JSON inválido' and calls nothing", async () => {
    await openPanel();
    await screen.findByRole('button', { name: /Tirilla/ });
    change(nameInput(), 'Rota');
    for (const text of ['{"number": ', '[]', 'null']) {
      change(editor(), text);
      fireEvent.click(saveButton());
    }
    expect(toasts.toasts).toEqual(Array(3).fill({ type: 'error', message: 'JSON inválido', durationMs: 8000 }));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's message, else 'No se pudo guardar'", async () => {
    api.on(
      'PUT /api/templates/invoices/rota',
      { status: 400, body: { success: false, message: 'Plantilla no encontrada' } },
      { status: 500, body: {} },
    );
    await openPanel();
    await screen.findByRole('button', { name: /Tirilla/ });
    change(nameInput(), 'Rota');
    fireEvent.click(saveButton());
    await waitFor(() => expect(toasts.messages()).toEqual(['Plantilla no encontrada']));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(toasts.messages()).toEqual(['Plantilla no encontrada', 'No se pudo guardar']));
    expect(toasts.toasts.every((toast) => toast.durationMs === 8000)).toBe(true);
  });

  it("shows 'Acceso Denegado' to a non-administrator, and 'Volver' goes to the admin dashboard", async () => {
    const events: WindowEventName[] = [];
    const off = on('open-admin-dashboard', () => events.push('open-admin-dashboard'));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(events).toEqual(['open-admin-dashboard']);
    off();

    api.on('GET /api/templates/invoices', {
      status: 403,
      body: { success: false, message: 'No tienes permisos para acceder a esta página.' },
    });
    await openPanel();
    expect(within(await screen.findByRole('alert')).getByText('Acceso Denegado')).toBeTruthy();
  });
});
