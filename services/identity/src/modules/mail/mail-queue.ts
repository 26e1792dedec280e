import { createQueue, type JobOptions } from '@mb/service-kit';
import type { MailJob } from './mail-messages.js';

export const mailQueueName = 'identity-mail';

export interface MailQueue {
  send(job: MailJob): Promise<void>;
  close(): Promise<void>;
}

/** Mail leaves through a retried job, so a slow or down SMTP server never fails the request that asked for it. */
export function createMailQueue(options: JobOptions): MailQueue {
  const queue = createQueue<MailJob>(mailQueueName, options);
  return {
    async send(job) {
      await queue.add(job.kind, job);
    },
    close: () => queue.close(),
  };
}
