/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: readonly (string | number)[]) => row.map(csvField).join(',');

/** A CSV file: UTF-8 with BOM so Excel reads the accents, CRLF lines, a header row first. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header.join(','), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}

/** Several tables in one CSV file (as csvText), each after a line with its title and apart by an empty line. */
export function csvSections(
  sections: ReadonlyArray<{ title: string; header: readonly string[]; rows: readonly (readonly (string | number)[])[] }>,
): string {
  return `\uFEFF${sections.map((section) => [csvLine([section.title]), csvLine(section.header), ...section.rows.map(csvLine)].join('\r\n')).join('\r\n\r\n')}\r\n`;
}
