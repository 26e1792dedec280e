import { trustProxySetting } from '@mb/service-kit';
import { eventually, jobsSettled, startTestService, testKeys } from '@mb/service-kit/testing';
import { startMailSimulator, type MailSimulator } from '../../../simulators/mail/src/app.js';
import type { ReceivedMail } from '../../../simulators/mail/src/inbox.js';
import { buildApp } from '../src/app.js';
import { identityOwnEnv, migrationsDir } from '../src/config.js';
import { mailQueueName } from '../src/modules/mail/mail-queue.js';

export const testWebUrl = 'http://web.test';

/**
 * A running identity on a fresh schema, signing with the tests' key pair, sending its mail to a mail
 * simulator of its own (real SMTP, real BullMQ). `env` overrides identity's settings (e.g. the issuer).
 */
export async function startIdentity(namespace: string, env: Record<string, string> = {}) {
  const mail = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
  const service = await startTestService('identity', migrationsDir, buildApp, {
    namespace,
    extra: {
      ...identityOwnEnv.parse({
        SESSION_PRIVATE_KEY: testKeys.privateKey,
        SESSION_TTL_HOURS: '1',
        SMTP_PORT: String(mail.smtpPort),
        WEB_URL: testWebUrl,
        ...env,
      }),
      // The kit's common settings a test may change too: whose X-Forwarded-For to believe, a Redis of its own, a
      // database login and schema of its own.
      ...(env.TRUST_PROXY ? { TRUST_PROXY: trustProxySetting('loopback').parse(env.TRUST_PROXY) } : {}),
      ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL, DATABASE_SCHEMA: env.DATABASE_SCHEMA } : {}),
    },
  });
  return {
    ...service,
    mail,
    /** The newest e-mail to `to` with this subject, once it has arrived. */
    mailTo: (to: string, subject: string) => latestMail(mail, to, subject),
    /** Before asserting a mail was NOT sent: every mail queued so far has been sent (or given up on). */
    mailSettled: () => jobsSettled(mailQueueName, { namespace, redisUrl: service.config.REDIS_URL }),
    async close() {
      await service.close();
      await mail.close();
    },
  };
}

async function latestMail(mail: MailSimulator, to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await eventually(() => {
    found = mail.inbox.list({ to }).find((message) => message.subject === subject);
    expect(found).toBeDefined();
  });
  return found!;
}

/** The 6-character code and the link of a verification e-mail. */
export function codeAndLink(mail: ReceivedMail): { code: string; token: string } {
  const code = mail.text.match(/\b([A-Z2-9]{6})\b/)?.[1];
  const token = mail.text.match(/\?token=([\w%-]+)/)?.[1];
  if (!code || !token) throw new Error(`no code or link in: ${mail.text}`);
  return { code, token: decodeURIComponent(token) };
}

export const resetToken = (mail: ReceivedMail) => decodeURIComponent(mail.text.match(/\?reset_token=([\w%-]+)/)![1]!);

type Identity = Awaited<ReturnType<typeof startIdentity>>;

export const postTo = (identity: Identity) => (url: string, payload: unknown, token?: string) =>
  identity.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Signs up, reads the code from the mail simulator and verifies it: a signed-in, verified user. */
export async function signUpVerified(
  identity: Identity,
  person: { email: string; password: string; full_name: string; legal_id: string; phone?: string },
) {
  const post = postTo(identity);
  const registered = await post('/register', person);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { code } = codeAndLink(await identity.mailTo(person.email, 'Verifica tu cuenta de MB Platform'));
  const verified = await post('/verify-email', { token: code, email: person.email });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json() as { token: string; user: { id: string; email: string } };
}
