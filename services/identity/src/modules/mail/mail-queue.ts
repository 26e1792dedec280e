import { createQueue, type JobOptions } from '@mb/service-kit';
import type { MailJob } from './mail-messages.js';

export const mailQueueName = 'identity-mail';

export interface MailQueue {
  /** `jobId` makes a repeated request (an event delivered again) queue one mail, not two. */
  send(job: MailJob, options?: { jobId?: string }): Promise<void>;
  close(): Promise<void>;
}

/** Mail leaves through a retried job, so a slow or down SMTP server never fails the request that asked for it. */
export function createMailQueue(options: JobOptions): MailQueue {
  const queue = createQueue<MailJob>(mailQueueName, options);
  return {
    async send(job, options) {
      await queue.add(job.kind, job, options?.jobId ? { jobId: options.jobId } : undefined);
    },
    close: () => queue.close(),
  };
}
