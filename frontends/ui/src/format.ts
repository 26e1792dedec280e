/** Display formats for Colombia: pesos without decimals, dates in Bogotá time. */
export { formatCop } from '@mb/contracts';

const timeZone = 'America/Bogota';
// Day and month always in two digits, as Colombians write dates (06/01/2027); es-CO's medium style drops the day's 0.
const day = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone } as const;
// Made on first use, not when the app loads: a DateTimeFormat takes tens of milliseconds to build on a phone (the
// first one loads the locale's calendar data), and the public pages show no date.
let formats: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | undefined;
const dateFormats = () =>
  (formats ??= {
    date: new Intl.DateTimeFormat('es-CO', day),
    dateTime: new Intl.DateTimeFormat('es-CO', { ...day, hour: 'numeric', minute: '2-digit' }),
  });

/** Shown instead of an unparseable date, so a bad value never renders "Invalid Date". */
const noDate = '—';

function toDate(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** e.g. "15/03/2025". */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormats().date.format(date) : noDate;
}

/** e.g. "15/03/2025, 3:04 p. m.". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormats().dateTime.format(date) : noDate;
}
