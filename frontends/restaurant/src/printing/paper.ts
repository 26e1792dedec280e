/** The thermal rolls a restaurant's ticket printers take, in mm. */
export const paperWidths = [58, 80] as const;
export type PaperWidth = (typeof paperWidths)[number];

/** Characters a line holds in the printer's standard font (12×24 dots): 384 dots on 58 mm, 576 on 80 mm. */
export const paperColumns: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * The print stylesheet: on paper only the print area shows, in black on white, as wide as the roll (the page too,
 * so a thermal printer's driver cuts it at its length); on screen a sheet made only for printing stays hidden.
 */
export const paperPrintCss = (paper: PaperWidth) => `@media print {
  @page { size: ${paper}mm auto; margin: 0; }
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; color: #000 !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: ${paper}mm; padding: 2mm; box-sizing: border-box; }
  [data-print-hide] { display: none !important; }
}
@media screen { [data-print-sheet] { display: none; } }`;
