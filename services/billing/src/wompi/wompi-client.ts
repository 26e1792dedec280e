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
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;

  async function get<S extends z.ZodType>(path: string, schema: S, auth: boolean): Promise<z.infer<S> | undefined> {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        headers: { accept: 'application/json', ...(auth ? { authorization: `Bearer ${options.privateKey}` } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new WompiUnavailable(`Wompi unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return undefined;
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse((body as { data?: unknown } | undefined)?.data);
    if (!response.ok || !parsed.success) throw new WompiUnavailable(`Wompi answered ${response.status} to ${path}`);
    return parsed.data;
  }

  return {
    transaction: (id) => get(`transactions/${encodeURIComponent(id)}`, wompiTransaction, false),
    async transactionsByReference(reference) {
      return (await get(`transactions?reference=${encodeURIComponent(reference)}`, z.array(wompiTransaction), true)) ?? [];
    },
  };
}
