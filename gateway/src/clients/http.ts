import { AppError } from '@mb/service-kit';
import type { z } from 'zod';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The caller's session token, forwarded so the service checks the same identity. */
  token?: string;
  requestId?: string;
}

/**
 * One call to a service: JSON in and out, a time limit, the request id carried along, the answer
 * checked against its contract. A service that cannot be reached answers 503 with `fallback`.
 */
export async function callService<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  schema: S,
  options: CallOptions & { timeoutMs: number; fallback: string },
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw new AppError(503, options.fallback);
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    if (response.status >= 500) throw new AppError(502, options.fallback);
    // A refusal passes through as the service said it, with the fields the browser acts on.
    const { success: _success, message, ...details } = body ?? {};
    throw new AppError(response.status, typeof message === 'string' ? message : options.fallback, details);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(502, options.fallback);
  return parsed.data;
}
