import nodemailer from 'nodemailer';
import { createWorker, type JobOptions } from '@mb/service-kit';
import { renderMail, type MailJob } from './mail-messages.js';
import { mailQueueName } from './mail-queue.js';

export interface SmtpSettings {
  host: string;
  port: number;
  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
}

/** Any pino or Fastify logger fits. */
interface MailLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailWorkerOptions extends JobOptions {
  smtp: SmtpSettings;
  /** The From header, e.g. `"MB Platform" <no-reply@mb.example>`. */
  from: string;
  logger?: MailLogger;
  concurrency?: number;
}

export function startMailWorker(options: MailWorkerOptions) {
  const { smtp, from, logger, concurrency = 4 } = options;
  // One pooled transport reuses SMTP connections across jobs; the short timeouts hand a hung server back to BullMQ's retries.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: concurrency,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  // A throw here fails the attempt; BullMQ retries it with the queue's back-off.
  const worker = createWorker<MailJob>(
    mailQueueName,
    async (job) => {
      const mail = renderMail(job.data);
      await transport.sendMail({ from, to: job.data.to, ...mail });
    },
    { connection: options.connection, namespace: options.namespace, concurrency },
  );

  // Only ids and the error: the body holds codes and links that sign a person in.
  worker.on('failed', (job, error) => {
    const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true;
    const fields = { jobId: job?.id, kind: job?.name, attempt: job?.attemptsMade, error: error.message };
    if (final) logger?.error(fields, 'mail not sent, giving up');
    else logger?.warn(fields, 'mail not sent, will retry');
  });
  // Without a listener an 'error' (Redis gone, say) would crash the process.
  worker.on('error', (error) => logger?.error({ error: error.message }, 'mail worker error'));
  worker.on('closed', () => transport.close());
  return worker;
}
