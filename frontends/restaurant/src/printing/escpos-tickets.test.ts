import { describe, expect, it } from '@jest/globals';
import { formatCop, i18n, initI18n } from '@mb/ui';
import { makeCheck, makeReceipt } from '../testing/check-fixtures.js';
import { makeOrder } from '../testing/order-fixtures.js';
import { cells, decodeEscPos, type PrintedTicket } from '../testing/escpos-decoder.js';
import { kitchenTicketBytes, preBillBytes, receiptBytes } from './escpos-tickets.js';

// The app's own texts, registered once i18n is up (as the shell does before loading the remote).
initI18n({ es: {}, en: {}, pt: {}, fr: {} }, 'restaurant');
await Promise.all(
  [
    './printing-translations.js',
    '../checks/checks-translations.js',
    '../kitchen/kitchen-translations.js',
    '../orders/order-translations.js',
  ]
    .concat('../invoicing/dian-translations.js')
    .map((module) => import(module)),
);
const t = i18n.getFixedT('es', 'restaurant');
const texts = (ticket: PrintedTicket) => ticket.lines.map((line) => line.text.trim());
const widest = (ticket: PrintedTicket) => Math.max(...ticket.lines.map(cells));

const order = makeOrder({
  number: 27,
  table_number: 3,
  note: 'Cumpleaños: sin afán',
  items: [
    {
      dish_id: null,
      name: 'Bandeja paisa con chicharrón y huevo extra',
      unit_price: 32000,
      quantity: 2,
      note: 'sin cebolla',
      options: [
        { group: 'Término', name: 'medio', extra: 0 },
        { group: 'Adiciones', name: 'Huevo', extra: 3000 },
      ],
      line_total: 64000,
    },
    { dish_id: null, name: 'Limonada de coco', unit_price: 9000, quantity: 1, note: '', options: [], line_total: 9000 },
  ],
});

describe('ESC/POS kitchen ticket', () => {
  it.each([
    [58, 32],
    [80, 48],
  ] as const)(
    'on %i mm: the number and table tall and bold, each dish bold with its options and note, within %i columns, one cut at the end',
    async (paper, columns) => {
      const ticket = decodeEscPos(await kitchenTicketBytes(order, paper, t));

      expect(widest(ticket)).toBeLessThanOrEqual(columns);
      expect(ticket.lines.find((line) => line.text.trim() === 'Comanda #27')).toMatchObject({ bold: true, height: 2 });
      expect(ticket.lines.find((line) => line.text.trim() === 'Mesa 3')).toMatchObject({ bold: true, height: 2 });
      expect(ticket.lines.find((line) => line.text.trim() === 'Cocina')).toMatchObject({ bold: true, height: 1 });
      const dish = texts(ticket).join(' ');
      expect(dish).toContain('2 × Bandeja paisa con chicharrón y huevo extra');
      expect(ticket.lines.find((line) => line.text.startsWith('2 × Bandeja'))?.bold).toBe(true);
      expect(ticket.lines.find((line) => line.text.trim() === '· Término: medio')?.bold).toBe(true);
      expect(ticket.lines.find((line) => line.text.trim() === '+ Huevo')?.bold).toBe(true);
      expect(texts(ticket)).toContain('> sin cebolla');
      expect(texts(ticket)).toContain('1 × Limonada de coco');
      expect(texts(ticket)).toContain('Nota: Cumpleaños: sin afán');
      expect(texts(ticket)).not.toContain('64.000 COP');
      expect(ticket.cuts).toBe(1);
      expect(ticket.codepages[0]).toBe(16);
    },
  );

  it('a long dish name wraps on 58 mm instead of running past the roll', async () => {
    const narrow = decodeEscPos(await kitchenTicketBytes(order, 58, t));
    const wide = decodeEscPos(await kitchenTicketBytes(order, 80, t));
    expect(narrow.lines.length).toBeGreaterThan(wide.lines.length);
    expect(texts(wide)).toContain('2 × Bandeja paisa con chicharrón y huevo extra');
  });
});

describe('ESC/POS receipt and pre-cuenta', () => {
  const charged = makeCheck(
    [
      [
        ['Bandeja paisa', 32000],
        ['Limonada de coco', 9000],
      ],
    ],
    {
      status: 'pagada',
      tableNumber: 4,
      tip: 2000,
      change: 7000,
      paid_at: '2026-11-26T20:00:00.000Z',
      payments: [{ id: '11111111-1111-4111-8111-111111111111', method: 'efectivo', amount: 43000, received: 50000 } as never],
    },
  );
  const cude = 'a'.repeat(48) + 'b'.repeat(48);
  const issued = makeReceipt(charged, {
    status: 'emitido',
    kind: 'documento_pos',
    number: 'POS 1234',
    resolution_legend: 'Resolución DIAN 18764000001234 de 2026-01-01, POS 1 a 5000',
    cude,
    qr: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc',
  });

  it.each([
    [58, 32],
    [80, 48],
  ] as const)(
    'on %i mm: business, lines, totals, payment, change and the DIAN block with its QR, within %i columns, one cut',
    async (paper, columns) => {
      const ticket = decodeEscPos(await receiptBytes(issued, { name: 'MB', where: 'Mesa 4' }, paper, t));
      const lines = texts(ticket);

      expect(widest(ticket)).toBeLessThanOrEqual(columns);
      expect(lines[0]).toBe('Asadero La Ñapa S.A.S.');
      expect(ticket.lines[0]!.bold).toBe(true);
      expect(lines).toContain('NIT 900123456-7');
      expect(lines).toContain('Recibo de pago');
      expect(lines.some((line) => /^1 × Bandeja paisa +32\.000 COP$/.test(line))).toBe(true);
      const total = ticket.lines.find((line) => /^Total +41\.000 COP/.test(line.text.trim()));
      expect(total?.bold).toBe(true);
      expect(lines.some((line) => /^Propina +2\.000 COP$/.test(line))).toBe(true);
      expect(lines.some((line) => /^Total pagado +43\.000 COP$/.test(line))).toBe(true);
      expect(lines.some((line) => /^Efectivo +43\.000 COP$/.test(line))).toBe(true);
      expect(lines.some((line) => /^Cambio +7\.000 COP$/.test(line))).toBe(true);
      expect(lines.join(' ')).toContain('Documento equivalente electrónico POS POS 1234');
      expect(lines.join('')).toContain(`CUDE: ${cude}`);
      expect(ticket.qrCodes).toEqual([issued.electronic_document.qr]);
      expect(ticket.cuts).toBe(1);
    },
  );

  it('a receipt whose DIAN document is pending says so and prints no QR', async () => {
    const ticket = decodeEscPos(await receiptBytes(makeReceipt(charged), { name: 'MB', where: 'Mesa 4' }, 80, t));
    expect(texts(ticket).join(' ')).toContain('Documento electrónico pendiente');
    expect(ticket.qrCodes).toEqual([]);
  });

  it('the pre-cuenta: lines, INC, the suggested tip and both totals, on 58 mm', async () => {
    const open = makeCheck([[['Ajiaco', 28000]]], { tableNumber: 2 });
    const ticket = decodeEscPos(await preBillBytes(open.bill, { name: 'Asadero', where: 'Mesa 2' }, 58, t));
    const lines = texts(ticket);
    expect(widest(ticket)).toBeLessThanOrEqual(32);
    expect(lines).toContain('Pre-cuenta · Mesa 2');
    expect(lines.some((line) => /^1 × Ajiaco +28\.000 COP$/.test(line))).toBe(true);
    expect(lines.some((line) => /^Total sin propina +28\.000 COP$/.test(line))).toBe(true);
    expect(lines.join(' ')).toMatch(new RegExp(`Propina sugerida +${formatCop(open.bill.suggested_tip)} \\(10 %\\)`));
    expect(ticket.cuts).toBe(1);
  });
});
