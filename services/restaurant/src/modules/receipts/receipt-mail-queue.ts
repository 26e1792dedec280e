import type { RestaurantReceipt } from '@mb/contracts';
import { createQueue, type JobOptions } from '@mb/service-kit';

export const receiptMailQueueName = 'restaurant-receipt-mail';

/** What a receipt mail job carries: the receipt as it was when asked for, so the worker reads no database. */
export interface ReceiptMailJob {
  to: string;
  /** Whose sale: its DIAN document's files are asked of invoicing under it. */
  restaurantId: string;
  receipt: RestaurantReceipt;
}

export interface ReceiptMailQueue {
  send(job: ReceiptMailJob): Promise<void>;
  close(): Promise<void>;
}

export function createReceiptMailQueue(options: JobOptions): ReceiptMailQueue {
  const queue = createQueue<ReceiptMailJob>(receiptMailQueueName, options);
  return {
    async send(job) {
      await queue.add('receipt', job);
    },
    close: () => queue.close(),
  };
}
