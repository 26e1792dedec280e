import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { SMTPServer } from 'smtp-server';
import { Inbox } from './inbox.js';
import { createSmtpServer } from './smtp.js';
import { buildWebApp } from './web.js';

export interface MailSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the one bound is returned. */
  smtpPort?: number;
  webPort?: number;
  /** How many messages are kept (oldest dropped first). */
  capacity?: number;
  /** Larger messages are refused with 552. */
  maxMessageBytes?: number;
  /** pino level; tests pass 'silent'. */
  logLevel?: string;
}

export interface MailSimulator {
  smtpPort: number;
  webPort: number;
  inbox: Inbox;
  close(): Promise<void>;
}

/** Starts the SMTP server and the web page over one in-memory inbox. */
export async function startMailSimulator(options: MailSimulatorOptions = {}): Promise<MailSimulator> {
  const { host = '127.0.0.1', smtpPort = 1025, webPort = 1080 } = options;
  const log = pino({ level: options.logLevel ?? 'info', base: { service: 'sim-mail' } });
  const inbox = new Inbox(options.capacity);

  const smtp = createSmtpServer({ inbox, log, maxMessageBytes: options.maxMessageBytes });
  const boundSmtpPort = await listenSmtp(smtp, host, smtpPort);

  const web = buildWebApp({ inbox, log, smtpAddress: `${hostForUrl(host)}:${boundSmtpPort}` });
  try {
    await web.listen({ host, port: webPort });
  } catch (error) {
    await closeSmtp(smtp);
    throw error;
  }

  return {
    smtpPort: boundSmtpPort,
    webPort: (web.server.address() as AddressInfo).port,
    inbox,
    async close() {
      await Promise.all([closeSmtp(smtp), web.close()]);
    },
  };
}

function listenSmtp(smtp: SMTPServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A bind failure (EADDRINUSE) comes as 'error' on the server, not as a thrown error.
    const onError = (error: Error) => reject(error);
    smtp.once('error', onError);
    smtp.listen(port, host, () => {
      smtp.off('error', onError);
      resolve((smtp.server.address() as AddressInfo).port);
    });
  });
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => smtp.close(() => resolve()));
}

/** IPv6 hosts need brackets in host:port. */
export function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
