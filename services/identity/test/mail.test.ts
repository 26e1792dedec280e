import { createServer } from 'node:net';
import { createQueue, createRedis } from '@mb/service-kit';
import { eventually, testNamespace } from '@mb/service-kit/testing';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import type { MailJob } from '../src/modules/mail/mail-messages.js';
import { createMailQueue, mailQueueName, type MailQueue } from '../src/modules/mail/mail-queue.js';
import { startMailWorker } from '../src/modules/mail/mail-worker.js';

// Real Redis, real BullMQ, real SMTP into the project's mail simulator: what production does, minus the internet.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const from = '"MB Platform" <no-reply@mb.test>';
const connection = createRedis(redisUrl);
const fileNamespace = testNamespace();

/** A queue and its worker on their own namespace, pointed at an SMTP port; `close()` also empties Redis. */
function startMail(namespace: string, smtpPort: number) {
  const logged: { level: string; fields: object; message: string }[] = [];
  const record = (level: string) => (fields: object, message: string) => logged.push({ level, fields, message });
  const worker = startMailWorker({
    connection,
    namespace,
    smtp: { host: '127.0.0.1', port: smtpPort },
    from,
    logger: { warn: record('warn'), error: record('error') },
  });
  const queue: MailQueue = createMailQueue({ connection, namespace });
  return {
    queue,
    logged,
    async close() {
      await worker.close();
      await queue.close();
      const raw = createQueue(mailQueueName, { connection, namespace });
      await raw.obliterate({ force: true });
      await raw.close();
    },
  };
}

const receivedBy = (simulator: MailSimulator, to: string) =>
  eventually(() => {
    const [mail] = simulator.inbox.list({ to });
    if (!mail) throw new Error(`no mail for ${to} yet`);
    return mail;
  }, 20000);

afterAll(() => connection.quit());

describe('mail delivery', () => {
  let simulator: MailSimulator;
  let mail: ReturnType<typeof startMail>;

  beforeAll(async () => {
    simulator = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
    mail = startMail(fileNamespace, simulator.smtpPort);
  });

  afterAll(async () => {
    await mail?.close();
    await simulator?.close();
  });

  const cases: { job: MailJob; subject: string; mustContain: string[] }[] = [
    {
      job: {
        kind: 'verification',
        to: 'ana@example.com',
        fullName: 'Ana Pérez',
        code: '482913',
        link: 'https://mb.test/verificar?token=v3r1f',
      },
      subject: 'Verifica tu cuenta de MB Platform',
      mustContain: ['482913', 'https://mb.test/verificar?token=v3r1f', '24 horas', 'Verificar mi cuenta'],
    },
    {
      job: { kind: 'password-reset', to: 'beto@example.com', fullName: 'Beto Ruiz', link: 'https://mb.test/restablecer?token=r3s3t' },
      subject: 'Restablece tu contraseña de MB Platform',
      mustContain: ['https://mb.test/restablecer?token=r3s3t', 'El enlace expira en 1 hora.', 'Restablecer contraseña', 'ignora'],
    },
    {
      job: { kind: 'username-reminder', to: 'carla@example.com', fullName: 'Carla Díaz', username: 'carla@example.com' },
      subject: 'Tu usuario de MB Platform',
      mustContain: ['carla@example.com', 'dirección de email'],
    },
    {
      job: {
        kind: 'email-changed',
        to: 'dario.nuevo@example.com',
        fullName: 'Darío Gómez',
        code: '105377',
        link: 'https://mb.test/verificar?token=n3w',
      },
      subject: 'Verifica tu nuevo email en MB Platform',
      mustContain: ['105377', 'https://mb.test/verificar?token=n3w', '24 horas'],
    },
  ];

  it.each(cases)(
    'delivers $job.kind to its recipient with its subject, and the code and link in text and html',
    async ({ job, subject, mustContain }) => {
      await mail.queue.send(job);
      const received = await receivedBy(simulator, job.to);
      expect(received.to).toEqual([job.to]);
      expect(received.from).toContain('no-reply@mb.test');
      expect(received.subject).toBe(subject);
      for (const expected of mustContain) {
        expect(received.text).toContain(expected);
        expect(received.html).toContain(expected);
      }
      expect(received.html).toContain(job.fullName);
    },
  );

  it('escapes HTML that a user typed into their name', async () => {
    const fullName = '<script>alert("x")</script> & Co';
    await mail.queue.send({ kind: 'password-reset', to: 'eva@example.com', fullName, link: 'https://mb.test/restablecer?token=e' });
    const received = await receivedBy(simulator, 'eva@example.com');
    expect(received.html).not.toContain('<script>');
    expect(received.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(received.text).toContain(fullName);
  });
});

describe('mail while the SMTP server is down', () => {
  let simulator: MailSimulator | undefined;
  let mail: ReturnType<typeof startMail> | undefined;

  afterAll(async () => {
    await mail?.close();
    await simulator?.close();
  });

  it('retries and delivers once the server is up, logging the failure without the body', async () => {
    const port = await freePort();
    mail = startMail(`${fileNamespace}-outage`, port);
    const job: MailJob = {
      kind: 'verification',
      to: 'fede@example.com',
      fullName: 'Fede',
      code: '777001',
      link: 'https://mb.test/verificar?token=late',
    };
    await mail.queue.send(job);

    const logged = mail.logged;
    await eventually(() => expect(logged.some((entry) => entry.level === 'warn')).toBe(true), 10000);
    simulator = await startMailSimulator({ smtpPort: port, webPort: 0, logLevel: 'silent' });

    const received = await receivedBy(simulator, job.to);
    expect(received.text).toContain(job.code);
    expect(simulator.inbox.list({ to: job.to })).toHaveLength(1);
    expect(logged.every((entry) => entry.level === 'warn')).toBe(true);
    const logText = JSON.stringify(logged);
    expect(logText).not.toContain(job.code);
    expect(logText).not.toContain(job.link);
  });
});

/** A port nothing listens on right now: bind to 0, note it, let it go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
