import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sampleInvoice, sampleLine } from '../../../test/printed-form-sample.js';
import { printedForm } from '../../domain/printed-form.js';
import { printedFormPdf } from './printed-form-pdf.js';

/** Every piece of text pdf.js finds, with its page and its box in points, and the page of each image drawn. */
async function textBoxes(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const boxes: { page: number; text: string; left: number; right: number; bottom: number; top: number }[] = [];
  const images: number[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    images.push(...operators.fnArray.filter((operator) => operator === OPS.paintImageXObject).map(() => number));
    const [, , width, height] = page.view;
    expect([width, height]).toEqual([612, 792]);
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      boxes.push({ page: number, text: item.str, left: x!, right: x! + item.width, bottom: y!, top: y! + item.height });
    }
  }
  await document.destroy();
  return { pages: document.numPages, boxes, images };
}

describe('the printed form as a PDF', () => {
  it('keeps every text on the letter page, however long the names and however many the lines, numbering its pages', async () => {
    const long = 'Un producto de nombre larguísimo que no cabe en una línea de la tabla, con más texto aún para envolverlo';
    const lines = Array.from({ length: 60 }, (_, index) => sampleLine(index % 3 === 0 ? `${long} ${index + 1}` : `Plan Pro ${index + 1}`));
    const input = sampleInvoice(lines);
    const pdf = await printedFormPdf(
      printedForm({ ...input, request: { ...input.request, customer: { ...input.request.customer, name: long } } }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, boxes, images } = await textBoxes(pdf);
    expect(pages).toBeGreaterThan(1);
    // DIAN's QR, once, beside the CUFE on the last page.
    expect(images).toEqual([pages]);
    const outside = boxes.filter((box) => box.left < 0 || box.right > 612 || box.bottom < 0 || box.top > 792);
    expect(outside).toEqual([]);
    // Inside the 40 pt side margins too, and off the top one but for the ascenders of the first line.
    expect(boxes.filter((box) => box.left < 40 || box.right > 572 || box.top > 756)).toEqual([]);
    const texts = boxes.map((box) => box.text).join('\n');
    for (let index = 1; index <= 60; index++) expect(texts).toContain(index % 3 === 1 ? `${index}` : `Plan Pro ${index}`);
    expect(texts).toContain(`Página ${pages} de ${pages}`);
    expect(texts).toContain('4.800.000,00 COP');
  });
});
