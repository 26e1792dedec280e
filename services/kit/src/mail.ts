import nodemailer from 'nodemailer';
import { z } from 'zod';
import { createWorker, type JobOptions } from './jobs.js';

/** The SMTP settings of a service that sends mail; the defaults are the mail simulator's (simulators/mail). */
export const smtpEnv = {
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  /** true only for implicit TLS (465); STARTTLS is used when offered. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('"MB Platform" <no-reply@mbplatform.co>'),
};

export interface SmtpSettings {
  host: string;
  port: number;
  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
}

/** The SMTP settings as a worker takes them, from a config parsed with `smtpEnv`. */
export function smtpSettings(config: {
  SMTP_HOST: string;
  SMTP_PORT: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
}) {
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    user: config.SMTP_USER,
    password: config.SMTP_PASSWORD,
  };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Any pino or Fastify logger fits. */
interface MailLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailWorkerOptions<T> extends JobOptions {
  queueName: string;
  /** The message a job sends; a throw fails the attempt, which BullMQ retries with the queue's back-off. */
  compose(data: T): OutgoingMail | Promise<OutgoingMail>;
  smtp: SmtpSettings;
  /** The From header, e.g. `"MB Platform" <no-reply@mb.example>`. */
  from: string;
  logger?: MailLogger;
  concurrency?: number;
}

/** Sends the mail queued on `queueName` over SMTP: one pooled transport, failures retried by BullMQ. */
export function startMailWorker<T>(options: MailWorkerOptions<T>) {
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

  const worker = createWorker<T>(
    options.queueName,
    async (job) => {
      await transport.sendMail({ from, ...(await options.compose(job.data)) });
    },
    { connection: options.connection, namespace: options.namespace, concurrency },
  );

  // Only ids and the error: bodies may hold codes and links that sign a person in.
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
