import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from 'pino';
import type { Inbox } from './inbox.js';
import { parseMail } from './parse-mail.js';

export const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface SmtpOptions {
  inbox: Inbox;
  log: Logger;
  maxMessageBytes?: number;
}

/**
 * An SMTP server that takes every message: any credentials or none, no TLS, so the
 * platform's nodemailer transport works against it with a plain `{ host, port }`.
 */
export function createSmtpServer({ inbox, log, maxMessageBytes = DEFAULT_MAX_MESSAGE_BYTES }: SmtpOptions): SMTPServer {
  const server = new SMTPServer({
    name: 'sim-mail.local',
    banner: 'Simulador de correo de desarrollo',
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Credentials are accepted over plain text: nothing here is real.
    allowInsecureAuth: true,
    // Advertised in EHLO, so a well-behaved client gives up before sending the body.
    size: maxMessageBytes,
    disableReverseLookup: true,
    logger: false,
    // A pooled nodemailer transport keeps its connection open; don't hold close() for 30 s.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonimo' });
    },
    onData(stream, session, callback) {
      receive(stream, session, { inbox, log, maxMessageBytes }).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  // Without a listener a client that resets its connection would crash the process.
  server.on('error', (error) => log.warn({ err: error }, 'smtp server error'));
  return server;
}

async function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  { inbox, log, maxMessageBytes }: Required<SmtpOptions>,
): Promise<void> {
  // The body is read to the end either way (the client waits for our reply after it),
  // but nothing past the limit is kept.
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= maxMessageBytes) chunks.push(chunk);
  }
  if (stream.sizeExceeded || bytes > maxMessageBytes) {
    log.warn({ bytes, maxMessageBytes }, 'rejected an oversized message');
    throw Object.assign(new Error(`El mensaje supera el tamaño máximo de ${formatBytes(maxMessageBytes)}`), {
      responseCode: 552,
    });
  }

  const envelope = {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
  const mail = inbox.add(await parseMail(Buffer.concat(chunks), envelope));
  log.info({ id: mail.id, to: mail.envelope.to, subject: mail.subject }, 'mail received');
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
