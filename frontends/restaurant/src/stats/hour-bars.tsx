import { Bars } from './bars.js';

/** `07:00`, as the hours are labelled. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A bar per hour that had anything (see `Bars`). */
export function HourBars({
  title,
  rows,
  format,
}: {
  title: string;
  rows: { hour: number; value: number }[];
  format: (value: number) => string;
}) {
  return (
    <Bars
      title={title}
      rows={rows.map((row) => ({ key: String(row.hour), label: hourLabel(row.hour), value: row.value }))}
      format={format}
    />
  );
}
