/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestaurantCheck } from '@mb/contracts';
import { FakeApi, forgetRestaurant, makeCheck, makeReceipt, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import { cells, decodeEscPos } from '../testing/escpos-decoder.js';
import { plugSerialPrinter, unplugSerialPrinter } from '../testing/fake-serial-printer.js';
import RestaurantApp from '../restaurant-app.js';
import { connectPrinter, disconnectPrinter } from './printer-link.js';

let api: FakeApi;
let check: RestaurantCheck;
let printed: Uint8Array[];
const cude = 'c'.repeat(96);
const qr = `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cude}`;

beforeEach(async () => {
  forgetRestaurant();
  await disconnectPrinter();
  unplugSerialPrinter();
  printed = plugSerialPrinter().printed;
  await connectPrinter('serial');
  api = new FakeApi();
  check = makeCheck([
    [
      ['Bandeja paisa', 32000],
      ['Ajiaco', 28000],
    ],
  ]);
  api.on(`GET /restaurant/cuentas/${check.id}`, () => ({ body: { success: true, data: check } }));
});

async function openCheck() {
  renderRestaurant(<RestaurantApp />, { path: `/restaurant/panelControl/cuentas/${check.id}` });
  await screen.findByRole('heading', { name: 'Cuenta · Mesa 2' });
}
const printedText = (index: number) => decodeEscPos(printed[index]!).lines.map((line) => line.text.trim());

describe('the pre-cuenta and the receipt on the ticket printer', () => {
  it('prints the pre-cuenta as ESC/POS on this device’s 58 mm roll', async () => {
    localStorage.setItem('mb_restaurant_printer', JSON.stringify({ paper: 58 }));
    openRestaurant(api, { role: 'employee', plan: 'pro' });
    await openCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Pre-cuenta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimir en ticketera' }));

    await waitFor(() => expect(printed).toHaveLength(1));
    const ticket = decodeEscPos(printed[0]!);
    expect(Math.max(...ticket.lines.map(cells))).toBe(32);
    expect(printedText(0)).toContain('Pre-cuenta · Mesa 2');
    expect(printedText(0).some((line) => /^1 × Bandeja paisa +32\.000 COP$/.test(line))).toBe(true);
    expect(printedText(0).some((line) => /^Total sin propina +60\.000 COP$/.test(line))).toBe(true);
    expect(ticket.cuts).toBe(1);
  });

  it('prints the receipt with its DIAN document, CUDE and QR on 80 mm', async () => {
    openRestaurant(api, { role: 'employee', plan: 'gold' });
    check = { ...check, status: 'pagada', paid_at: '2026-11-26T20:00:00.000Z', paid_by: check.waiter_id };
    const receipt = makeReceipt(check, { status: 'emitido', kind: 'documento_pos', number: 'EPOS1', cude, qr });
    api.on(`GET /restaurant/cuentas/${check.id}/recibo`, { body: { success: true, data: receipt } });
    await openCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Ver recibo' }));
    await screen.findByRole('region', { name: 'Recibo de pago' });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir en ticketera' }));

    await waitFor(() => expect(printed).toHaveLength(1));
    const ticket = decodeEscPos(printed[0]!);
    expect(Math.max(...ticket.lines.map(cells))).toBe(48);
    expect(printedText(0)[0]).toBe('Asadero La Ñapa S.A.S.');
    expect(printedText(0)).toContain('Recibo de pago');
    expect(printedText(0).join(' ')).toContain('Documento equivalente electrónico POS EPOS1');
    expect(printedText(0).join('')).toContain(`CUDE: ${cude}`);
    expect(ticket.qrCodes).toEqual([qr]);
    expect(ticket.cuts).toBe(1);
  });

  it('on Estándar the browser’s Imprimir stays and the ticket printer is not offered', async () => {
    openRestaurant(api, { role: 'employee', plan: 'estandar' });
    await openCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Pre-cuenta' }));
    expect(await within(await screen.findByRole('region', { name: 'Pre-cuenta' })).findByText('Pre-cuenta · Mesa 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimir en ticketera' })).toBeNull();
    expect(printed).toEqual([]);
  });
});
