/** Paper millimetres in CSS pixels (96 per inch). */
export const mm = 96 / 25.4;

/**
 * Clicks 'Imprimir comanda' on a kitchen ticket with the browser's print dialog caught: what it would print is laid
 * out again under print media, and its printed area answered (a locator).
 */
export async function printedSheet(page, ticket) {
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => {
    document.querySelector('#printed-sheet')?.remove();
    window.printed = [];
    window.print = () => window.printed.push(document.querySelector('[data-print-sheet]').outerHTML);
  });
  await ticket.getByRole('button', { name: 'Imprimir comanda' }).click();
  await page.waitForFunction(() => window.printed.length === 1);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', `<div id="printed-sheet">${window.printed[0]}</div>`));
  await page.emulateMedia({ media: 'print' });
  return page.locator('#printed-sheet [data-print-area]');
}
