import { startMailWorker as startKitMailWorker, type MailWorkerOptions } from '@mb/service-kit';
import { renderMail, type MailJob } from './mail-messages.js';
import { mailQueueName } from './mail-queue.js';

/** Identity's mail (verification, recovery, subscription notices) through the kit's SMTP worker. */
export function startMailWorker(options: Omit<MailWorkerOptions<MailJob>, 'queueName' | 'compose'>) {
  return startKitMailWorker<MailJob>({ ...options, queueName: mailQueueName, compose: (job) => ({ to: job.to, ...renderMail(job) }) });
}
