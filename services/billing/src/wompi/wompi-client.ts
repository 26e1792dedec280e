import { messages } from '@mb/contracts';
import { httpClient, HttpUnreachable, type JsonAnswer } from '@mb/service-kit';
import { z } from 'zod';
import { wompiTransaction, type WompiTransaction } from './wompi-transaction.js';

export class WompiUnavailable extends Error {}

export interface WompiClient {
  /** GET /v1/transactions/{id}; undefined when Wompi does not know it. */
  transaction(id: string): Promise<WompiTransaction | undefined>;
  /** GET /v1/transactions?reference= with the private key: every attempt made under one reference. */
  transactionsByReference(reference: string): Promise<WompiTransaction[]>;
}

/** Wompi's REST API (reference §4): answers wrapped in `{ data }`, checked before billing trusts them. */
export function wompiClient(options: { apiUrl: string; privateKey: string; timeoutMs: number }): WompiClient {
  const wompi = httpClient({ baseUrl: options.apiUrl, timeoutMs: options.timeoutMs, unavailable: messages.paymentLookupFailed });

  async function get<S extends z.ZodType>(path: string, schema: S, auth: boolean): Promise<z.infer<S> | undefined> {
    let answer: JsonAnswer;
    try {
      answer = await wompi.json(path, auth ? { headers: { authorization: `Bearer ${options.privateKey}` } } : {});
    } catch (error) {
      if (error instanceof HttpUnreachable) throw new WompiUnavailable(`Wompi unreachable: ${error.reason}`);
      throw error;
    }
    if (answer.status === 404) return undefined;
    const parsed = schema.safeParse((answer.body as { data?: unknown } | undefined)?.data);
    if (!answer.ok || !parsed.success) throw new WompiUnavailable(`Wompi answered ${answer.status} to ${path}`);
    return parsed.data;
  }

  return {
    transaction: (id) => get(`transactions/${encodeURIComponent(id)}`, wompiTransaction, false),
    async transactionsByReference(reference) {
      return (await get(`transactions?reference=${encodeURIComponent(reference)}`, z.array(wompiTransaction), true)) ?? [];
    },
  };
}
