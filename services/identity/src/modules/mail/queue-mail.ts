import type { IdentityDeps } from '../../deps.js';
import type { MailJob } from './mail-messages.js';

/**
 * Queues a mail after its state is committed. If Redis refuses, the request still succeeds: the
 * account is saved and the dialog offers "resend"; failing here would make a retry collide with it.
 */
export async function queueMail(deps: Pick<IdentityDeps, 'mail' | 'log'>, job: MailJob): Promise<void> {
  await deps.mail.send(job).catch((error: unknown) => deps.log.error({ err: error, kind: job.kind }, 'mail not queued'));
}
