import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { storageKeys } from '../storage.js';
import { ApiError, apiRequest, configureApi, connectionErrorMessage, readCookie, unreadableBodyMessage } from './client.js';

// Node has fetch but no localStorage: a minimal in-memory shim, read through globalThis by readStorage.
const stored = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, String(value)),
    removeItem: (key: string) => void stored.delete(key),
  },
});

// No document either: the cookie string the page would see (`document.cookie`), set per test.
let cookieJar = '';
Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: {
    get cookie() {
      return cookieJar;
    },
  },
});

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  csrf?: string;
  contentType?: string;
  body: string;
}

const seen: Seen[] = [];
const hanging: ServerResponse[] = [];

function route(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({
    method: req.method,
    url: req.url,
    authorization: req.headers.authorization,
    csrf: req.headers['x-csrf-token'] as string | undefined,
    contentType: req.headers['content-type'],
    body,
  });
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  switch (req.url) {
    case '/echo':
      return void json(200, { success: true, echoed: body === '' ? null : JSON.parse(body) });
    case '/refused':
      return void json(200, { success: false, message: 'Código inválido' });
    case '/crash':
      return void json(500, { success: false });
    case '/html':
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<html>oops</html>');
    case '/hang':
      // Never answers; closed in afterAll.
      return void hanging.push(res);
    default:
      return void json(404, { success: false, message: 'No encontrado' });
  }
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => route(req, res, body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  stored.clear();
  cookieJar = '';
  seen.length = 0;
  configureApi({ baseUrl: origin });
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  beforeAll(() => configureApi({ baseUrl: origin }));

  it('sends JSON with the stored bearer token and returns the parsed body', async () => {
    stored.set(storageKeys.token, 'abc.def');
    const body = await apiRequest<{ success: boolean; echoed: unknown }>('/echo', {
      method: 'POST',
      body: { email: 'ana@example.co' },
    });
    expect(body).toEqual({ success: true, echoed: { email: 'ana@example.co' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer abc.def',
      contentType: 'application/json',
    });
  });

  it('sends no authorization header nor content type without token and body', async () => {
    await apiRequest('/echo');
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: undefined, contentType: undefined });
  });

  it('uses the server message when success is false, even with HTTP 200', async () => {
    const error = await failure(apiRequest('/refused', { fallback: 'Error verificando email' }));
    expect(error.message).toBe('Código inválido');
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ success: false, message: 'Código inválido' });
  });

  it('falls back to the caller text, then to the generic one, when there is no message', async () => {
    const withFallback = await failure(apiRequest('/crash', { fallback: 'Error en el login' }));
    expect(withFallback.message).toBe('Error en el login');
    expect(withFallback.status).toBe(500);
    expect((await failure(apiRequest('/crash'))).message).toBe(unreadableBodyMessage);
  });

  it('reports a body that is not JSON as a connection error', async () => {
    const error = await failure(apiRequest('/html', { fallback: 'ignored' }));
    expect(error.message).toBe('Error de conexión');
  });

  it('reports a closed port as a connection failure', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    configureApi({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(apiRequest('/echo'));
    expect(error.message).toBe(connectionErrorMessage);
    expect(error.message).toBe('Error de conexión. Verifica que el servidor esté funcionando.');
  });

  it('gives up after timeoutMs with the connection message', async () => {
    const started = Date.now();
    const error = await failure(apiRequest('/hang', { timeoutMs: 200 }));
    expect(error.message).toBe(connectionErrorMessage);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('sends the readable CSRF cookie back in x-csrf-token on POST, PUT and DELETE', async () => {
    cookieJar = 'mb_consent_status=accepted; mb_csrf=k9%2Bq%2F1; other=x';
    await apiRequest('/echo', { method: 'POST', body: { email: 'ana@example.co' } });
    await apiRequest('/echo', { method: 'PUT', body: {} });
    await apiRequest('/echo', { method: 'DELETE' });
    expect(seen.map((request) => [request.method, request.csrf])).toEqual([
      ['POST', 'k9+q/1'],
      ['PUT', 'k9+q/1'],
      ['DELETE', 'k9+q/1'],
    ]);
  });

  it('leaves x-csrf-token out of GET requests and when there is no CSRF cookie', async () => {
    cookieJar = 'mb_csrf=abc';
    await apiRequest('/echo');
    cookieJar = 'mb_csrf_old=abc; xmb_csrf=def';
    await apiRequest('/echo', { method: 'POST', body: {} });
    expect(seen.map((request) => [request.method, request.csrf])).toEqual([
      ['GET', undefined],
      ['POST', undefined],
    ]);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name, decodes it, and keeps a value that is not URI-encoded', () => {
    cookieJar = 'a=1;  mb_csrf=x%20y ; bad=%E0%A4%A';
    expect(readCookie('mb_csrf')).toBe('x y');
    expect(readCookie('bad')).toBe('%E0%A4%A');
    expect(readCookie('missing')).toBeUndefined();
  });
});
