import { readStorage, storageKeys } from '../storage.js';

/** Spec 1 §9: every browser call gives up after 10 s. */
export const apiTimeoutMs = 10_000;
/** Network failure or time-out (spec 1 §8). */
export const connectionErrorMessage = 'Error de conexión. Verifica que el servidor esté funcionando.';
/** The server answered something that is not JSON (spec 1 §8); also the last-resort failure text. */
export const unreadableBodyMessage = 'Error de conexión';

/** The gateway's double-submit CSRF defence: the readable cookie's value goes back in this header. */
export const csrfCookieName = 'mb_csrf';
export const csrfHeaderName = 'x-csrf-token';

/** A cookie the page can read (not httpOnly), or undefined; read through globalThis so node tests can run it. */
export function readCookie(name: string): string | undefined {
  let cookies: string;
  try {
    cookies = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  } catch {
    return undefined;
  }
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export class ApiError extends Error {
  status?: number;
  /** The HTTP reason phrase, for screens that name the status (spec 2 §8 'Error {status}: {statusText}'). */
  statusText?: string;
  body?: unknown;

  constructor(message: string, details: { status?: number; statusText?: string; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
  }

  /** The server could not be reached, or its answer could not be read (spec 1 §8's connection texts apply). */
  get unanswered(): boolean {
    return this.status === undefined || this.cause instanceof SyntaxError;
  }

  /** Whether the answer carried a message of its own (rather than the caller's fallback). */
  get fromServer(): boolean {
    return serverMessage(this.body) !== undefined;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Shown when a failed answer carries no message of its own (spec 1 §8 fallbacks). */
  fallback?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// Same origin by default: the shell is served behind the gateway.
let baseUrl = '';

export function configureApi({ baseUrl: url }: { baseUrl: string }): void {
  baseUrl = url.replace(/\/+$/, '');
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Where a gateway path is, from the page (same origin unless configured). */
export const apiUrl = (path: string) => `${baseUrl}${path}`;

/** What every call sends besides its body: the stored bearer token and, on POST, PUT and DELETE, the CSRF cookie's value. */
export function sessionHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readStorage(storageKeys.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  // Every state-changing call proves it comes from our own pages (the cookie is only readable by them).
  const csrf = method === 'GET' ? undefined : readCookie(csrfCookieName);
  if (csrf) headers[csrfHeaderName] = csrf;
  return headers;
}

/** An answer's body, or the ApiError to show: HTTP not ok or `success: false` are both failures (spec 1 §5). */
export function readAnswer<T>(response: { status: number; statusText: string; ok: boolean }, text: string, fallback?: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError(unreadableBodyMessage, { status: response.status, statusText: response.statusText, body: text, cause: error });
  }
  const refused = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (!response.ok || refused) {
    const message = serverMessage(body) ?? fallback ?? unreadableBodyMessage;
    throw new ApiError(message, { status: response.status, statusText: response.statusText, body });
  }
  return body as T;
}

/**
 * Calls the gateway and returns the parsed JSON body. Cookies go along (session cookie) and so does the
 * stored bearer token; a POST, PUT or DELETE also carries the CSRF cookie's value in `x-csrf-token`.
 * A failure is an ApiError whose message can be shown as is: HTTP not ok or `success: false` are both
 * failures (spec 1 §5).
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) goes as multipart with the boundary fetch writes; anything else as JSON.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const method = options.method ?? 'GET';
  Object.assign(headers, sessionHeaders(method), options.headers);

  // One controller for both the time-out and the caller's cancellation; the timer also covers reading the body.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? apiTimeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  let response: Response;
  let text: string;
  try {
    if (options.signal?.aborted) controller.abort();
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    // A cancellation asked for by the caller is not a failure to report: pass it through untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError(connectionErrorMessage, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  return readAnswer<T>(response, text, options.fallback);
}
