import type { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { AppError } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Sent as JSON, with its content type. */
  json?: unknown;
  /** Sent as given (a form, an upload streamed through); its content type goes in `headers`. */
  body?: URLSearchParams | string | Readable;
  /** Overrides the client's time limit; `null` for none (an event stream the caller ends with `signal`). */
  timeoutMs?: number | null;
  /** The time limit covers the answer's start only: the caller streams the body, which may take longer (a video). */
  stream?: boolean;
  signal?: AbortSignal;
}

/** An answer read as JSON: `body` is undefined when it was empty or not JSON (a proxy's error page, say). */
export interface JsonAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  /** The body as it came, for a caller that passes it on unchanged. */
  text: string;
}

/** No answer came: refused, reset, or too slow. Uncaught, it is a 503 with the client's message. */
export class HttpUnreachable extends AppError {
  constructor(
    message: string,
    readonly timedOut: boolean,
    readonly reason: string,
  ) {
    super(503, message);
    this.name = 'HttpUnreachable';
  }
}

export interface HttpClientOptions {
  /** Paths are joined to it, keeping its own path (`http://wompi/v1` + `transactions/1`). */
  baseUrl: string;
  timeoutMs: number;
  /** The Spanish message of a 503 when the other side cannot be reached. */
  unavailable: string;
  /** Headers every call carries, computed per call (the caller's address, say). */
  headers?: () => Record<string, string>;
}

export interface HttpClient {
  /** The raw answer, whatever its status: for a caller that streams it back. */
  send(path: string, request?: HttpRequest): Promise<Response>;
  /** The answer's status and JSON body, whatever its status. */
  json(path: string, request?: HttpRequest): Promise<JsonAnswer>;
}

/** `base` and `path` with exactly one slash between them; an empty path is the base itself. */
export function joinUrl(base: string, path: string): string {
  return path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base;
}

/** The text as JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of the services and the gateway, for calls to each other and to third parties: a time limit
 * on every call, JSON in and out, and an unreachable other side as `HttpUnreachable` (503). What an answer means
 * (a refusal, a contract broken) is the caller's to judge.
 */
export function httpClient(options: HttpClientOptions): HttpClient {
  async function send(path: string, request: HttpRequest = {}): Promise<Response> {
    const limitMs = request.timeoutMs === undefined ? options.timeoutMs : request.timeoutMs;
    // A streamed answer's limit ends when it starts (the timer is cleared); any other's covers reading its body too.
    const startTimer = new AbortController();
    const timer = limitMs !== null && request.stream ? setTimeout(() => startTimer.abort(), limitMs) : undefined;
    const signals = [
      startTimer.signal,
      ...(limitMs !== null && !request.stream ? [AbortSignal.timeout(limitMs)] : []),
      ...(request.signal ? [request.signal] : []),
    ];
    const body = request.json !== undefined ? JSON.stringify(request.json) : request.body;
    try {
      return await fetch(joinUrl(options.baseUrl, path), {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...options.headers?.(),
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        body: body as RequestInit['body'],
        signal: AbortSignal.any(signals),
        // A stream sent as the body (an upload passed through as it arrives) needs half duplex.
        ...(body && typeof body === 'object' && 'pipe' in body ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      const timedOut = startTimer.signal.aborted || (error as Error).name === 'TimeoutError';
      throw new HttpUnreachable(options.unavailable, timedOut, timedOut ? `no answer within ${limitMs} ms` : (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * An answer read whole goes through undici's `request` rather than `fetch`: no WHATWG streams and request objects
   * per call, which were a fifth of the gateway's CPU relaying a restaurant write (bench/offline-replay.bench.ts).
   */
  async function json(path: string, request: HttpRequest = {}): Promise<JsonAnswer> {
    const limitMs = request.timeoutMs === undefined ? options.timeoutMs : request.timeoutMs;
    const timeout = limitMs === null ? undefined : AbortSignal.timeout(limitMs);
    const signals = [...(timeout ? [timeout] : []), ...(request.signal ? [request.signal] : [])];
    const form = request.body instanceof URLSearchParams;
    const body = request.json !== undefined ? JSON.stringify(request.json) : form ? String(request.body) : request.body;
    try {
      const answer = await undiciRequest(joinUrl(options.baseUrl, path), {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...options.headers?.(),
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}),
          ...request.headers,
        },
        body: body as string | Readable | undefined,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
      const text = await answer.body.text();
      return { status: answer.statusCode, ok: answer.statusCode >= 200 && answer.statusCode < 300, body: parseJson(text), text };
    } catch (error) {
      const timedOut = timeout?.aborted === true;
      throw new HttpUnreachable(options.unavailable, timedOut, timedOut ? `no answer within ${limitMs} ms` : (error as Error).message);
    }
  }

  return { send, json };
}
