import { createQueue, type JobOptions, type OutgoingMail, type Queryable } from '@mb/service-kit';
import { bogotaToday, daysUntil } from '../../domain/expiry-warnings.js';
import type { AdministratorEmails } from './administrators.js';
import { findWarning, type WarningRow } from './warnings.repository.js';

export const warningMailQueueName = 'invoicing-warnings';

export interface WarningMailQueue {
  /** Keyed by the warning: queued again (a check after a crash), it is still one mail. */
  send(warningId: number): Promise<void>;
  close(): Promise<void>;
}

export function warningMailQueue(options: JobOptions): WarningMailQueue {
  const queue = createQueue<{ warningId: number }>(warningMailQueueName, options);
  return {
    async send(warningId) {
      await queue.add('expiry-warning', { warningId }, { jobId: `expiry-warning-${warningId}` });
    },
    close: () => queue.close(),
  };
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${day}T00:00:00Z`));
const count = (value: number) => new Intl.NumberFormat('es-CO').format(value);
const daysLeft = (day: string, today: string) => {
  const days = daysUntil(day, today);
  if (days < 0) return 'ya venció';
  return days === 1 ? 'queda 1 día' : `quedan ${days} días`;
};

/** The subject and what to do, in Spanish, for one warning. */
export function warningText(warning: WarningRow, today: string): { subject: string; paragraphs: string[] } {
  const [, resolution, prefix] = warning.subject.split('/');
  const range = `la resolución de numeración ${resolution || 'sin número'}${prefix ? ` (prefijo ${prefix})` : ''}`;
  const issuer = warning.issuer_name;
  if (warning.kind === 'certificate_expiring') {
    return {
      subject: `Aviso: el certificado de firma de ${issuer} vence el ${longDate(warning.ends_on!)}`,
      paragraphs: [
        `El certificado de firma digital de ${issuer} vence el ${longDate(warning.ends_on!)} (${daysLeft(warning.ends_on!, today)}).`,
        'Sin un certificado vigente la DIAN no acepta sus documentos: renuévalo con tu entidad de certificación y cárgalo ' +
          'en Facturación electrónica antes de esa fecha.',
      ],
    };
  }
  if (warning.kind === 'resolution_ending') {
    return {
      subject: `Aviso: ${range} de ${issuer} vence el ${longDate(warning.ends_on!)}`,
      paragraphs: [
        `${capitalised(range)} de ${issuer} vence el ${longDate(warning.ends_on!)} (${daysLeft(warning.ends_on!, today)}).`,
        'Solicita a la DIAN una nueva resolución y configúrala en Facturación electrónica antes de esa fecha: después no ' +
          'se podrán emitir documentos con esta numeración.',
      ],
    };
  }
  return {
    subject: `Aviso: a ${range} de ${issuer} le quedan ${count(warning.numbers_left!)} números`,
    paragraphs: [
      `A ${range} de ${issuer} le quedan ${count(warning.numbers_left!)} de sus ${count(warning.range_size!)} números ` +
        '(menos del 10 %).',
      'Solicita a la DIAN un nuevo rango y configúralo en Facturación electrónica antes de que se agote.',
    ],
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One mail per warning, to every administrator at once, read when it is sent (the figures and the people of now). */
export function warningMail(db: Queryable, administrators: AdministratorEmails) {
  return async ({ warningId }: { warningId: number }): Promise<OutgoingMail> => {
    const warning = await findWarning(db, warningId);
    if (!warning) throw new Error(`warning ${warningId} does not exist`);
    const to = await administrators();
    if (to.length === 0) throw new Error('there is no administrator to warn');
    const { subject, paragraphs } = warningText(warning, bogotaToday(new Date()));
    const body = [...paragraphs, 'Este aviso se envía una sola vez. — MB Platform'];
    return {
      to: to.join(', '),
      subject,
      text: body.join('\n\n'),
      html: `<!doctype html><html lang="es"><body>${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    };
  };
}
