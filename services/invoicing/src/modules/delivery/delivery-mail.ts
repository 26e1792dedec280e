import { createQueue, type JobOptions, type OutgoingMail } from '@mb/service-kit';
import { zipSync } from 'fflate';
import type { ArchiveRepository, ArchivedDocument } from '../archive/archive.repository.js';

export const deliveryQueueName = 'invoicing-delivery';

/** A document to e-mail to its buyer: the worker reads everything else from the archive. */
export interface DeliveryJob {
  documentId: string;
  reason: 'issued' | 'resent';
}

export interface DeliveryQueue {
  /** `jobId` overrides the job's own key: repeated sends under one id are one mail. */
  send(job: DeliveryJob, options?: { jobId?: string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The buyer's copy leaves through the platform's own mail job (whatever APIDIAN's `sendmail` does). The first delivery
 * of a document is keyed by it, so a redelivered issue queues one mail; each re-send is a mail of its own.
 */
export function deliveryQueue(options: JobOptions): DeliveryQueue {
  const queue = createQueue<DeliveryJob>(deliveryQueueName, options);
  return {
    async send(job, options) {
      const jobId = options?.jobId ?? (job.reason === 'issued' ? `delivery-${job.documentId}` : undefined);
      await queue.add(job.reason, job, jobId ? { jobId } : undefined);
    },
    close: () => queue.close(),
  };
}

const titles = {
  invoice: 'Factura electrónica de venta',
  'credit-note': 'Nota crédito electrónica',
  'debit-note': 'Nota débito electrónica',
  'pos-document': 'Documento equivalente electrónico P.O.S.',
  'pos-invoice': 'Factura electrónica de venta',
  'pos-adjustment-note': 'Nota de ajuste del documento equivalente',
} as const;
const pesos = (cents: number) => `$ ${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(Math.round(cents / 100))} COP`;
const bogotaDate = (at: Date) => new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long' }).format(at);
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail's paragraphs, in Spanish, said once for both the plain-text and the HTML body. */
export function deliveryParagraphs(document: ArchivedDocument, reason: DeliveryJob['reason']): string[] {
  const title = titles[document.type];
  return [
    `Hola ${document.buyer.name}:`,
    `${reason === 'resent' ? 'Te enviamos de nuevo' : 'Te enviamos'} la ${title.toLowerCase()} ${document.number}, emitida por ` +
      `${document.issuer.name} (NIT ${document.issuer.nit}) el ${bogotaDate(document.issuedAt)}, por un total de ` +
      `${pesos(document.totals.payableInCents)}.`,
    'El archivo ZIP adjunto es el contenedor electrónico que pide la DIAN: trae el documento electrónico validado ' +
      '(AttachedDocument, en XML) y su representación gráfica en PDF.',
    `${document.type === 'invoice' || document.type === 'pos-invoice' ? 'CUFE' : 'CUDE'}: ${document.cufe}`,
    'Guarda este correo: es tu copia del documento. Si algún dato no es correcto, responde a este mensaje.',
    `El equipo de ${document.issuer.name}`,
  ];
}

/** Composes a delivery from the archive: the zip with the AttachedDocument and the PDF, and a readable body. */
export function deliveryMail(archive: ArchiveRepository) {
  return async (job: DeliveryJob): Promise<OutgoingMail> => {
    const document = await archive.find(job.documentId);
    if (!document) throw new Error(`document ${job.documentId} is not in the archive`);
    if (!document.buyer.email) throw new Error(`document ${job.documentId} has no buyer e-mail`);
    const [attached, pdf] = await Promise.all([archive.readFile(document.files.attachedDocument), archive.readFile(document.files.pdf)]);
    const zip = zipSync({ [document.files.attachedDocument.filename]: attached, [document.files.pdf.filename]: pdf });
    const paragraphs = deliveryParagraphs(document, job.reason);
    return {
      to: document.buyer.email,
      subject: `${titles[document.type]} ${document.number} de ${document.issuer.name}`,
      text: paragraphs.join('\n\n'),
      html: `<!doctype html><html lang="es"><body>${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
      attachments: [{ filename: `${document.number}.zip`, content: Buffer.from(zip), contentType: 'application/zip' }],
    };
  };
}
