/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: UTF-8 with BOM so Excel reads the accents, CRLF lines, a header row first. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = rows.map((row) => row.map(csvField).join(','));
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
