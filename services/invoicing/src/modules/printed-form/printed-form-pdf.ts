import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PrintedForm, PrintedLineRow } from '../../domain/printed-form.js';

// Letter paper with 40 pt margins. Every text is given a width so pdfkit wraps it, and every block first checks it
// fits above the bottom margin, starting a new page otherwise: nothing runs off the page.
const margin = 40;
const pageWidth = 612;
const contentWidth = pageWidth - 2 * margin;
const bottom = 792 - margin;
const small = 7.5;
const body = 8.5;
const qrSide = 96;

/** The lines table's columns: the description takes what the amounts leave. */
const columns: { key: keyof PrintedLineRow | 'index'; label: string; width: number; align: 'left' | 'right' }[] = [
  { key: 'index', label: '#', width: 18, align: 'left' },
  { key: 'description', label: 'Descripción', width: 152, align: 'left' },
  { key: 'quantity', label: 'Cant.', width: 30, align: 'right' },
  { key: 'unitPrice', label: 'Valor unitario', width: 70, align: 'right' },
  { key: 'discount', label: 'Descuento', width: 62, align: 'right' },
  { key: 'base', label: 'Base', width: 70, align: 'right' },
  { key: 'vatPercent', label: 'IVA', width: 38, align: 'right' },
  { key: 'total', label: 'Total', width: 92, align: 'right' },
];
type Doc = PDFKit.PDFDocument;

/** Moves to a new page when `height` points do not fit below the cursor. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom) doc.addPage();
}

function paragraph(doc: Doc, text: string, options: { size?: number; bold?: boolean; x?: number; width?: number } = {}) {
  const width = options.width ?? contentWidth;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? body);
  ensureRoom(doc, doc.heightOfString(text, { width }));
  doc.text(text, options.x ?? margin, doc.y, { width });
}

function section(doc: Doc, title: string, lines: string[]) {
  if (lines.length === 0) return;
  doc.moveDown(0.6);
  paragraph(doc, title, { bold: true, size: 9.5 });
  for (const line of lines) paragraph(doc, line);
}

function header(doc: Doc, form: PrintedForm) {
  const titleX = margin + 320;
  const titleWidth = contentWidth - 320;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(12).text(form.title, titleX, top, { width: titleWidth, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(10).text(`No. ${form.number}`, titleX, doc.y, { width: titleWidth, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(body)
    .text(`Fecha y hora de expedición: ${form.issuedAt}`, titleX, doc.y, { width: titleWidth, align: 'right' });
  const rightBottom = doc.y;
  doc.y = top;
  const [name, ...rest] = form.issuer;
  paragraph(doc, name ?? '', { bold: true, size: 11, width: 310 });
  for (const line of rest) paragraph(doc, line, { width: 310 });
  doc.y = Math.max(doc.y, rightBottom);
  if (form.legend) {
    doc.moveDown(0.5);
    paragraph(doc, form.legend, { size: small });
  }
}

function rowHeight(doc: Doc, cells: string[]) {
  return Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 4 }))) + 4;
}

function tableRow(doc: Doc, cells: string[], bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(small);
  const height = rowHeight(doc, cells);
  const top = doc.y;
  let x = margin;
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(cell, x + 2, top + 2, { width: column.width - 4, align: column.align });
    x += column.width;
  });
  doc
    .moveTo(margin, top + height)
    .lineTo(margin + contentWidth, top + height)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  doc.y = top + height;
  doc.x = margin;
}

function linesTable(doc: Doc, lines: PrintedLineRow[]) {
  const labels = columns.map((column) => column.label);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(small);
  ensureRoom(doc, rowHeight(doc, labels) * 2);
  tableRow(doc, labels, true);
  lines.forEach((line, index) => {
    const cells = columns.map((column) => (column.key === 'index' ? String(index + 1) : line[column.key]));
    doc.font('Helvetica').fontSize(small);
    if (doc.y + rowHeight(doc, cells) > bottom) {
      doc.addPage();
      tableRow(doc, labels, true);
    }
    tableRow(doc, cells, false);
  });
}

function totalsBlock(doc: Doc, form: PrintedForm) {
  const labelWidth = 120;
  const valueWidth = 130;
  const x = margin + contentWidth - labelWidth - valueWidth;
  doc.moveDown(0.6);
  for (const [label, value] of form.totals) {
    const last = label === form.totals.at(-1)?.[0];
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 10 : body);
    ensureRoom(doc, doc.heightOfString(value, { width: valueWidth }) + 2);
    const top = doc.y;
    doc.text(label, x, top, { width: labelWidth });
    doc.text(value, x + labelWidth, top, { width: valueWidth, align: 'right' });
    doc.x = margin;
  }
}

function validationBlock(doc: Doc, form: PrintedForm, qr: Buffer) {
  const textX = margin + qrSide + 12;
  const textWidth = contentWidth - qrSide - 12;
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(small);
  const keyText = `${form.keyLabel}: ${form.key}`;
  const textHeight = [keyText, form.validationUrl, form.software].reduce(
    (sum, text) => sum + doc.heightOfString(text, { width: textWidth }),
    30,
  );
  ensureRoom(doc, Math.max(qrSide, textHeight));
  const top = doc.y;
  doc.image(qr, margin, top, { width: qrSide, height: qrSide });
  doc.font('Helvetica-Bold').fontSize(body).text(`${form.keyLabel}`, textX, top, { width: textWidth });
  doc.font('Helvetica').fontSize(small).text(form.key, textX, doc.y, { width: textWidth });
  doc.moveDown(0.4).text('Consulte este documento en el catálogo de la DIAN:', textX, doc.y, { width: textWidth });
  doc.text(form.validationUrl, textX, doc.y, { width: textWidth, link: form.validationUrl });
  doc.moveDown(0.4).text(form.software, textX, doc.y, { width: textWidth });
  doc.y = Math.max(doc.y, top + qrSide);
  doc.x = margin;
}

/** Each page's foot: which document and which page of how many, below the bottom margin (held off meanwhile). */
function pageFeet(doc: Doc, form: PrintedForm) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const foot = `${form.title} ${form.number} · Página ${index - start + 1} de ${count}`;
    doc
      .font('Helvetica')
      .fontSize(small)
      .fillColor('#555555')
      .text(foot, margin, bottom + 14, { width: contentWidth, align: 'right' });
    doc.page.margins.bottom = margin;
  }
}

/** The printed form as a PDF on letter paper, DIAN's QR drawn from its text. */
export async function printedFormPdf(form: PrintedForm): Promise<Buffer> {
  const qr = await QRCode.toBuffer(form.qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    info: { Title: `${form.title} ${form.number}`, Author: form.issuer[0] ?? '', Subject: `${form.keyLabel} ${form.key}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  header(doc, form);
  section(doc, 'Adquiriente', form.buyer);
  section(doc, 'Documento referenciado', form.reference);
  linesTable(doc, form.lines);
  section(doc, 'Impuestos', form.taxes);
  totalsBlock(doc, form);
  if (form.payment) section(doc, 'Pago', [form.payment]);
  validationBlock(doc, form, qr);
  pageFeet(doc, form);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
