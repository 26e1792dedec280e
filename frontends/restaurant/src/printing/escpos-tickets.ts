import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { TFunction } from 'i18next';
import { kitchenOptionLine, type PreBill, type RestaurantOrder, type RestaurantReceipt, type SaleDocument } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { paperColumns, type PaperWidth } from './paper.js';

/*
 * ESC/POS bytes made by @point-of-sale/receipt-printer-encoder (the maintained successor of esc-pos-encoder, the most
 * used browser-side encoder on npm): it lays out tables, wraps words at the roll's width, handles code pages and QR
 * codes and knows the common printers, so no command is hand-written here. Loaded on the first print only (its code
 * pages weigh about 200 kB).
 */

type T = TFunction<'restaurant'>;
// Epson's WPC1252 (ESC t 16) holds every letter of Spanish, Portuguese and French and '×'; most clones follow Epson.
const codepage = 'windows1252';
// What a 1252 printer lacks, in its closest form.
const printable = (text: string) =>
  text
    .replace(/\u2212/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
// An amount's column: up to '99.999.999 COP' (a larger one wraps in it).
const amountWidth = 14;

async function encoderFor(paper: PaperWidth) {
  const { default: Encoder } = await import('@point-of-sale/receipt-printer-encoder');
  const columns = paperColumns[paper];
  const encoder: ReceiptPrinterEncoder = new Encoder({ language: 'esc-pos', columns, newline: '\n', codepageMapping: 'epson' });
  const line = (text: string) => encoder.line(printable(text));
  const amount = (label: string, cop: number, strong = false) =>
    encoder
      .bold(strong)
      .table(
        [
          { width: columns - amountWidth, align: 'left' },
          { width: amountWidth, align: 'right' },
        ],
        [[printable(label), formatCop(cop)]],
      )
      .bold(false);
  encoder.initialize().codepage(codepage);
  return { encoder, line, amount };
}

/**
 * A kitchen ticket (comanda): big number and table, its station, each dish in bold with its options and note under it,
 * the order's note.
 */
export async function kitchenTicketBytes(order: RestaurantOrder, paper: PaperWidth, t: T): Promise<Uint8Array> {
  const { encoder, line } = await encoderFor(paper);
  const where = order.table_number === null ? t('orders.takeaway') : t('orders.tableLabel', { number: order.table_number });
  encoder.align('center').bold(true).height(2);
  line(t('printing.kitchenTicket', { number: order.number }));
  line(where);
  encoder.height(1);
  // The station it is for (Cocina, Bar…), so a runner knows at a glance where the ticket belongs.
  line(order.station_name);
  encoder.bold(false);
  line(formatDateTime(order.created_at));
  encoder.align('left').rule();
  for (const item of order.items) {
    encoder.bold(true);
    line(t('checks.line', { quantity: item.quantity, name: item.name }));
    for (const option of item.options) line(`  ${kitchenOptionLine(option)}`);
    encoder.bold(false);
    if (item.note) line(`  > ${item.note}`);
  }
  if (order.note) {
    encoder.rule();
    line(t('kitchen.orderNote', { note: order.note }));
  }
  return encoder.rule().cut().encode();
}

type BillLine = { name: string; quantity: number; line_total: number; discount: number; courtesy: boolean; voided?: boolean };

function lineMark(line: BillLine, t: T): string | null {
  if (line.voided) return t('checks.lineVoided');
  if (line.courtesy) return t('checks.lineCourtesy');
  return line.discount > 0 ? t('checks.lineDiscount', { amount: formatCop(line.discount) }) : null;
}

type Printer = Awaited<ReturnType<typeof encoderFor>>;

function billLines(printer: Printer, lines: BillLine[], t: T) {
  for (const line of lines) {
    printer.amount(t('checks.line', { quantity: line.quantity, name: line.name }), line.line_total);
    const mark = lineMark(line, t);
    if (mark) printer.line(`  ${mark}`);
  }
}

type Figures = Pick<PreBill, 'discount' | 'subtotal' | 'inc_responsible' | 'inc_percent' | 'inc' | 'total'>;

/** The bill's figures: discounts, the consumption before INC, the INC included and broken out, and the total. */
function billTotals({ encoder, line, amount }: Printer, figures: Figures, t: T) {
  encoder.rule();
  if (figures.discount > 0) amount(t('checks.discounts'), -figures.discount);
  amount(t('checks.subtotal'), figures.subtotal);
  if (figures.inc_responsible) amount(t('checks.inc', { percent: figures.inc_percent }), figures.inc);
  else line(t('checks.noInc'));
  amount(t('checks.total'), figures.total, true);
}

/** The pre-cuenta: lines, totals with the INC broken out, the suggested (voluntary) tip. */
export async function preBillBytes(bill: PreBill, heading: { name: string; where: string }, paper: PaperWidth, t: T): Promise<Uint8Array> {
  const printer = await encoderFor(paper);
  const { encoder, line, amount } = printer;
  encoder.align('center').bold(true);
  line(heading.name);
  line(`${t('checks.preBill')} · ${heading.where}`);
  encoder.bold(false);
  line(formatDateTime(new Date()));
  encoder.align('left').rule();
  billLines(printer, bill.lines, t);
  billTotals(printer, bill, t);
  encoder.rule();
  amount(t('checks.suggestedTip', { percent: bill.suggested_tip_percent }), bill.suggested_tip);
  amount(t('checks.totalWithTip'), bill.total_with_suggested_tip, true);
  amount(t('checks.totalWithoutTip'), bill.total);
  line(t('checks.tipVoluntary'));
  return encoder.cut().encode();
}

/** The DIAN block at a receipt's foot: the document's kind and number, the legend, the CUDE and DIAN's QR. */
function dianBlock({ encoder, line }: Printer, document: SaleDocument, t: T) {
  if (document.status === 'no_aplica' || document.status === 'rechazado') return;
  encoder.rule().align('center');
  if (document.status === 'pendiente' || !document.cude) {
    line(t('dian.receipt.pending'));
  } else {
    encoder.bold(true);
    line(`${t(`dian.kinds.${document.kind ?? 'documento_pos'}`)} ${document.number ?? ''}`);
    encoder.bold(false);
    if (document.resolution_legend) line(document.resolution_legend);
    // A CUDE is 96 hexadecimal characters without spaces: cut into the roll's width rather than overflow it.
    const columns = encoder.columns;
    const cude = t('dian.receipt.cudeValue', { cude: document.cude });
    for (let start = 0; start < cude.length; start += columns) line(cude.slice(start, start + columns));
    if (document.qr) encoder.qrcode(document.qr, { size: 4 });
  }
  encoder.align('left');
}

/** The receipt (recibo de pago): the business, the lines, totals, tip, payments, change and the DIAN document. */
export async function receiptBytes(
  receipt: RestaurantReceipt,
  heading: { name: string; where: string },
  paper: PaperWidth,
  t: T,
): Promise<Uint8Array> {
  const printer = await encoderFor(paper);
  const { encoder, line, amount } = printer;
  encoder.align('center').bold(true);
  line(receipt.business.name ?? heading.name);
  encoder.bold(false);
  if (receipt.business.nit) line(t('checks.nit', { nit: receipt.business.nit }));
  if (receipt.business.address) line(receipt.business.address);
  encoder.bold(true);
  line(t('checks.receipt'));
  encoder.bold(false);
  line(`${heading.where} · ${t('checks.waiter', { name: receipt.waiter.name })}`);
  line(formatDateTime(receipt.paid_at));
  if (receipt.part)
    line(`${t('checks.partOf', { number: receipt.part.number, count: receipt.part.of })} · ${formatCop(receipt.part.amount)}`);
  encoder.align('left').rule();
  billLines(printer, receipt.lines, t);
  billTotals(printer, receipt, t);
  amount(t('checks.tip'), receipt.tip);
  amount(t('checks.amountPaid'), receipt.amount_paid, true);
  encoder.rule();
  for (const payment of receipt.payments) amount(t(`checks.methods.${payment.method}`), payment.amount);
  amount(t('checks.change'), receipt.change);
  dianBlock(printer, receipt.electronic_document, t);
  return encoder.cut().encode();
}
