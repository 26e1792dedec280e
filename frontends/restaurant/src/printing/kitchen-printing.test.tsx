/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, forgetRestaurant, makeOrder, openRestaurant, renderRestaurant, stations } from '../testing/test-kit.js';
import { decodeEscPos } from '../testing/escpos-decoder.js';
import { plugSerialPrinter, unplugSerialPrinter } from '../testing/fake-serial-printer.js';
import RestaurantApp from '../restaurant-app.js';
import { disconnectPrinter } from './printer-link.js';

const board = '/restaurant/panelControl/cocina';
const waiting = makeOrder({ number: 12, status: 'pendiente', table_number: 7 });
let api: FakeApi;
let printed: Uint8Array[];
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
let toasts: ToastDetail[];
let off: () => void;

/** The gateway's order stream, fed by the test; everything else goes to the FakeApi. */
function serveOrderStream() {
  const fake = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/restaurant/pedidos/stream') return fake(input, init);
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    return { ok: true, status: 200, body } as unknown as Response;
  }) as typeof fetch;
}

beforeEach(async () => {
  forgetRestaurant();
  await disconnectPrinter();
  unplugSerialPrinter();
  printed = [];
  stream = undefined;
  api = new FakeApi();
  api.on('GET /restaurant/pedidos', { body: { success: true, data: [waiting] } });
  serveOrderStream();
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => {
  off();
  stream?.close();
});

const ticket = (name: string) => within(screen.getByRole('article', { name }));

describe('ticket printers on the kitchen board', () => {
  it('an Estándar restaurant sees ticket printers locked behind Pro and no print button on tickets', async () => {
    openRestaurant(api, { plan: 'estandar' });
    renderRestaurant(<RestaurantApp />, { path: board });

    const locked = await screen.findByRole('note');
    expect(locked.textContent).toContain('Sistema de ticketeras');
    expect(locked.textContent).toContain('Disponible desde el plan Pro');
    await screen.findByRole('article', { name: 'Pedido #12 · Mesa 7' });
    expect(screen.queryByRole('button', { name: 'Imprimir comanda' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ticketera' })).toBeNull();
  });

  it('without a connected printer a ticket prints through the browser dialog, on the roll width this device keeps', async () => {
    openRestaurant(api, { plan: 'pro' });
    const sheets: { text: string; paper: string | null; css: string }[] = [];
    window.print = () => {
      const sheet = document.querySelector('[data-print-sheet]');
      sheets.push({
        text: sheet?.textContent ?? '',
        paper: sheet?.getAttribute('data-paper') ?? null,
        css: sheet?.querySelector('style')?.textContent ?? '',
      });
    };
    const view = renderRestaurant(<RestaurantApp />, { path: board });

    expect(await screen.findByText(/se imprime con el diálogo de impresión del navegador|no conecta ticketeras directamente/)).toBeTruthy();
    fireEvent.click(await ticket('Pedido #12 · Mesa 7').findByRole('button', { name: 'Imprimir comanda' }));
    await waitFor(() => expect(sheets).toHaveLength(1));
    expect(sheets[0]!.text).toContain('Comanda #12');
    expect(sheets[0]!.text).toContain('2 × Bandeja paisa');
    expect(sheets[0]!.text).toContain('> sin cebolla');
    expect(sheets[0]!.paper).toBe('80');
    expect(sheets[0]!.css).toContain('size: 80mm auto');
    expect(document.querySelector('[data-print-sheet]')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    view.unmount();
    renderRestaurant(<RestaurantApp />, { path: board });
    expect(((await screen.findByRole('radio', { name: '58 mm' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await ticket('Pedido #12 · Mesa 7').findByRole('button', { name: 'Imprimir comanda' }));
    await waitFor(() => expect(sheets).toHaveLength(2));
    expect(sheets[1]!.paper).toBe('58');
    expect(sheets[1]!.css).toContain('size: 58mm auto');
  });

  it('with a Web Serial printer a ticket prints as ESC/POS, and each new ticket prints once on arrival when asked', async () => {
    openRestaurant(api, { plan: 'gold', role: 'employee' });
    printed = plugSerialPrinter().printed;
    window.print = () => {
      throw new Error('the dialog must not open with a ticket printer connected');
    };
    renderRestaurant(<RestaurantApp />, { path: board });

    fireEvent.click(await screen.findByRole('button', { name: 'Conectar ticketera (puerto serie)' }));
    expect((await screen.findByText(/Ticketera conectada/)).textContent).toBe('Ticketera conectada: USB 416:5011');
    fireEvent.click(ticket('Pedido #12 · Mesa 7').getByRole('button', { name: 'Imprimir comanda' }));
    await waitFor(() => expect([printed.length, toasts]).toEqual([1, []]));
    const first = decodeEscPos(printed[0]!);
    expect(first.lines.map((line) => line.text.trim())).toEqual(expect.arrayContaining(['Comanda #12', 'Mesa 7', '2 × Bandeja paisa']));
    expect(Math.max(...first.lines.map((line) => line.text.length))).toBe(48);
    expect(first.cuts).toBe(1);

    fireEvent.click(screen.getByRole('switch', { name: 'Imprimir cada pedido nuevo al llegar' }));
    await waitFor(() => expect(stream).toBeDefined());
    const fresh = makeOrder({ number: 13, status: 'pendiente', table_number: 2 });
    const event = (kind: string, order: object) => `event: order\ndata: ${JSON.stringify({ kind, order })}\n\n`;
    act(() => stream!.enqueue(Buffer.from(event('created', fresh))));
    await screen.findByRole('article', { name: 'Pedido #13 · Mesa 2' });
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(decodeEscPos(printed[1]!).lines.map((line) => line.text.trim())).toContain('Comanda #13');

    act(() => stream!.enqueue(Buffer.from(event('status_changed', { ...fresh, status: 'confirmado' }))));
    await screen.findByRole('button', { name: 'Empezar a preparar' });
    expect(printed).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('mb_restaurant_printer')!)).toEqual({ paper: 80, autoPrint: true });
  });

  it("a device that shows the Bar's board prints on arrival only the bar's new tickets", async () => {
    const [, bar] = stations;
    openRestaurant(api, { plan: 'pro', role: 'employee' });
    api.on('GET /restaurant/estaciones', { body: { success: true, data: stations } });
    localStorage.setItem('mb_restaurant_board_station', bar!.id);
    localStorage.setItem('mb_restaurant_printer', JSON.stringify({ paper: 80, autoPrint: true }));
    printed = plugSerialPrinter().printed;
    renderRestaurant(<RestaurantApp />, { path: board });
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar ticketera (puerto serie)' }));
    await screen.findByText(/Ticketera conectada/);
    await waitFor(() => expect(stream).toBeDefined());

    const event = (order: object) => `event: order\ndata: ${JSON.stringify({ kind: 'created', order })}\n\n`;
    const kitchen = makeOrder({ number: 14, status: 'pendiente', table_number: 2 });
    const drinks = makeOrder({ number: 15, status: 'pendiente', table_number: 2, station_id: bar!.id, station_name: bar!.name });
    act(() => stream!.enqueue(Buffer.from(event(kitchen) + event(drinks))));
    await screen.findByRole('article', { name: 'Pedido #15 · Mesa 2' });
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(decodeEscPos(printed[0]!).lines.map((line) => line.text.trim())).toEqual(expect.arrayContaining(['Comanda #15', 'Bar']));
    expect(screen.queryByRole('article', { name: 'Pedido #14 · Mesa 2' })).toBeNull();
  });
});
