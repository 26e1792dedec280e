import type { Readable } from 'node:stream';
import { AppError, httpClient, type HttpRequest, type JsonAnswer } from '@mb/service-kit';
import { messages } from '@mb/contracts';
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

/** The kit's client toward one service; every call names the browser (and proves it is the gateway) for the service's throttles. */
function serviceClient(baseUrl: string, timeoutMs: number, fallback: string) {
  return httpClient({ baseUrl, timeoutMs, unavailable: fallback, headers: forwardedClient });
}

function callRequest(options: CallOptions): HttpRequest {
  return {
    method: options.method ?? 'GET',
    json: options.body,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      ...options.headers,
    },
  };
}

/** A service's refusal as the service said it. */
function refusal(answer: JsonAnswer, fallback: string): AppError {
  const body = answer.body as Record<string, unknown> | undefined;
  // A service's own 503 says which of its dependencies is out of reach (billing: identity or invoicing); it goes on.
  if (answer.status === 503 && typeof body?.message === 'string') return new AppError(503, body.message);
  if (answer.status >= 500) return new AppError(502, fallback);
  // The fields the browser acts on come along (Retry-After seconds, a product's current version, ...).
  const { success: _success, message, ...details } = body ?? {};
  return new AppError(answer.status, typeof message === 'string' ? message : fallback, details);
}

/** A service's answer checked against its contract; a refusal passes through as the service said it. */
function readAnswer<S extends z.ZodType>(answer: JsonAnswer, schema: S, fallback: string): z.infer<S> {
  if (!answer.ok) throw refusal(answer, fallback);
  const parsed = schema.safeParse(answer.body);
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
  const answer = await serviceClient(baseUrl, options.timeoutMs, options.fallback).json(path, callRequest(options));
  return readAnswer(answer, schema, options.fallback);
}

/**
 * One call whose answer goes back to the browser as the service wrote it, the JSON text unchanged: the service
 * already serialized it through the contract the route declares (its response schema), so parsing, checking and
 * writing it out again here would only cost CPU on every call (bench/README.md, charging a check). Not JSON: 502;
 * a refusal as `callService` passes it.
 */
export async function passThroughCall(baseUrl: string, path: string, options: CallOptions & { timeoutMs: number; fallback: string }) {
  const answer = await serviceClient(baseUrl, options.timeoutMs, options.fallback).json(path, callRequest(options));
  if (!answer.ok) throw refusal(answer, options.fallback);
  if (answer.body === undefined) throw new AppError(502, options.fallback);
  return answer.text;
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
  const answer = await serviceClient(baseUrl, options.timeoutMs, options.fallback).json(path, callRequest(options));
  if (answer.body === undefined) throw new AppError(502, options.fallback);
  return { status: answer.status, body: answer.body };
}

/**
 * A multipart upload streamed to the service as it arrives, boundary and all: the gateway never holds
 * a whole video in memory, and the service checks the file itself. No time limit: a large video takes its time.
 */
export async function forwardUpload<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  schema: S,
  options: { body: Readable; contentType: string; contentLength?: string; token: string; requestId: string; fallback: string },
): Promise<z.infer<S>> {
  const request = callRequest({ method: 'POST', token: options.token, requestId: options.requestId });
  const answer = await serviceClient(baseUrl, 0, options.fallback).json(path, {
    ...request,
    body: options.body,
    timeoutMs: null,
    headers: {
      ...request.headers,
      'content-type': options.contentType,
      ...(options.contentLength ? { 'content-length': options.contentLength } : {}),
    },
  });
  return readAnswer(answer, schema, options.fallback);
}

/**
 * A stored file's raw response (a product's or a dish's picture), for the caller to stream back. The time limit
 * covers the answer's start only: a large video may take longer than that to stream.
 */
export function fetchFile(baseUrl: string, path: string, headers: Record<string, string>, timeoutMs: number): Promise<Response> {
  return serviceClient(baseUrl, timeoutMs, messages.serviceUnavailable).send(path, {
    headers: { accept: '*/*', ...headers },
    stream: true,
  });
}
