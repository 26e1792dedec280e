import type { Readable } from 'node:stream';
import { AppError } from '@mb/service-kit';
import type { z } from 'zod';
import { forwardedClient } from '../plugins/client-address.js';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The caller's session token, forwarded so the service checks the same identity. */
  token?: string;
  requestId?: string;
  /** Extra request headers a call needs passed on (a provider's signature, say). */
  headers?: Record<string, string>;
}

/** `?a=1&b=2` from the parameters that are defined, or nothing. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return search.size ? `?${search}` : '';
}

function commonHeaders(options: { token?: string; requestId?: string }): Record<string, string> {
  return {
    accept: 'application/json',
    ...forwardedClient(),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
  };
}

/** A service's answer checked against its contract; a refusal passes through as the service said it. */
async function readAnswer<S extends z.ZodType>(response: Response, schema: S, fallback: string): Promise<z.infer<S>> {
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    // A service's own 503 says which of its dependencies is out of reach (billing: identity or invoicing); it goes on.
    if (response.status === 503 && typeof body?.message === 'string') throw new AppError(503, body.message);
    if (response.status >= 500) throw new AppError(502, fallback);
    // The fields the browser acts on come along (Retry-After seconds, a product's current version, ...).
    const { success: _success, message, ...details } = body ?? {};
    throw new AppError(response.status, typeof message === 'string' ? message : fallback, details);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(502, fallback);
  return parsed.data;
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
  return readAnswer(await send(baseUrl, path, options), schema, options.fallback);
}

/**
 * One call whose answer goes back to the browser as it came, status and JSON body: the answer is a third party's
 * (APIDIAN's through invoicing) and the screen shows its message. Unreachable: 503; not JSON: 502; both `fallback`.
 */
export async function relayCall(
  baseUrl: string,
  path: string,
  options: CallOptions & { timeoutMs: number; fallback: string },
): Promise<{ status: number; body: unknown }> {
  const response = await send(baseUrl, path, options);
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) throw new AppError(502, options.fallback);
  return { status: response.status, body };
}

async function send(baseUrl: string, path: string, options: CallOptions & { timeoutMs: number; fallback: string }): Promise<Response> {
  try {
    return await fetch(new URL(path, baseUrl), {
      method: options.method ?? 'GET',
      headers: {
        ...commonHeaders(options),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw new AppError(503, options.fallback);
  }
}

/**
 * A multipart upload streamed to the service as it arrives, boundary and all: the gateway never holds
 * a whole video in memory, and the service checks the file itself.
 */
export async function forwardUpload<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  schema: S,
  options: { body: Readable; contentType: string; contentLength?: string; token: string; requestId: string; fallback: string },
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: {
        ...commonHeaders(options),
        'content-type': options.contentType,
        ...(options.contentLength ? { 'content-length': options.contentLength } : {}),
      },
      body: options.body,
      duplex: 'half',
    } as RequestInit);
  } catch {
    throw new AppError(503, options.fallback);
  }
  return readAnswer(response, schema, options.fallback);
}

/**
 * A stored file's raw response (a product's or a dish's picture), for the caller to stream back. The time limit
 * covers the answer's start only: a large video may take longer than that to stream.
 */
export async function fetchFile(baseUrl: string, path: string, headers: Record<string, string>, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(new URL(path, baseUrl), { headers, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
